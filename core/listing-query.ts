import { PAGE_SIZE_OPTIONS, SORT_OPTIONS, type SortOption } from './constants'

/**
 * Category view state, all of it in the URL so that a filtered page can be shared and is server-rendered.
 * Parsed by hand rather than with Zod: the browser needs it on every category page, and Zod would add
 * ~26 KB to that page's first load (bench/results/bundle-size.md).
 */
export interface ListingQuery {
  sort: SortOption
  page: number
  per_page: (typeof PAGE_SIZE_OPTIONS)[number]
  /** Brand slugs. */
  brand: string[]
  /** Whole euros, inclusive. */
  price_min?: number
  price_max?: number
  in_stock: boolean
  /** Feature filters as `key:value` pairs. */
  feature: string[]
}

const MAX_PAGE = 10_000
const MAX_VALUES = 50

/** Reads listing state from URL search params; bad values fall back to defaults rather than failing the page. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort')
  const page = wholeNumber(params.get('page'))
  const perPage = wholeNumber(params.get('per_page'))
  return {
    sort: SORT_OPTIONS.includes(sort as SortOption) ? (sort as SortOption) : 'recommended',
    page: page !== undefined && page >= 1 && page <= MAX_PAGE ? page : 1,
    per_page: PAGE_SIZE_OPTIONS.find((size) => size === perPage) ?? PAGE_SIZE_OPTIONS[0],
    brand: values(params.getAll('brand'), 100),
    price_min: wholeNumber(params.get('price_min')),
    price_max: wholeNumber(params.get('price_max')),
    in_stock: params.get('in_stock') === '1',
    feature: values(params.getAll('feature'), 200),
  }
}

/**
 * Whether the URL names a page that cannot exist (`?page=0`, `?page=x`, `?page=999999999999`): answered 404
 * like a page beyond the last, never silently as page 1 (the other parameters do fall back to defaults).
 */
export function hasImpossiblePage(params: URLSearchParams): boolean {
  const raw = params.get('page')
  if (raw === null) return false
  const page = wholeNumber(raw)
  return page === undefined || page < 1 || page > MAX_PAGE || String(page) !== raw
}

/** A whole number ≥ 0, or undefined for anything else (absent, text, fractions, negatives). */
function wholeNumber(value: string | null): number | undefined {
  if (value === null) return undefined
  const number = Number(value)
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined
}

/** Repeated values; too many, or one too long, means someone is playing with the URL: ignore them all. */
function values(list: string[], maxLength: number): string[] {
  if (list.length > MAX_VALUES || list.some((value) => value.length > maxLength)) return []
  return list
}
