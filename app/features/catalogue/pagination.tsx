import type { ListingQuery } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { ShopLink } from '#app/ui/shop-link'
import { listingSearch, pageItems } from './listing-url'

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * Page links that keep sort, filters and page size (all state lives in the URL); previous and next carry
 * rel="prev"/"next" and are left out on the first and last page.
 */
export function Pagination({
  pathname,
  query,
  pages,
}: {
  pathname: string
  query: ListingQuery
  pages: number
}) {
  const { t } = useI18n()
  if (pages <= 1) return null
  const page = Math.min(query.page, pages)
  const to = (target: number) => `${pathname}${listingSearch(query, { page: target })}`
  return (
    <nav
      aria-label={t('catalog.pagination.label')}
      className="mt-8 flex flex-col items-center gap-2"
      data-testid="pagination"
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 ? (
          <li>
            <ShopLink to={to(page - 1)} rel="prev" className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
              <ChevronIcon direction="left" />
              {t('catalog.pagination.previous')}
            </ShopLink>
          </li>
        ) : null}
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-gray-500">
              …
            </li>
          ) : (
            <li key={item}>
              <ShopLink
                to={to(item)}
                aria-label={t('catalog.pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                className={`${ITEM} ${
                  item === page
                    ? 'bg-brand-700 text-white'
                    : 'border border-gray-300 bg-white text-gray-800 hover:bg-gray-100'
                }`}
              >
                {item}
              </ShopLink>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <ShopLink to={to(page + 1)} rel="next" className={`${ITEM} text-brand-700 hover:bg-brand-50`}>
              {t('catalog.pagination.next')}
              <ChevronIcon direction="right" />
            </ShopLink>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-gray-600">{t('catalog.pagination.status', { page, pages })}</p>
    </nav>
  )
}
