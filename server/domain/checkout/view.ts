import { desc, eq } from 'drizzle-orm'
import { PICKUP_COUNTRIES } from '#core/constants'
import type { LocaleSite } from '#core/context'
import { centsToEuros } from '#core/money'
import type { Product } from '#core/schemas/catalogue'
import type {
  Checkout,
  CheckoutPickupPoint,
  CheckoutTransaction,
  FulfilmentCheckout,
  FulfilmentMethod,
} from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { orders, payments, type StoredPickupPoint } from '#server/db/schema'
import { readSettings } from '#server/db/settings'
import { translate } from '#server/i18n/translate'
import { rateCost, type ShippingRate } from '#server/domain/cart/shipping'
import { loadCheckoutRow, type CheckoutSource } from '#server/domain/cart/checkout-rows'
import { emptyCart, priceCart, type CartInclude, type PricedCart } from '#server/domain/cart/view'
import { findAddress, ownsAddress, toAddress } from '#server/domain/customers/addresses'
import { customerView } from '#server/domain/customers/customers'
import { instalmentParts, paymentMethodTitle } from '#server/domain/orders/payments/method-names'
import { offeredMethods, type MethodLister } from '#server/domain/orders/payments/methods'
import { FROM_DATABASE, type CartReferenceData } from '#server/domain/cart/reference-data'
import { reachableStep, step1Missing, type StepFacts } from './steps'
import type { Viewer } from '#server/domain/sessions/viewer'

/**
 * The checkout as the steps show it (spec §3 "Checkout"): the cart (server/domain/cart/view.ts) with the
 * steps' fields. `readCheckout` never asks the payment provider; `fulfilmentView` adds the methods the
 * fulfilment step chooses from, which does.
 */

/** Related products offered on the checkout pages. */
export const FORCED_RELATED_SHOWN = 4

/** Payment statuses of an attempt that count as "a transaction placed" (step 2 done). */
const PLACED_STATUSES = new Set(['creating', 'open', 'pending', 'authorized', 'paid'])

export interface CheckoutState {
  checkout: Checkout
  /** Null without an open checkout. */
  priced: PricedCart | null
  facts: StepFacts
}

export async function readCheckout(
  db: Database,
  site: LocaleSite,
  source: CheckoutSource,
  viewer: Viewer,
  now: Date = new Date(),
  include: CartInclude = {},
  reference: CartReferenceData = FROM_DATABASE,
): Promise<CheckoutState> {
  const row = typeof source === 'string' ? await loadCheckoutRow(db, source) : source
  const open = row?.status === 'open' ? row : null
  const [priced, customer, countries] = await Promise.all([
    open ? priceCart(db, site, open, now, include, reference) : null,
    customerView(db, viewer.customerId, site.locale),
    reference.enabledCountries(db, site.locale),
  ])
  const cart = priced?.cart ?? (await emptyCart(db, site, reference))
  const owner = { customerId: viewer.customerId, checkoutId: open?.id ?? '' }
  const [delivery, invoice, transactions] = await Promise.all([
    open?.address_id ? findAddress(db, open.address_id) : null,
    open?.address_invoice_id && !open.address_invoice_same ? findAddress(db, open.address_invoice_id) : null,
    // Payment attempts belong to an order: a cart without one has none to read.
    open?.has_order ? loadTransactions(db, open.id) : [],
  ])
  const usable = <T extends Parameters<typeof ownsAddress>[0]>(address: T | null) =>
    address && ownsAddress(address, owner) ? address : null
  const deliveryAddress = usable(delivery)
  const invoiceAddress = usable(invoice)
  const rate = priced?.chosenRate ?? null
  const facts: StepFacts = {
    hasLines: (priced?.lines.length ?? 0) > 0,
    email: open?.email ?? null,
    hasDeliveryAddress: deliveryAddress !== null,
    invoiceSame: open?.address_invoice_same ?? true,
    hasInvoiceAddress: invoiceAddress !== null,
    methodChosen: open?.shipping_method_id != null,
    method: rate ? { kind: rate.kind } : null,
    noMethods: priced !== null && deliveryAddress !== null && methodsHere(priced).length === 0,
    pickupPointChosen: open?.pickup_point != null,
    nothingToPay: priced !== null && priced.lines.length > 0 && priced.totals.totalInclCents === 0,
    paymentMethod: open?.payment_method ?? null,
    paymentOffered: null,
    bankRequired: false,
    bankChosen: open?.payment_issuer != null,
    transactionPlaced: transactions.some((transaction) => PLACED_STATUSES.has(transaction.status)),
  }
  const { locale } = site
  const missing = step1Missing(facts)
  const goods = priced ? priced.totals.productsCents - priced.totals.discountCents : 0
  const checkout: Checkout = {
    ...cart,
    progress_bar: reachableStep(facts),
    customer,
    email: open?.email ?? customer.email,
    address: deliveryAddress ? toAddress(deliveryAddress, locale) : null,
    address_invoice: invoiceAddress ? toAddress(invoiceAddress, locale) : null,
    address_invoice_same: facts.invoiceSame,
    fulfilment_method: rate && priced ? fulfilmentMethod(rate, goods, priced) : null,
    payment_method: open?.payment_method
      ? { id: open.payment_method, title: paymentMethodTitle(locale, open.payment_method) }
      : null,
    payment_method_entry_id: open?.payment_method ?? null,
    payment_method_bank_id: open?.payment_issuer ?? null,
    pickup_point: open?.pickup_point ? checkoutPickupPoint(open.pickup_point) : null,
    customer_comment: open?.customer_comment ?? '',
    customer_reference: open?.customer_reference ?? '',
    newsletter_subscription: open?.newsletter_subscription ?? false,
    should_create_account: viewer.customerId === null,
    create_account: viewer.customerId === null && (open?.create_account ?? false),
    countries,
    transactions,
    forced_related_products: priced ? forcedRelated(priced) : [],
    validation: {
      step1: {
        passes: Object.keys(missing).length === 0,
        failed: Object.keys(missing).length > 0 && (facts.email !== null || open?.address_id != null),
        errors: Object.fromEntries(
          Object.entries(missing).map(([field, key]) => [field, [translate(locale, key)]]),
        ),
      },
    },
  }
  return { checkout, priced, facts }
}

export interface FulfilmentDeps {
  db: Database
  listMethods: MethodLister
  /** Logs a provider failure; the page then shows "no payment methods" (spec §8). */
  onProviderError: (error: unknown) => void
}

/** The fulfilment step's checkout: with the delivery and payment methods to choose from. */
export async function fulfilmentView(
  deps: FulfilmentDeps,
  site: LocaleSite,
  state: CheckoutState,
): Promise<{ checkout: FulfilmentCheckout; facts: StepFacts }> {
  const { db } = deps
  const { checkout, priced } = state
  const { locale } = site
  const goods = priced ? priced.totals.productsCents - priced.totals.discountCents : 0
  const totalCents = priced?.totals.totalInclCents ?? 0
  const [settings, listed] = await Promise.all([
    readSettings(db, locale),
    priced && totalCents > 0
      ? deps
          .listMethods({ amountCents: totalCents, locale, countryIso: priced.row.country_iso })
          .catch((error: unknown) => {
            deps.onProviderError(error)
            return []
          })
      : [],
  ])
  const methods = priced ? methodsHere(priced).map((rate) => fulfilmentMethod(rate, goods, priced)) : []
  const paymentMethods = offeredMethods(listed, totalCents, settings.three_instalments, locale)
  const chosenPayment = paymentMethods.find((method) => method.id === checkout.payment_method_entry_id)
  const facts: StepFacts = {
    ...state.facts,
    paymentOffered: checkout.payment_method_entry_id ? chosenPayment !== undefined : null,
    bankRequired: (chosenPayment?.issuers.length ?? 0) > 0,
    bankChosen:
      chosenPayment?.issuers.some((issuer) => issuer.id === checkout.payment_method_bank_id) ?? false,
  }
  const { store } = settings
  const noMethods = state.facts.noMethods
  return {
    facts,
    checkout: {
      ...checkout,
      fulfilment_methods: methods,
      payment_methods: paymentMethods,
      shipping_options: {
        message: noMethods ? translate(locale, 'checkout.noShippingMethods') : null,
        pickup_point_countries: [...PICKUP_COUNTRIES],
        store: {
          name: store.name,
          street: store.street,
          postal_code: store.postal_code,
          city: store.city,
          opening_hours: store.opening_hours,
        },
      },
      payment_options: {
        message:
          priced && totalCents > 0 && paymentMethods.length === 0
            ? translate(locale, 'checkout.noPaymentMethods')
            : null,
        instalments: paymentMethods.some((method) => method.id === 'in3')
          ? instalmentParts(totalCents)
          : null,
      },
    },
  }
}

/**
 * The methods offered for the checkout's address: those with a rate in its country, and the pickup-point
 * method of a chosen pickup point's country.
 */
function methodsHere(priced: PricedCart): ShippingRate[] {
  const country = priced.row.country_iso
  const here = priced.rates.filter((rate) => rate.countryIso === country)
  const chosen = priced.chosenRate
  if (chosen && chosen.countryIso !== country && !here.some((rate) => rate.methodId === chosen.methodId)) {
    here.push(chosen)
  }
  return here
}

function fulfilmentMethod(rate: ShippingRate, goodsCents: number, priced: PricedCart): FulfilmentMethod {
  const free = priced.coupon?.kind === 'free_shipping'
  return {
    id: rate.methodId,
    code: rate.methodCode,
    kind: rate.kind,
    title: rate.methodName,
    price: centsToEuros(free ? 0 : rateCost(rate, goodsCents)),
    free_from: rate.freeFromCents === null ? null : centsToEuros(rate.freeFromCents),
  }
}

export function checkoutPickupPoint(point: StoredPickupPoint): CheckoutPickupPoint {
  return {
    pickup_point_location_code: point.location_code,
    pickup_point_name: point.name,
    opening_hours_json: JSON.stringify(point.opening_hours),
    address: point.street,
    house_number: point.house_number,
    postal_code: point.postal_code,
    city: point.city,
    country_iso: point.country_iso,
  }
}

/** Related products of the lines that are not in the cart and can be ordered, each once. */
function forcedRelated(priced: PricedCart): Product[] {
  const inCart = new Set(priced.lines.map((entry) => entry.line.product_id))
  const seen = new Set<number>()
  const chosen: Product[] = []
  for (const entry of priced.lines) {
    for (const product of priced.related.get(entry.line.product_id) ?? []) {
      if (inCart.has(product.id) || seen.has(product.id) || product.stock_status_code === 'UNAVAILABLE')
        continue
      seen.add(product.id)
      chosen.push(product)
      if (chosen.length === FORCED_RELATED_SHOWN) return chosen
    }
  }
  return chosen
}

/** The payment attempts of the checkout's order, newest first. */
export async function loadTransactions(db: Database, checkoutId: string): Promise<CheckoutTransaction[]> {
  const rows = await db
    .select({
      id: payments.id,
      status: payments.status,
      method: payments.method,
      amountCents: payments.amountCents,
      checkoutUrl: payments.checkoutUrl,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(desc(payments.attempt))
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    payment_method: row.method,
    amount: centsToEuros(row.amountCents),
    // The hosted page only matters while the payment can still be paid.
    checkout_url: ['open', 'pending'].includes(row.status) ? row.checkoutUrl : null,
    created_at: new Date(row.createdAt).toISOString(),
  }))
}
