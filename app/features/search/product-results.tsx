import { Link, useLocation } from 'react-router'
import type { ProductHit, SearchResult, SearchSort } from '#core/schemas/search'
import { searchPageSearch, type SearchPageQuery } from '#core/search-page-query'
import { ProductCard } from '#app/features/product-card/product-card'
import { useI18n } from '#app/i18n/i18n'
import { SearchPagination } from './search-pagination'

const SORTS: SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc']
const SORT_LABEL = {
  relevance: 'catalog.sort.recommended',
  price_asc: 'catalog.sort.price_asc',
  price_desc: 'catalog.sort.price_desc',
  name_asc: 'catalog.sort.name_asc',
  name_desc: 'catalog.sort.name_desc',
} as const

/** The products section: the filter form (sort, brands, categories, price range) beside the cards. */
export function ProductResults({ query, results }: { query: SearchPageQuery; results: SearchResult[] }) {
  const { t } = useI18n()
  const { pathname } = useLocation()
  const [main, brandCounts, priceRange] = results
  const hits = main!.hits as ProductHit[]
  const brands = { ...brandCounts!.facets?.brand }
  for (const brand of query.brands) brands[brand] ??= 0
  const categories = { ...main!.facets?.category }
  for (const category of query.categories) categories[category] ??= 0
  const stats = priceRange!.facets_stats?.price
  const low = Math.floor(stats?.min ?? 0)
  const high = Math.ceil(stats?.max ?? 0)
  const pages = main!.nbPages
  const filtered =
    query.brands.length + query.categories.length > 0 || query.min !== null || query.max !== null
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <form
        method="get"
        action={pathname}
        className="order-2 space-y-5 lg:order-1"
        data-testid="search-filters"
      >
        {query.q ? <input type="hidden" name="q" value={query.q} /> : null}
        <label className="block text-sm font-medium text-gray-900">
          {t('catalog.sort.label')}
          <select
            name="sort"
            defaultValue={query.sort}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
            className="mt-1 block w-full rounded-md border border-gray-300 px-2 py-2 text-sm"
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABEL[sort])}
              </option>
            ))}
          </select>
        </label>
        <FacetList name="brand" legend={t('catalog.filters.brand')} counts={brands} selected={query.brands} />
        <FacetList
          name="category"
          legend={t('search.filters.category')}
          counts={categories}
          selected={query.categories}
        />
        {stats && high > low ? (
          <fieldset>
            <legend className="text-sm font-bold text-gray-900">{t('catalog.filters.price')}</legend>
            <PriceRange low={low} high={high} min={query.min} max={query.max} />
          </fieldset>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('catalog.filters.apply')}
          </button>
          {filtered ? (
            <Link
              to={`${pathname}${searchPageSearch(query, { brands: [], categories: [], min: null, max: null, page: 1 })}`}
              className="text-sm text-brand-700 hover:underline"
            >
              {t('catalog.filters.clear')}
            </Link>
          ) : null}
        </div>
      </form>
      <div className="order-1 lg:order-2">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4" data-testid="search-results">
          {hits.map((hit, i) => (
            <li key={hit.objectID}>
              <ProductCard product={hit} priority={i < 4} />
            </li>
          ))}
        </ul>
        <SearchPagination query={query} pages={pages} />
      </div>
    </div>
  )
}

function FacetList({
  name,
  legend,
  counts,
  selected,
}: {
  name: string
  legend: string
  counts: Record<string, number>
  selected: string[]
}) {
  const { t } = useI18n()
  const entries = Object.entries(counts)
  if (entries.length === 0) return null
  return (
    <fieldset>
      <legend className="text-sm font-bold text-gray-900">{legend}</legend>
      <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto">
        {entries.map(([value, count]) => (
          <li key={value}>
            <label className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                name={name}
                value={value}
                defaultChecked={selected.includes(value)}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                className="size-4 accent-brand-700"
              />
              {t('catalog.filters.option', { label: value, count })}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

/** Two range sliders (from, to) within the prices found; without script the form's button applies them. */
function PriceRange({
  low,
  high,
  min,
  max,
}: {
  low: number
  high: number
  min: number | null
  max: number | null
}) {
  const { t } = useI18n()
  const slider = 'w-full accent-brand-700'
  return (
    <div className="mt-2 space-y-2 text-sm text-gray-800">
      <label className="block">
        {t('catalog.filters.priceMin')}: <output>{min ?? low}</output>
        <input
          type="range"
          name="min"
          min={low}
          max={high}
          step={1}
          defaultValue={min ?? low}
          className={slider}
          onInput={(event) => {
            const output = event.currentTarget.previousElementSibling
            if (output) output.textContent = event.currentTarget.value
          }}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          data-testid="price-min"
        />
      </label>
      <label className="block">
        {t('catalog.filters.priceMax')}: <output>{max ?? high}</output>
        <input
          type="range"
          name="max"
          min={low}
          max={high}
          step={1}
          defaultValue={max ?? high}
          className={slider}
          onInput={(event) => {
            const output = event.currentTarget.previousElementSibling
            if (output) output.textContent = event.currentTarget.value
          }}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
          data-testid="price-max"
        />
      </label>
    </div>
  )
}
