/** Units a product can be sold by (EU price indication, Directive 98/6/EC): litre, kilogram, metre. */
export const CONTENT_UNITS = ['l', 'kg', 'm'] as const
export type ContentUnit = (typeof CONTENT_UNITS)[number]

export interface UnitContent {
  /** How much the product contains, in `unit` (0.1 l is 100 ml); at most three decimals. */
  amount: number
  unit: ContentUnit
}

/**
 * The price per litre, kilogram or metre of a product costing `priceCents` for `content`, in whole cents,
 * rounded half up. Computed in thousandths of the unit (ml, g, mm) so that no binary fraction creeps in:
 * € 12,95 for 0,1 l is € 129,50 per litre, € 3,99 for 0,3 kg is € 13,30 per kilogram (13,3 exactly).
 */
export function unitPriceCents(priceCents: number, content: UnitContent): number {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0)
    throw new RangeError(`Price must be whole cents, got ${priceCents}`)
  const thousandths = Math.round(content.amount * 1000)
  if (!(thousandths > 0)) throw new RangeError(`Content must be positive, got ${content.amount}`)
  // priceCents * 1000 / thousandths, rounded half up in integers: floor((2n + d) / 2d).
  return Math.floor((2 * priceCents * 1000 + thousandths) / (2 * thousandths))
}
