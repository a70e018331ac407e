/**
 * The cart's money, in integer cents incl. VAT (docs/decisions/0013-cart-money-and-vat.md). Pure: the
 * caller hands in the priced lines, the coupon that applies and the shipping quote; nothing here reads
 * the database.
 *
 * - A line's VAT is computed per VAT rate on the line's amount and rounded once per line and rate.
 * - A discount is rounded once on the products' total, then split over the VAT rates in proportion to the
 *   products' amounts per rate (largest remainder, so the parts add up to the discount exactly).
 * - Shipping costs carry the VAT of the goods they ship: split over the rates in proportion to what is
 *   paid for the goods per rate after the discount.
 */

/** The Dutch standard rate, for shipping costs of a cart without goods. */
export const STANDARD_VAT_RATE = 21

/** Part of a line at one VAT rate: the product itself, an extra service, a combination product. */
export interface PricedPart {
  grossCents: number
  vatRate: number
}

export interface PricedLine {
  parts: PricedPart[]
}

export type DiscountRule =
  | { kind: 'percentage'; value: number }
  | { kind: 'fixed'; value: number }
  | { kind: 'free_shipping'; value: number }

export interface CartTotalsCents {
  productsCents: number
  /** Deducted from the products (never more than they cost); 0 without discount. */
  discountCents: number
  /** VAT contained in the discount. */
  discountVatCents: number
  shippingCents: number
  totalInclCents: number
  totalVatCents: number
  totalExclCents: number
  /** VAT per rate, highest rate first, rates without VAT left out. */
  vat: Array<{ rate: number; cents: number }>
}

/** The VAT contained in an amount incl. VAT, rounded half up to the cent. */
export function vatIncluded(grossCents: number, rate: number): number {
  if (rate === 0 || grossCents === 0) return 0
  const exact = (grossCents * rate) / (100 + rate)
  return Math.sign(exact) * Math.round(Math.abs(exact))
}

/** The discount a coupon gives on the products' total: rounded once, never more than the products cost. */
export function discountOn(productsCents: number, rule: DiscountRule | null): number {
  if (!rule || productsCents <= 0) return 0
  switch (rule.kind) {
    case 'percentage':
      return Math.min(productsCents, Math.round((productsCents * rule.value) / 100))
    case 'fixed':
      return Math.min(productsCents, rule.value)
    case 'free_shipping':
      return 0
  }
}

/**
 * Splits an amount over weights in proportion, in whole cents that add up to the amount exactly (largest
 * remainder; ties go to the earlier weight). All weights zero: everything on the first.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return []
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amount : 0))
  const exact = weights.map((weight) => (amount * weight) / total)
  const parts = exact.map(Math.floor)
  let left = amount - parts.reduce((sum, part) => sum + part, 0)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left <= 0) break
    parts[index]! += 1
    left -= 1
  }
  return parts
}

/** The gross amount of a line per VAT rate. */
function byRate(line: PricedLine): Map<number, number> {
  const amounts = new Map<number, number>()
  for (const part of line.parts) amounts.set(part.vatRate, (amounts.get(part.vatRate) ?? 0) + part.grossCents)
  return amounts
}

export function lineTotalCents(line: PricedLine): number {
  return line.parts.reduce((sum, part) => sum + part.grossCents, 0)
}

/** Totals of the cart; `shippingCents` is the quote for what is paid for the goods (see shipping.ts). */
export function computeTotals(
  lines: readonly PricedLine[],
  discountCents: number,
  shippingCents: number,
): CartTotalsCents {
  const goodsByRate = new Map<number, number>()
  const vatByRate = new Map<number, number>()
  for (const line of lines) {
    for (const [rate, gross] of byRate(line)) {
      goodsByRate.set(rate, (goodsByRate.get(rate) ?? 0) + gross)
      vatByRate.set(rate, (vatByRate.get(rate) ?? 0) + vatIncluded(gross, rate))
    }
  }
  const productsCents = [...goodsByRate.values()].reduce((sum, gross) => sum + gross, 0)
  // Highest rate first, so that an even split favours nothing in particular but stays the same every time.
  const rates = [...goodsByRate.keys()].sort((a, b) => b - a)
  const discountParts = splitProportionally(
    discountCents,
    rates.map((rate) => goodsByRate.get(rate)!),
  )
  let discountVatCents = 0
  for (const [index, rate] of rates.entries()) {
    const vat = vatIncluded(discountParts[index]!, rate)
    discountVatCents += vat
    vatByRate.set(rate, vatByRate.get(rate)! - vat)
  }
  if (rates.length === 0 && shippingCents > 0) {
    // Nothing to ship normally means no costs; should a rate charge anyway, it carries the standard rate.
    rates.push(STANDARD_VAT_RATE)
    goodsByRate.set(STANDARD_VAT_RATE, 0)
    discountParts.push(0)
    vatByRate.set(STANDARD_VAT_RATE, 0)
  }
  const shippingParts = splitProportionally(
    shippingCents,
    rates.map((rate, index) => goodsByRate.get(rate)! - discountParts[index]!),
  )
  for (const [index, rate] of rates.entries()) {
    vatByRate.set(rate, vatByRate.get(rate)! + vatIncluded(shippingParts[index]!, rate))
  }
  const totalInclCents = productsCents - discountCents + shippingCents
  const vat = [...vatByRate.entries()]
    .filter(([rate, cents]) => rate > 0 && cents !== 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, cents]) => ({ rate, cents }))
  const totalVatCents = vat.reduce((sum, row) => sum + row.cents, 0)
  return {
    productsCents,
    discountCents,
    discountVatCents,
    shippingCents,
    totalInclCents,
    totalVatCents,
    totalExclCents: totalInclCents - totalVatCents,
    vat,
  }
}
