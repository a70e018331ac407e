import { useId } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ProductCard } from '#app/features/product-card/product-card'
import { useListTracking } from '#app/features/product-card/use-list-tracking'
import { revealFocusedItem } from '#app/ui/reveal-focused-item'

/** The first cards: their pictures load at once, the others lazily. */
const EAGER_CARDS = 2

/**
 * Featured products on the home page, the first products a shopper sees after the hero: the featured cards of
 * spec §2 (fixed width, about 18rem) in a row that scrolls sideways where it is wider than the screen (issue 32).
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
      <ul
        className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 pointer-coarse:snap-x"
        onClick={onListClick}
        onFocus={revealFocusedItem}
      >
        {products.map((product, index) => (
          <li key={product.id} className="flex snap-start">
            <ProductCard product={product} layout="featured" priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </section>
  )
}
