import type { ProductDetail } from '#core/schemas/catalogue'
import { ProductPage } from './product-page'

/**
 * What the catch-all route shows for a product (its structured data comes with the meta,
 * `product-json-ld.ts`). A chunk of its own (`catalogue-pages.ts`), so that a category page never loads the
 * product page's code.
 */
export function ProductRoutePage({ product }: { product: ProductDetail }) {
  return <ProductPage product={product} />
}
