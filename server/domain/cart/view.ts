import type { LocaleSite } from '#core/context'
import { DEFAULT_LOCALE } from '#core/locales'
import type { Product } from '#core/schemas/catalogue'
import type { CheckoutCart } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { allQueries } from '#server/db/query'
import { translate } from '#server/i18n/translate'
import { type CheckoutRow, type LineRow, loadLineRows } from './checkout-rows'
import { checkoutRoutes } from './checkout-routes'
import { couponProblem, discountRule, findCoupon, type Coupon } from './coupons'
import { lineItem, type PricedCartLine, selectedOptions } from './line-pricing'
import { loadProductOptions } from './product-data'
import { FROM_DATABASE, type CartReferenceData } from './reference-data'
import { loadRelated } from './related-products'
import { quoteChosenShipping, quoteShipping, type ShippingRate } from './shipping'
import { emptyTotals, shownTotals } from './shown-totals'
import { computeTotals, discountOn, type CartTotalsCents } from './totals'

/**
 * The cart part of the checkout as `/front-api/checkout*` answers it (core/schemas/checkout.ts): lines with
 * their products, options and related products, the archive, the totals and the routes, and the same money
 * in cents for an order. A read: it never writes. The checkout steps add their fields
 * (server/domain/checkout/view.ts). The rows come from checkout-rows.ts, each line's price from
 * line-pricing.ts, the related products from related-products.ts.
 */

/** Removed lines shown for restoring, newest first. */
export const ARCHIVE_SHOWN = 10

/** What a cart read includes beyond the lines. */
export interface CartInclude {
  /** false: no related products at all (an order does not need them). */
  related?: boolean
  /**
   * The line whose `products_related` are filled (the line just added, for the add-to-cart panel); the
   * other lines carry none, so the cart's JSON does not grow with related products per line (issue 15).
   */
  relatedForLine?: number | null
}

/**
 * The cart of a checkout with its money in cents: what the cart page shows and what an order is made
 * from, computed once by the same rules (docs/decisions/0013).
 */
export interface PricedCart {
  row: CheckoutRow
  cart: CheckoutCart
  lines: PricedCartLine[]
  /** Related products per product of the cart's lines. */
  related: Map<number, Product[]>
  /** The active methods' rates for the checkout's country (and the chosen pickup point's, when another). */
  rates: ShippingRate[]
  /** The chosen delivery method's rate, when it serves the address (or pickup point); else null. */
  chosenRate: ShippingRate | null
  /** The coupon that gives a discount now; null without one or when it does not apply. */
  coupon: Coupon | null
  totals: CartTotalsCents
}

/**
 * Prices a checkout's cart; `row` may come from the caller's transaction (`db` then is that transaction).
 * `include` says which related products come along (CartInclude); `reference` where shipping rates come
 * from (kept per catalogue generation for reads, read in the transaction for orders).
 */
export async function priceCart(
  db: Database,
  site: LocaleSite,
  checkout: CheckoutRow,
  now: Date = new Date(),
  include: CartInclude = {},
  reference: CartReferenceData = FROM_DATABASE,
): Promise<PricedCart> {
  const lines = await loadLineRows(db, site, checkout.id, checkout)
  const active = lines.filter((line) => !line.trashed)
  const trashed = lines.filter((line) => line.trashed).slice(0, ARCHIVE_SHOWN)
  const shown = [...active, ...trashed]
  const productIds = shown.map((line) => line.product_id)
  const pickupCountry = checkout.pickup_point?.country_iso ?? null
  const selected = selectedOptions(shown)
  const [optionsByProduct, related, rates, pickupRates, coupon] = await allQueries(db, [
    () => reference.productOptions(db, site, productIds),
    () =>
      include.related === false
        ? Promise.resolve(new Map<number, Product[]>())
        : loadRelated(
            (ids) => reference.productCards(db, site, ids),
            active,
            active.find((line) => line.id === include.relatedForLine)?.product_id ?? null,
          ),
    () => reference.shippingRates(db, checkout.country_iso, site.locale),
    () =>
      pickupCountry && pickupCountry !== checkout.country_iso
        ? reference.shippingRates(db, pickupCountry, site.locale)
        : Promise.resolve([]),
    () => (checkout.discount_code ? findCoupon(db, checkout.discount_code) : Promise.resolve(null)),
  ] as const)
  const build = (line: LineRow, withRelated: boolean) =>
    lineItem(site, line, optionsByProduct.get(line.product_id) ?? [], selected, withRelated ? related : null)
  const built = active.map((line) => ({ line, ...build(line, line.id === include.relatedForLine) }))

  // Money: products, the coupon (when it applies now), shipping for what is paid for the goods.
  const priced = built.map((entry) => entry.priced)
  const productsCents = computeTotals(priced, 0, 0).productsCents
  const problem = checkout.discount_code
    ? couponProblem(coupon, checkout.discount_code, productsCents, now)
    : null
  const applied = coupon && !problem ? coupon : null
  const discountCents = discountOn(productsCents, applied ? discountRule(applied) : null)
  const chosenRate = chosenShippingRate(checkout, rates, pickupRates)
  const goods = {
    hasGoods: active.length > 0,
    freeShipping: applied?.kind === 'free_shipping',
  }
  const shipping = chosenRate
    ? quoteChosenShipping(chosenRate, productsCents - discountCents, goods)
    : quoteShipping(rates, productsCents - discountCents, goods)
  const totals = computeTotals(priced, discountCents, shipping.costCents)
  const { locale } = site
  const pieces = active.reduce((sum, line) => sum + line.quantity, 0)
  const cart: CheckoutCart = {
    id: checkout.id,
    checkout_line_items: built.map((entry) => entry.item),
    checkout_line_items_trashed: trashed.map((line) => build(line, false).item),
    checkout_line_item_count: pieces,
    totals: shownTotals(locale, totals, shipping, {
      discountCents,
      discountCode: checkout.discount_code,
      methodName: chosenRate?.methodName ?? null,
      pieces,
    }),
    discount_code: checkout.discount_code,
    ...(problem ? { discount_code_notice: translate(locale, problem.key, problem.values) } : {}),
    country_iso: checkout.country_iso,
    routes: checkoutRoutes(site, checkout.id),
    progress_bar: 0,
  }
  return {
    row: checkout,
    cart,
    lines: built,
    related,
    rates: [...rates, ...pickupRates],
    chosenRate,
    coupon: applied,
    totals,
  }
}

/**
 * The rate of the chosen delivery method where it delivers: a pickup point's country for a pickup-point
 * method with a chosen point, else the checkout's country. Null when none is chosen or it does not deliver
 * there (the address changed since): the cart then shows the estimate and step 2 is not done.
 */
function chosenShippingRate(
  checkout: CheckoutRow,
  rates: readonly ShippingRate[],
  pickupRates: readonly ShippingRate[],
): ShippingRate | null {
  const id = checkout.shipping_method_id
  if (id === null) return null
  const point = checkout.pickup_point
  if (point) {
    const there = (point.country_iso === checkout.country_iso ? rates : pickupRates).find(
      (rate) => rate.methodId === id,
    )
    if (there?.kind === 'pickup_point') return there
  }
  const here = rates.find((rate) => rate.methodId === id) ?? null
  // A pickup-point method with a point chosen is charged where the point is, never here.
  return here?.kind === 'pickup_point' && point ? null : here
}

/**
 * What the cart's products cost now (incl. VAT, options included, before any discount): the basis of a
 * coupon's minimum order amount. Runs inside the caller's transaction when given one.
 */
export async function productsTotalCents(db: Database, checkoutId: string): Promise<number> {
  const site: LocaleSite = { locale: DEFAULT_LOCALE, prefix: '' }
  const lines = (await loadLineRows(db, site, checkoutId)).filter((line) => !line.trashed)
  const optionsByProduct = await loadProductOptions(
    db,
    site,
    lines.map((line) => line.product_id),
  )
  const selected = selectedOptions(lines)
  const priced = lines.map(
    (line) => lineItem(site, line, optionsByProduct.get(line.product_id) ?? [], selected, null).priced,
  )
  return computeTotals(priced, 0, 0).productsCents
}

/** The cart without a checkout: nothing in it, shipping for the shop's default country. */
export async function emptyCart(
  db: Database,
  site: LocaleSite,
  reference: CartReferenceData = FROM_DATABASE,
): Promise<CheckoutCart> {
  return {
    id: '',
    checkout_line_items: [],
    checkout_line_items_trashed: [],
    checkout_line_item_count: 0,
    totals: emptyTotals(site.locale),
    discount_code: null,
    country_iso: await reference.defaultCountry(db),
    routes: checkoutRoutes(site),
    progress_bar: 0,
  }
}
