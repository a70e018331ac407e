import { LOCALE_TAGS, type Locale } from './locales'

/**
 * Numbers and plural categories in the shop's three languages without `Intl`: the first Intl formatter of
 * a page loads the language's data, about 130 ms of a phone's main thread during hydration (4× CPU
 * throttling, docs/decisions/0093). The output is what `Intl.NumberFormat` and `Intl.PluralRules` give for
 * nl-NL, en-GB and de-DE (tests compare them); formats these languages do not need fall back to Intl.
 */

/** Digit grouping and decimal mark per language (CLDR; grouping from four digits on in all three). */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  nl: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
  de: { group: '.', decimal: ',' },
}

/** As `new Intl.NumberFormat(tag, { maximumFractionDigits }).format(value)`, rounding half away from zero. */
export function formatNumber(locale: Locale, value: number, maximumFractionDigits = 3): string {
  // Intl rounds the shortest decimal that reads back as the double (4.35 is "4.35", not 4.3499…).
  const digits = String(Math.abs(value))
  if (!/^\d+(\.\d+)?$/.test(digits)) {
    // NaN, Infinity and exponent forms: rare enough to pay for Intl.
    return new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits }).format(value)
  }
  const [whole, fraction = ''] = digits.split('.') as [string, string?]
  const rounded = roundDecimal(whole, fraction, maximumFractionDigits)
  const { group, decimal } = SEPARATORS[locale]
  const grouped = rounded.whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return sign + grouped + (rounded.fraction ? decimal + rounded.fraction : '')
}

/** The digits rounded to at most `places` decimals, half up on the digits, without trailing zeros. */
function roundDecimal(whole: string, fraction: string, places: number): { whole: string; fraction: string } {
  if (fraction.length <= places) return { whole, fraction: fraction.replace(/0+$/, '') }
  const kept = whole + fraction.slice(0, places)
  const roundUp = fraction.charCodeAt(places) >= 53 // '5'
  const digits = roundUp ? increment(kept) : kept
  const wholeLength = digits.length - places
  return {
    whole: digits.slice(0, wholeLength),
    fraction: digits.slice(wholeLength).replace(/0+$/, ''),
  }
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let i = digits.length - 1
  while (i >= 0 && digits[i] === '9') i--
  if (i < 0) return '1' + '0'.repeat(digits.length)
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1)
}

/**
 * The cardinal plural category, as `Intl.PluralRules(tag).select(value)`: in Dutch, English and German
 * "one" is exactly 1 (without decimals), everything else "other".
 */
export function pluralCategory(_locale: Locale, value: number): 'one' | 'other' {
  return Math.abs(value) === 1 ? 'one' : 'other'
}
