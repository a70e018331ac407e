import { useId } from 'react'
import type { Product } from '#core/schemas/catalog'
import { useI18n } from '#app/i18n/i18n'
import { ProductCard } from './product-card'
import { useListTracking } from './use-list-tracking'

/** Cards of the first row on a phone: their pictures load at once, the others lazily. */
const EAGER_CARDS = 2

/**
 * Featured products on the home page: a grid of cards (two columns on a phone, four from 1024 px), the first
 * products a shopper sees after the hero.
 */
export function FeaturedProducts({ products }: { products: Product[] }) {
  const { t } = useI18n()
  const titleId = useId()
  const onListClick = useListTracking('featured', products)
  if (products.length === 0) return null
  return (
    <section aria-labelledby={titleId} data-item-list="featured" data-testid="featured-products">
      <h2 id={titleId} className="mb-3 text-lg font-bold sm:text-xl">
        {t('catalog.home.featured')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" onClick={onListClick}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} layout="category" priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  )
}
