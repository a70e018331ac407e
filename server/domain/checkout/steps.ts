import type { FulfilmentKind } from '#core/schemas/checkout'

/**
 * The checkout's steps and their gates (spec §2 "Checkout routes", §4 "Checkout steps";
 * docs/decisions/0021). Pure: the facts are read from the checkout by server/domain/checkout/view.ts.
 *
 * - Step 0 is the cart; the checkout can only be entered with something in it.
 * - Step 1 (register or login) is done with a valid e-mail and a delivery address, and an invoice address
 *   unless the invoice goes to the delivery address. Every stored value was validated when it was written,
 *   so "valid" here means "present and usable by this shopper".
 * - Step 2 (fulfilment) is done with a delivery method that serves the address (a pickup point chosen when
 *   the method needs one), a payment method the checkout can be paid with (a bank chosen when it has
 *   issuers), and a transaction placed.
 * - Step 3 is the confirmation. A page of a later step sends the shopper to the first step not yet done.
 */

export type Step = 0 | 1 | 2 | 3

export interface StepFacts {
  hasLines: boolean
  email: string | null
  hasDeliveryAddress: boolean
  invoiceSame: boolean
  hasInvoiceAddress: boolean
  /** A delivery method is stored on the checkout. */
  methodChosen: boolean
  /** The stored method where it serves the address (or the pickup point); null when not. */
  method: { kind: FulfilmentKind } | null
  /** No active method serves the delivery address at all (spec §8 "No shipping methods"). */
  noMethods: boolean
  pickupPointChosen: boolean
  /** The total is 0 (a full discount, pickup in the shop): no payment method is needed. */
  nothingToPay: boolean
  paymentMethod: string | null
  /** Whether the stored payment method can pay this checkout now; null: not asked (no provider call). */
  paymentOffered: boolean | null
  bankRequired: boolean
  bankChosen: boolean
  /** The checkout's order has a payment attempt that is open, pending or paid. */
  transactionPlaced: boolean
}

/** What is missing, by field: catalogue keys. */
export type Missing = Record<string, string>

export function step1Missing(facts: StepFacts): Missing {
  const missing: Missing = {}
  if (!facts.email) missing.email = 'checkout.emailMissing'
  if (!facts.hasDeliveryAddress) missing.address = 'checkout.addressMissing'
  if (!facts.invoiceSame && !facts.hasInvoiceAddress)
    missing.address_invoice = 'checkout.invoiceAddressMissing'
  return missing
}

/** The choices of step 2 that a transaction needs (spec §5 "Checkout" messages). */
export function step2Missing(facts: StepFacts): Missing {
  const missing: Missing = {}
  if (facts.noMethods) missing.fulfilment_method_entry_id = 'checkout.noShippingMethods'
  else if (!facts.methodChosen) missing.fulfilment_method_entry_id = 'checkout.noShippingMethod'
  else if (!facts.method) missing.fulfilment_method_entry_id = 'checkout.methodNotForAddress'
  else if (facts.method.kind === 'pickup_point' && !facts.pickupPointChosen) {
    missing.pickup_point = 'checkout.pickupPointMissing'
  }
  if (facts.nothingToPay) return missing
  if (!facts.paymentMethod) missing.payment_method_entry_id = 'checkout.noPaymentMethod'
  else if (facts.paymentOffered === false)
    missing.payment_method_entry_id = 'checkout.paymentMethodUnavailable'
  else if (facts.bankRequired && !facts.bankChosen) missing.payment_method_bank_id = 'checkout.bankMissing'
  return missing
}

export function step1Done(facts: StepFacts): boolean {
  return Object.keys(step1Missing(facts)).length === 0
}

/** The furthest step the shopper may open now: the progress bar's value. */
export function reachableStep(facts: StepFacts): Step {
  if (facts.transactionPlaced) return 3
  if (!facts.hasLines) return 0
  return step1Done(facts) ? 2 : 1
}

/**
 * Where a shopper who opens a step's page must go instead, or null when the page may be shown: the
 * register and login pages need a cart, fulfilment needs step 1, the confirmation a placed transaction.
 */
export function stepRedirect(page: 1 | 2 | 3, facts: StepFacts): Step | null {
  if (page === 3) return facts.transactionPlaced ? null : (Math.min(reachableStep(facts), 2) as Step)
  if (!facts.hasLines) return 0
  if (page === 2 && !step1Done(facts)) return 1
  return null
}
