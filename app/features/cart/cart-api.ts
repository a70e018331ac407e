import type { Locale } from '#core/locales'
import type {
  CheckoutLineRequest,
  CheckoutLineResponse,
  CheckoutReadResponse,
  CheckoutResponse,
  OptionKind,
} from '#core/schemas/checkout'
import { frontApi } from '#app/lib/front-api'

/** The cart calls of spec §7 "Checkout", one function each; every one answers the whole checkout. */

export function fetchCheckout(locale: Locale, signal?: AbortSignal): Promise<CheckoutReadResponse> {
  return frontApi<CheckoutReadResponse>('checkout', { locale, signal })
}

/** `POST` adds `quantity` pieces of a product (or sets an option); `PUT` sets the quantity. */
export function postCheckoutLine(body: CheckoutLineRequest, locale: Locale): Promise<CheckoutLineResponse> {
  return frontApi<CheckoutLineResponse>('checkout-line', { method: 'POST', body, locale })
}

export function putCheckoutLine(body: CheckoutLineRequest, locale: Locale): Promise<CheckoutLineResponse> {
  return frontApi<CheckoutLineResponse>('checkout-line', { method: 'PUT', body, locale })
}

export function deleteCheckoutLine(productId: number, locale: Locale): Promise<CheckoutResponse> {
  return frontApi<CheckoutResponse>(`checkout-line/product/${productId}`, { method: 'DELETE', locale })
}

export function restoreCheckoutLine(lineId: number, locale: Locale): Promise<CheckoutResponse> {
  return frontApi<CheckoutResponse>(`checkout-line/${lineId}/restore`, { method: 'PUT', locale })
}

export function putDiscountCode(checkoutId: string, code: string, locale: Locale): Promise<CheckoutResponse> {
  return frontApi<CheckoutResponse>(`checkout/${encodeURIComponent(checkoutId)}/fulfilment/discount-code`, {
    method: 'PUT',
    body: { discount_code: code },
    locale,
  })
}

/**
 * The body of a line call. Without `kind` it is about the product itself; with one, `id` is the option's id
 * and `quantity` the option's quantity on its product's line (core/schemas/checkout.ts).
 */
export function lineRequest(
  id: number,
  quantity: number,
  kind?: OptionKind,
  /** Whether the add-to-cart panel opens for the answer; the store action passes it on (spec §7). */
  showConfirmation?: boolean,
): CheckoutLineRequest {
  return {
    product_id: id,
    quantity,
    is_extra_service: kind === 'extra_service',
    is_free: kind === 'free',
    is_combination: kind === 'combination',
    ...(showConfirmation === undefined ? {} : { show_confirmation: showConfirmation }),
  }
}
