import type { Locale } from '#core/locales'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { lineRequest } from '#app/features/cart/cart-api'
import { addLine } from '#app/features/cart/cart-store'

export type { CheckoutLineResponse }

/**
 * Adds the product to the cart through the cart store (which takes over the answered checkout). Rejects with
 * `ApiError` when the server refuses. The add-to-cart button uses the cart's actions, which also open the
 * panel; this is the bare call for code that wants nothing else.
 */
export function addToCart(
  productId: number,
  quantity: number,
  locale: Locale,
): Promise<CheckoutLineResponse> {
  return addLine(lineRequest(productId, quantity), locale)
}
