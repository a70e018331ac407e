import type { Product } from '#core/schemas/catalogue'

/**
 * Whether the product page offers keep-me-posted (docs/decisions/0065): the product is out of stock — not
 * available, or stock the shop keeps that has run out. Brand- and supplier-shipped products show no stock of
 * ours, so their empty figure says nothing.
 */
export function offersKeepMePosted(
  product: Pick<Product, 'stock' | 'stock_status_code' | 'stock_is_from_brand' | 'is_vdm'>,
): boolean {
  if (product.stock_status_code === 'UNAVAILABLE') return true
  return !product.stock_is_from_brand && !product.is_vdm && product.stock <= 0
}
