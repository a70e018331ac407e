import { orderQuantityLimit } from '#core/order-quantity'
import type { StockStatusCode } from '#core/schemas/catalogue'

export interface StockFacts {
  stock: number
  stockStatusCode: StockStatusCode
  isLastStock: boolean
  stockIsFromBrand: boolean
  isVdm: boolean
  maxOrderQuantity: number
}

/** The same facts as a raw SQL row gives them (the products table's column names). */
export interface StockFactsRow {
  stock: number
  stock_status_code: StockStatusCode
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
  max_order_quantity: number
}

export function stockFactsOf(row: StockFactsRow): StockFacts {
  return {
    stock: row.stock,
    stockStatusCode: row.stock_status_code,
    isLastStock: row.is_last_stock,
    stockIsFromBrand: row.stock_is_from_brand,
    isVdm: row.is_vdm,
    maxOrderQuantity: row.max_order_quantity,
  }
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
  return orderQuantityLimit({
    max_order_quantity: facts.maxOrderQuantity,
    is_last_stock: facts.isLastStock,
    stock_available: facts.stock,
  })
}
