import { useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import type { CategoryHit, ContentHit, SearchResult } from '#core/schemas/search'
import { searchPageSearch, type SearchPageQuery } from '#core/search-page-query'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { announce } from '#app/ui/live-announcer'
import { ProductResults } from './product-results'
import { SearchPagination } from './search-pagination'

/**
 * The search page's body (spec §2 "Search"): the title, the stats, the sections with their counts and the
 * shown section's results, for the query the route's loader read from the URL and answered.
 */
export function SearchPage({ query, results }: { query: SearchPageQuery; results: SearchResult[] }) {
  useMessages('search')
  useMessages('listing')
  const { t } = useI18n()
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
      <SearchPagination query={query} pages={result.nbPages} />
    </div>
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
