import { describe, expect, it } from 'vitest'
import { unitPriceCents } from './unit-price'

describe('unit price', () => {
  it.each([
    // price, amount, unit, per unit
    [1295, 0.1, 'l', 12_950],
    [995, 0.25, 'l', 3980],
    [399, 0.3, 'kg', 1330],
    // 1/3: 1000 / 3 = 333.33… rounds down, 2000 / 3 = 666.67 rounds up.
    [100, 0.3, 'm', 333],
    [200, 0.3, 'm', 667],
    // Exactly half a cent rounds up: 5 cents for 2 m is 2.5 cents per metre.
    [5, 2, 'm', 3],
    [1500, 15, 'm', 100],
    [0, 0.5, 'l', 0],
  ] as const)('%i cents for %d %s costs %i cents per unit', (price, amount, unit, expected) => {
    expect(unitPriceCents(price, { amount, unit })).toBe(expected)
  })

  it('keeps large amounts exact', () => {
    expect(unitPriceCents(999_999, { amount: 0.001, unit: 'kg' })).toBe(999_999_000)
  })

  it('refuses what is no price or no content', () => {
    expect(() => unitPriceCents(12.5, { amount: 1, unit: 'l' })).toThrow(RangeError)
    expect(() => unitPriceCents(100, { amount: 0, unit: 'l' })).toThrow(RangeError)
    expect(() => unitPriceCents(100, { amount: 0.0001, unit: 'l' })).toThrow(RangeError)
  })
})
