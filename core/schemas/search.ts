import { z } from 'zod'
import { SEARCH_INPUT_MAX_LENGTH } from '../constants'
import { LOCALES, type Locale } from '../locales'
import type { Product } from './catalogue'

/**
 * The search API (issue 13, spec §3/§7 "Search"): an Algolia-compatible multi-query endpoint,
 * `POST /front-api/search` with `{ requests: [{ indexName, query, page, hitsPerPage, facets, facetFilters,
 * numericFilters, attributesToHighlight }] }` answering `{ results: [...] }` in the same order. A request may
 * also carry Algolia's URL-encoded `params` string instead of the fields (what InstantSearch clients send).
 */

/** The four indices per language (spec §3 "Search"). */
export const SEARCH_INDICES = ['popular_terms', 'categories', 'products', 'content'] as const
export type SearchIndex = (typeof SEARCH_INDICES)[number]

/** The sorts of the products index (spec §9 "Sort options"); each is a replica `products_<locale>_<sort>`. */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const
export type SearchSort = (typeof SEARCH_SORTS)[number]

/** Facets the products index answers. */
export const SEARCH_FACETS = ['brand', 'category'] as const
export type SearchFacet = (typeof SEARCH_FACETS)[number]

export const SEARCH_MAX_HITS_PER_PAGE = 100
export const SEARCH_MAX_PAGE = 1000
export const SEARCH_MAX_REQUESTS = 12

/** `products_nl`, `products_nl_price_asc`, `popular_terms_de`: an index in a language, optionally sorted. */
export function searchIndexName(index: SearchIndex, locale: Locale, sort: SearchSort = 'relevance'): string {
  return sort === 'relevance' ? `${index}_${locale}` : `${index}_${locale}_${sort}`
}

const INDEX_NAME = new RegExp(
  `^(${SEARCH_INDICES.join('|')})_(${LOCALES.join('|')})(?:_(${SEARCH_SORTS.filter((s) => s !== 'relevance').join('|')}))?$`,
)

export interface ParsedIndexName {
  index: SearchIndex
  locale: Locale
  sort: SearchSort
}

export function parseIndexName(name: string): ParsedIndexName | null {
  const match = INDEX_NAME.exec(name)
  if (!match) return null
  const index = match[1] as SearchIndex
  const sort = (match[3] ?? 'relevance') as SearchSort
  // Only products have sorted replicas.
  if (sort !== 'relevance' && index !== 'products') return null
  return { index, locale: match[2] as Locale, sort }
}

/** `brand:Kurogane`, `-brand:Kurogane` (not), `category:Koksmessen`. */
const FACET_FILTER = /^(-?)(brand|category):(.{1,200})$/s
/** `price>=12.5`, `price<100`, `price=20`: euros. */
const NUMERIC_FILTER = /^price\s*(<=|>=|<|>|=)\s*(-?\d+(?:\.\d+)?)$/

const facetFilterSchema = z.string().max(220).regex(FACET_FILTER, 'search.invalidFilter')
const numericFilterSchema = z.string().max(40).regex(NUMERIC_FILTER, 'search.invalidFilter')

/** Algolia accepts a single filter, a list (AND) and lists in the list (OR). */
function filterList<T extends z.ZodType<string>>(item: T) {
  return z
    .union([item.transform((value) => [[value]]), z.array(z.union([item, z.array(item).max(50)])).max(20)], {
      error: 'search.invalidFilter',
    })
    .transform((list) =>
      (list as Array<string | string[]>).map((entry) => (Array.isArray(entry) ? entry : [entry])),
    )
}

const tag = z.string().max(50)

export const searchRequestSchema = z.object({
  indexName: z.string({ error: 'search.invalidIndex' }).refine((name) => parseIndexName(name) !== null, {
    message: 'search.invalidIndex',
  }),
  query: z.string().max(SEARCH_INPUT_MAX_LENGTH).default(''),
  page: z.coerce.number().int().min(0).max(SEARCH_MAX_PAGE).default(0),
  hitsPerPage: z.coerce.number().int().min(1).max(SEARCH_MAX_HITS_PER_PAGE).default(20),
  facets: z
    .union([z.string().transform((value) => [value]), z.array(z.string().max(50)).max(10)])
    .transform((list) => (list.includes('*') ? [...SEARCH_FACETS, 'price'] : list))
    .pipe(z.array(z.enum([...SEARCH_FACETS, 'price'], { error: 'search.invalidFacet' })))
    .default([]),
  facetFilters: filterList(facetFilterSchema).default([]),
  numericFilters: filterList(numericFilterSchema).default([]),
  attributesToHighlight: z
    .union([z.string().transform((value) => [value]), z.array(z.string().max(50)).max(20)])
    .optional(),
  highlightPreTag: tag.default('<em>'),
  highlightPostTag: tag.default('</em>'),
  /** false: not counted for the popular terms (a query typed for the popover that the shopper did not finish). */
  analytics: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(true),
})
export type SearchRequest = z.output<typeof searchRequestSchema>

/** Algolia's `params` string: `query=zakmes&hitsPerPage=5&facetFilters=%5B%22brand%3AX%22%5D`. */
function fromParams(request: unknown): unknown {
  if (typeof request !== 'object' || request === null || !('params' in request)) return request
  const { params, ...rest } = request as { params: unknown } & Record<string, unknown>
  if (typeof params !== 'string') return request
  // The names are the client's: without a prototype `__proto__` or `constructor` is a field like any other.
  const fields: Record<string, unknown> = Object.create(null)
  for (const [key, value] of new URLSearchParams(params)) {
    if (value.startsWith('[') || value.startsWith('{')) {
      try {
        fields[key] = JSON.parse(value)
        continue
      } catch {
        // Left as text: the field's own rule reports it.
      }
    }
    fields[key] = value
  }
  return { ...fields, ...rest }
}

export const searchBatchSchema = z.object({
  requests: z.array(z.preprocess(fromParams, searchRequestSchema)).max(SEARCH_MAX_REQUESTS),
})
export type SearchBatch = z.output<typeof searchBatchSchema>

/** A facet filter as the engines take it: `values` of `facet`, any of them (OR); `negated`: none of them. */
export interface FacetCondition {
  facet: 'brand' | 'category'
  values: string[]
  negated: boolean
}

/** facetFilters as conditions (AND of ORs); a negated value gets a condition of its own. */
export function facetConditions(filters: string[][]): FacetCondition[] {
  const result: FacetCondition[] = []
  for (const group of filters) {
    const positive = new Map<'brand' | 'category', string[]>()
    for (const filter of group) {
      const match = FACET_FILTER.exec(filter)
      if (!match) continue
      const facet = match[2] as 'brand' | 'category'
      if (match[1] === '-') result.push({ facet, values: [match[3]!], negated: true })
      else positive.set(facet, [...(positive.get(facet) ?? []), match[3]!])
    }
    for (const [facet, values] of positive) result.push({ facet, values, negated: false })
  }
  return result
}

/** numericFilters on the price as a range in cents (the engines take min and max; `=` is both). */
export function priceRange(filters: string[][]): { minCents?: number; maxCents?: number } {
  let minCents: number | undefined
  let maxCents: number | undefined
  for (const group of filters) {
    for (const filter of group) {
      const match = NUMERIC_FILTER.exec(filter)
      if (!match) continue
      const cents = Math.round(Number(match[2]) * 100)
      const op = match[1]
      if (op === '>=' || op === '=' || op === '>') {
        const min = op === '>' ? cents + 1 : cents
        minCents = minCents === undefined ? min : Math.max(minCents, min)
      }
      if (op === '<=' || op === '=' || op === '<') {
        const max = op === '<' ? cents - 1 : cents
        maxCents = maxCents === undefined ? max : Math.min(maxCents, max)
      }
    }
  }
  return { minCents, maxCents }
}

export interface HighlightResult {
  value: string
  matchLevel: 'none' | 'partial' | 'full'
  matchedWords: string[]
  fullyHighlighted?: boolean
}

export interface SearchHitBase {
  objectID: string
  _highlightResult?: Record<string, HighlightResult>
}

/** A popular search term: the term and the search page's link for it. */
export interface PopularTermHit extends SearchHitBase {
  term: string
  relative_url: string
}

export interface CategoryHit extends SearchHitBase {
  name: string
  link: string
  breadcrumbs: Array<{ name: string; link: string }>
  product_count: number
}

export interface ContentHit extends SearchHitBase {
  title: string
  url: string
  /** ISO date, null for undated pages. */
  published: string | null
}

/** A product hit: the product card (core/schemas/catalogue `Product`) with its category. */
export type ProductHit = SearchHitBase & Product & { category: string | null }

export type SearchHit = PopularTermHit | CategoryHit | ContentHit | ProductHit

export interface SearchResult<H = SearchHit> {
  index: string
  query: string
  params: string
  hits: H[]
  nbHits: number
  nbPages: number
  page: number
  hitsPerPage: number
  processingTimeMS: number
  /** False when nbHits is an estimate (a broad query in the search box: docs/decisions/0076). */
  exhaustiveNbHits: boolean
  /** Sorted replicas: how many relevant hits are sorted (nbHits counts every match). */
  nbSortedHits?: number
  appliedRelevancyStrictness?: number
  facets?: Record<string, Record<string, number>>
  facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>
}

/** An estimated count as shoppers read it, to two significant digits ("about 45,000", not 44,880). */
export function roundedEstimate(count: number): number {
  return count > 0 ? Number(count.toPrecision(2)) : 0
}

export interface SearchResponse {
  results: SearchResult[]
}
