import type { OptionKind } from '#core/schemas/checkout'
import { stockAvailable, type StockFacts } from '#server/domain/catalogue/stock'

/**
 * The cart's quantity rules (spec §4 "Cart lines", "Free products in the cart", "Combination option";
 * §5 "Quantity", "Product option quantity"). Pure: the changes in cart-changes.ts apply them under the
 * checkout's lock.
 */

export interface LineProduct extends StockFacts {
  id: number
  status: 'active' | 'inactive'
}

/**
 * Different products one cart may hold, archived lines included (issue 15): far above any real order,
 * low enough that one visitor cannot make the cart (read on every page) heavy for the whole shop.
 */
export const MAX_CART_LINES = 100

/** A refusal: the field it is about and a catalogue key (with its values). */
export interface CartRefusal {
  field: 'product_id' | 'quantity'
  key: string
  values?: Record<string, string | number>
}

export type QuantityDecision =
  { ok: true; quantity: number; adjusted: boolean } | ({ ok: false } & CartRefusal)

/**
 * The quantity a line may get when the shopper asks for `wanted` pieces: unknown, inactive and unavailable
 * products are refused; more than the maximum order quantity is refused ("at most {quantity} pieces");
 * a last-stock product is lowered to the pieces left, which the shopper is told (`adjusted`).
 */
export function decideLineQuantity(product: LineProduct | null, wanted: number): QuantityDecision {
  if (!product || product.status !== 'active') return refuse('product_id', 'cart.productUnknown')
  if (product.stockStatusCode === 'UNAVAILABLE') return refuse('product_id', 'cart.productUnavailable')
  if (wanted > product.maxOrderQuantity) {
    return refuse('quantity', 'cart.maxQuantity', { quantity: product.maxOrderQuantity })
  }
  const available = stockAvailable(product)
  if (available < 1) return refuse('product_id', 'cart.productUnavailable')
  if (product.isLastStock && wanted > available) return { ok: true, quantity: available, adjusted: true }
  return { ok: true, quantity: wanted, adjusted: false }
}

/**
 * The most of `wanted` a line can keep without asking (merging carts, restoring a line): capped at the
 * maximum order quantity and the pieces left; 0 when the product cannot be ordered at all.
 */
export function capLineQuantity(product: LineProduct | null, wanted: number): number {
  if (!product || product.status !== 'active' || product.stockStatusCode === 'UNAVAILABLE') return 0
  return Math.max(0, Math.min(wanted, product.maxOrderQuantity, stockAvailable(product)))
}

/**
 * The delivery a line can promise (docs/decisions/0027). Last-stock products never get here with more than
 * is left (they are capped, with the "not enough supply" warning). A product the shop holds and re-orders
 * when the shelf runs empty keeps the quantity asked for, but a line beyond the shelf is delivered later:
 * it promises `AVAILABLE_DELAYED` instead of the product's "tomorrow". Brand- and supplier-shipped products
 * (their stock, their promise) and products that are late anyway keep their own promise.
 */
export function lineDeliveryPromise<T extends string>(
  product: Pick<LineProduct, 'stock' | 'stockStatusCode' | 'isLastStock' | 'stockIsFromBrand' | 'isVdm'>,
  promiseType: T,
  quantity: number,
): { promiseType: T | 'AVAILABLE_DELAYED'; stockStatusCode: LineProduct['stockStatusCode'] } {
  const reordered =
    product.stockStatusCode === 'AVAILABLE_DIRECT' &&
    !product.isLastStock &&
    !product.stockIsFromBrand &&
    !product.isVdm &&
    quantity > Math.max(0, product.stock)
  return reordered
    ? { promiseType: 'AVAILABLE_DELAYED', stockStatusCode: 'AVAILABLE_DELAYED' }
    : { promiseType, stockStatusCode: product.stockStatusCode }
}

export interface OptionFacts {
  kind: OptionKind
  maxQuantity: number
}

export type OptionDecision = { ok: true; quantity: number } | ({ ok: false } & CartRefusal)

/**
 * The quantity an option may get on a line of `lineQuantity` pieces: an extra service 0 to its maximum;
 * a free product 0 (not taken) or the line's quantity; a combination 0 (deselected) or 1 (selected).
 */
export function decideOptionQuantity(
  option: OptionFacts,
  lineQuantity: number,
  wanted: number,
): OptionDecision {
  switch (option.kind) {
    case 'extra_service':
      return wanted > option.maxQuantity
        ? refuse('quantity', 'cart.maxQuantity', { quantity: option.maxQuantity })
        : { ok: true, quantity: wanted }
    case 'free':
      return wanted === 0 || wanted === lineQuantity
        ? { ok: true, quantity: wanted }
        : refuse('quantity', 'validation.quantity')
    case 'combination':
      return wanted <= 1 ? { ok: true, quantity: wanted } : refuse('quantity', 'validation.quantity')
  }
}

/**
 * What a chosen option quantity is worth now, whatever was stored: an extra service no more than its
 * (possibly lowered) maximum, a free product taken for every piece of the line, a combination once.
 */
export function effectiveOptionQuantity(option: OptionFacts, lineQuantity: number, stored: number): number {
  if (stored <= 0) return 0
  switch (option.kind) {
    case 'extra_service':
      return Math.min(stored, Math.max(0, option.maxQuantity))
    case 'free':
      return lineQuantity
    case 'combination':
      return 1
  }
}

function refuse(field: CartRefusal['field'], key: string, values?: CartRefusal['values']) {
  return { ok: false as const, field, key, ...(values ? { values } : {}) }
}
