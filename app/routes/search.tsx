import { useEffect, useRef } from 'react'
import { Link, redirect, useLocation } from 'react-router'
import { searchBatchSchema } from '#core/schemas/search'
import type { CategoryHit, ContentHit, ProductHit, SearchResult, SearchSort } from '#core/schemas/search'
import {
  parseSearchPageQuery,
  searchPageRequests,
  searchPageSearch,
  type SearchPageQuery,
} from '#core/search-page-query'
import { metaTranslator, pageMeta, translator } from '#app/i18n/meta'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ProductCard } from '#app/features/catalog/product-card'
import { announce } from '#app/ui/live-announcer'
import type { Route } from './+types/search'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

// The title names the query (WCAG 2.4.2); it comes with the data, where every message is loaded.
export const meta: Route.MetaFunction = (args) => {
  const title = args.loaderData?.title
  return title ? [{ title: `${title} - ${metaTranslator(args).company}` }] : pageMeta(args, 'page.search')
}

/**
 * The search page (issue 13, spec §2 "Search"): the query and section, brand and category filters, a price
 * range, the sort and the page all come from the URL and are rendered on the server; the header shows no
 * popover here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseSearchPageQuery(url.searchParams)
  // The spec's `query` parameter leads to the shop's own `q`: one address per search, shown in the header box.
  if (url.searchParams.has('query') && !url.searchParams.has('q'))
    throw redirect(`${url.pathname}${searchPageSearch(query)}`)
  const batch = searchBatchSchema.parse({ requests: searchPageRequests(query, context.locale) })
  const { results } = await context.search.search({ locale: context.locale, prefix: context.prefix }, batch, {
    browse: true,
  })
  const title = query.q ? translator(context.locale)('search.page.documentTitle', { query: query.q }) : null
  return { query, results, title }
}

const SORTS: SearchSort[] = ['relevance', 'price_asc', 'price_desc', 'name_asc', 'name_desc']
const SORT_LABEL = {
  relevance: 'catalog.sort.recommended',
  price_asc: 'catalog.sort.price_asc',
  price_desc: 'catalog.sort.price_desc',
  name_asc: 'catalog.sort.name_asc',
  name_desc: 'catalog.sort.name_desc',
} as const

export default function Page({ loaderData }: Route.ComponentProps) {
  useMessages('search')
  useMessages('listing')
  const { t } = useI18n()
  const { query, results } = loaderData
  const main = results[0]!
  const counts = {
    products: query.section === 'products' ? main.nbHits : results[1]!.nbHits,
    categories:
      query.section === 'categories'
        ? main.nbHits
        : query.section === 'products'
          ? results[3]!.nbHits
          : results[2]!.nbHits,
    content:
      query.section === 'content'
        ? main.nbHits
        : query.section === 'products'
          ? results[4]!.nbHits
          : results[2]!.nbHits,
  }
  const total = counts.products + counts.categories + counts.content
  const { search } = useLocation()
  // Another page of results, a section, a filter or sort on the client: screen readers hear the new count.
  useAnnouncedChange(
    total === 0 && query.q
      ? t('search.noResults', { query: query.q })
      : t('search.page.announce', { count: main.nbHits, page: query.page, pages: Math.max(main.nbPages, 1) }),
    search,
  )
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" data-testid="search-page">
      <h1 className="text-2xl font-bold text-gray-900">
        {query.q ? t('search.page.title', { query: query.q }) : t('page.search')}
      </h1>
      <p className="mt-1 text-sm text-gray-600" data-testid="search-page-stats">
        {main.nbSortedHits !== undefined
          ? t('search.statsSorted', { relevant: main.nbSortedHits, total: main.nbHits })
          : t('search.stats', { count: main.nbHits, ms: main.processingTimeMS })}
      </p>
      <Sections query={query} counts={counts} />
      {total === 0 && query.q ? (
        <p className="mt-6 rounded-lg bg-amber-50 p-4 text-gray-800" data-testid="search-no-results">
          {t('search.noResults', { query: query.q })}
        </p>
      ) : query.section === 'products' ? (
        <ProductResults query={query} results={results} />
      ) : (
        <OtherResults query={query} result={main} />
      )}
    </div>
  )
}

function Sections({
  query,
  counts,
}: {
  query: SearchPageQuery
  counts: Record<SearchPageQuery['section'], number>
}) {
  const { t } = useI18n()
  const { pathname } = useLocation()
  const tabs = [
    ['products', t('search.group.products')],
    ['categories', t('search.group.categories')],
    ['content', t('search.group.content')],
  ] as const
  return (
    <nav
      className="mt-4 flex gap-2 overflow-x-auto border-b border-gray-200 whitespace-nowrap"
      aria-label={t('search.label')}
    >
      {tabs.map(([section, label]) => (
        <Link
          key={section}
          to={`${pathname}${searchPageSearch({ ...query, brands: [], categories: [], min: null, max: null, page: 1 }, { section })}`}
          aria-current={query.section === section ? 'page' : undefined}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${
            query.section === section
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-gray-600 hover:text-gray-900'
          }`}
        >
          {label} ({counts[section]})
        </Link>
      ))}
    </nav>
  )
}

function ProductResults({ query, results }: { query: SearchPageQuery; results: SearchResult[] }) {
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
        <Pages query={query} pages={pages} />
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

function OtherResults({ query, result }: { query: SearchPageQuery; result: SearchResult }) {
  return (
    <div className="mt-6">
      <ul
        className="divide-y divide-gray-100 rounded-lg bg-white ring-1 ring-gray-200"
        data-testid="search-results"
      >
        {query.section === 'categories'
          ? (result.hits as CategoryHit[]).map((hit) => (
              <li key={hit.objectID}>
                <Link to={hit.link} className="block px-4 py-3 hover:bg-gray-50">
                  <span className="font-medium text-gray-900">{hit.name}</span>
                  <span className="block text-xs text-gray-500">
                    {hit.breadcrumbs.map((crumb) => crumb.name).join(' › ')}
                  </span>
                </Link>
              </li>
            ))
          : (result.hits as ContentHit[]).map((hit) => (
              <li key={hit.objectID}>
                <Link to={hit.url} className="block px-4 py-3 font-medium text-gray-900 hover:bg-gray-50">
                  {hit.title}
                </Link>
              </li>
            ))}
      </ul>
      <Pages query={query} pages={result.nbPages} />
    </div>
  )
}

function Pages({ query, pages }: { query: SearchPageQuery; pages: number }) {
  const { t } = useI18n()
  const { pathname } = useLocation()
  if (pages <= 1) return null
  const link = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 text-sm font-medium'
  const numbers = [...new Set([1, query.page - 1, query.page, query.page + 1, pages])].filter(
    (page) => page >= 1 && page <= pages,
  )
  return (
    <nav
      aria-label={t('catalog.pagination.label')}
      className="mt-8 flex justify-center"
      data-testid="pagination"
    >
      <ul className="flex flex-wrap items-center gap-1">
        {numbers.map((page) => (
          <li key={page}>
            <Link
              to={`${pathname}${searchPageSearch(query, { page })}`}
              aria-current={page === query.page ? 'page' : undefined}
              className={`${link} ${page === query.page ? 'bg-brand-700 text-white' : 'text-brand-700 hover:bg-brand-50'}`}
            >
              {page}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * Says `message` politely each time `key` changes after the first render: results that change on the client
 * (another page, section, filter or sort) are told; the first load says nothing (its title does).
 */
function useAnnouncedChange(message: string, key: string): void {
  const shown = useRef(key)
  useEffect(() => {
    if (shown.current === key) return
    shown.current = key
    announce(message)
  }, [message, key])
}
