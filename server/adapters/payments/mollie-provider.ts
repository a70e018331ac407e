import createMollieClient, {
  Locale as MollieLocale,
  MethodInclude,
  MollieApiError,
  type PaymentMethod as MollieMethod,
  type Payment,
} from '@mollie/api-client'
import { centsToEuros, eurosToCents } from '#core/money'
import type { Locale } from '#core/locales'
import {
  isPaymentMethodId,
  type PaymentMethodId,
  PAYMENT_STATUSES,
  PaymentProviderError,
  type PaymentMethodInfo,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
} from './port'

/**
 * Mollie through its official client (@mollie/api-client), selected when MOLLIE_API_KEY is set
 * (docs/decisions/0019). Contract-tested against a fake of the endpoints it uses
 * (tests/fakes/mollie-api.ts): list methods with issuers, create a payment with an idempotency key,
 * get a payment, create a refund.
 */
export interface MollieProviderOptions {
  apiKey: string
  /** The API's root; Mollie's own by default. Tests point it at the fake. */
  apiEndpoint?: string
}

const MOLLIE_LOCALES: Record<Locale, MollieLocale> = {
  nl: MollieLocale.nl_NL,
  en: MollieLocale.en_GB,
  de: MollieLocale.de_DE,
}

export function createMollieProvider(options: MollieProviderOptions): PaymentProvider {
  const client = createMollieClient({
    apiKey: options.apiKey,
    ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
    versionStrings: 'MessenwinkelShop/1',
  })

  return {
    name: 'mollie',

    async listMethods({ amountCents, locale, countryIso }) {
      const methods = await call(() =>
        client.methods.list({
          amount: amount(amountCents),
          locale: MOLLIE_LOCALES[locale],
          billingCountry: countryIso.toUpperCase(),
          include: MethodInclude.issuers,
        }),
      )
      return methods
        .filter((method) => isPaymentMethodId(method.id))
        .map((method): PaymentMethodInfo => ({
          id: method.id as PaymentMethodId,
          description: method.description,
          minimumCents: method.minimumAmount ? eurosToCents(method.minimumAmount.value) : null,
          maximumCents: method.maximumAmount ? eurosToCents(method.maximumAmount.value) : null,
          issuers: (method.issuers ?? []).map((issuer) => ({ id: issuer.id, name: issuer.name })),
          image: method.image?.svg ?? null,
        }))
    },

    async createPayment(input, idempotencyKey) {
      const payment = await call(() =>
        client.payments.create({
          amount: amount(input.amountCents),
          description: input.description,
          method: input.method as MollieMethod,
          ...(input.issuer ? { issuer: input.issuer } : {}),
          locale: MOLLIE_LOCALES[input.locale],
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          metadata: input.metadata,
          ...(input.billing
            ? {
                billingAddress: {
                  givenName: input.billing.givenName,
                  familyName: input.billing.familyName,
                  email: input.billing.email,
                  streetAndNumber: input.billing.streetAndNumber,
                  postalCode: input.billing.postalCode,
                  city: input.billing.city,
                  country: input.billing.countryIso,
                  ...(input.billing.phone ? { phone: input.billing.phone } : {}),
                },
              }
            : {}),
          idempotencyKey,
        }),
      )
      return toProviderPayment(payment)
    },

    async getPayment(id) {
      try {
        return toProviderPayment(await client.payments.get(id))
      } catch (error) {
        if (error instanceof MollieApiError && error.statusCode === 404) return null
        throw providerError(error)
      }
    },

    async createRefund(paymentId, amountCents, description) {
      const refund = await call(() =>
        client.paymentRefunds.create({ paymentId, amount: amount(amountCents), description }),
      )
      return { id: refund.id, status: refund.status, amountCents: eurosToCents(refund.amount.value) }
    },
  }
}

function amount(cents: number) {
  return { currency: 'EUR', value: centsToEuros(cents).toFixed(2) }
}

function toProviderPayment(payment: Payment): ProviderPayment {
  const status = payment.status as string
  if (!(PAYMENT_STATUSES as readonly string[]).includes(status))
    throw new PaymentProviderError('unavailable', `Mollie answered an unknown payment status ${status}`)
  return {
    id: payment.id,
    status: status as PaymentStatus,
    amountCents: eurosToCents(payment.amount.value),
    method: isPaymentMethodId(payment.method) ? payment.method : null,
    checkoutUrl: payment.getCheckoutUrl(),
    metadata: stringRecord(payment.metadata),
    amountRefundedCents: payment.amountRefunded ? eurosToCents(payment.amountRefunded.value) : 0,
    createdAt: new Date(payment.createdAt),
    expiresAt: payment.expiresAt ? new Date(payment.expiresAt) : null,
    paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
  }
}

/** Metadata comes back as the JSON we sent; keep only string values, as the port promises. */
function stringRecord(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw providerError(error)
  }
}

/** Mollie's 4xx: this request is refused; anything else (5xx after the client's retries, network): unavailable. */
function providerError(error: unknown): PaymentProviderError {
  const status = error instanceof MollieApiError ? error.statusCode : undefined
  const message = error instanceof Error ? error.message : String(error)
  if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 403)
    return new PaymentProviderError('rejected', `Mollie refused: ${message}`, { cause: error })
  return new PaymentProviderError('unavailable', `Mollie is unavailable: ${message}`, { cause: error })
}
