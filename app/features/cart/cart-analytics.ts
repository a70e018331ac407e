import type { Checkout, CheckoutLineItem } from '#core/schemas/checkout'
import { trackEcommerce, type Ga4Item } from '#app/lib/analytics'

/** GA4 e-commerce events of the cart (add_to_cart, remove_from_cart, view_cart, begin_checkout). */

function lineItem(line: CheckoutLineItem, quantity = line.quantity): Ga4Item {
  return {
    item_id: String(line.product.id),
    item_name: line.product.name,
    item_brand: line.product.brand_name,
    price: line.product_tax_incl,
    quantity,
  }
}

function value(price: number, quantity: number): number {
  return Math.round(price * quantity * 100) / 100
}

/** Pieces added to a line: a new line, more pieces, a restored line. */
export function trackAddToCart(line: CheckoutLineItem, quantity: number): void {
  if (quantity <= 0) return
  trackEcommerce('add_to_cart', {
    currency: 'EUR',
    value: value(line.product_tax_incl, quantity),
    items: [lineItem(line, quantity)],
  })
}

/** Pieces taken off a line, or the whole line removed. */
export function trackRemoveFromCart(line: CheckoutLineItem, quantity: number): void {
  if (quantity <= 0) return
  trackEcommerce('remove_from_cart', {
    currency: 'EUR',
    value: value(line.product_tax_incl, quantity),
    items: [lineItem(line, quantity)],
  })
}

/** A change of a line's quantity, as the add or remove it amounts to. */
export function trackQuantityChange(line: CheckoutLineItem, from: number, to: number): void {
  if (to > from) trackAddToCart(line, to - from)
  else trackRemoveFromCart(line, from - to)
}

function cartPayload(checkout: Checkout) {
  return {
    currency: 'EUR',
    value: checkout.totals.total_tax_incl,
    ...(checkout.discount_code ? { coupon: checkout.discount_code } : {}),
    items: checkout.checkout_line_items.map((line, index) => ({ ...lineItem(line), index })),
  }
}

export function trackViewCart(checkout: Checkout): void {
  trackEcommerce('view_cart', cartPayload(checkout))
}

/**
 * Whether an event keyed `key` is new in this browser (local: for good, session: for this visit), remembering
 * it: begin_checkout and purchase are counted once although buttons are clicked and pages reloaded again.
 */
export function firstTime(key: string, storage: 'local' | 'session'): boolean {
  try {
    const store = storage === 'local' ? window.localStorage : window.sessionStorage
    if (store.getItem(key)) return false
    store.setItem(key, '1')
    return true
  } catch {
    // Storage refused (private mode): count it; a reload may count it again.
    return true
  }
}

/** begin_checkout once per checkout and visit, from the cart's button or on entering step 1. */
export function trackBeginCheckout(checkout: Checkout): void {
  if (checkout.checkout_line_items.length === 0) return
  if (!firstTime(`ga4:begin_checkout:${checkout.id}`, 'session')) return
  trackEcommerce('begin_checkout', cartPayload(checkout))
}
