import type { Product } from '#core/schemas/catalogue'
import { ProductCard } from '#app/features/product-card/product-card'
import { useI18n } from '#app/i18n/i18n'

/**
 * Related products of the cart's lines that are not in it yet, as horizontal cards (spec §2 "Product cards"):
 * a list beside the lines rather than a grid to browse.
 */
export function CartRelated({ products }: { products: Product[] }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="cart-related-title" data-testid="cart-related">
      <h2 id="cart-related-title" className="mb-3 text-lg font-semibold text-gray-900">
        {t('cart.related.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} layout="horizontal" />
          </li>
        ))}
      </ul>
    </section>
  )
}
