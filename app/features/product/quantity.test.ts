import { describe, expect, it } from 'vitest'
import { clampQuantity, quantityMaximum, quantityOptions, type QuantityLimits } from './quantity'

// A product without a practical limit has a high maximum; there is no "unlimited" (core/order-quantity.ts).
const open: QuantityLimits = { isLastStock: false, stockAvailable: 3, maxOrderQuantity: 99 }

describe('clampQuantity', () => {
  it('keeps whole quantities of one and more', () => {
    expect(clampQuantity(1, open)).toEqual({ quantity: 1, cap: null, max: 99 })
    expect(clampQuantity('25', open)).toEqual({ quantity: 25, cap: null, max: 99 })
    expect(clampQuantity(' 7 ', open).quantity).toBe(7)
  })

  it('raises values below 1 to 1 and drops fractions', () => {
    expect(clampQuantity(0, open).quantity).toBe(1)
    expect(clampQuantity(-4, open).quantity).toBe(1)
    expect(clampQuantity('0', open).quantity).toBe(1)
    expect(clampQuantity(2.7, open).quantity).toBe(2)
    expect(clampQuantity('0.5', open).quantity).toBe(1)
  })

  it('gives no quantity for empty or non-numeric input, which blocks adding', () => {
    expect(clampQuantity('', open).quantity).toBeNull()
    expect(clampQuantity('abc', open).quantity).toBeNull()
    expect(clampQuantity(null, open).quantity).toBeNull()
    expect(clampQuantity(Number.NaN, open).quantity).toBeNull()
  })

  it('caps last-stock products at the available stock', () => {
    const last = { isLastStock: true, stockAvailable: 3, maxOrderQuantity: 20 }
    expect(clampQuantity(5, last)).toEqual({ quantity: 3, cap: 'stock', max: 3 })
    expect(clampQuantity(3, last)).toEqual({ quantity: 3, cap: null, max: 3 })
    // Stock is no cap for products that are not the last ones.
    expect(clampQuantity(5, open).cap).toBeNull()
  })

  it('caps at the maximum order quantity', () => {
    const limited = { isLastStock: false, stockAvailable: 100, maxOrderQuantity: 4 }
    expect(clampQuantity(12, limited)).toEqual({ quantity: 4, cap: 'max_order', max: 4 })
    expect(clampQuantity(4, limited)).toEqual({ quantity: 4, cap: null, max: 4 })
  })

  it('uses the lower of stock and order maximum', () => {
    expect(clampQuantity(9, { isLastStock: true, stockAvailable: 2, maxOrderQuantity: 5 })).toMatchObject({
      quantity: 2,
      cap: 'stock',
    })
    expect(clampQuantity(9, { isLastStock: true, stockAvailable: 8, maxOrderQuantity: 5 })).toMatchObject({
      quantity: 5,
      cap: 'max_order',
    })
  })

  it('gives no quantity when no last stock is left', () => {
    expect(
      clampQuantity(1, { isLastStock: true, stockAvailable: 0, maxOrderQuantity: 20 }).quantity,
    ).toBeNull()
  })
})

describe('quantityOptions and quantityMaximum', () => {
  it('offers 1 to 10 without limits', () => {
    expect(quantityOptions(open)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(quantityMaximum(open)).toEqual({ max: 99, cap: 'max_order' })
  })

  it('never reads a maximum below 1 as "no limit": it is 1, as on the server', () => {
    const broken = { isLastStock: false, stockAvailable: 3, maxOrderQuantity: 0 }
    expect(quantityMaximum(broken)).toEqual({ max: 1, cap: 'max_order' })
    expect(clampQuantity(5, broken)).toEqual({ quantity: 1, cap: 'max_order', max: 1 })
    expect(quantityOptions(broken)).toEqual([1])
  })

  it('offers fewer when fewer may be ordered', () => {
    expect(quantityOptions({ isLastStock: true, stockAvailable: 3, maxOrderQuantity: 20 })).toEqual([1, 2, 3])
    expect(quantityOptions({ isLastStock: false, stockAvailable: 0, maxOrderQuantity: 2 })).toEqual([1, 2])
    expect(quantityOptions({ isLastStock: true, stockAvailable: 0, maxOrderQuantity: 20 })).toEqual([])
  })
})
