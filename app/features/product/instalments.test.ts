import { describe, expect, it } from 'vitest'
import { THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS } from '#core/constants'
import { instalmentsOffered, splitInstalments } from './instalments'

describe('splitInstalments', () => {
  it('splits an amount divisible by three in equal parts now, after 30 and after 60 days', () => {
    expect(splitInstalments(3000)).toEqual([
      { days: 0, amountCents: 1000 },
      { days: 30, amountCents: 1000 },
      { days: 60, amountCents: 1000 },
    ])
  })

  it.each([
    [10000, [3334, 3333, 3333]],
    [10001, [3335, 3333, 3333]],
    [1, [1, 0, 0]],
    [2, [2, 0, 0]],
    [0, [0, 0, 0]],
    [299_999, [100_001, 99_999, 99_999]],
  ])('puts the remainder of %i cents on the first part', (total, parts) => {
    const split = splitInstalments(total)
    expect(split.map((p) => p.amountCents)).toEqual(parts)
    expect(split.reduce((sum, p) => sum + p.amountCents, 0)).toBe(total)
  })

  it('always adds up exactly, in whole cents', () => {
    for (let total = 0; total < 2000; total += 7) {
      const split = splitInstalments(total)
      expect(split.every((p) => Number.isInteger(p.amountCents))).toBe(true)
      expect(split.reduce((sum, p) => sum + p.amountCents, 0)).toBe(total)
      expect(split[0]!.amountCents - split[2]!.amountCents).toBeLessThanOrEqual(2)
    }
  })

  it('refuses fractions of cents and negative totals', () => {
    expect(() => splitInstalments(10.5)).toThrow(RangeError)
    expect(() => splitInstalments(-3)).toThrow(RangeError)
  })
})

describe('instalmentsOffered', () => {
  const limit = THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS
  it('is offered up to and including the limit of product plus cart total', () => {
    expect(instalmentsOffered({ enabled: true, productTotalCents: limit, cartTotalCents: 0 })).toBe(true)
    expect(instalmentsOffered({ enabled: true, productTotalCents: limit - 500, cartTotalCents: 500 })).toBe(
      true,
    )
    expect(instalmentsOffered({ enabled: true, productTotalCents: limit - 500, cartTotalCents: 501 })).toBe(
      false,
    )
    expect(instalmentsOffered({ enabled: true, productTotalCents: limit + 1, cartTotalCents: 0 })).toBe(false)
  })

  it('is not offered when disabled or when there is nothing to pay', () => {
    expect(instalmentsOffered({ enabled: false, productTotalCents: 1000, cartTotalCents: 0 })).toBe(false)
    expect(instalmentsOffered({ enabled: true, productTotalCents: 0, cartTotalCents: 0 })).toBe(false)
  })

  it('takes a configured limit', () => {
    expect(
      instalmentsOffered({ enabled: true, productTotalCents: 1500, cartTotalCents: 0, limitCents: 1000 }),
    ).toBe(false)
  })
})
