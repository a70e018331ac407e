import type { Locale } from '#core/locales'
import type { SearchResponse, SearchResult } from '#core/schemas/search'
import { frontApi } from '#app/lib/front-api'

/** One query of a batch as the Algolia multi-query API takes it. */
export interface SearchQuery {
  indexName: string
  query: string
  page?: number
  hitsPerPage?: number
  facets?: string[]
  facetFilters?: Array<string | string[]>
  numericFilters?: string[]
  analytics?: boolean
}

/**
 * An Algolia-compatible search client (`search(requests)` → `{ results }`) on the shop's own endpoint
 * (POST /front-api/search): the same UI could point at a hosted engine. A batch whose queries are all empty
 * sends nothing and answers empty results (spec §5 "Search").
 */
export function createSearchClient(locale: Locale) {
  return {
    async search(requests: SearchQuery[], signal?: AbortSignal): Promise<SearchResponse> {
      if (requests.every((request) => request.query.trim() === '')) {
        return { results: requests.map(emptyResult) }
      }
      return frontApi<SearchResponse>('search', { method: 'POST', body: { requests }, locale, signal })
    },
  }
}

function emptyResult(request: SearchQuery): SearchResult {
  const hitsPerPage = request.hitsPerPage ?? 20
  return {
    index: request.indexName,
    query: request.query,
    params: '',
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: request.page ?? 0,
    hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  }
}
