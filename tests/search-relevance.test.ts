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
import { normalize, words } from '#server/domain/search/text'
import { createTestDatabase } from './db'

/**
 * Relevance over the demo catalogue (issue 13): labelled queries, typed as shoppers type them (misspelt,
 * half-typed, without accents, Dutch and German compounds split or joined, synonyms), each with what must
 * be in the top 3: a category (a category hit, or the category of a product hit), a brand, a model, and for a
 * colour asked for that colour first. At least 90 % must pass, overall and for each kind issue 32 named.
 */
interface Case {
  locale: Locale
  query: string
  /** What the case tries (issue 32 point 19); the cases of issue 13 have none. */
  kind?: 'compound' | 'synonym' | 'colour' | 'brand-and-type'
  /** A category name (in the case's language) expected among the top 3 categories or top 3 products' categories. */
  category?: string
  /** A brand expected among the top 3 products. */
  brand?: string
  /** A model name expected in the name of one of the top 3 products. */
  model?: string
  /** The colour (as names write it) of the first product: the variants of a colour asked for come first. */
  colour?: string
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

  // Issue 32: compounds joined or split, in English too.
  { kind: 'compound', locale: 'en', query: 'flash light', category: 'Flashlights' },
  { kind: 'compound', locale: 'en', query: 'head lamp', category: 'Headlamps' },
  { kind: 'compound', locale: 'en', query: 'whet stone', category: 'Whetstones' },
  { kind: 'compound', locale: 'en', query: 'back pack', category: 'Backpacks' },
  { kind: 'compound', locale: 'en', query: 'cuttingboard', category: 'Cutting boards' },
  { kind: 'compound', locale: 'en', query: 'breadknife', category: 'Bread knives' },
  { kind: 'compound', locale: 'en', query: 'waterbottle', category: 'Water bottles' },
  { kind: 'compound', locale: 'en', query: 'huntingknife', category: 'Hunting knives' },
  { kind: 'compound', locale: 'en', query: 'firestarter', category: 'Fire starters' },
  { kind: 'compound', locale: 'nl', query: 'fileer mes', category: 'Fileermessen' },
  { kind: 'compound', locale: 'nl', query: 'zak lamp', category: 'Zaklampen' },
  { kind: 'compound', locale: 'de', query: 'stirn lampe', category: 'Stirnlampen' },
  { kind: 'compound', locale: 'de', query: 'jagd messer', category: 'Jagdmesser' },
  // Synonyms and colloquial names, Dutch diminutives.
  { kind: 'synonym', locale: 'nl', query: 'legermes', category: 'Zwitserse zakmessen' },
  { kind: 'synonym', locale: 'nl', query: 'zakmesje', category: 'Zakmessen' },
  { kind: 'synonym', locale: 'nl', query: 'bijltje', category: 'Bijlen' },
  { kind: 'synonym', locale: 'nl', query: 'zaklampje', category: 'Zaklampen' },
  { kind: 'synonym', locale: 'nl', query: 'broodplank', category: 'Snijplanken' },
  { kind: 'synonym', locale: 'nl', query: 'veldfles', category: 'Drinkflessen' },
  { kind: 'synonym', locale: 'de', query: 'sackmesser', category: 'Taschenmesser' },
  { kind: 'synonym', locale: 'de', query: 'offiziersmesser', category: 'Schweizer Taschenmesser' },
  { kind: 'synonym', locale: 'de', query: 'hackbrett', category: 'Schneidebretter' },
  { kind: 'synonym', locale: 'en', query: 'penknife', category: 'Pocket knives' },
  { kind: 'synonym', locale: 'en', query: 'chopping board', category: 'Cutting boards' },
  { kind: 'synonym', locale: 'en', query: 'army knife', category: 'Swiss army knives' },
  { kind: 'synonym', locale: 'en', query: 'head torch', category: 'Headlamps' },
  // A colour, inflected as Dutch and German adjectives are: that colour's variants first.
  { kind: 'colour', locale: 'nl', query: 'rode zakmes', colour: 'rood', category: 'Zakmessen' },
  { kind: 'colour', locale: 'nl', query: 'zwarte zaklamp', colour: 'zwart', category: 'Zaklampen' },
  { kind: 'colour', locale: 'nl', query: 'groene rugzak', colour: 'groen', category: 'Rugzakken' },
  { kind: 'colour', locale: 'nl', query: 'gele hoofdlamp', colour: 'geel', category: 'Hoofdlampen' },
  { kind: 'colour', locale: 'nl', query: 'oranje drinkfles', colour: 'oranje', category: 'Drinkflessen' },
  { kind: 'colour', locale: 'de', query: 'rotes Taschenmesser', colour: 'rot', category: 'Taschenmesser' },
  { kind: 'colour', locale: 'de', query: 'schwarze Stirnlampe', colour: 'schwarz', category: 'Stirnlampen' },
  { kind: 'colour', locale: 'de', query: 'grüner Rucksack', colour: 'grün', category: 'Rucksäcke' },
  { kind: 'colour', locale: 'de', query: 'gelbe Taschenlampe', colour: 'gelb', category: 'Taschenlampen' },
  { kind: 'colour', locale: 'en', query: 'red pocket knife', colour: 'red', category: 'Pocket knives' },
  { kind: 'colour', locale: 'en', query: 'black headlamp', colour: 'black', category: 'Headlamps' },
  { kind: 'colour', locale: 'en', query: 'orange water bottle', colour: 'orange', category: 'Water bottles' },
  { kind: 'colour', locale: 'en', query: 'olive backpack', colour: 'olive', category: 'Backpacks' },
  // A brand or a model with a kind of product.
  {
    kind: 'brand-and-type',
    locale: 'nl',
    query: 'kurogane koksmes',
    brand: 'Kurogane',
    category: 'Koksmessen',
  },
  {
    kind: 'brand-and-type',
    locale: 'nl',
    query: 'noordkaap zakmes',
    brand: 'Noordkaap',
    category: 'Zakmessen',
  },
  {
    kind: 'brand-and-type',
    locale: 'nl',
    query: 'helling zonen slijpsteen',
    brand: 'Helling & Zonen',
    category: 'Slijpstenen',
  },
  { kind: 'brand-and-type', locale: 'nl', query: 'ranger zakmes', model: 'Ranger', category: 'Zakmessen' },
  {
    kind: 'brand-and-type',
    locale: 'de',
    query: 'kurogane kochmesser',
    brand: 'Kurogane',
    category: 'Kochmesser',
  },
  {
    kind: 'brand-and-type',
    locale: 'de',
    query: 'lumenwerk stirnlampe',
    brand: 'Lumenwerk',
    category: 'Stirnlampen',
  },
  {
    kind: 'brand-and-type',
    locale: 'de',
    query: 'sakura kochmesser',
    model: 'Sakura',
    category: 'Kochmesser',
  },
  {
    kind: 'brand-and-type',
    locale: 'en',
    query: 'lumenwerk flashlight',
    brand: 'Lumenwerk',
    category: 'Flashlights',
  },
  {
    kind: 'brand-and-type',
    locale: 'en',
    query: 'fjellstal backpack',
    brand: 'Fjellstål',
    category: 'Backpacks',
  },
  {
    kind: 'brand-and-type',
    locale: 'en',
    query: 'baken flashlight',
    model: 'Baken',
    category: 'Flashlights',
  },
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
  if (test.brand && !products.some((hit) => hit.brand_name === test.brand)) return false
  if (test.model && !products.some((hit) => words(hit.name).includes(normalize(test.model!)))) return false
  if (test.colour && !(products[0] && words(products[0].name).includes(normalize(test.colour)))) return false
  return (
    !test.category ||
    categories.some((hit) => hit.name === test.category) ||
    products.some((hit) => hit.category === test.category)
  )
}

describe('search relevance on the demo catalogue', () => {
  it(`finds what ${CASES.length} labelled queries look for in the top 3, at least 90 %`, async () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50)
    const failed: string[] = []
    for (const test of CASES)
      if (!(await passes(test))) failed.push(`${test.kind ?? 'issue 13'} ${test.locale}:${test.query}`)
    const rate = (CASES.length - failed.length) / CASES.length
    console.info(
      `search relevance: ${(rate * 100).toFixed(1)} % of ${CASES.length} in the top 3; missed: ${failed.join(', ')}`,
    )
    expect(rate, `missed: ${failed.join(', ')}`).toBeGreaterThanOrEqual(0.9)
  }, 180_000)

  it('finds each kind of issue 32 (compounds, synonyms, colours, brand and type) at least 90 %', async () => {
    for (const kind of ['compound', 'synonym', 'colour', 'brand-and-type'] as const) {
      const cases = CASES.filter((test) => test.kind === kind)
      expect(cases.length).toBeGreaterThanOrEqual(9)
      const failed: string[] = []
      for (const test of cases) if (!(await passes(test))) failed.push(`${test.locale}:${test.query}`)
      const rate = (cases.length - failed.length) / cases.length
      console.info(`search relevance, ${kind}: ${(rate * 100).toFixed(1)} % of ${cases.length}`)
      expect(rate, `${kind} missed: ${failed.join(', ')}`).toBeGreaterThanOrEqual(0.9)
    }
  }, 180_000)
})
