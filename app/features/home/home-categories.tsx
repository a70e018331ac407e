import type { CategorySummary } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ASSORTMENT_ANCHOR } from './home-hero'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'

/**
 * The top categories as picture tiles: the way into the assortment (the hero's call to action leads here). A
 * row that scrolls sideways on a phone, so that the featured products still show in the first screen.
 */
export function HomeCategories({ categories }: { categories: CategorySummary[] }) {
  const { t } = useI18n()
  if (categories.length === 0) return null
  return (
    <section
      id={ASSORTMENT_ANCHOR}
      aria-labelledby="home-categories-title"
      className="scroll-mt-4"
      data-testid="top-categories"
    >
      <h2 id="home-categories-title" className="mb-3 text-lg font-bold sm:text-xl">
        {t('catalog.home.categories')}
      </h2>
      <ul
        className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-[repeat(auto-fit,minmax(7.5rem,1fr))] sm:overflow-visible sm:px-0"
        data-testid="category-list"
      >
        {categories.map((category) => (
          <li key={category.id} className="w-28 shrink-0 snap-start sm:w-auto">
            <ShopLink
              to={category.link}
              data-category-id={category.id}
              className="group relative flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-2 text-center shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {category.image ? (
                <Thumbnail
                  src={category.image}
                  size={64}
                  loading="eager"
                  className="size-14 rounded-full bg-gray-50 sm:size-16"
                />
              ) : null}
              <span className="text-xs leading-tight font-semibold text-gray-900 group-hover:text-brand-700 sm:text-sm">
                {category.name}
              </span>
              <span className="sr-only" data-hit-count={category.hit_count}>
                {t('catalog.productCount', { count: category.hit_count })}
              </span>
            </ShopLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
