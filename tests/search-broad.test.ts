import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { searchBatchSchema } from '#core/schemas/search'
import { createPostgresSearchEngine, lexiconLookup } from '#server/adapters/search/postgres'
import type { EngineQuery, SearchEngine } from '#server/adapters/search/port'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { queryRows } from '#server/db/query'
import { expandQuery } from '#server/domain/search/expand'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { createSearchService } from '#server/domain/search/search'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createTestDatabase } from './db'

/**
 * A broad query is ranked among its first matches in stock and popularity order only (docs/decisions/0076).
 * The limits are made small here so that a 300-product catalogue has broad and narrow queries: the walk of
 * the rank index (enough rows walked) and the word index (too few) must find the same first matches.
 */
const RANKED = 10
let handle: DatabaseHandle
/** The three ways of finding the first matches: the first rows walked, a longer walk, the word index. */
let walked: SearchEngine
let walkedOn: SearchEngine
let looked: SearchEngine
let unbounded: SearchEngine

beforeAll(async () => {
  handle = await createTestDatabase()
  await loadCatalogue(handle.db, generateCatalogue({ products: 300, seed: 5 }))
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
  walked = createPostgresSearchEngine(handle.db, { rankedMatches: RANKED, probedRows: 1000, walkedRows: 1 })
  walkedOn = createPostgresSearchEngine(handle.db, {
    rankedMatches: RANKED,
    probedRows: 12,
    walkedRows: 1000,
  })
  looked = createPostgresSearchEngine(handle.db, { rankedMatches: RANKED, probedRows: 12, walkedRows: 12 })
  unbounded = createPostgresSearchEngine(handle.db, { rankedMatches: 100_000, probedRows: 1, walkedRows: 1 })
})
afterAll(() => handle.close())

const products = (query: string, page = 0): EngineQuery => ({
  index: 'products',
  locale: 'nl',
  query,
  page,
  hitsPerPage: 5,
  sort: 'relevance',
  filters: [],
  facets: [],
})

/** The matches of a query in the rank index's order, read straight from the index table. */
async function matchesInStockOrder(query: string): Promise<string[]> {
  const expanded = await expandQuery('nl', query, lexiconLookup(handle.db))
  const rows = await queryRows<{ object_id: string }>(
    handle.db,
    sql`select object_id from search_documents where index = 'products' and locale = 'nl'
          and tsv @@ to_tsquery('dutch'::regconfig, ${expanded!.full})
        order by in_stock desc, popularity desc, object_id`,
  )
  return rows.map((row) => row.object_id)
}

describe('a broad query on the built-in engine', () => {
  it('ranks its first matches in stock and popularity order, pages through them, and estimates the rest', async () => {
    const all = await matchesInStockOrder('mes')
    expect(all.length).toBeGreaterThan(RANKED * 3)
    const first = new Set(all.slice(0, RANKED + 1))
    // So that each engine takes its own way: some of the first 12 rows match, but not enough.
    const firstRows = await queryRows<{ object_id: string }>(
      handle.db,
      sql`select object_id from search_documents where index = 'products' and locale = 'nl'
          order by in_stock desc, popularity desc, object_id limit 12`,
    )
    const matching = firstRows.filter((row) => all.includes(row.object_id)).length
    expect(matching).toBeGreaterThanOrEqual(1)
    expect(matching).toBeLessThanOrEqual(RANKED)

    const [walkedPage] = await walked.search([products('mes')])
    const [walkedOnPage] = await walkedOn.search([products('mes')])
    const [lookedPage] = await looked.search([products('mes')])
    expect(walkedPage!.objectIds).toHaveLength(5)
    expect(walkedOnPage!.objectIds).toEqual(walkedPage!.objectIds)
    expect(lookedPage!.objectIds).toEqual(walkedPage!.objectIds)
    for (const id of walkedPage!.objectIds) expect(first.has(id)).toBe(true)
    expect(walkedPage!.nbRankedHits).toBe(RANKED)
    expect(walkedPage!.nbHits).toBeGreaterThan(RANKED)

    expect(walkedPage!.nbHitsEstimated).toBe(true)
    // With facets (the search page) every match is read for them anyway, and counted.
    const [faceted] = await walked.search([{ ...products('mes'), facets: ['brand'] }])
    expect(faceted).toMatchObject({
      nbHits: all.length,
      nbRankedHits: RANKED,
      objectIds: walkedPage!.objectIds,
    })
    expect(faceted!.nbHitsEstimated).toBeUndefined()

    const [second] = await walked.search([products('mes', 1)])
    expect(second!.objectIds).toHaveLength(5)
    expect(second!.objectIds.filter((id) => walkedPage!.objectIds.includes(id))).toEqual([])
    const [beyond] = await walked.search([products('mes', 2)])
    expect(beyond!.objectIds).toEqual([])
    expect(beyond!.nbRankedHits).toBe(RANKED)
  })

  it('answers Algolia’s fields for it: an estimated total, and pages up to the ranked matches', async () => {
    const service = createSearchService({ db: handle.db, engine: walked })
    const batch = searchBatchSchema.parse({
      requests: [{ indexName: 'products_nl', query: 'mes', hitsPerPage: 5, analytics: false }],
    })
    const { results } = await service.search({ locale: 'nl', prefix: '' }, batch)
    expect(results[0]).toMatchObject({ exhaustiveNbHits: false, nbPages: RANKED / 5 })
    expect(results[0]!.nbHits).toBeGreaterThan(RANKED)
  })

  it('ranks every match of a query with no more matches than the bound, as without it', async () => {
    const all = await matchesInStockOrder('kurogane')
    expect(all.length).toBeGreaterThan(5)
    const [reference] = await unbounded.search([products('kurogane')])
    for (const [probedRows, walkedRows] of [
      [1, 1],
      [1000, 1],
      [2, 1000],
    ] as const) {
      const limits = { probedRows, walkedRows }
      const engine = createPostgresSearchEngine(handle.db, { rankedMatches: all.length, ...limits })
      const [atTheBound] = await engine.search([products('kurogane')])
      expect(atTheBound!.nbRankedHits).toBeUndefined()
      expect(atTheBound!.nbHits).toBe(all.length)
      expect(atTheBound!.objectIds).toEqual(reference!.objectIds)
      const over = createPostgresSearchEngine(handle.db, { rankedMatches: all.length - 1, ...limits })
      const [overTheBound] = await over.search([products('kurogane')])
      expect(overTheBound!.nbRankedHits).toBe(all.length - 1)
      expect(overTheBound!.nbHits).toBeGreaterThanOrEqual(all.length)
    }
  })
})
