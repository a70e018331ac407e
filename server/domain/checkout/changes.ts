import { and, eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { AddressChoice, PickupPointRequest, RegisterRequest } from '#core/schemas/checkout-steps'
import type { Database } from '#server/db/client'
import { checkouts, countries, type StoredPickupPoint } from '#server/db/schema'
import { refusal, touch } from '#server/domain/cart/changes'
import { loadShippingRates } from '#server/domain/cart/shipping'
import { loadCheckoutRow, type CheckoutRow } from '#server/domain/cart/checkout-rows'
import { findAddress, ownsAddress, saveAddress } from '#server/domain/customers/addresses'
import type { Viewer } from '#server/domain/sessions/viewer'

/**
 * The changes of the checkout steps (spec §4 "Fulfilment": delivery method, payment method, bank,
 * delivery address or pickup point, invoice address, comment, discount code, reference, newsletter,
 * create-account flag; and the register form of step 1). Each runs as the cart's changes do
 * (docs/decisions/0013): one transaction that locks the checkout row, checks, writes and raises its
 * version; a refusal (422) rolls back. False when the checkout is not open (or not there).
 */

type Values = Partial<typeof checkouts.$inferInsert>

async function changeCheckout(
  db: Database,
  checkoutId: string,
  apply: (tx: Database, row: CheckoutRow) => Promise<Values>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await loadCheckoutRow(tx, checkoutId, { lock: true })
    if (!row || row.status !== 'open') return false
    const values = await apply(tx, row)
    if (Object.keys(values).length > 0) {
      await tx
        .update(checkouts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(checkouts.id, checkoutId))
    }
    await touch(tx, checkoutId)
    return true
  })
}

async function deliveryCountryServed(tx: Database, iso: string): Promise<boolean> {
  const [row] = await tx
    .select({ iso: countries.iso })
    .from(countries)
    .where(and(eq(countries.iso, iso), eq(countries.enabled, true)))
  return row !== undefined
}

/**
 * An address the shopper chose or typed, as the id of a row they may use: a saved address of theirs (or
 * the checkout's own), or the typed fields saved (a guest's into the checkout's own row, replacing the
 * one it had; a customer's into their address book).
 */
async function resolveAddress(
  tx: Database,
  row: CheckoutRow,
  viewer: Viewer,
  choice: AddressChoice,
  current: number | null,
  field: string,
  locale: Locale,
): Promise<{ id: number; countryIso: string }> {
  const owner = { customerId: viewer.customerId, checkoutId: row.id }
  if ('address_id' in choice) {
    const address = await findAddress(tx, choice.address_id)
    if (!address || !ownsAddress(address, owner)) {
      throw refusal(locale, { field: `${field}address_id`, key: 'checkout.addressUnknown' })
    }
    return { id: address.id, countryIso: address.countryIso }
  }
  const replace = current !== null && (await findAddress(tx, current))?.checkoutId === row.id ? current : null
  const id = await saveAddress(
    tx,
    viewer.customerId ? { customerId: viewer.customerId } : { checkoutId: row.id },
    choice.fields,
    replace,
  )
  return { id, countryIso: choice.fields.country_iso }
}

/** Step 1: e-mail, delivery address and invoice address (spec §3 "Register form address"). */
export function saveRegister(
  db: Database,
  checkoutId: string,
  viewer: Viewer,
  request: RegisterRequest,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (tx, row) => {
    const delivery = await resolveAddress(tx, row, viewer, request.address, row.address_id, '', locale)
    if (!(await deliveryCountryServed(tx, delivery.countryIso))) {
      throw refusal(locale, { field: 'country_iso', key: 'checkout.countryNotServed' })
    }
    const invoice = request.address_invoice
      ? await resolveAddress(
          tx,
          row,
          viewer,
          request.address_invoice,
          row.address_invoice_same ? null : row.address_invoice_id,
          'address_invoice.',
          locale,
        )
      : null
    return {
      email: request.email,
      addressId: delivery.id,
      countryIso: delivery.countryIso,
      addressInvoiceSame: request.address_invoice_same,
      addressInvoiceId: invoice?.id ?? null,
    }
  })
}

/** `PUT …/fulfilment/address`: a saved address becomes the delivery address. */
export function setDeliveryAddress(
  db: Database,
  checkoutId: string,
  viewer: Viewer,
  addressId: number,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (tx, row) => {
    const address = await resolveAddress(tx, row, viewer, { address_id: addressId }, null, '', locale)
    if (!(await deliveryCountryServed(tx, address.countryIso))) {
      throw refusal(locale, { field: 'address_id', key: 'checkout.countryNotServed' })
    }
    return { addressId: address.id, countryIso: address.countryIso }
  })
}

/** `PUT …/fulfilment/addressInvoice`: a saved address becomes the invoice address; null: the delivery address. */
export function setInvoiceAddress(
  db: Database,
  checkoutId: string,
  viewer: Viewer,
  addressId: number | null,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (tx, row) => {
    if (addressId === null) return { addressInvoiceSame: true, addressInvoiceId: null }
    const address = await resolveAddress(tx, row, viewer, { address_id: addressId }, null, '', locale)
    return { addressInvoiceSame: address.id === row.address_id, addressInvoiceId: address.id }
  })
}

/** `PUT …/fulfilment`: a delivery method that serves the delivery address (or the chosen pickup point). */
export function setShippingMethod(
  db: Database,
  checkoutId: string,
  methodId: number,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (tx, row) => {
    const countriesToTry = [row.country_iso, row.pickup_point?.country_iso].filter(
      (iso): iso is string => typeof iso === 'string',
    )
    for (const iso of new Set(countriesToTry)) {
      const rate = (await loadShippingRates(tx, iso, locale)).find((r) => r.methodId === methodId)
      // A pickup point abroad only counts for the pickup-point method.
      if (rate && (iso === row.country_iso || rate.kind === 'pickup_point'))
        return { shippingMethodId: methodId }
    }
    throw refusal(locale, { field: 'fulfilment_method_entry_id', key: 'checkout.methodNotForAddress' })
  })
}

/**
 * `PUT …/fulfilment/address-pickup-point`: the carrier's location the parcel goes to. Choosing one also
 * chooses the pickup-point method when another method was chosen.
 */
export function setPickupPoint(
  db: Database,
  checkoutId: string,
  point: StoredPickupPoint,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (tx, row) => {
    const rates = await loadShippingRates(tx, point.country_iso, locale)
    const pickup = rates.filter((rate) => rate.kind === 'pickup_point')
    if (pickup.length === 0) {
      throw refusal(locale, { field: 'country_iso', key: 'checkout.noPickupPointMethod' })
    }
    const keep = pickup.some((rate) => rate.methodId === row.shipping_method_id)
    return { pickupPoint: point, shippingMethodId: keep ? row.shipping_method_id : pickup[0]!.methodId }
  })
}

/** A pickup point as the checkout keeps it. */
export function storedPickupPoint(request: PickupPointRequest): StoredPickupPoint {
  return {
    location_code: request.pickup_point_location_code,
    name: request.pickup_point_name,
    opening_hours: request.opening_hours_json,
    street: request.address,
    house_number: request.house_number,
    postal_code: request.postal_code,
    city: request.city,
    country_iso: request.country_iso,
  }
}

/**
 * `PUT …/fulfilment/payment` and `…/payment-bank`: the method and issuer, checked by the caller against
 * what the provider offers for this checkout (asked before this transaction: never while holding a lock).
 * A bank of the previous method does not carry over.
 */
export function setPaymentMethod(
  db: Database,
  checkoutId: string,
  method: string,
  issuers: readonly string[],
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (_tx, row) => ({
    paymentMethod: method,
    paymentIssuer: row.payment_issuer && issuers.includes(row.payment_issuer) ? row.payment_issuer : null,
  }))
}

export function setPaymentIssuer(
  db: Database,
  checkoutId: string,
  method: string,
  issuer: string,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async (_tx, row) => {
    // The method changed meanwhile (another tab): the bank belongs to the one that was checked.
    if (row.payment_method !== method) {
      throw refusal(locale, { field: 'payment_method_bank_id', key: 'checkout.bankUnknown' })
    }
    return { paymentIssuer: issuer }
  })
}

/** Comment, reference, newsletter: plain values. */
export function setCheckoutValues(
  db: Database,
  checkoutId: string,
  values: Pick<Values, 'customerComment' | 'customerReference' | 'newsletterSubscription'>,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async () => values)
}

/** `PUT …/fulfilment/create-account`: only a guest can ask for an account with the order. */
export function setCreateAccount(
  db: Database,
  checkoutId: string,
  viewer: Viewer,
  createAccount: boolean,
  locale: Locale,
): Promise<boolean> {
  return changeCheckout(db, checkoutId, async () => {
    if (viewer.customerId && createAccount) {
      throw refusal(locale, { field: 'create_account', key: 'checkout.alreadyLoggedIn' })
    }
    return { createAccount }
  })
}
