import { parseListingQuery, type ListingQuery } from '#core/listing-query'
import type { ListingFacets } from '#core/schemas/catalogue'

/**
 * The category view keeps all its state in the URL (sort, filters, page size, page), so that every view can
 * be shared, bookmarked and server-rendered. These helpers turn a `ListingQuery` back into a search string.
 */

export const DEFAULT_LISTING_QUERY: ListingQuery = parseListingQuery(new URLSearchParams())

/**
 * A GET form sends its empty fields too (`price_max=`), and `z.coerce.number()` would read "" as 0; empty
 * values mean "not set", so they are dropped before the query is parsed.
 */
export function cleanSearchParams(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams()
  for (const [key, value] of params) if (value.trim() !== '') clean.append(key, value.trim())
  return clean
}

/** The search string (with "?", or "" for the defaults) of a listing, optionally changed; defaults are left out. */
export function listingSearch(query: ListingQuery, patch: Partial<ListingQuery> = {}): string {
  const q = { ...query, ...patch }
  const params = new URLSearchParams()
  if (q.sort !== DEFAULT_LISTING_QUERY.sort) params.set('sort', q.sort)
  if (q.per_page !== DEFAULT_LISTING_QUERY.per_page) params.set('per_page', String(q.per_page))
  for (const brand of q.brand) params.append('brand', brand)
  if (q.price_min !== undefined) params.set('price_min', String(q.price_min))
  if (q.price_max !== undefined) params.set('price_max', String(q.price_max))
  if (q.in_stock) params.set('in_stock', '1')
  for (const feature of q.feature) params.append('feature', feature)
  if (q.page > 1) params.set('page', String(q.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The patch that removes every filter (and goes back to page 1), keeping sort and page size. */
export const WITHOUT_FILTERS: Partial<ListingQuery> = {
  brand: [],
  feature: [],
  price_min: undefined,
  price_max: undefined,
  in_stock: false,
  page: 1,
}

/** How many filters narrow the listing (for the "Filters (n)" button). */
export function activeFilterCount(query: ListingQuery): number {
  return (
    query.brand.length +
    query.feature.length +
    (query.price_min !== undefined || query.price_max !== undefined ? 1 : 0) +
    (query.in_stock ? 1 : 0)
  )
}

/** The plain category in its default order and size: the one view search engines should index. */
export function isDefaultView(query: ListingQuery): boolean {
  return (
    activeFilterCount(query) === 0 &&
    query.sort === DEFAULT_LISTING_QUERY.sort &&
    query.per_page === DEFAULT_LISTING_QUERY.per_page
  )
}

/** Hidden inputs that carry the rest of the state when one form (filters, or sort and size) is submitted. */
export function hiddenFields(
  query: ListingQuery,
  keep: ReadonlyArray<'sort' | 'per_page' | 'filters'>,
): Array<[name: string, value: string]> {
  const fields: Array<[string, string]> = []
  if (keep.includes('sort') && query.sort !== DEFAULT_LISTING_QUERY.sort) fields.push(['sort', query.sort])
  if (keep.includes('per_page') && query.per_page !== DEFAULT_LISTING_QUERY.per_page)
    fields.push(['per_page', String(query.per_page)])
  if (keep.includes('filters')) {
    for (const brand of query.brand) fields.push(['brand', brand])
    if (query.price_min !== undefined) fields.push(['price_min', String(query.price_min)])
    if (query.price_max !== undefined) fields.push(['price_max', String(query.price_max)])
    if (query.in_stock) fields.push(['in_stock', '1'])
    for (const feature of query.feature) fields.push(['feature', feature])
  }
  return fields
}

export type PageItem = number | 'gap'

/**
 * Page links to show: the first and last page, and the pages around the current one, with gaps between;
 * e.g. page 6 of 20 → 1 … 5 6 7 … 20. A gap of a single page shows the page instead.
 */
export function pageItems(page: number, pages: number, around = 1): PageItem[] {
  if (pages <= 1) return pages === 1 ? [1] : []
  const wanted = new Set<number>([1, pages])
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) wanted.add(p)
  const sorted = [...wanted].sort((a, b) => a - b)
  const items: PageItem[] = []
  let previous = 0
  for (const p of sorted) {
    if (p - previous === 2) items.push(p - 1)
    else if (p - previous > 2) items.push('gap')
    items.push(p)
    previous = p
  }
  return items
}

/** One active filter as a removable chip: what it filters on, and the listing without it. */
export interface FilterChip {
  /** Stable per filter: `brand=…`, `feature=…`, `price`, `in_stock`. */
  id: string
  kind: 'brand' | 'feature' | 'price' | 'in_stock'
  /** The filter's group (a feature's name), when the value alone does not say it. */
  group?: string
  /** The value's name; for `price` the bounds in whole euros. */
  label: string
  min?: number
  max?: number
  /** The search string of the listing without this filter, back on page 1. */
  search: string
}

/**
 * The active filters of a listing in the order the filter panel lists them, named from the facets (a value
 * the facets no longer hold keeps its raw value), each with the URL that removes it.
 */
export function filterChips(
  query: ListingQuery,
  facets: Pick<ListingFacets, 'brands' | 'features'>,
): FilterChip[] {
  const chips: FilterChip[] = []
  const without = (patch: Partial<ListingQuery>) => listingSearch(query, { ...patch, page: 1 })
  for (const slug of query.brand) {
    const label = facets.brands.find((brand) => brand.slug === slug)?.name ?? slug
    chips.push({
      id: `brand=${slug}`,
      kind: 'brand',
      label,
      search: without({ brand: query.brand.filter((other) => other !== slug) }),
    })
  }
  if (query.price_min !== undefined || query.price_max !== undefined)
    chips.push({
      id: 'price',
      kind: 'price',
      label: '',
      min: query.price_min,
      max: query.price_max,
      search: without({ price_min: undefined, price_max: undefined }),
    })
  if (query.in_stock)
    chips.push({ id: 'in_stock', kind: 'in_stock', label: '', search: without({ in_stock: false }) })
  for (const token of query.feature) {
    const colon = token.indexOf(':')
    const key = colon === -1 ? token : token.slice(0, colon)
    const value = colon === -1 ? '' : token.slice(colon + 1)
    const feature = facets.features.find((candidate) => candidate.key === key)
    chips.push({
      id: `feature=${token}`,
      kind: 'feature',
      group: feature?.name,
      label: feature?.values.find((candidate) => candidate.value === value)?.label ?? value,
      search: without({ feature: query.feature.filter((other) => other !== token) }),
    })
  }
  return chips
}

/**
 * A long list of filter values shows its first few and hides the rest behind "show more" (issue 10), instead
 * of a scroll box that cuts a row in half. A list only one longer than that shows whole ("show more" for one
 * value saves nothing). The rest starts open when one of its values is ticked, so no active filter is hidden;
 * values never move between the parts, so a ticked box keeps its place and its focus.
 */
export function splitFilterValues<T>(
  values: readonly T[],
  isTicked: (value: T) => boolean,
  visible = FILTER_VALUES_VISIBLE,
): { shown: T[]; more: T[]; moreOpen: boolean } {
  if (values.length <= visible + 1) return { shown: [...values], more: [], moreOpen: false }
  const more = values.slice(visible)
  return { shown: values.slice(0, visible), more, moreOpen: more.some(isTicked) }
}

export const FILTER_VALUES_VISIBLE = 5
