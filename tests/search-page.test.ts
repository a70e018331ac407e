import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { LOCALE_HEADER, type Locale } from '#core/locales'
import {
  searchBatchSchema,
  searchIndexName,
  type PopularTermHit,
  type SearchResponse,
  type SearchResult,
} from '#core/schemas/search'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { createSearchService, type SearchService } from '#server/domain/search/search'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { productStats } from '#app/features/search/search-layer'
import { loadCatalog } from '#app/i18n/catalog'
import { loader } from '#app/routes/search'
import { apiHeaders, createTestApp, type TestApp } from './app'

/**
 * Issue 32 point 11: the search page reads the spec's `query` as well as `q`; searches shoppers ask for on the
 * search page fill the popular terms, once per visitor; the box and the page show one count for one search.
 */
let t: TestApp
let service: SearchService
beforeAll(async () => {
  // The loader titles the page from the whole catalogue, as the server has it.
  await loadCatalog('nl')
  t = await createTestApp()
  await loadCatalogue(t.database.db, generateCatalogue({ products: 300, seed: 5 }))
  await syncSearchIndex(t.database.db, CONTENT_SOURCES)
  service = createSearchService({ db: t.database.db, engine: createPostgresSearchEngine(t.database.db) })
})
afterAll(() => t.close())

/** The search page's loader as a shopper's request runs it: the visitor is who asks. */
function page(url: string, visitor = 'session:one', search: SearchService = service) {
  const context = {
    locale: 'nl',
    prefix: '',
    search: {
      search: (...[site, batch, options]: Parameters<SearchService['search']>) =>
        search.search(site, batch, { ...options, visitor }),
    },
  } as unknown as ShopLoadContext
  return loader({ context, request: new Request(`https://shop.example${url}`) } as never)
}

/** The header box's batch: the four indices, as app/features/search/search-layer.tsx asks them. */
async function box(query: string, locale: Locale = 'nl', search: SearchService = service) {
  const batch = searchBatchSchema.parse({
    requests: (['popular_terms', 'categories', 'products', 'content'] as const).map((index) => ({
      indexName: searchIndexName(index, locale),
      query,
      hitsPerPage: 5,
      analytics: false,
    })),
  })
  return (await search.search({ locale, prefix: '' }, batch)).results
}

async function searches(term: string): Promise<number | undefined> {
  const rows = (await t.database.db.execute(
    sql`select searches from search_queries where locale = 'nl' and term = ${term}`,
  )) as unknown as { rows: Array<{ searches: number }> }
  return rows.rows[0]?.searches
}

async function popular(query: string): Promise<string[]> {
  const response = await t.app.request('/front-api/search', {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', [LOCALE_HEADER]: 'nl' }),
    body: JSON.stringify({ requests: [{ indexName: 'popular_terms_nl', query }] }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as SearchResponse
  return (body.results[0]!.hits as PopularTermHit[]).map((hit) => hit.term)
}

describe('the search page', () => {
  it('reads the spec’s `query` parameter as the shop’s own `q`', async () => {
    const byQ = await page('/zoeken?q=koksmes', 'session:query')
    expect(byQ.query.q).toBe('koksmes')
    expect(byQ.results[0]!.nbHits).toBeGreaterThan(0)
    // One address per search (and the header box shows it): `query` leads to `q`, with the rest kept.
    for (const [asked, answered] of [
      ['/zoeken?query=koksmes', '/zoeken?q=koksmes'],
      ['/zoeken?query=zak+mes&section=categories&page=2', '/zoeken?q=zak+mes&section=categories&page=2'],
    ] as const) {
      const thrown: unknown = await page(asked, 'session:query').catch((error: unknown) => error)
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(302)
      expect((thrown as Response).headers.get('location')).toBe(answered)
    }
  })
})

describe('popular searches', () => {
  it('are the searches shoppers asked for that found products, each shopper counted once', async () => {
    // What the box shows while typing is not counted; a search page is.
    await box('broodmes')
    expect(await searches('broodmes')).toBeUndefined()
    await page('/zoeken?q=broodmes', 'session:anna')
    await expect.poll(() => searches('broodmes')).toBe(1)
    // The same shopper again, another page of it, another filter: still one.
    await page('/zoeken?q=Broodmes', 'session:anna')
    await page('/zoeken?q=broodmes&sort=price_asc', 'session:anna')
    await page('/zoeken?q=broodmes&page=2', 'session:bram')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await searches('broodmes')).toBe(1)
    expect(await popular('brood')).not.toContain('broodmes')
    // A second shopper makes it a popular search, shown for what is typed in the box.
    await page('/zoeken?q=broodmes', 'address:192.0.2.7')
    await expect.poll(() => searches('broodmes')).toBe(2)
    expect(await popular('brood')).toContain('broodmes')
    // A search that found nothing is never counted.
    await page('/zoeken?q=qwxzy', 'session:anna')
    await page('/zoeken?q=qwxzy', 'session:bram')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await searches('qwxzy')).toBeUndefined()
  })

  it('stop counting a shopper after 20 terms an hour', async () => {
    const words = ['mes', 'zakmes', 'koksmes', 'bijl', 'rugzak', 'zaklamp', 'hoofdlamp', 'slijpsteen']
    words.push('snijplank', 'drinkfles', 'multitool', 'schede', 'paracord', 'aanzetstaal', 'messenset')
    words.push('santoku', 'fileermes', 'jachtmes', 'survivalmes', 'vuurstaaf', 'kampeerlamp', 'accu')
    words.push('flipper', 'lockback', 'slipjoint', 'bitset', 'schilmesje', 'cadeaubon')
    const found: string[] = []
    for (const word of words) if ((await box(word))[2]!.nbHits > 0) found.push(word)
    expect(found.length).toBeGreaterThan(20)
    const total = async () => {
      let sum = 0
      for (const word of found) sum += (await searches(word)) ?? 0
      return sum
    }
    const before = await total()
    for (const word of found) await page(`/zoeken?q=${word}`, 'session:stuffer')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect((await total()) - before).toBe(20)
  })
})

describe('one count for one search', () => {
  it('the box counts the products the search page counts', async () => {
    for (const query of ['zakmes', 'koksmes', 'mes']) {
      const boxed = await box(query)
      const paged = await page(`/zoeken?q=${query}`, 'session:counts')
      const products = boxed[2]!
      expect(products.exhaustiveNbHits).toBe(true)
      expect(productStats(products, 3)).toEqual(['search.stats', { count: paged.results[0]!.nbHits, ms: 3 }])
    }
  })

  it('says “about” when the box’s count is an estimate, and the page counts exactly', async () => {
    // A broad query (more matches than are ranked) is estimated in the box (docs/decisions/0076).
    const engine = createPostgresSearchEngine(t.database.db, {
      rankedMatches: 20,
      probedRows: 40,
      walkedRows: 200,
    })
    const narrow = createSearchService({ db: t.database.db, engine })
    const products: SearchResult = (await box('mes', 'nl', narrow))[2]!
    expect(products.exhaustiveNbHits).toBe(false)
    const [key, values] = productStats(products, 5)
    expect(key).toBe('search.statsAbout')
    const exact = (await page('/zoeken?q=mes', 'session:counts', narrow)).results[0]!
    expect(exact.exhaustiveNbHits).toBe(true)
    expect(values.count).toBe(Number(products.nbHits.toPrecision(2)))
  })
})
