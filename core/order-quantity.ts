/**
 * The maximum order quantity of a product (docs/decisions/0026): always a whole number of at least 1. There is
 * no "no limit" value and no "cannot be ordered" value: a product that cannot be ordered is UNAVAILABLE (its
 * stock status), one without a practical limit gets a high maximum. The database checks the minimum
 * (`products_max_order_quantity_check`); browser and server read it through the functions here.
 */
export const MAX_ORDER_QUANTITY_MINIMUM = 1

export function isMaxOrderQuantity(value: number): boolean {
  return Number.isSafeInteger(value) && value >= MAX_ORDER_QUANTITY_MINIMUM
}

/**
 * The most pieces of a product one order may hold: its maximum order quantity and, for last-stock products,
 * no more than the pieces left (0 when none are left).
 */
export function orderQuantityLimit(product: {
  max_order_quantity: number
  is_last_stock: boolean
  stock_available: number
}): number {
  const max = Math.max(MAX_ORDER_QUANTITY_MINIMUM, Math.floor(product.max_order_quantity))
  if (!product.is_last_stock) return max
  return Math.max(0, Math.min(max, Math.floor(product.stock_available)))
}
