import { THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS } from '#core/constants'

// The split is shared with the server (the payment pages show it too).
export { splitInstalments, type Instalment } from '#core/instalments'

/**
 * Three-instalment payment (spec §9): offered only when enabled and the product total plus the cart's
 * line-item total incl. tax is at most the limit; split in three at 0 % interest, the first at once, the
 * others after 30 and 60 days, without transaction costs.
 * Whether it is enabled, and the limit, are the owner's setting `three_instalments` (shell data).
 */

/** Transaction costs of paying in three parts: none. */
export const THREE_INSTALMENTS_TRANSACTION_COSTS_CENTS = 0

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
