import { data, redirect, redirectDocument } from 'react-router'
import type { FulfilmentChange, ShopLoadContext } from '#core/context'
import type { MapTiles } from '#core/map-tiles'
import { localePath } from '#core/routes/locale'
import type { FulfilmentCheckout } from '#core/schemas/checkout'
import { refusalOf, siteOf } from './outcome'

export interface FulfilmentLoaderData {
  checkout: FulfilmentCheckout
  mapTiles: MapTiles
}

/** What a refused change or order answers the page: errors by field, one message, which form it was. */
export interface FulfilmentActionData {
  intent: string
  errors: Record<string, string[]>
  message: string | null
  at: number
}

/** Step 2's read: gated on step 1 (and a cart with lines). */
export async function loadFulfilment(context: ShopLoadContext): Promise<FulfilmentLoaderData> {
  const site = siteOf(context)
  const elsewhere = await context.checkout.gate(site, 'fulfilment')
  if (elsewhere) throw redirect(elsewhere)
  const outcome = await context.checkout.fulfilment(site)
  if (outcome.ok) return { checkout: outcome.data.checkout, mapTiles: context.mapTiles }
  const refusal = refusalOf(outcome)
  if (refusal.redirectTo) throw redirect(refusal.redirectTo)
  throw data(null, { status: outcome.status })
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : null
}

/** One change of step 2 (the forms of the page, with or without JavaScript). */
interface Change {
  kind: FulfilmentChange
  body: Record<string, unknown>
}

/**
 * The changes a posted form asks for, against what the checkout has now, in the order the server needs them
 * (method before payment, payment before bank). A form without JavaScript posts everything at once.
 */
export function changesOf(form: FormData, checkout: FulfilmentCheckout): Change[] {
  const changes: Change[] = []
  const method = Number(text(form, 'fulfilment_method_entry_id'))
  if (Number.isInteger(method) && method > 0 && method !== checkout.fulfilment_method?.id)
    changes.push({ kind: 'method', body: { fulfilment_method_entry_id: method } })
  const payment = text(form, 'payment_method_entry_id')
  if (payment && payment !== checkout.payment_method_entry_id)
    changes.push({ kind: 'payment', body: { payment_method_entry_id: payment } })
  const bank = text(form, 'payment_method_bank_id')
  const chosenPayment = payment || checkout.payment_method_entry_id
  const hasIssuers = checkout.payment_methods.some(
    (option) => option.id === chosenPayment && option.issuers.length > 0,
  )
  if (
    bank &&
    hasIssuers &&
    (bank !== checkout.payment_method_bank_id || changes.some((c) => c.kind === 'payment'))
  )
    changes.push({ kind: 'payment-bank', body: { payment_method_bank_id: bank } })
  const comment = text(form, 'customer_comment')
  if (comment !== null && comment.trim() !== checkout.customer_comment)
    changes.push({ kind: 'customer-comment', body: { customer_comment: comment } })
  const reference = text(form, 'customer_reference')
  if (reference !== null && reference.trim() !== checkout.customer_reference)
    changes.push({ kind: 'customer-reference', body: { customer_reference: reference } })
  // Checkboxes post only when ticked: a hidden companion says the form had them.
  if (form.has('newsletter_subscription_shown')) {
    const on = form.has('newsletter_subscription')
    if (on !== checkout.newsletter_subscription)
      changes.push({ kind: 'newsletter-subscription', body: { newsletter_subscription: on } })
  }
  if (form.has('create_account_shown') && checkout.should_create_account) {
    const on = form.has('create_account')
    if (on !== checkout.create_account) changes.push({ kind: 'create-account', body: { create_account: on } })
  }
  return changes
}

const ADDRESS_CHANGES: Record<string, FulfilmentChange> = {
  'delivery-address': 'address',
  'invoice-address': 'addressInvoice',
}

/**
 * Step 2's form posts: `intent` says which. `discount` and the saved-address picks are one change each;
 * `update` applies the posted choices; `place` applies them and starts the payment, sending the shopper to
 * the provider's page (or, with nothing to pay, to the confirmation).
 */
export async function fulfilmentAction(
  request: Request,
  context: ShopLoadContext,
): Promise<FulfilmentActionData | Response> {
  const site = siteOf(context)
  const form = await request.formData()
  const intent = text(form, 'intent') ?? 'update'
  const refused = (outcome: Parameters<typeof refusalOf>[0]) => {
    const refusal = refusalOf(outcome)
    if (refusal.redirectTo) return redirect(refusal.redirectTo)
    return { intent, errors: refusal.errors, message: refusal.message, at: Date.now() }
  }

  if (intent === 'discount') {
    const outcome = await context.checkout.change(site, 'discount-code', {
      discount_code: text(form, 'discount_code') ?? '',
    })
    return outcome.ok ? { intent, errors: {}, message: null, at: Date.now() } : refused(outcome)
  }
  const addressChange = ADDRESS_CHANGES[intent]
  if (addressChange) {
    const id = Number(text(form, 'address_id'))
    const outcome = await context.checkout.change(site, addressChange, {
      address_id: Number.isInteger(id) && id > 0 ? id : null,
    })
    return outcome.ok ? { intent, errors: {}, message: null, at: Date.now() } : refused(outcome)
  }

  const current = await context.checkout.fulfilment(site)
  if (!current.ok) return refused(current)
  // The field names come from the server's refusals: a null prototype keeps any name an ordinary key.
  const errors: Record<string, string[]> = Object.create(null)
  let message: string | null = null
  for (const change of changesOf(form, current.data.checkout)) {
    const outcome = await context.checkout.change(site, change.kind, change.body)
    if (outcome.ok) continue
    const refusal = refused(outcome)
    if (refusal instanceof Response) return refusal
    Object.assign(errors, refusal.errors)
    message ??= refusal.message
  }
  if (message !== null || Object.keys(errors).length > 0) return { intent, errors, message, at: Date.now() }
  if (intent !== 'place') return { intent, errors: {}, message: null, at: Date.now() }

  const placed = await context.checkout.startTransaction(site, {
    ga_client_id: text(form, 'ga_client_id') || null,
    ga_session_id: text(form, 'ga_session_id') || null,
  })
  if (!placed.ok) return refused(placed)
  const { checkout } = placed.data
  const payment = checkout.transactions[0]
  // The provider's page is another document (another site, or the test provider's own page).
  if (payment?.checkout_url) return redirectDocument(payment.checkout_url)
  return redirect(
    localePath(context.prefix, context.locale, 'checkoutConfirmation', { checkoutId: checkout.id }),
  )
}
