import type { CategorySummary } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'

/**
 * Categories with name, link, hit count and (optionally) their breadcrumbs (spec §2 "Category overview"):
 * the children of a category, and the top categories on the home page.
 */
/** Where a category sits: its breadcrumbs without itself. */
function trail(category: CategorySummary) {
  return category.breadcrumbs.filter((crumb) => crumb.link !== category.link)
}

export function CategoryList({
  categories,
  showBreadcrumbs = false,
}: {
  categories: CategorySummary[]
  showBreadcrumbs?: boolean
}) {
  const { t } = useI18n()
  if (categories.length === 0) return null
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="category-list">
      {categories.map((category) => (
        <li key={category.id}>
          <ShopLink
            to={category.link}
            className="flex h-full items-center gap-3 rounded-lg border border-gray-200 bg-white px-3 py-2 shadow-sm sm:py-3 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            data-category-id={category.id}
          >
            {category.image ? (
              <Thumbnail src={category.image} size={48} className="hidden size-12 sm:block" />
            ) : null}
            <span className="min-w-0">
              {showBreadcrumbs && trail(category).length > 0 ? (
                <span className="block truncate text-xs text-gray-600" data-testid="category-breadcrumbs">
                  {trail(category)
                    .map((crumb) => crumb.name)
                    .join(' › ')}
                </span>
              ) : null}
              <span className="block font-semibold text-gray-900">{category.name}</span>
              <span className="block text-sm text-gray-600" data-hit-count={category.hit_count}>
                {t('catalog.productCount', { count: category.hit_count })}
              </span>
            </span>
          </ShopLink>
        </li>
      ))}
    </ul>
  )
}
