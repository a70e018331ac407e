import type { Locale } from '#core/locales'
import { formatShopDate } from '#core/shop-dates'
import { eurosToCents, formatEuro } from '#core/money'

/** A date of an order in the shop's time zone: "22 november 2026". */
export function formatOrderDate(locale: Locale, iso: string): string {
  return formatShopDate(iso, locale)
}

export function euros(amount: number): string {
  return formatEuro(eurosToCents(amount))
}
