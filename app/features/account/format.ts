import { LOCALE_TAGS, type Locale } from '#core/locales'
import { eurosToCents, formatEuro } from '#core/money'

/** A date of an order in the shop's time zone: "22 november 2026". */
export function formatOrderDate(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Amsterdam',
  }).format(new Date(iso))
}

export function euros(amount: number): string {
  return formatEuro(eurosToCents(amount))
}
