import { describe, expect, it } from 'vitest'
import { isMaxOrderQuantity, orderQuantityLimit } from './order-quantity'

describe('maximum order quantity', () => {
  it('is a whole number of at least 1', () => {
    expect([1, 3, 9999].every(isMaxOrderQuantity)).toBe(true)
    expect([0, -1, 2.5, Number.NaN].some(isMaxOrderQuantity)).toBe(false)
  })

  it('limits an order, and for last stock the pieces left do too', () => {
    const product = { max_order_quantity: 5, is_last_stock: false, stock_available: 2 }
    expect(orderQuantityLimit(product)).toBe(5)
    expect(orderQuantityLimit({ ...product, is_last_stock: true })).toBe(2)
    expect(orderQuantityLimit({ ...product, is_last_stock: true, stock_available: 0 })).toBe(0)
    // Never "unlimited": a value below 1 (which the database refuses) counts as 1.
    expect(orderQuantityLimit({ ...product, max_order_quantity: 0 })).toBe(1)
  })
})
