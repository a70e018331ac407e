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

/** The decimal mark of an amount in a form: "12,95" as the shop writes money, or "12.95" where a screen shows English. */
export type DecimalMark = ',' | '.'

/**
 * Cents as staff edit them in a back-office form: "12,95", "1234,00" (no thousands separators, always two
 * decimals); `parseEuroInput` reads it back. A screen that shows English figures passes '.': "12.95".
 */
export function euroInput(cents: number, mark: DecimalMark = ','): string {
  assertCents(cents)
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}${mark}${String(abs % 100).padStart(2, '0')}`
}

/**
 * An amount as staff type it into a back-office form, to cents, or null when it is none: "12,95", "12.95",
 * "12", "€ 12,50", "12,-", "1.234,56", "1,234.56". Comma and point are both a decimal mark, whatever the
 * staff member's language. A lone separator followed by three digits ("1.234", "5,001") is refused: a
 * Dutch hand means thousands, an English one a slip, and a price must not be guessed. Never through a float.
 */
export function parseEuroInput(text: string): number | null {
  let value = text.trim().replace(/^€\s*/, '').replace(/\s/g, '')
  // "12,-" is whole euros as the shop writes them: what stands before it has no decimals.
  const whole = value.endsWith(',-')
  if (whole) value = value.slice(0, -2)
  if (!/^\d[\d.,]*$/.test(value)) return null
  const last = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'))
  const after = value.length - last - 1
  let decimals = ''
  if (!whole && last >= 0 && after <= 2) {
    decimals = value.slice(last + 1)
    value = value.slice(0, last)
  } else if (!whole && after === 3 && value.replace(/\d/g, '').length === 1) return null
  // What is left are whole euros, possibly with thousands separators in groups of three.
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(value)) return null
  const euros = value.replace(/[.,]/g, '')
  if (euros.length > 8) return null
  return Number(euros) * 100 + Number(decimals.padEnd(2, '0'))
}

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`)
}
