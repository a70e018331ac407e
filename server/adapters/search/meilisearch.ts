import { Meilisearch, type MultiSearchQuery, type MultiSearchResult } from 'meilisearch'
import type { SearchDocumentIndex } from '#server/db/schema'
import { words } from '#server/domain/search/text'
import { OutsideServiceError } from '../outside-service'
import { MAX_FACET_VALUES, meiliIndexUid, type MeiliDocument } from './meilisearch-index'
import { createMeilisearchSync, outsideError, SERVICE, type TaskWait } from './meilisearch-sync'
import type { EngineQuery, EngineResult, SearchEngine } from './port'

/** Facet values the PostgreSQL engine answers per facet, the most frequent first. */
const FACET_VALUES_SHOWN = 100

export interface MeilisearchOptions {
  url: string
  apiKey: string | null
  timeoutMs: number
  /** Popular terms stay in the shop's query log: this engine answers them. */
  popularTerms: SearchEngine
  /** Waiting for the server's tasks during a sync (defaults: 5 minutes each, asked every 100 ms). */
  tasks?: Partial<TaskWait>
  /** Facet values a search answers per facet (MAX_FACET_VALUES; tests ask fewer to reach the price ranges). */
  maxFacetValues?: number
}

type Hit = MeiliDocument

const quote = (value: string) => JSON.stringify(value)

/**
 * The search-server adapter (docs/decisions/0056, 0154) through the official `meilisearch` client: the shop's
 * index (search_documents) pushed to Meilisearch, one index per index and language, after every sync job
 * (meilisearch-sync.ts); queries go to its multi-search API. Typo tolerance, prefixes and ranking are
 * Meilisearch's own (its ranking rules end with in stock and popularity); synonyms are the shop's list; facet
 * counts and price statistics are those the PostgreSQL engine answers. For a shop whose catalogue outgrows
 * one PostgreSQL.
 */
export function createMeilisearchEngine(options: MeilisearchOptions): SearchEngine {
  const client = new Meilisearch({
    host: options.url,
    apiKey: options.apiKey ?? undefined,
    timeout: options.timeoutMs,
  })
  const maxFacetValues = options.maxFacetValues ?? MAX_FACET_VALUES
  const sync = createMeilisearchSync(
    client,
    { timeoutMs: options.tasks?.timeoutMs ?? 300_000, intervalMs: options.tasks?.intervalMs ?? 100 },
    maxFacetValues,
  )

  const multiSearch = async (queries: MultiSearchQuery[]): Promise<Array<MultiSearchResult<Hit>>> => {
    let answer
    try {
      answer = await client.multiSearch<{ queries: MultiSearchQuery[] }, Hit>({ queries })
    } catch (error) {
      throw outsideError('multi-search', error)
    }
    if (!Array.isArray(answer.results) || answer.results.length !== queries.length)
      throw new OutsideServiceError(SERVICE, 'multi-search answered an unexpected shape')
    return answer.results
  }

  const searchDocuments = async (queries: readonly EngineQuery[]): Promise<EngineResult[]> => {
    if (queries.length === 0) return []
    const requests = queries.map(meiliQuery)
    const results = await multiSearch(requests)
    return Promise.all(
      results.map(async (result, i) => {
        const query = queries[i]!
        const facets: EngineResult['facets'] = {}
        for (const facet of ['brand', 'category'] as const)
          if (query.facets.includes(facet))
            facets[facet] = firstValues(result.facetDistribution?.[facet] ?? {})
        return {
          objectIds: result.hits.map((hit) => hit.object_id),
          nbHits: result.totalHits ?? result.estimatedTotalHits ?? result.hits.length,
          facets,
          priceStats: query.facets.includes('price')
            ? await priceStats(multiSearch, requests[i]!, result, maxFacetValues)
            : undefined,
          matchedWords: words(query.query),
          documents: new Map(result.hits.map((hit) => [hit.object_id, hit.document])),
        }
      }),
    )
  }

  return {
    name: 'meilisearch',
    async search(queries) {
      const popular = queries
        .map((query, i) => [query, i] as const)
        .filter(([query]) => query.index === 'popular_terms')
      const others = queries
        .map((query, i) => [query, i] as const)
        .filter(([query]) => query.index !== 'popular_terms')
      const [popularResults, otherResults] = await Promise.all([
        options.popularTerms.search(popular.map(([query]) => query)),
        searchDocuments(others.map(([query]) => query)),
      ])
      const results: EngineResult[] = new Array(queries.length)
      popular.forEach(([, at], i) => (results[at] = popularResults[i]!))
      others.forEach(([, at], i) => (results[at] = otherResults[i]!))
      return results
    },
    sync,
  }
}

function filterOf(query: EngineQuery): string[] {
  const filter: string[] = []
  for (const condition of query.filters) {
    const list = `[${condition.values.map(quote).join(', ')}]`
    // NOT IN also keeps the documents without the attribute, as the PostgreSQL engine does.
    filter.push(condition.negated ? `${condition.facet} NOT IN ${list}` : `${condition.facet} IN ${list}`)
  }
  if (query.priceMinCents !== undefined) filter.push(`price_cents >= ${query.priceMinCents}`)
  if (query.priceMaxCents !== undefined) filter.push(`price_cents <= ${query.priceMaxCents}`)
  return filter
}

function meiliQuery(query: EngineQuery): MultiSearchQuery {
  const filter = filterOf(query)
  const sort =
    query.sort === 'relevance'
      ? undefined
      : [
          query.sort.startsWith('price')
            ? `price_cents:${query.sort.endsWith('asc') ? 'asc' : 'desc'}`
            : `title:${query.sort.endsWith('asc') ? 'asc' : 'desc'}`,
        ]
  return {
    indexUid: meiliIndexUid(query.index as SearchDocumentIndex, query.locale),
    q: query.query,
    page: query.page + 1,
    hitsPerPage: query.hitsPerPage,
    ...(filter.length > 0 ? { filter: filter.join(' AND ') } : {}),
    ...(sort ? { sort } : {}),
    ...(query.facets.length > 0
      ? { facets: query.facets.map((facet) => (facet === 'price' ? 'price_cents' : facet)) }
      : {}),
  }
}

/** The PostgreSQL engine's facet values: the 100 most frequent, equally frequent ones by value. */
function firstValues(distribution: Record<string, number>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(distribution)
      .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, FACET_VALUES_SHOWN),
  )
}

/**
 * The price statistics of the matches, as the PostgreSQL engine computes them (min, max, sum and average of
 * the prices that are set). Meilisearch's facet stats give min and max; sum and average come from the price
 * distribution (price × count), which is complete when it holds fewer prices than a search answers facet values. A query
 * matching more distinct prices is asked again in halves of its price range until each half's distribution
 * is complete.
 */
async function priceStats(
  multiSearch: (queries: MultiSearchQuery[]) => Promise<Array<MultiSearchResult<Hit>>>,
  request: MultiSearchQuery,
  result: MultiSearchResult<Hit>,
  maxFacetValues: number,
): Promise<EngineResult['priceStats']> {
  const range = result.facetStats?.price_cents
  if (!range) return undefined
  let count = 0
  let sum = 0
  const add = (distribution: Record<string, number>) => {
    for (const [price, times] of Object.entries(distribution)) {
      count += times
      sum += Number(price) * times
    }
  }
  const complete = (distribution: Record<string, number>) => Object.keys(distribution).length < maxFacetValues
  const first = result.facetDistribution?.price_cents ?? {}
  let ranges: Array<[number, number]> = []
  if (complete(first)) add(first)
  else ranges = [[range.min, range.max]]
  while (ranges.length > 0) {
    const asked = ranges
    ranges = []
    const base = typeof request.filter === 'string' ? [request.filter] : []
    const answers = await multiSearch(
      asked.map(([low, high]) => ({
        indexUid: request.indexUid,
        q: request.q,
        page: 1,
        hitsPerPage: 0,
        filter: [...base, `price_cents >= ${low}`, `price_cents <= ${high}`].join(' AND '),
        facets: ['price_cents'],
      })),
    )
    answers.forEach((answer, i) => {
      const [low, high] = asked[i]!
      const distribution = answer.facetDistribution?.price_cents ?? {}
      if (complete(distribution) || low === high) add(distribution)
      else {
        const middle = Math.floor((low + high) / 2)
        ranges.push([low, middle], [middle + 1, high])
      }
    })
  }
  return { min: range.min, max: range.max, sum, avg: count > 0 ? sum / count : 0 }
}
