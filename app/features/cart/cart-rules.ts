import { CART_LINE_QUANTITY_OPTIONS_MAX, QUANTITY_MINIMUM } from '#core/constants'
import { QUANTITY_REQUEST_MAX } from '#core/constants'
import { orderQuantityLimit } from '#core/order-quantity'
import type { CartFreeOption, CheckoutLineItem } from '#core/schemas/checkout'

/**
 * The cart's quantity rules (spec §4 "Quantity change", "Free products in the cart", "Combination option";
 * §5 "Quantity"). The server enforces every one of them again; these keep the controls honest.
 */

/**
 * The highest quantity of a line: the order maximum and, for last-stock products, the pieces left (the
 * shared rule of core/order-quantity.ts); never below 1, so that a line that is in the cart stays editable.
 */
export function lineQuantityMax(product: CheckoutLineItem['product']): number {
  return Math.min(QUANTITY_REQUEST_MAX, Math.max(QUANTITY_MINIMUM, orderQuantityLimit(product)))
}

/** What the stepper or a typed value may become: whole pieces, never below 1, never above the maximum. */
export function clampLineQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MINIMUM
  return Math.min(Math.max(QUANTITY_MINIMUM, Math.floor(value)), Math.max(QUANTITY_MINIMUM, max))
}

/** Why a typed quantity had to change (spec §5 "Quantity"): above the maximum, below 1, or not whole. */
export type QuantityCorrection = 'max' | 'min' | 'whole'

/**
 * A typed line quantity as it can be ordered, and why it had to change (null when it stands): the shopper
 * is told instead of finding another number in the cart.
 */
export function correctLineQuantity(
  typed: string,
  max: number,
): { quantity: number; correction: QuantityCorrection | null } {
  const value = typed.trim() === '' ? Number.NaN : Number(typed)
  const quantity = clampLineQuantity(value, max)
  if (quantity === value) return { quantity, correction: null }
  if (Number.isFinite(value) && value > Math.max(QUANTITY_MINIMUM, max))
    return { quantity, correction: 'max' }
  if (!Number.isFinite(value) || value < QUANTITY_MINIMUM) return { quantity, correction: 'min' }
  return { quantity, correction: 'whole' }
}

/** The cart line's dropdown: 1 to 20, fewer when fewer may be ordered (spec §9). */
export function lineQuantityOptions(max: number): number[] {
  const last = Math.min(CART_LINE_QUANTITY_OPTIONS_MAX, Math.max(QUANTITY_MINIMUM, max))
  return Array.from({ length: last }, (_, index) => index + QUANTITY_MINIMUM)
}

/** Toggling a free product: 0 when it is taken, else the line's quantity (spec §4). */
export function freeToggleQuantity(option: Pick<CartFreeOption, 'quantity'>, lineQuantity: number): number {
  return option.quantity > 0 ? 0 : lineQuantity
}

/** A combination is selected with quantity 1 and deselected with 0 (spec §4). */
export function combinationQuantity(selected: boolean): number {
  return selected ? 1 : 0
}

/** An extra service or product option: between 0 and the supplied maximum (spec §5). */
export function clampOptionQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return 0
  return Math.min(Math.max(0, Math.floor(value)), Math.max(0, Math.floor(max)))
}

/** The choices of an option's quantity: 0 to its maximum. */
export function optionQuantityChoices(max: number): number[] {
  return Array.from({ length: Math.max(0, Math.floor(max)) + 1 }, (_, index) => index)
}
