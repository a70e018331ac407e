import type { Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import type { CheckoutTotals } from '#core/schemas/checkout'
import { translate } from '#server/i18n/translate'
import type { ShippingQuote } from './shipping'
import type { CartTotalsCents } from './totals'

/** What the totals show besides the money: the coupon's code, the chosen method's name and the pieces. */
export interface TotalsShown {
  /** The discount deducted from the products, in cents (0 for none). */
  discountCents: number
  discountCode: string | null
  /** The chosen delivery method's name, when one is chosen and serves the address. */
  methodName: string | null
  /** Products in the cart, counting each piece. */
  pieces: number
}

/** The cart's totals as `/front-api/checkout*` shows them (CheckoutTotals): euros, titles in the language. */
export function shownTotals(
  locale: Locale,
  totals: CartTotalsCents,
  shipping: ShippingQuote,
  shown: TotalsShown,
): CheckoutTotals {
  const { discountCents, pieces } = shown
  const discountTitle = translate(locale, 'cart.discount', { code: shown.discountCode ?? '' })
  return {
    amount_for_free_shipping: centsToEuros(shipping.amountForFreeCents),
    total_shipping_costs: centsToEuros(totals.shippingCents),
    total_products: centsToEuros(totals.productsCents),
    total_tax_incl: centsToEuros(totals.totalInclCents),
    total_tax: centsToEuros(totals.totalVatCents),
    total_tax_excl: centsToEuros(totals.totalExclCents),
    line_items: {
      title: translate(locale, 'cart.lineItems'),
      item_count: pieces,
      amount_tax_incl: centsToEuros(totals.productsCents),
    },
    fulfilment: {
      title: shown.methodName ?? translate(locale, 'cart.shipping'),
      item_count: shipping.methodCode ? 1 : 0,
      amount_tax_incl: centsToEuros(totals.shippingCents),
    },
    discounts: discountCents > 0 ? [{ title: discountTitle, amount_tax_incl: deduction(discountCents) }] : [],
    total_discount_excl: {
      title: translate(locale, 'cart.totalDiscountExcl'),
      amount_tax_incl: deduction(discountCents - totals.discountVatCents),
    },
    total_discount_incl: {
      title: translate(locale, 'cart.totalDiscount'),
      amount_tax_incl: deduction(discountCents),
    },
    vat: totals.vat.map((row) => ({ rate: row.rate, amount: centsToEuros(row.cents) })),
  }
}

/** The totals of a cart without a checkout: nothing, and no method chosen. */
export function emptyTotals(locale: Locale): CheckoutTotals {
  return {
    amount_for_free_shipping: 0,
    total_shipping_costs: 0,
    total_products: 0,
    total_tax_incl: 0,
    total_tax: 0,
    total_tax_excl: 0,
    line_items: { title: translate(locale, 'cart.lineItems'), item_count: 0, amount_tax_incl: 0 },
    fulfilment: { title: translate(locale, 'cart.shipping'), item_count: 0, amount_tax_incl: 0 },
    discounts: [],
    total_discount_excl: { title: translate(locale, 'cart.totalDiscountExcl'), amount_tax_incl: 0 },
    total_discount_incl: { title: translate(locale, 'cart.totalDiscount'), amount_tax_incl: 0 },
    vat: [],
  }
}

/** A discount as the totals show it: a negative amount, which added to the other rows gives the total. */
function deduction(cents: number): number {
  return cents === 0 ? 0 : centsToEuros(-cents)
}
