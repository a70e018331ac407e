import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '#core/locales'
import { searchBatchSchema, type CategoryHit, type ProductHit } from '#core/schemas/search'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { createSearchService, type SearchService } from '#server/domain/search/search'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createTestDatabase } from './db'

/**
 * Relevance over the demo catalogue (issue 13): labelled queries, typed as shoppers type them (misspelt,
 * half-typed, without accents, Dutch and German compounds split or joined, synonyms), each with what must
 * be in the top 3: a category (a category hit, or the category of a product hit) or a brand. At least 90 %
 * must pass.
 */
interface Case {
  locale: Locale
  query: string
  /** A category name (in the case's language) expected among the top 3 categories or top 3 products' categories. */
  category?: string
  /** A brand expected among the top 3 products. */
  brand?: string
}

const CASES: Case[] = [
  // Dutch: words as typed, misspelt, half-typed, compounds split and joined, synonyms.
  { locale: 'nl', query: 'zakmes', category: 'Zakmessen' },
  { locale: 'nl', query: 'zakmse', category: 'Zakmessen' },
  { locale: 'nl', query: 'zak mes', category: 'Zakmessen' },
  { locale: 'nl', query: 'zakme', category: 'Zakmessen' },
  { locale: 'nl', query: 'knipmes', category: 'Zakmessen' },
  { locale: 'nl', query: 'koksmes', category: 'Koksmessen' },
  { locale: 'nl', query: 'koks mes', category: 'Koksmessen' },
  { locale: 'nl', query: 'kosmes', category: 'Koksmessen' },
  { locale: 'nl', query: 'chefmes', category: 'Koksmessen' },
  { locale: 'nl', query: 'broodmes', category: 'Broodmessen' },
  { locale: 'nl', query: 'brood mes', category: 'Broodmessen' },
  { locale: 'nl', query: 'slijpsteen', category: 'Slijpstenen' },
  { locale: 'nl', query: 'slijp steen', category: 'Slijpstenen' },
  { locale: 'nl', query: 'wetsteen', category: 'Slijpstenen' },
  { locale: 'nl', query: 'slijpsten', category: 'Slijpstenen' },
  { locale: 'nl', query: 'zaklamp', category: 'Zaklampen' },
  { locale: 'nl', query: 'zaklmap', category: 'Zaklampen' },
  { locale: 'nl', query: 'hoofdlamp', category: 'Hoofdlampen' },
  { locale: 'nl', query: 'hoofd lamp', category: 'Hoofdlampen' },
  { locale: 'nl', query: 'rugzak', category: 'Rugzakken' },
  { locale: 'nl', query: 'backpack', category: 'Rugzakken' },
  { locale: 'nl', query: 'bijl', category: 'Bijlen' },
  { locale: 'nl', query: 'snijplank', category: 'Snijplanken' },
  { locale: 'nl', query: 'snij plank', category: 'Snijplanken' },
  { locale: 'nl', query: 'aanzetstaal', category: 'Aanzetstalen' },
  { locale: 'nl', query: 'vuurstaaf', category: 'Vuurstarters' },
  { locale: 'nl', query: 'drinkfles', category: 'Drinkflessen' },
  { locale: 'nl', query: 'drinkfels', category: 'Drinkflessen' },
  { locale: 'nl', query: 'multitool', category: 'Multitools met tang' },
  { locale: 'nl', query: 'kurogane', brand: 'Kurogane' },
  { locale: 'nl', query: 'kurogan', brand: 'Kurogane' },
  { locale: 'nl', query: 'fjellstal', brand: 'Fjellstål' },
  { locale: 'nl', query: 'helling zonen', brand: 'Helling & Zonen' },
  // German.
  { locale: 'de', query: 'taschenmesser', category: 'Taschenmesser' },
  { locale: 'de', query: 'taschen messer', category: 'Taschenmesser' },
  { locale: 'de', query: 'tachenmesser', category: 'Taschenmesser' },
  { locale: 'de', query: 'klappmesser', category: 'Taschenmesser' },
  { locale: 'de', query: 'kochmesser', category: 'Kochmesser' },
  { locale: 'de', query: 'koch messer', category: 'Kochmesser' },
  { locale: 'de', query: 'küchenmesser', category: 'Küchenmesser' },
  { locale: 'de', query: 'kuchenmesser', category: 'Küchenmesser' },
  { locale: 'de', query: 'brotmesser', category: 'Brotmesser' },
  { locale: 'de', query: 'brot messer', category: 'Brotmesser' },
  { locale: 'de', query: 'schleifstein', category: 'Schleifsteine' },
  { locale: 'de', query: 'schleif stein', category: 'Schleifsteine' },
  { locale: 'de', query: 'wetzstein', category: 'Schleifsteine' },
  { locale: 'de', query: 'taschenlampe', category: 'Taschenlampen' },
  { locale: 'de', query: 'taschenlampen', category: 'Taschenlampen' },
  { locale: 'de', query: 'stirnlampe', category: 'Stirnlampen' },
  { locale: 'de', query: 'kopflampe', category: 'Stirnlampen' },
  { locale: 'de', query: 'rucksack', category: 'Rucksäcke' },
  { locale: 'de', query: 'axt', category: 'Äxte' },
  { locale: 'de', query: 'schneidebrett', category: 'Schneidebretter' },
  { locale: 'de', query: 'feuerstahl', category: 'Feuerstarter' },
  { locale: 'de', query: 'trinkflasche', category: 'Trinkflaschen' },
  { locale: 'de', query: 'jagdmesser', category: 'Jagdmesser' },
  // English.
  { locale: 'en', query: 'pocket knife', category: 'Pocket knives' },
  { locale: 'en', query: 'pocketknife', category: 'Pocket knives' },
  { locale: 'en', query: 'pocket knfe', category: 'Pocket knives' },
  { locale: 'en', query: 'chef knife', category: "Chef's knives" },
  { locale: 'en', query: 'bread knife', category: 'Bread knives' },
  { locale: 'en', query: 'whetstone', category: 'Whetstones' },
  { locale: 'en', query: 'wetstone', category: 'Whetstones' },
  { locale: 'en', query: 'flashlight', category: 'Flashlights' },
  { locale: 'en', query: 'flashligth', category: 'Flashlights' },
  { locale: 'en', query: 'torch', category: 'Flashlights' },
  { locale: 'en', query: 'headlamp', category: 'Headlamps' },
  { locale: 'en', query: 'hatchet', category: 'Axes' },
  { locale: 'en', query: 'backpack', category: 'Backpacks' },
  { locale: 'en', query: 'rucksack', category: 'Backpacks' },
  { locale: 'en', query: 'cutting board', category: 'Cutting boards' },
  { locale: 'en', query: 'hunting knife', category: 'Hunting knives' },
  { locale: 'en', query: 'honing steel', category: 'Honing steels' },
]

let handle: DatabaseHandle
let search: SearchService
beforeAll(async () => {
  handle = await createTestDatabase()
  await loadCatalogue(handle.db, generateCatalogue())
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
  search = createSearchService({ db: handle.db, engine: createPostgresSearchEngine(handle.db) })
}, 120_000)
afterAll(() => handle.close())

async function passes(test: Case): Promise<boolean> {
  const batch = searchBatchSchema.parse({
    requests: [
      { indexName: `categories_${test.locale}`, query: test.query, hitsPerPage: 3, analytics: false },
      { indexName: `products_${test.locale}`, query: test.query, hitsPerPage: 3, analytics: false },
    ],
  })
  const { results } = await search.search({ locale: test.locale, prefix: '' }, batch)
  const categories = results[0]!.hits as CategoryHit[]
  const products = results[1]!.hits as ProductHit[]
  if (test.brand) return products.some((hit) => hit.brand_name === test.brand)
  return (
    categories.some((hit) => hit.name === test.category) ||
    products.some((hit) => hit.category === test.category)
  )
}

describe('search relevance on the demo catalogue', () => {
  it(`finds what ${CASES.length} labelled queries look for in the top 3, at least 90 %`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50)
    const failed: string[] = []
    for (const test of CASES) if (!(await passes(test))) failed.push(`${test.locale}:${test.query}`)
    const rate = (CASES.length - failed.length) / CASES.length
    expect(rate, `missed: ${failed.join(', ')}`).toBeGreaterThanOrEqual(0.9)
  }, 120_000)
})
