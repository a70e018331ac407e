import {
  THREE_INSTALMENTS_DAYS,
  THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS,
  THREE_INSTALMENTS_PARTS,
} from '#core/constants'

/**
 * Three-instalment payment (spec §9): offered only when enabled and the product total plus the cart's
 * line-item total incl. tax is at most the limit; split in three at 0 % interest, the first at once, the
 * others after 30 and 60 days, without transaction costs.
 *
 * Whether the payment method is enabled comes from the checkout configuration once that exists; until then
 * the shop offers it (this default), and callers pass the configured value as a prop.
 */
export const THREE_INSTALMENTS_ENABLED_DEFAULT = true

/** Transaction costs of paying in three parts: none. */
export const THREE_INSTALMENTS_TRANSACTION_COSTS_CENTS = 0

export interface Instalment {
  /** Days after the order: 0, 30, 60. */
  days: number
  amountCents: number
}

export interface InstalmentConditions {
  enabled: boolean
  /** Price of the chosen quantity of this product, incl. tax. */
  productTotalCents: number
  /** The cart's line-item total incl. tax (0 while the cart is empty). */
  cartTotalCents: number
  limitCents?: number
}

export function instalmentsOffered({
  enabled,
  productTotalCents,
  cartTotalCents,
  limitCents = THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS,
}: InstalmentConditions): boolean {
  if (!enabled || productTotalCents <= 0) return false
  return productTotalCents + Math.max(0, cartTotalCents) <= limitCents
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
