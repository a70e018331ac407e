import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_HEADER, type Locale } from '#core/locales'
import type { CategoryHit, ContentHit, ProductHit, SearchResponse } from '#core/schemas/search'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { logSearch } from '#server/domain/search/query-log'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'

/** POST /front-api/search (issue 13): the Algolia-compatible multi-query endpoint on the built-in engine. */
const demo = generateCatalogue({ products: 300, seed: 5 })

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadCatalogue(t.database.db, demo)
  await syncSearchIndex(t.database.db, CONTENT_SOURCES)
})
afterAll(() => t.close())

function post(body: unknown, locale: Locale = 'nl', path = '/front-api/search') {
  return t.app.request(path, {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', [LOCALE_HEADER]: locale }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function search(body: unknown, locale: Locale = 'nl'): Promise<SearchResponse> {
  const response = await post(body, locale)
  expect(response.status).toBe(200)
  return (await response.json()) as SearchResponse
}

const four = (locale: Locale, query: string, extra: Record<string, unknown> = {}) => ({
  requests: ['popular_terms', 'categories', 'products', 'content'].map((index) => ({
    indexName: `${index}_${locale}`,
    query,
    hitsPerPage: 5,
    ...extra,
  })),
})

describe('POST /front-api/search', () => {
  it('answers the four indices of a batch in order, with Algolia’s fields', async () => {
    const body = await search(four('nl', 'zakmes'))
    expect(body.results.map((result) => result.index)).toEqual([
      'popular_terms_nl',
      'categories_nl',
      'products_nl',
      'content_nl',
    ])
    const [, categories, products] = body.results
    for (const result of body.results) {
      expect(result).toMatchObject({ page: 0, hitsPerPage: 5, query: 'zakmes', exhaustiveNbHits: true })
      expect(result.nbPages).toBe(Math.ceil(result.nbHits / 5))
      expect(result.processingTimeMS).toBeGreaterThanOrEqual(0)
    }
    expect(products!.nbHits).toBeGreaterThan(5)
    expect(products!.hits).toHaveLength(5)
    const product = products!.hits[0] as ProductHit
    expect(product.objectID).toBe(String(product.id))
    expect(product.link).toMatch(/^\/[a-z0-9-]+$/)
    expect(product._highlightResult!.name!.value).toContain('<em>')
    expect(product._highlightResult!.name!.matchLevel).not.toBe('none')
    const category = categories!.hits[0] as CategoryHit
    expect(category.name.toLowerCase()).toContain('zakmes')
    expect(category.breadcrumbs.at(-1)).toEqual({ name: category.name, link: category.link })
  })

  it('answers a batch without queries, and a batch of empty queries, with empty results', async () => {
    expect(await search({ requests: [] })).toEqual({ results: [] })
    const empty = await search(four('de', '  '))
    for (const result of empty.results)
      expect(result).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0 })
  })

  it('links hits under the language prefix of the site asking', async () => {
    const body = await search(four('de', 'Versand'), 'de')
    const content = body.results[3]!.hits as ContentHit[]
    expect(content.map((hit) => hit.url)).toContain('/de/kundenservice/versand-und-lieferung')
    const products = await search(four('en', 'knife'), 'en')
    expect((products.results[2]!.hits[0] as ProductHit).link).toMatch(/^\/en\//)
  })

  it('finds the knowledge base’s articles in the content index, in each language', async () => {
    const nl = (await search(four('nl', 'roest verwijderen'))).results[3]!.hits as ContentHit[]
    expect(nl.some((hit) => hit.url.startsWith('/kennisbank/'))).toBe(true)
    const en = (await search(four('en', 'whetstone'), 'en')).results[3]!.hits as ContentHit[]
    expect(en.some((hit) => hit.url.startsWith('/en/knowledge-base/'))).toBe(true)
    const de = (await search(four('de', 'Führverbot'), 'de')).results[3]!.hits as ContentHit[]
    expect(de.some((hit) => hit.url.startsWith('/de/wissensdatenbank/'))).toBe(true)
  })

  it('takes Algolia’s params strings (what InstantSearch clients send)', async () => {
    const body = await search({
      requests: [
        {
          indexName: 'products_nl',
          params: `query=zakmes&hitsPerPage=3&page=1&facets=${encodeURIComponent('["brand"]')}`,
        },
      ],
    })
    expect(body.results[0]).toMatchObject({ page: 1, hitsPerPage: 3, query: 'zakmes' })
    expect(body.results[0]!.hits).toHaveLength(3)
    expect(Object.keys(body.results[0]!.facets!.brand!).length).toBeGreaterThan(1)
  })

  it('filters by brand (OR within a list) and price, and counts facets and price stats', async () => {
    const all = await search({
      requests: [
        { indexName: 'products_nl', query: 'mes', facets: ['brand', 'category', 'price'], hitsPerPage: 50 },
      ],
    })
    const facets = all.results[0]!.facets!
    const [brandA, brandB] = Object.keys(facets.brand!)
    const filtered = await search({
      requests: [
        {
          indexName: 'products_nl',
          query: 'mes',
          facetFilters: [[`brand:${brandA}`, `brand:${brandB}`]],
          numericFilters: ['price>=20', 'price<=150'],
          facets: ['price'],
          hitsPerPage: 100,
        },
      ],
    })
    const result = filtered.results[0]!
    const hits = result.hits as ProductHit[]
    expect(result.nbHits).toBeGreaterThan(0)
    expect(result.nbHits).toBeLessThanOrEqual(facets.brand![brandA!]! + facets.brand![brandB!]!)
    for (const hit of hits) {
      expect([brandA, brandB]).toContain(hit.brand_name)
      expect(hit.prices.price).toBeGreaterThanOrEqual(20)
      expect(hit.prices.price).toBeLessThanOrEqual(150)
    }
    expect(result.facets_stats!.price!.min).toBeGreaterThanOrEqual(20)
    expect(result.facets_stats!.price!.max).toBeLessThanOrEqual(150)
    expect(all.results[0]!.facets_stats!.price!.min).toBeLessThanOrEqual(result.facets_stats!.price!.min)
  })

  it('sorted replicas sort the relevant hits and report both counts', async () => {
    const body = await search({
      requests: [
        { indexName: 'products_nl_price_asc', query: 'zakmes', hitsPerPage: 100 },
        { indexName: 'products_nl', query: 'zakmes', hitsPerPage: 1 },
      ],
    })
    const [sorted, relevance] = body.results
    expect(sorted!.nbHits).toBe(relevance!.nbHits)
    expect(sorted!.nbSortedHits).toBeGreaterThan(0)
    expect(sorted!.nbSortedHits).toBeLessThanOrEqual(sorted!.nbHits)
    expect(sorted!.nbPages).toBe(Math.ceil(sorted!.nbSortedHits! / 100))
    const prices = (sorted!.hits as ProductHit[]).map((hit) => hit.prices.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('logs searches for the popular terms, once per visitor, and leaves the current term out of them', async () => {
    const products = { indexName: 'products_nl', query: 'koksmes' }
    const count = async () => {
      const rows = (await t.database.db.execute(
        sql`select searches from search_queries where locale = 'nl' and term = 'koksmes'`,
      )) as unknown as { rows: Array<{ searches: number }> }
      return rows.rows[0]?.searches
    }
    // In-process requests have no socket: one client address, one visitor.
    await search({ requests: [products] })
    await search({ requests: [products] })
    await search({ requests: [{ ...products, analytics: false }] })
    await expect.poll(count).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(await count()).toBe(1)
    // Another visitor's search (server/domain/search/query-log.ts).
    expect(await logSearch(t.database.db, 'nl', 'Koksmes', 12, 'session:other')).toBe(true)
    expect(await count()).toBe(2)
    const popular = await search({ requests: [{ indexName: 'popular_terms_nl', query: 'koks' }] })
    expect(popular.results[0]!.hits[0]).toMatchObject({ term: 'koksmes', relative_url: '/search?q=koksmes' })
    const current = await search({ requests: [{ indexName: 'popular_terms_nl', query: 'koksmes' }] })
    expect(current.results[0]!.hits).toEqual([])
  })

  it('refuses bad input with 422 and field errors in the shopper’s language, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{ requests: [{ indexName: 'orders_nl', query: 'x' }] }, 'requests.0.indexName'],
      [{ requests: [{ indexName: 'categories_nl_price_asc', query: 'x' }] }, 'requests.0.indexName'],
      [{ requests: [{ indexName: 'products_nl', query: 'x'.repeat(513) }] }, 'requests.0.query'],
      [{ requests: [{ indexName: 'products_nl', hitsPerPage: 0 }] }, 'requests.0.hitsPerPage'],
      [{ requests: [{ indexName: 'products_nl', page: -1 }] }, 'requests.0.page'],
      [{ requests: [{ indexName: 'products_nl', facetFilters: ['colour:red'] }] }, 'requests.0.facetFilters'],
      [
        { requests: [{ indexName: 'products_nl', numericFilters: ['price>>1'] }] },
        'requests.0.numericFilters',
      ],
      [{ requests: [{ indexName: 'products_nl', facets: ['stock'] }] }, 'requests.0.facets.0'],
      [{ requests: Array.from({ length: 13 }, () => ({ indexName: 'products_nl' })) }, 'requests'],
      [{}, 'requests'],
      ['not json', '_form'],
    ]
    for (const [body, field] of cases) {
      const response = await post(body, 'de')
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(422)
      const answer = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(
        Object.keys(answer.errors).some((key) => key === field || key.startsWith(`${field}.`)),
        `${JSON.stringify(body).slice(0, 80)}: ${Object.keys(answer.errors).join()}`,
      ).toBe(true)
      expect(answer.message).not.toMatch(/[Ii]nvalid|expected/)
    }
    const response = await post({ requests: [{ indexName: 'stock_nl' }] }, 'de')
    const answer = (await response.json()) as { errors: Record<string, string[]> }
    expect(answer.errors['requests.0.indexName']).toEqual([translate('de', 'search.invalidIndex')])
  })

  it('keeps the index in step with the catalogue: renamed and deactivated products', async () => {
    const [first] = (
      await search({ requests: [{ indexName: 'products_en', query: 'knife', hitsPerPage: 1 }] })
    ).results[0]!.hits as ProductHit[]
    const id = first!.id
    await t.database.db.execute(
      sql`update products set name = jsonb_set(name, '{en}', '"Zebrawood gentleman knife"') where id = ${id}`,
    )
    await syncSearchIndex(t.database.db, CONTENT_SOURCES)
    const found = await search({ requests: [{ indexName: 'products_en', query: 'zebrawod gentlemen' }] })
    expect((found.results[0]!.hits as ProductHit[]).map((hit) => hit.id)).toEqual([id])
    await t.database.db.execute(sql`update products set status = 'inactive' where id = ${id}`)
    const result = await syncSearchIndex(t.database.db, CONTENT_SOURCES)
    expect(result.removed).toBe(1)
    const gone = await search({ requests: [{ indexName: 'products_en', query: 'zebrawood' }] })
    expect(gone.results[0]!.nbHits).toBe(0)
  })
})
