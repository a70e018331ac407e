import { splitInstalments } from '#core/instalments'
import type { Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import type { InstalmentPart } from '#core/schemas/checkout'
import { PAYMENT_METHODS, type PaymentMethodId } from '#server/adapters/payments/port'
import { hasMessage, translate } from '#server/i18n/translate'

export function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHODS as readonly string[]).includes(value)
}

/** A payment method's name from the shop's own catalogue (the same whichever provider is configured). */
export function paymentMethodTitle(locale: Locale, method: string): string {
  const key = `payment.method.${method}`
  return hasMessage(key) ? translate(locale, key) : method
}

/** The three parts of an in3 payment of this total (spec §9), in euros. */
export function instalmentParts(totalCents: number): InstalmentPart[] {
  return splitInstalments(totalCents).map((part) => ({
    days: part.days,
    amount: centsToEuros(part.amountCents),
  }))
}
