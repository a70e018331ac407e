import { describe, expect, it } from 'vitest'
import {
  clampLineQuantity,
  clampOptionQuantity,
  correctLineQuantity,
  combinationQuantity,
  freeToggleQuantity,
  lineQuantityMax,
  lineQuantityOptions,
  optionQuantityChoices,
} from './cart-rules'
import { makeLine } from './test-fixtures'

describe('cart quantity rules', () => {
  it('caps a line at the order maximum and, for last stock, at the pieces left', () => {
    expect(lineQuantityMax(makeLine({ product: { max_order_quantity: 10 } }).product)).toBe(10)
    expect(
      lineQuantityMax(
        makeLine({ product: { max_order_quantity: 10, is_last_stock: true, stock_available: 3 } }).product,
      ),
    ).toBe(3)
    // Below 1 is no "unlimited" (core/order-quantity.ts): the line stays at 1.
    expect(lineQuantityMax(makeLine({ product: { max_order_quantity: 0 } }).product)).toBe(1)
  })

  it('never lets a line quantity go below 1 or above the maximum', () => {
    expect(clampLineQuantity(0, 10)).toBe(1)
    expect(clampLineQuantity(-4, 10)).toBe(1)
    expect(clampLineQuantity(Number.NaN, 10)).toBe(1)
    expect(clampLineQuantity(2.7, 10)).toBe(2)
    expect(clampLineQuantity(11, 10)).toBe(10)
  })

  it('says why a typed quantity had to change: above the maximum, below 1, or not whole', () => {
    expect(correctLineQuantity('500', 3)).toEqual({ quantity: 3, correction: 'max' })
    expect(correctLineQuantity('25', 3)).toEqual({ quantity: 3, correction: 'max' })
    expect(correctLineQuantity('0', 3)).toEqual({ quantity: 1, correction: 'min' })
    expect(correctLineQuantity('-2', 3)).toEqual({ quantity: 1, correction: 'min' })
    expect(correctLineQuantity('', 3)).toEqual({ quantity: 1, correction: 'min' })
    expect(correctLineQuantity('2.5', 3)).toEqual({ quantity: 2, correction: 'whole' })
    expect(correctLineQuantity('3.5', 3)).toEqual({ quantity: 3, correction: 'max' })
    expect(correctLineQuantity('2', 3)).toEqual({ quantity: 2, correction: null })
  })

  it('offers 1 to 20 in the line dropdown, fewer when fewer may be ordered', () => {
    expect(lineQuantityOptions(9999)).toHaveLength(20)
    expect(lineQuantityOptions(3)).toEqual([1, 2, 3])
  })

  it('toggles a free product between 0 and the line quantity', () => {
    expect(freeToggleQuantity({ quantity: 0 }, 3)).toBe(3)
    expect(freeToggleQuantity({ quantity: 3 }, 3)).toBe(0)
    expect(freeToggleQuantity({ quantity: 1 }, 3)).toBe(0)
  })

  it('selects a combination with 1 and deselects it with 0', () => {
    expect(combinationQuantity(true)).toBe(1)
    expect(combinationQuantity(false)).toBe(0)
  })

  it('keeps an option between 0 and its maximum', () => {
    expect(clampOptionQuantity(-1, 2)).toBe(0)
    expect(clampOptionQuantity(5, 2)).toBe(2)
    expect(optionQuantityChoices(2)).toEqual([0, 1, 2])
    expect(optionQuantityChoices(0)).toEqual([0])
  })
})
