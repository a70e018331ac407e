import type { Locale } from '#core/locales'

/**
 * The payment service provider (architecture "payments"). The shop never trusts a status it is told:
 * a webhook carries only the payment id, and the status is fetched back with `getPayment`, exactly as
 * Mollie works. Implementations: the built-in test provider (default, hosted pages served by the shop)
 * and Mollie (when MOLLIE_API_KEY is set).
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

/** Statuses after which nothing changes any more (except a refund of a paid payment). */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired']

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

export interface PaymentIssuer {
  id: string
  name: string
}

export interface PaymentMethodInfo {
  id: PaymentMethodId
  /** The provider's name of the method, in the requested language. */
  description: string
  /** Amount limits in cents; null: none. */
  minimumCents: number | null
  maximumCents: number | null
  /** Banks to choose from (KBC/CBC, gift cards); empty when the method has no choice. */
  issuers: PaymentIssuer[]
  /** Icon URL when the provider has one. */
  image: string | null
}

export interface CreatePaymentInput {
  amountCents: number
  description: string
  method: PaymentMethodId
  /** Only for methods with issuers. */
  issuer?: string
  locale: Locale
  /** Where the shopper's browser returns after paying (the shop adds nothing to it). */
  redirectUrl: string
  /** The shop's webhook; the provider POSTs `id=<payment id>` (form-encoded) on every status change. */
  webhookUrl: string
  /** Returned unchanged by getPayment. */
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
}

export interface ProviderRefund {
  id: string
  status: 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled'
  amountCents: number
}

export interface PaymentProvider {
  readonly name: 'test' | 'mollie'
  /** Methods that can pay this amount, in the language given. */
  listMethods(input: {
    amountCents: number
    locale: Locale
    countryIso: string
  }): Promise<PaymentMethodInfo[]>
  /**
   * Creates a payment. The same `idempotencyKey` twice answers the same payment, so a retried or doubled
   * request never makes a second one.
   */
  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<ProviderPayment>
  /** The provider's current view of a payment; null when it knows no payment with this id. */
  getPayment(id: string): Promise<ProviderPayment | null>
  /** Refunds (part of) a paid payment. */
  createRefund(paymentId: string, amountCents: number, description: string): Promise<ProviderRefund>
}
