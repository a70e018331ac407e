import type { Locale } from './locales'
import { SEARCH_INPUT_MAX_LENGTH } from './constants'
import { SEARCH_SORTS, searchIndexName, type SearchSort } from './schemas/search'

/** Products per page of the search page. */
export const SEARCH_PAGE_SIZE = 24
export const SEARCH_SECTIONS = ['products', 'categories', 'content'] as const
export type SearchSection = (typeof SEARCH_SECTIONS)[number]

/**
 * The search page's state, all in the URL (issue 13): `q` (or `query`), `section` (categories or content; products
 * without), `brand` and `category` (repeated), `min` and `max` (euros), `sort`, `page`. What cannot be read
 * is left out rather than refused: a page answers with what it understood.
 */
export interface SearchPageQuery {
  q: string
  section: SearchSection
  brands: string[]
  categories: string[]
  min: number | null
  max: number | null
  sort: SearchSort
  page: number
}

const MAX_VALUES = 20

function euros(value: string | null): number | null {
  if (value === null || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return null
  return Number(value)
}

export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const section = params.get('section')
  const sort = params.get('sort')
  const page = Number(params.get('page') ?? '1')
  const values = (name: string) =>
    [...new Set(params.getAll(name).filter((value) => value.length > 0 && value.length <= 200))].slice(
      0,
      MAX_VALUES,
    )
  return {
    // `query` is the spec's name (spec §2 "Other routes"); `q` is what the shop's own forms and links send.
    q: (params.get('q') ?? params.get('query') ?? '').slice(0, SEARCH_INPUT_MAX_LENGTH),
    section: section === 'categories' || section === 'content' ? section : 'products',
    brands: values('brand'),
    categories: values('category'),
    min: euros(params.get('min')),
    max: euros(params.get('max')),
    sort: (SEARCH_SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  }
}

/** The query string of a search page state, with changes (a filter, a page); defaults are left out. */
export function searchPageSearch(query: SearchPageQuery, changes: Partial<SearchPageQuery> = {}): string {
  const next = { ...query, ...changes }
  const params = new URLSearchParams()
  if (next.q) params.set('q', next.q)
  if (next.section !== 'products') params.set('section', next.section)
  for (const brand of next.brands) params.append('brand', brand)
  for (const category of next.categories) params.append('category', category)
  if (next.min !== null) params.set('min', String(next.min))
  if (next.max !== null) params.set('max', String(next.max))
  if (next.sort !== 'relevance') params.set('sort', next.sort)
  if (next.page > 1) params.set('page', String(next.page))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * The batch the search page asks: the section's page; for products also the brand counts without the brand
 * filter (a shopper can add a second brand), the price range without the price filter (the slider's ends),
 * and the counts of the other sections.
 */
export function searchPageRequests(query: SearchPageQuery, locale: Locale) {
  const brandFilter = query.brands.length > 0 ? [query.brands.map((brand) => `brand:${brand}`)] : []
  const categoryFilter =
    query.categories.length > 0 ? [query.categories.map((category) => `category:${category}`)] : []
  const price: string[] = []
  if (query.min !== null) price.push(`price>=${query.min}`)
  if (query.max !== null) price.push(`price<=${query.max}`)
  const page = query.page - 1
  const count = (index: 'categories' | 'content' | 'products') => ({
    indexName: searchIndexName(index, locale),
    query: query.q,
    hitsPerPage: 1,
    analytics: false,
  })
  if (query.section !== 'products') {
    return [
      {
        indexName: searchIndexName(query.section, locale),
        query: query.q,
        page,
        hitsPerPage: SEARCH_PAGE_SIZE,
        analytics: false,
      },
      count('products'),
      count(query.section === 'categories' ? 'content' : 'categories'),
    ]
  }
  return [
    {
      indexName: searchIndexName('products', locale, query.sort),
      query: query.q,
      page,
      hitsPerPage: SEARCH_PAGE_SIZE,
      facets: ['category'],
      facetFilters: [...brandFilter, ...categoryFilter],
      numericFilters: price,
    },
    { ...count('products'), facets: ['brand'], facetFilters: categoryFilter, numericFilters: price },
    { ...count('products'), facets: ['price'], facetFilters: [...brandFilter, ...categoryFilter] },
    count('categories'),
    count('content'),
  ]
}
