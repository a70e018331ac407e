import { useId, useState } from 'react'
import { Link, useLocation, useNavigation } from 'react-router'
import { DESKTOP_BREAKPOINT_PX } from '#core/constants'
import type { CategoryListing } from '#core/schemas/catalogue'
import { useI18n, usePageMessages } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { Breadcrumbs, categoryTrail } from './breadcrumbs'
import { CategoryList } from './category-list'
import { ListingToolbar, useEffectiveQuery } from './listing-forms'
import { activeFilterCount, listingSearch, WITHOUT_FILTERS } from './listing-url'
import { ProductCard } from '#app/features/product-card/product-card'
import { useHydrated } from '#app/features/product-card/use-shop'
import { useListTracking } from '#app/features/product-card/use-list-tracking'

// Loaded and hydrated after the first load (docs/decisions/0042): the server's HTML stays until then.
const ListingFilters = lazyBelowFold('listing-filters', () =>
  import('./listing-filters').then((module) => module.ListingFilters),
)
// Plain links, server-rendered; their code hydrates after the first load.
const ActiveFilters = lazyBelowFold('active-filters', () =>
  import('./active-filters').then((module) => module.ActiveFilters),
)
// The small screens' filter panel: its code (dialog, focus trap) loads when it opens (docs/decisions/0078).
const SidePanel = lazyBelowFold('side-panel', () =>
  import('#app/ui/side-panel').then((module) => module.SidePanel),
)
const Pagination = lazyBelowFold('pagination', () =>
  import('./pagination').then((module) => module.Pagination),
)

/** Cards in the first row load at once; the rest lazily as they scroll into view. */
const EAGER_CARDS = 4

/**
 * The filter column's anchor. Before hydration (and without JavaScript) the small screens' Filters button is a
 * link to it, and `:target` shows the column in place: the filters are rendered once (docs/decisions/0088).
 */
const FILTERS_ANCHOR = 'filters'
/** The filter column on small screens while it is the link's target: a panel above the products. */
const TARGETED_FILTERS =
  'max-lg:target:mb-4 max-lg:target:block max-lg:target:scroll-mt-4 max-lg:target:rounded-md max-lg:target:border max-lg:target:border-gray-200 max-lg:target:bg-white max-lg:target:p-4'

/** Whether the link had opened the filter column on a small screen (read in the browser only). */
function openedBeforeHydration(): boolean {
  return window.location.hash === `#${FILTERS_ANCHOR}` && window.innerWidth < DESKTOP_BREAKPOINT_PX
}

/**
 * The category view (spec §2): overview (name, hit count, breadcrumbs, child categories), filters, sort,
 * page size, the product grid and pagination. Everything is server-rendered from the URL and works
 * without JavaScript; filters sit in a left column from 1024 px and in a side panel below that.
 */
export function CategoryView({ listing }: { listing: CategoryListing }) {
  const { t, href } = useI18n()
  const messagePart = usePageMessages('listing')
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const hydrated = useHydrated()
  // The shopper's last open or close of the side panel; null until then.
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null)
  // Whether the link had opened the column before hydration, read once as the page starts (the fragment
  // goes with the first filter chosen); used only once hydrated, so the server's HTML is hydrated as it is.
  const [openedByLink] = useState(() => typeof window !== 'undefined' && openedBeforeHydration())
  const titleId = useId()
  const productsId = useId()
  const { category, query, products, total, pages } = listing
  const trail = categoryTrail(category, { name: t('shell.home'), link: href('home') })
  // Chips and count follow a filter change at once, while its page loads.
  const effective = useEffectiveQuery(pathname, query)
  const active = activeFilterCount(effective)
  const filtered = activeFilterCount(query) > 0
  const loading = navigation.state === 'loading' && navigation.location?.pathname === pathname
  const onListClick = useListTracking(category.name, products)
  // Filters opened from the link before hydration stay open: in the side panel, which replaces the link.
  const filtersOpen = panelChoice ?? (hydrated && openedByLink)

  const filterButtonLabel = (
    <>
      {t('catalog.filters.title')}
      {active > 0 ? (
        <span className="rounded-full bg-brand-700 px-2 text-xs text-white">
          <span aria-hidden="true">{active}</span>
          <span className="sr-only">{t('catalog.filters.active', { count: active })}</span>
        </span>
      ) : null}
    </>
  )

  return (
    <div data-testid="category-view" data-category-id={category.id} {...messagePart}>
      <Breadcrumbs trail={trail} />
      <header className="mb-6">
        <h1 id={titleId} className="text-2xl font-bold sm:text-3xl">
          {category.name}
        </h1>
        <p className="mt-1 text-sm text-gray-600" data-testid="hit-count" data-total={total}>
          {t('catalog.productCount', { count: total })}
        </p>
        {category.description ? <p className="mt-3 max-w-3xl text-gray-700">{category.description}</p> : null}
      </header>

      {category.children.length > 0 ? (
        <section aria-labelledby={`${titleId}-children`} className="mb-8">
          <h2 id={`${titleId}-children`} className="mb-3 text-lg font-semibold">
            {t('catalog.subcategories')}
          </h2>
          <CategoryList categories={category.children} showBreadcrumbs />
        </section>
      ) : null}

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <aside
          id={FILTERS_ANCHOR}
          aria-labelledby={`${titleId}-filters`}
          className={`hidden lg:block ${hydrated ? '' : TARGETED_FILTERS}`}
        >
          <div className="mb-3 flex items-center justify-between gap-4">
            <h2 id={`${titleId}-filters`} className="text-lg font-semibold">
              {t('catalog.filters.title')}
            </h2>
            {hydrated ? null : (
              // Leaves the target: the column hides again on small screens.
              <a href={`#${productsId}`} className="text-sm font-semibold text-brand-700 underline lg:hidden">
                {t('shell.close')}
              </a>
            )}
          </div>
          <ListingFilters listing={listing} pathname={pathname} />
        </aside>

        <section aria-labelledby={productsId} className="min-w-0">
          <h2 id={productsId} className="sr-only">
            {t('catalog.products')}
          </h2>
          <div className="mb-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
            {hydrated ? (
              <button
                type="button"
                onClick={() => setPanelChoice(true)}
                className={buttonClass('gray-outline', 'shrink-0 px-3 lg:hidden')}
                aria-haspopup="dialog"
                data-testid="open-filters"
              >
                {filterButtonLabel}
              </button>
            ) : (
              <a
                href={`#${FILTERS_ANCHOR}`}
                className={buttonClass('gray-outline', 'shrink-0 px-3 lg:hidden')}
              >
                {filterButtonLabel}
              </a>
            )}
            <ListingToolbar query={query} pathname={pathname} />
          </div>
          <ActiveFilters query={effective} facets={listing.facets} pathname={pathname} />

          {products.length > 0 ? (
            <ul
              className={`grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4 ${loading ? 'opacity-60' : ''}`}
              aria-busy={loading || undefined}
              data-testid="product-grid"
              onClick={onListClick}
            >
              {products.map((product, index) => (
                <li key={product.id}>
                  {/* The shop's best choices stand out in the grid (spec §2 "highlighted state"). */}
                  <ProductCard
                    product={product}
                    layout="category"
                    priority={index < EAGER_CARDS}
                    highlighted={product.is_best_choice}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div
              className="rounded-lg border border-gray-200 bg-white p-6 text-center"
              data-testid="listing-empty"
            >
              <p className="mb-4 text-gray-700">{t(filtered ? 'catalog.empty' : 'catalog.emptyCategory')}</p>
              {filtered ? (
                <Link
                  to={`${pathname}${listingSearch(query, WITHOUT_FILTERS)}`}
                  className={buttonClass('gray-outline')}
                >
                  {t('catalog.filters.clear')}
                </Link>
              ) : null}
            </div>
          )}

          <Pagination pathname={pathname} query={query} pages={pages} />
        </section>
      </div>

      {filtersOpen ? (
        <SidePanel
          open
          onClose={() => setPanelChoice(false)}
          title={t('catalog.filters.title')}
          side="left"
          footer={
            <button
              type="button"
              onClick={() => setPanelChoice(false)}
              className={buttonClass('primary', 'w-full')}
            >
              {t('catalog.filters.showResults', { count: total })}
            </button>
          }
        >
          <ListingFilters listing={listing} pathname={pathname} onApplied={() => setPanelChoice(false)} />
        </SidePanel>
      ) : null}
    </div>
  )
}
