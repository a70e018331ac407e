import { LOCALE_TAGS, type Locale } from './locales'

/**
 * The shop's dates (issue 32 point 14): an instant is shown in the shop's time zone, Europe/Amsterdam, on the
 * server and in every browser alike, wherever it appears (confirmation, account, mails, invoices, back office).
 * A shopper abroad, or a server on UTC, sees the day the shop's books and mails name: an order placed at 00:52
 * in Amsterdam (23:52 UTC) is of the 29th everywhere, never the 28th on one page and the 29th on another.
 * Calendar days without a time (a delivery date, a statistics day) are not instants: they are not for this.
 */
export const SHOP_TIME_ZONE = 'Europe/Amsterdam'

const STYLES = {
  /** "29 november 2026" */
  date: { dateStyle: 'long' },
  /** "29 november 2026 om 00:52" */
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  /** "29 nov 2026" */
  mediumDate: { dateStyle: 'medium' },
  /** "29 nov 2026, 00:52" (the back office's lists) */
  mediumDateTime: { dateStyle: 'medium', timeStyle: 'short' },
  /** "29 nov 2026, 00:52:07" */
  mediumDateTimeSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>
export type ShopDateStyle = keyof typeof STYLES

/** An instant's calendar day in the shop's time zone, as `YYYY-MM-DD` (a review's day, a code's validity). */
export function shopDay(value: Date | string | number): string {
  return shopDayFormat.format(value instanceof Date ? value : new Date(value))
}
const shopDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE })

// A formatter costs more to make than to use: one per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>()

/** An instant (a Date, an ISO string or epoch milliseconds) as the shop's date in the language. */
export function formatShopDate(
  value: Date | string | number,
  locale: Locale,
  style: ShopDateStyle = 'date',
): string {
  const key = `${locale}|${style}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...STYLES[style], timeZone: SHOP_TIME_ZONE })
    formatters.set(key, format)
  }
  return format.format(value instanceof Date ? value : new Date(value))
}
