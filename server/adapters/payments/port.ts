import type { Locale } from '#core/locales'
import type { Logger } from '../../logger'
import { PAYMENT_ID_PATTERN } from '#core/schemas/payments'

export { PAYMENT_ID_PATTERN }

/**
 * The payment service provider (architecture "payments", docs/decisions/0019). The shop never trusts a
 * status it is told: a webhook carries only the payment id, and the status is fetched back with
 * `getPayment`, exactly as Mollie works. Implementations: the built-in test provider (default, hosted
 * page served by the shop, test-provider.ts) and Mollie (when MOLLIE_API_KEY is set, mollie-provider.ts);
 * `createPaymentProvider` (provider.ts) picks one.
 *
 * The checkout's flow:
 *   1. `listMethods` for the amount → the payment options it shows.
 *   2. `createPayment(input, idempotencyKey)` outside any database transaction (an outside call), with a
 *      key that is the same for a retry of the same attempt (e.g. `<checkout id>:<attempt number>`);
 *      store `payment.id`, send the shopper to `payment.checkoutUrl`.
 *   3. The provider POSTs `id=<payment id>` to `webhookUrl` (server/http/payment-webhook.ts calls the
 *      handler the checkout registers), and the shopper's browser comes back to `redirectUrl`. Both
 *      only say "look again": call `getPayment(id)` and act on its `status`, idempotently.
 */

/** Mollie's payment statuses; `paid` is the only one that completes an order. */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Statuses after which nothing changes any more (except a refund of a paid payment). In particular an
 * `expired` payment never becomes `paid`: money that arrives later is the provider's to return.
 */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired']

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status)
}

/** Methods the shop offers (Mollie's ids). iDEAL 2.0 has no bank choice; KBC/CBC asks for the issuer. */
export const PAYMENT_METHODS = [
  'ideal',
  'bancontact',
  'kbc',
  'creditcard',
  'paypal',
  'banktransfer',
  'in3',
] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]

export function isPaymentMethodId(value: unknown): value is PaymentMethodId {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value)
}

export function isPaymentId(value: unknown): value is string {
  return typeof value === 'string' && PAYMENT_ID_PATTERN.test(value)
}

export interface PaymentIssuer {
  /** What `payment_method_bank_id` holds, e.g. `kbc`, `cbc`. */
  id: string
  name: string
}

export interface PaymentMethodInfo {
  id: PaymentMethodId
  /** The method's name in the requested language. */
  description: string
  /** Amount limits in cents; null: none. */
  minimumCents: number | null
  maximumCents: number | null
  /** Banks to choose from (KBC/CBC, gift cards); empty when the method has no choice (iDEAL 2.0). */
  issuers: PaymentIssuer[]
  /** Icon URL when the provider has one. */
  image: string | null
}

export interface CreatePaymentInput {
  amountCents: number
  /** Shown to the shopper by the provider and on the bank statement, e.g. `Bestelling 2025-000123`. */
  description: string
  method: PaymentMethodId
  /** Only for methods with issuers; the shopper picks one on the provider's page when it is missing. */
  issuer?: string
  /** The provider's page speaks this language. */
  locale: Locale
  /** Where the shopper's browser returns after paying (the provider adds nothing to it). */
  redirectUrl: string
  /** The shop's webhook; the provider POSTs `id=<payment id>` (form-encoded) on every status change. */
  webhookUrl: string
  /** Returned unchanged by getPayment (e.g. `{ checkoutId, orderNumber }`). */
  metadata: Record<string, string>
  /** in3 needs the billing address and e-mail. */
  billing?: {
    givenName: string
    familyName: string
    email: string
    streetAndNumber: string
    postalCode: string
    city: string
    countryIso: string
    phone?: string
  }
}

export interface ProviderPayment {
  id: string
  status: PaymentStatus
  amountCents: number
  method: PaymentMethodId | null
  /** The hosted page to send the shopper to while the payment is open; null afterwards. */
  checkoutUrl: string | null
  metadata: Record<string, string>
  /** Cents refunded so far. */
  amountRefundedCents: number
  createdAt: Date
  /** Until when an open payment can still be paid; null once it is final. */
  expiresAt: Date | null
  paidAt: Date | null
}

export interface ProviderRefund {
  id: string
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'
  amountCents: number
}

/**
 * Why a provider call did not succeed:
 * - `rejected`: the provider refused this request (amount outside the method's limits, unknown issuer,
 *   refund larger than what is left, idempotency key reused for another request). Retrying the same
 *   request will not help.
 * - `unavailable`: the provider could not be reached or failed itself. Try again later; in the checkout
 *   this is "placing the order fails, contact customer service".
 */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'

  constructor(
    readonly kind: 'rejected' | 'unavailable',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

export interface PaymentProvider {
  readonly name: 'test' | 'mollie'
  /** Methods that can pay this amount, in the language given, for a shopper in this country. */
  listMethods(input: {
    amountCents: number
    locale: Locale
    countryIso: string
  }): Promise<PaymentMethodInfo[]>
  /**
   * Creates a payment. The same `idempotencyKey` twice answers the same payment, so a retried or doubled
   * request never makes a second one. Throws PaymentProviderError.
   */
  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<ProviderPayment>
  /** The provider's current view of a payment; null when it knows no payment with this id. */
  getPayment(id: string): Promise<ProviderPayment | null>
  /** Refunds (part of) a paid payment. Throws PaymentProviderError. */
  createRefund(paymentId: string, amountCents: number, description: string): Promise<ProviderRefund>
}

/**
 * What the shop does when the provider says "payment <id> changed": fetch the payment back from the
 * provider (the call itself proves nothing) and apply its status, idempotently: the same call can come
 * many times, for a payment the shop has already handled or never made. Resolve for an unknown id;
 * throw only when the shop itself failed (database, provider unreachable) so the provider retries.
 * The checkout domain registers the real one (AppDeps.onPaymentWebhook in server/http/app.ts; the route is server/http/payment-webhook.ts).
 */
export type PaymentWebhookHandler = (paymentId: string, context: { logger: Logger }) => Promise<void>
