import { formatNumber } from './format-number'

/**
 * Money is integer cents everywhere; this is the one place that turns it into text (spec §1):
 * two decimals, comma decimal separator, dots between thousands, and ",00" shown as ",-".
 * A negative amount carries its minus before the euro sign, as Dutch shops write a deduction (issue 32): an
 * ASCII hyphen-minus, which the invoice PDF's standard fonts can draw (decision 0097).
 *   formatEuro(123456) === '€ 1.234,56', formatEuro(1200) === '€ 12,-', formatEuro(-1250) === '-€ 12,50'
 */
export function formatEuro(cents: number): string {
  assertCents(cents)
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
  const rest = abs % 100
  // Dots between thousands in every language (spec §1), as Dutch writes them.
  const whole = formatNumber('nl', euros, 0)
  const decimals = rest === 0 ? '-' : String(rest).padStart(2, '0')
  return `${cents < 0 ? '-€' : '€'} ${whole},${decimals}`
}

/** The API sends euro amounts as numbers with two decimals (architecture "Contracts"). */
export function centsToEuros(cents: number): number {
  assertCents(cents)
  return Math.round(cents) / 100
}

/** Parses a euro amount (number or "12.34"/"12,34") to cents; rounds half away from zero on the cent. */
export function eurosToCents(euros: number | string): number {
  const text = typeof euros === 'string' ? euros.trim().replace(',', '.') : null
  const value = typeof euros === 'number' ? euros : text ? Number(text) : Number.NaN
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${String(euros)}`)
  const cents = Math.sign(value) * Math.round(Math.abs(value) * 100 + Number.EPSILON * 100)
  return cents === 0 ? 0 : cents
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
}
