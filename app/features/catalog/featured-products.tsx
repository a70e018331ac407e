import { useId } from 'react'
import type { Product } from '#core/schemas/catalog'
import { useI18n } from '#app/i18n/i18n'
import { ProductCard } from './product-card'
import { useListTracking } from './use-list-tracking'

/** Featured products on the home page: fixed-width featured cards in a row that scrolls on small screens. */
export function FeaturedProducts({ products }: { products: Product[] }) {
  const { t } = useI18n()
  const titleId = useId()
  const onListClick = useListTracking('featured', products)
  if (products.length === 0) return null
  return (
    <section aria-labelledby={titleId} data-item-list="featured" data-testid="featured-products">
      <h2 id={titleId} className="mb-3 text-xl font-bold">
        {t('catalog.home.featured')}
      </h2>
      <ul className="flex snap-x gap-4 overflow-x-auto px-1 pt-1 pb-3" onClick={onListClick}>
        {products.map((product) => (
          <li key={product.id} className="shrink-0 snap-start">
            <ProductCard product={product} layout="featured" />
          </li>
        ))}
      </ul>
    </section>
  )
}
