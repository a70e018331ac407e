import type { Locale } from './locales'

/**
 * Numbers in the shop's three languages without `Intl`: the first Intl formatter of a page loads the
 * language's data, about 130 ms of a phone's main thread during hydration (4× CPU throttling,
 * docs/decisions/0093). The output is what `Intl.NumberFormat` gives for nl-NL, en-GB and de-DE (tests
 * compare them) from 1e-6 to 1e12, which holds every count, price and rating; -0 is written 0.
 */

/** As `new Intl.NumberFormat(tag, { maximumFractionDigits }).format(value)`, rounding half away from zero. */
export function formatNumber(locale: Locale, value: number, maximumFractionDigits: number): string {
  const digits = /^(\d+)\.?(\d*)$/.exec(String(Math.abs(value)))
  // NaN, Infinity and exponent forms: as JavaScript writes them.
  if (!digits) return String(value)
  // Intl rounds the shortest decimal that reads back as the double, half up on its next digit: shifted as
  // text, 4.35 is 43.5 (not 43.4999…), and 54.949999999999996 is 549.4.
  const places = maximumFractionDigits
  const rounded = String(
    Math.round(Number(`${digits[1]}.${digits[2]!.slice(0, places + 1)}e${places}`)),
  ).padStart(places + 1, '0')
  const cut = rounded.length - places
  const decimals = rounded.slice(cut).replace(/0+$/, '')
  // Grouping from four digits on in all three languages (CLDR).
  const english = locale === 'en'
  const whole = rounded.slice(0, cut).replace(/\B(?=(\d{3})+(?!\d))/g, english ? ',' : '.')
  return `${value < 0 ? '-' : ''}${whole}${decimals ? (english ? '.' : ',') + decimals : ''}`
}
