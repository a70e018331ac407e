import type { Product, StockStatusCode } from '#core/schemas/catalogue'

/** Colour of the add-to-cart button by stock (spec §4 "Stock status codes"). */
export type AddToCartColour = 'green' | 'orange' | 'grey'

/**
 * AVAILABLE_DIRECT: green. AVAILABLE_DELAYED: orange when an expected in-stock date is known, otherwise
 * green. UNAVAILABLE: grey.
 */
export function addToCartColour(
  product: Pick<Product, 'stock_status_code' | 'expected_in_stock_date'>,
): AddToCartColour {
  switch (product.stock_status_code) {
    case 'UNAVAILABLE':
      return 'grey'
    case 'AVAILABLE_DELAYED':
      return product.expected_in_stock_date ? 'orange' : 'green'
    default:
      return 'green'
  }
}

/** Adding is blocked for unavailable products and while no quantity is chosen (spec §4). */
export function addToCartBlocked(code: StockStatusCode, quantity: number | null): boolean {
  return code === 'UNAVAILABLE' || quantity === null || quantity < 1
}

export type AddToCartState = 'idle' | 'adding'
