import { Link, useLocation } from 'react-router'
import { searchPageSearch, type SearchPageQuery } from '#core/search-page-query'
import { useI18n } from '#app/i18n/i18n'

/** The result pages' links: the first, the last and the current one's neighbours. */
export function SearchPagination({ query, pages }: { query: SearchPageQuery; pages: number }) {
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
