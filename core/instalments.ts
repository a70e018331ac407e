import { THREE_INSTALMENTS_DAYS, THREE_INSTALMENTS_PARTS } from './constants'

/** Three-instalment payment (spec §9): the parts of a total, the first at once, the others after 30 and 60 days. */
export interface Instalment {
  /** Days after the order: 0, 30, 60. */
  days: number
  amountCents: number
}

/**
 * Splits a total in whole cents into three parts that add up to it exactly; the cent(s) that do not divide
 * go on the first part, the one paid at once.
 */
export function splitInstalments(totalCents: number): Instalment[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) {
    throw new RangeError(`An instalment total must be whole, non-negative cents, got ${totalCents}`)
  }
  const part = Math.floor(totalCents / THREE_INSTALMENTS_PARTS)
  const remainder = totalCents - part * THREE_INSTALMENTS_PARTS
  return THREE_INSTALMENTS_DAYS.map((days, index) => ({
    days,
    amountCents: index === 0 ? part + remainder : part,
  }))
}
