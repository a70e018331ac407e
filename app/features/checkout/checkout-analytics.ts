import { useEffect } from 'react'
import type { Checkout } from '#core/schemas/checkout'
import type { ConfirmationResponse } from '#core/schemas/order'
import { firstTime, trackBeginCheckout } from '#app/features/cart/cart-analytics'
import { trackEcommerce } from '#app/lib/analytics'

/**
 * GA4 events of the checkout steps (begin_checkout, add_shipping_info, add_payment_info, purchase) through
 * the shop's analytics module, which pushes nothing without the shopper's consent. begin_checkout and
 * purchase are remembered in the browser, so a reload does not count them twice.
 */

function items(checkout: Checkout) {
  return checkout.checkout_line_items.map((line, index) => ({
    item_id: String(line.product.id),
    item_name: line.product.name,
    item_brand: line.product.brand_name,
    price: line.product_tax_incl,
    quantity: line.quantity,
    index,
  }))
}

function payload(checkout: Checkout) {
  return {
    currency: 'EUR',
    value: checkout.totals.total_tax_incl,
    ...(checkout.discount_code ? { coupon: checkout.discount_code } : {}),
    items: items(checkout),
  }
}

/** begin_checkout on entering step 1, once per checkout and browser session (the cart's button counts too). */
export function useBeginCheckout(checkout: Checkout): void {
  useEffect(() => {
    trackBeginCheckout(checkout)
  }, [checkout])
}

export function trackShippingInfo(checkout: Checkout, tier: string): void {
  trackEcommerce('add_shipping_info', { ...payload(checkout), shipping_tier: tier })
}

export function trackPaymentInfo(checkout: Checkout, paymentType: string): void {
  trackEcommerce('add_payment_info', { ...payload(checkout), payment_type: paymentType })
}

/** purchase once per order, even after a reload of the confirmation page. */
export function usePurchase(confirmation: ConfirmationResponse): void {
  useEffect(() => {
    const { order } = confirmation
    if (confirmation.payment_status !== 'paid') return
    if (!firstTime(`ga4:purchase:${order.id}`, 'local')) return
    trackEcommerce('purchase', {
      transaction_id: order.number,
      currency: 'EUR',
      value: order.totals.total_tax_incl,
      tax: order.totals.total_tax,
      shipping: order.totals.total_shipping_costs,
      ...(order.totals.discount_code ? { coupon: order.totals.discount_code } : {}),
      items: order.lines.map((line, index) => ({
        item_id: String(line.product_id ?? ''),
        item_name: line.name,
        item_brand: line.brand_name,
        price: line.unit_price,
        quantity: line.quantity,
        index,
      })),
    })
  }, [confirmation])
}
