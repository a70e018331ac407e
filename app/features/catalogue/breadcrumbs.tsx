import type { Breadcrumb, CategoryListing } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { ShopLink } from '#app/ui/shop-link'

/** The breadcrumb trail; its last entry is the current page. */
export function Breadcrumbs({ trail }: { trail: Breadcrumb[] }) {
  const { t } = useI18n()
  return (
    <nav aria-label={t('catalog.breadcrumbs')} className="mb-3 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 text-gray-600">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            // Below 1024 px the page's heading names the current page: one line less above the product.
            <li
              key={`${crumb.link}-${index}`}
              className={`flex items-center gap-1 ${last ? 'max-lg:sr-only' : ''}`}
            >
              {index > 0 ? <ChevronIcon className="size-3.5 text-gray-400" /> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-gray-900">
                  {crumb.name}
                </span>
              ) : (
                <ShopLink to={crumb.link} className="rounded-sm hover:text-brand-700 hover:underline">
                  {crumb.name}
                </ShopLink>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/**
 * The trail from home to a category or a product (issue 10: the product's starts at Home too): home, its
 * breadcrumbs (without home or itself, should the data include them) and itself.
 */
export function categoryTrail(
  category: Pick<CategoryListing['category'], 'name' | 'link' | 'breadcrumbs'>,
  home: Breadcrumb,
): Breadcrumb[] {
  const middle = category.breadcrumbs.filter(
    (crumb) => crumb.link !== home.link && crumb.link !== category.link,
  )
  return [home, ...middle, { name: category.name, link: category.link }]
}
