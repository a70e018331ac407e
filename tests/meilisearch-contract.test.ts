import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OutsideServiceError } from '#server/adapters/outside-service'
import { createMeilisearchEngine, type MeilisearchOptions } from '#server/adapters/search/meilisearch'
import { meiliDocumentId } from '#server/adapters/search/meilisearch-index'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import type { EngineQuery } from '#server/adapters/search/port'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { queryRows } from '#server/db/query'
import { servicePagesSource } from '#server/domain/search/content-sources'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { listSynonyms, saveSynonyms } from '#server/domain/search/synonyms'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createTestDatabase } from './db'
import { startFakeMeilisearch, type FakeMeilisearch } from './fakes/meilisearch-server'

/**
 * The Meilisearch adapter (decisions 0056, 0154) against a fake of its HTTP API on loopback that models
 * Meilisearch's asynchronous tasks (tests/fakes/meilisearch-server.ts): what a write enqueues is visible only
 * once its task succeeded, so an adapter that does not wait for its tasks fails these tests.
 */
let handle: DatabaseHandle
let fake: FakeMeilisearch

beforeAll(async () => {
  handle = await createTestDatabase()
  await loadCatalogue(handle.db, generateCatalogue({ products: 40, seed: 3 }))
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
  fake = await startFakeMeilisearch()
})
afterAll(async () => {
  await fake.close()
  await handle.close()
})
beforeEach(() => {
  fake.requests.length = 0
  fake.stepMs = 3
})

const engine = (overrides: Partial<MeilisearchOptions> = {}) =>
  createMeilisearchEngine({
    url: fake.url,
    apiKey: fake.apiKey,
    timeoutMs: 2000,
    popularTerms: createPostgresSearchEngine(handle.db),
    tasks: { intervalMs: 2, timeoutMs: 5000 },
    ...overrides,
  })

const query = (overrides: Partial<EngineQuery>): EngineQuery => ({
  index: 'products',
  locale: 'nl',
  query: '',
  page: 0,
  hitsPerPage: 5,
  sort: 'relevance',
  filters: [],
  facets: [],
  ...overrides,
})

/** The shop's index per Meilisearch index: `products_nl` → its object ids. */
async function shopIndex(): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ uid: string; ids: string[] }>(
    handle.db,
    sql`select index || '_' || locale as uid, array_agg(object_id order by object_id) as ids
        from search_documents group by 1`,
  )
  return new Map(rows.map((row) => [row.uid, row.ids]))
}

function fakeIds(uid: string): string[] {
  const index = fake.indexes.get(uid)
  if (!index) return []
  return [...index.documents.values()].map((doc) => doc.object_id as string).sort()
}

async function renameProduct(id: number, name: string) {
  await handle.db.execute(
    sql`update products set name = jsonb_set(name, '{nl}', to_jsonb(${name}::text)) where id = ${id}`,
  )
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
}

async function anyProductId(): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    handle.db,
    sql`select id from products where status = 'active' order by id limit 1`,
  )
  return row!.id
}

describe('Meilisearch adapter', () => {
  it('builds every index and language with its settings on a full sync, and sends the key', async () => {
    await engine().sync(handle.db, { full: true })
    const shop = await shopIndex()
    expect(shop.size).toBe(9)
    for (const [uid, ids] of shop) expect(fakeIds(uid), uid).toEqual([...ids].sort())
    expect([...fake.indexes.keys()].filter((uid) => uid.endsWith('_next'))).toEqual([])
    expect(fake.indexes.get('products_de')!.settings).toMatchObject({
      filterableAttributes: ['brand', 'category', 'price_cents'],
      sortableAttributes: ['price_cents', 'title'],
      typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
      faceting: { sortFacetValuesBy: { '*': 'count' } },
    })
    const document = [...fake.indexes.get('products_nl')!.documents.values()][0]!
    expect(document.id).toBe(meiliDocumentId(document.object_id as string))
    expect(document).toMatchObject({
      title: expect.any(String),
      text: expect.any(String),
      in_stock: expect.any(Number),
    })
    for (const request of fake.requests) expect(request.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(fake.tasks.every((task) => task.status === 'succeeded')).toBe(true)
  })

  it('finds a product straight after the sync that changed it: a write is visible only after its task', async () => {
    await engine().sync(handle.db, { full: true })
    // What a client that does not wait sees: the write enqueued, the search straight after misses it.
    const stray = {
      id: 'c3RyYXk',
      object_id: 'stray',
      title: 'Zwerfkeitje',
      text: '',
      in_stock: 1,
      popularity: 0,
    }
    fake.pause()
    const response = await fetch(`${fake.url}/indexes/products_nl/documents`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${fake.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify([stray]),
    })
    expect(response.status).toBe(202)
    const [early] = await engine().search([query({ query: 'zwerfkeitje' })])
    expect(early!.objectIds).toEqual([])
    fake.resume()
    await fake.idle()
    const [late] = await engine().search([query({ query: 'zwerfkeitje' })])
    expect(late!.objectIds).toEqual(['stray'])

    // Tasks that take a while: the sync returns only when they are done.
    fake.stepMs = 40
    const id = await anyProductId()
    await renameProduct(id, 'Zwaluwstaartzaag')
    await engine().sync(handle.db, { full: false })
    const [found] = await engine().search([query({ query: 'zwaluwstaartzaag' })])
    expect(found!.objectIds).toEqual([String(id)])
    // The stray document is in no shop index: the sync deleted it.
    expect(fakeIds('products_nl')).not.toContain('stray')
  })

  it('re-indexes into new indexes and swaps them in: searches find everything while it runs', async () => {
    const search = engine()
    await search.sync(handle.db, { full: true })
    const total = (await shopIndex()).get('products_nl')!.length
    const reached = fake.pauseBefore((task) => task.type === 'documentAdditionOrUpdate')
    const running = search.sync(handle.db, { full: true })
    const task = await reached
    expect(task.indexUid).toMatch(/_next$/)
    const [during] = await search.search([query({ hitsPerPage: 1 })])
    expect(during!.nbHits).toBe(total)
    fake.resume()
    await running
    const [after] = await search.search([query({ hitsPerPage: 1 })])
    expect(after!.nbHits).toBe(total)
    const swaps = fake.tasks.filter((t) => t.type === 'indexSwap')
    expect(swaps.at(-1)!.status).toBe('succeeded')
    expect([...fake.indexes.keys()].filter((uid) => uid.endsWith('_next'))).toEqual([])
  })

  it('fails the sync when a task fails, and sends the same again at the next sync', async () => {
    await engine().sync(handle.db, { full: true })
    const id = await anyProductId()
    await renameProduct(id, 'Kantelbeitel')
    fake.failNext((task) => task.type === 'documentAdditionOrUpdate' && task.indexUid === 'products_nl')
    const failed = engine().sync(handle.db, { full: false })
    await expect(failed).rejects.toBeInstanceOf(OutsideServiceError)
    await expect(failed).rejects.toThrow(/adding documents to products_nl: task \d+ failed/)
    const [missed] = await engine().search([query({ query: 'kantelbeitel' })])
    expect(missed!.objectIds).toEqual([])
    await engine().sync(handle.db, { full: false })
    const [found] = await engine().search([query({ query: 'kantelbeitel' })])
    expect(found!.objectIds).toEqual([String(id)])
  })

  it('fails a full re-index whose settings are refused, leaving the live indexes as they were', async () => {
    await engine().sync(handle.db, { full: true })
    const before = fakeIds('products_nl')
    fake.failNext(
      (task) => task.type === 'settingsUpdate' && task.indexUid === 'products_nl_next',
      'invalid_settings_ranking_rules',
    )
    await expect(engine().sync(handle.db, { full: true })).rejects.toThrow(
      /configuring products_nl_next: task \d+ failed \(invalid_settings_ranking_rules/,
    )
    expect(fake.indexes.has('categories_nl_next')).toBe(true)
    expect(fakeIds('products_nl')).toEqual(before)
    // The next attempt starts again from a leftover new index.
    await engine().sync(handle.db, { full: true })
    expect(fakeIds('products_nl')).toEqual(before)
    expect([...fake.indexes.keys()].filter((uid) => uid.endsWith('_next'))).toEqual([])
  })

  it('deletes every kind of document that left the shop’s index: products, categories, pages', async () => {
    await engine().sync(handle.db, { full: true })
    const [product] = await queryRows<{ id: number }>(
      handle.db,
      sql`select id from products where status = 'active' order by id desc limit 1`,
    )
    await handle.db.execute(sql`update products set status = 'inactive' where id = ${product!.id}`)
    const [category] = await queryRows<{ object_id: string }>(
      handle.db,
      sql`select object_id from search_documents where index = 'categories' and locale = 'nl' order by object_id limit 1`,
    )
    await handle.db.execute(
      sql`update categories set active = false where id = ${Number(category!.object_id)}`,
    )
    const contentBefore = fakeIds('content_nl')
    // The content index without the knowledge base's articles.
    await syncSearchIndex(handle.db, [servicePagesSource])
    const shop = await shopIndex()
    expect(shop.get('content_nl')!.length).toBeLessThan(contentBefore.length)

    await engine().sync(handle.db, { full: false })
    for (const uid of [
      'products_nl',
      'products_en',
      'categories_nl',
      'categories_de',
      'content_nl',
      'content_en',
    ])
      expect(fakeIds(uid), uid).toEqual([...(shop.get(uid) ?? [])].sort())
    expect(fakeIds('products_nl')).not.toContain(String(product!.id))
    expect(fakeIds('categories_nl')).not.toContain(category!.object_id)

    await handle.db.execute(sql`update products set status = 'active' where id = ${product!.id}`)
    await handle.db.execute(
      sql`update categories set active = true where id = ${Number(category!.object_id)}`,
    )
    await syncSearchIndex(handle.db, CONTENT_SOURCES)
    await engine().sync(handle.db, { full: false })
    for (const [uid, ids] of await shopIndex()) expect(fakeIds(uid), uid).toEqual([...ids].sort())
  })

  it('pushes the settings when staff changed the synonyms, to that language’s indexes only, once', async () => {
    await engine().sync(handle.db, { full: true })
    await engine().sync(handle.db, { full: false })
    const settingsTasks = () => fake.tasks.filter((task) => task.type === 'settingsUpdate').length
    let before = settingsTasks()
    await engine().sync(handle.db, { full: false })
    expect(settingsTasks()).toBe(before)

    const groups = [...(await listSynonyms(handle.db, 'en')), ['fruit knife', 'pocket knife']]
    await saveSynonyms(handle.db, { id: null, email: 'test' }, 'en', groups)
    before = settingsTasks()
    await engine().sync(handle.db, { full: false })
    const pushed = fake.tasks.slice(-40).filter((task) => task.type === 'settingsUpdate')
    expect(settingsTasks() - before).toBe(3)
    expect(pushed.map((task) => task.indexUid).sort()).toEqual(['categories_en', 'content_en', 'products_en'])
    const english = fake.indexes.get('products_en')!.settings.synonyms
    expect(english['fruit knife']).toEqual(['pocket knife'])
    expect(english['pocket knife']).toEqual(expect.arrayContaining(['penknife', 'fruit knife']))
    const dutch = fake.indexes.get('products_nl')!.settings.synonyms
    expect(dutch['fruit knife']).toBeUndefined()
    expect(dutch.knipmes).toEqual(expect.arrayContaining(['zakmes']))

    before = settingsTasks()
    await engine().sync(handle.db, { full: false })
    expect(settingsTasks()).toBe(before)
  })

  it('answers the same facet counts and price statistics as the PostgreSQL engine', async () => {
    await engine().sync(handle.db, { full: true })
    const rows = await queryRows<{ brand: string; category: string; price_cents: number }>(
      handle.db,
      sql`select brand, category, price_cents from search_documents
          where index = 'products' and locale = 'nl' and brand is not null and category is not null
          order by object_id limit 3`,
    )
    const prices = rows.map((row) => row.price_cents).sort((a, b) => a - b)
    const facets: EngineQuery['facets'] = ['brand', 'category', 'price']
    const queries = [
      query({ facets }),
      query({ facets, locale: 'de' }),
      query({
        facets,
        filters: [{ facet: 'brand', values: [rows[0]!.brand, rows[1]!.brand], negated: false }],
      }),
      query({ facets, filters: [{ facet: 'category', values: [rows[2]!.category], negated: true }] }),
      query({ facets, priceMinCents: prices[0], priceMaxCents: prices[2] }),
      query({
        facets,
        filters: [{ facet: 'brand', values: [rows[0]!.brand], negated: true }],
        priceMinCents: prices[1],
      }),
      query({ facets, priceMinCents: 1, priceMaxCents: 2 }),
    ]
    const postgres = await createPostgresSearchEngine(handle.db).search(queries)
    const meili = await engine().search(queries)
    const small = await createMeilisearchEngine({
      url: fake.url,
      apiKey: fake.apiKey,
      timeoutMs: 2000,
      popularTerms: createPostgresSearchEngine(handle.db),
      tasks: { intervalMs: 2 },
      // Fewer facet values per answer than the matches have prices: the statistics come from price ranges.
      maxFacetValues: 4,
    })
    await small.sync(handle.db, { full: false })
    fake.requests.length = 0
    const ranged = await small.search(queries)
    const rangeSearches = fake.requests.filter((r) => r.path === '/multi-search').length
    await engine().sync(handle.db, { full: false })

    queries.forEach((_, i) => {
      const expected = postgres[i]!
      expect(meili[i]!.nbHits, `query ${i}`).toBe(expected.nbHits)
      expect(meili[i]!.facets, `query ${i}`).toEqual(expected.facets)
      for (const actual of [meili[i]!, ranged[i]!]) {
        if (!expected.priceStats) {
          expect(actual.priceStats, `query ${i}`).toBeUndefined()
          continue
        }
        expect(actual.priceStats, `query ${i}`).toMatchObject({
          min: expected.priceStats.min,
          max: expected.priceStats.max,
          sum: expected.priceStats.sum,
        })
        expect(actual.priceStats!.avg).toBeCloseTo(expected.priceStats.avg, 6)
      }
    })
    expect(postgres[0]!.priceStats!.max).toBeGreaterThan(postgres[0]!.priceStats!.min)
    expect(postgres[6]!.priceStats).toBeUndefined()
    expect(Object.keys(postgres[0]!.facets.brand!).length).toBeGreaterThan(1)
    // The price ranges were asked: more multi-searches than the batch's one.
    expect(rangeSearches).toBeGreaterThan(1)
  })

  it('sends a batch as one multi-search in Meilisearch’s filter and sort syntax; popular terms stay in PostgreSQL', async () => {
    await engine().sync(handle.db, { full: false })
    fake.requests.length = 0
    const [popular, products] = await engine().search([
      query({ index: 'popular_terms', query: 'zakmes' }),
      query({
        query: 'zakmes',
        sort: 'price_asc',
        page: 1,
        filters: [{ facet: 'brand', values: ['Noordkaap', 'Kuro "X"'], negated: false }],
        priceMinCents: 500,
        facets: ['brand', 'price'],
      }),
    ])
    expect(popular!.objectIds).toEqual([])
    expect(products!.objectIds).toEqual([])
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /multi-search'])
    expect(fake.requests[0]!.body).toEqual({
      queries: [
        {
          indexUid: 'products_nl',
          q: 'zakmes',
          page: 2,
          hitsPerPage: 5,
          filter: 'brand IN ["Noordkaap", "Kuro \\"X\\""] AND price_cents >= 500',
          sort: ['price_cents:asc'],
          facets: ['brand', 'price_cents'],
        },
      ],
    })
  })

  it('turns a refused query, a wrong key or an unreachable server into an OutsideServiceError', async () => {
    await expect(engine().search([query({ locale: 'fr' as EngineQuery['locale'] })])).rejects.toBeInstanceOf(
      OutsideServiceError,
    )
    await expect(engine({ apiKey: 'wrong-key' }).search([query({})])).rejects.toBeInstanceOf(
      OutsideServiceError,
    )
    await expect(engine({ apiKey: 'wrong-key' }).sync(handle.db, { full: false })).rejects.toBeInstanceOf(
      OutsideServiceError,
    )
    await expect(engine({ url: 'http://127.0.0.1:9' }).search([query({})])).rejects.toBeInstanceOf(
      OutsideServiceError,
    )
  })
})
