import type { Locale } from '#core/locales'
import type { FacetCondition, SearchIndex, SearchSort } from '#core/schemas/search'
import type { Database } from '#server/db/client'

/**
 * One query on one index as the engines take it (docs/decisions/0054): the request already validated,
 * filters parsed, the price in cents.
 */
export interface EngineQuery {
  index: SearchIndex
  locale: Locale
  query: string
  page: number
  hitsPerPage: number
  sort: SearchSort
  filters: FacetCondition[]
  priceMinCents?: number
  priceMaxCents?: number
  /** Facet counts wanted (products only); 'price' asks for the price statistics. */
  facets: Array<'brand' | 'category' | 'price'>
}

/** What an engine found: the ids of the page's hits in order, the counts, and what to highlight. */
export interface EngineResult {
  objectIds: string[]
  nbHits: number
  /** Sorted queries: the relevant hits that were sorted (the ids are these); nbHits counts every match. */
  nbSortedHits?: number
  /**
   * A broad query whose relevance was ranked among its first matches only (docs/decisions/0076): how many can be
   * paged through.
   */
  nbRankedHits?: number
  /** nbHits is an estimate (a broad query without facets). */
  nbHitsEstimated?: boolean
  facets: Partial<Record<'brand' | 'category', Record<string, number>>>
  /** Prices in cents. */
  priceStats?: { min: number; max: number; avg: number; sum: number }
  /** The normalised words the hits matched on (typed, corrected, completed, synonyms, compound parts). */
  matchedWords: string[]
  /** The stored documents of the hits, by id (categories, content, popular terms); products are loaded fresh. */
  documents: Map<string, Record<string, unknown>>
}

/**
 * The search port: the built-in PostgreSQL engine by default (server/adapters/search/postgres.ts), a search
 * server such as Meilisearch when configured (server/adapters/search/meilisearch.ts).
 */
export interface SearchEngine {
  readonly name: string
  /** The queries of one batch, answered in the same order. */
  search(queries: readonly EngineQuery[]): Promise<EngineResult[]>
  /**
   * Brings the engine's own copy of the index in step after the shop's index (search_documents) changed;
   * the PostgreSQL engine reads that table directly and has nothing to do.
   */
  sync(db: Database, options: { full: boolean }): Promise<void>
}
