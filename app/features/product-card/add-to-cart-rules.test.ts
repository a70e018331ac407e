import { describe, expect, it } from 'vitest'
import { addToCartBlocked, addToCartColour } from './add-to-cart-rules'

describe('addToCartColour', () => {
  it.each([
    ['AVAILABLE_DIRECT', null, 'green'],
    ['AVAILABLE_DIRECT', '2030-01-01', 'green'],
    ['AVAILABLE_DELAYED', '2030-01-01', 'orange'],
    ['AVAILABLE_DELAYED', null, 'green'],
    ['UNAVAILABLE', null, 'grey'],
    ['UNAVAILABLE', '2030-01-01', 'grey'],
  ] as const)('%s with expected date %s is %s', (code, date, colour) => {
    expect(addToCartColour({ stock_status_code: code, expected_in_stock_date: date })).toBe(colour)
  })
})

describe('addToCartBlocked', () => {
  it('blocks unavailable products whatever the quantity', () => {
    expect(addToCartBlocked('UNAVAILABLE', 1)).toBe(true)
  })

  it('blocks a missing quantity', () => {
    expect(addToCartBlocked('AVAILABLE_DIRECT', null)).toBe(true)
    expect(addToCartBlocked('AVAILABLE_DELAYED', null)).toBe(true)
    expect(addToCartBlocked('AVAILABLE_DIRECT', 0)).toBe(true)
  })

  it('allows available and delayed products with a quantity', () => {
    expect(addToCartBlocked('AVAILABLE_DIRECT', 1)).toBe(false)
    expect(addToCartBlocked('AVAILABLE_DELAYED', 3)).toBe(false)
  })
})
