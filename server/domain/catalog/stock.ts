import type { StockStatusCode } from '#core/schemas/catalog'

export interface StockFacts {
  stock: number
  stockStatusCode: StockStatusCode
  isLastStock: boolean
  stockIsFromBrand: boolean
  isVdm: boolean
  maxOrderQuantity: number
}

/** Pieces shown to shoppers: a brand's or the supplier's (vdm) stock is not ours to show (spec §9). */
export function shownStock(facts: StockFacts): number {
  return facts.stockIsFromBrand || facts.isVdm ? 0 : Math.max(0, facts.stock)
}

/**
 * Pieces that can be ordered now: none when unavailable; for last stock no more than is left (spec §5
 * "Quantity"); otherwise up to the product's maximum order quantity (the rest is ordered in).
 */
export function stockAvailable(facts: StockFacts): number {
  if (facts.stockStatusCode === 'UNAVAILABLE') return 0
  if (facts.isLastStock) return Math.max(0, Math.min(facts.stock, facts.maxOrderQuantity))
  return facts.maxOrderQuantity
}
