import { PRODUCT_CARD_QUANTITY_OPTIONS_MAX, QUANTITY_MINIMUM } from '#core/constants'
import { MAX_ORDER_QUANTITY_MINIMUM, orderQuantityLimit } from '#core/order-quantity'
import type { Product } from '#core/schemas/catalogue'

/** What limits the quantity a shopper can choose for one product (spec §4 "Quantity", §5 "Quantity"). */
export interface QuantityLimits {
  isLastStock: boolean
  /** Pieces that can be ordered now; caps the quantity of last-stock products. */
  stockAvailable: number
  /** Highest quantity per order: at least 1 (core/order-quantity.ts). */
  maxOrderQuantity: number
}

export function quantityLimitsOf(
  product: Pick<Product, 'is_last_stock' | 'stock_available' | 'max_order_quantity'>,
): QuantityLimits {
  return {
    isLastStock: product.is_last_stock,
    stockAvailable: product.stock_available,
    maxOrderQuantity: product.max_order_quantity,
  }
}

/** Why a quantity was lowered: the last pieces in stock, or the maximum per order. */
export type QuantityCap = 'stock' | 'max_order'

export interface ClampedQuantity {
  /** null when nothing orderable was given (empty or not a number, or no last stock left): adding is blocked. */
  quantity: number | null
  /** Set when the quantity asked for was higher than allowed. */
  cap: QuantityCap | null
  /** The highest quantity allowed, null when unlimited. */
  max: number | null
}

/** The highest quantity allowed and what sets it; the lower of the stock and the order maximum wins. */
export function quantityMaximum(limits: QuantityLimits): { max: number; cap: QuantityCap } {
  const max = orderQuantityLimit({
    max_order_quantity: limits.maxOrderQuantity,
    is_last_stock: limits.isLastStock,
    stock_available: limits.stockAvailable,
  })
  const order = Math.max(MAX_ORDER_QUANTITY_MINIMUM, Math.floor(limits.maxOrderQuantity))
  return { max, cap: max < order ? 'stock' : 'max_order' }
}

/**
 * The quantity to order for what the shopper chose or typed: whole pieces, at least 1 (values below 1
 * become 1), at most the available stock for last-stock products and at most the order maximum.
 */
export function clampQuantity(
  input: number | string | null | undefined,
  limits: QuantityLimits,
): ClampedQuantity {
  const maximum = quantityMaximum(limits)
  const max = maximum?.max ?? null
  const parsed = parseQuantity(input)
  if (parsed === null) return { quantity: null, cap: null, max }
  const raised = Math.max(QUANTITY_MINIMUM, parsed)
  if (maximum && raised > maximum.max) {
    return {
      quantity: maximum.max >= QUANTITY_MINIMUM ? maximum.max : null,
      cap: maximum.cap,
      max,
    }
  }
  return { quantity: raised, cap: null, max }
}

/** The numbered choices of the quantity dropdown: 1 to 10, fewer when fewer may be ordered. */
export function quantityOptions(limits: QuantityLimits): number[] {
  const max = Math.min(PRODUCT_CARD_QUANTITY_OPTIONS_MAX, quantityMaximum(limits)?.max ?? Infinity)
  return Array.from({ length: Math.max(0, max) }, (_, index) => index + QUANTITY_MINIMUM)
}

/** Whole pieces from a choice or typed text; null when it is empty or not a number. */
export function parseQuantity(input: number | string | null | undefined): number | null {
  if (input === null || input === undefined) return null
  const text = typeof input === 'string' ? input.trim() : null
  if (text === '') return null
  const value = typeof input === 'number' ? input : Number(text)
  if (!Number.isFinite(value)) return null
  return Math.floor(value)
}
