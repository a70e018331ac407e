import { describe, expect, it } from 'vitest'
import {
  capLineQuantity,
  decideLineQuantity,
  decideOptionQuantity,
  effectiveOptionQuantity,
  type LineProduct,
} from '#server/domain/cart/rules'
import { computeTotals, discountOn, splitProportionally, vatIncluded } from '#server/domain/cart/totals'
import { couponProblem, type Coupon } from '#server/domain/cart/coupons'
import { quoteChosenShipping, quoteShipping, type ShippingRate } from '#server/domain/cart/shipping'

const product = (overrides: Partial<LineProduct> = {}): LineProduct => ({
  id: 1,
  status: 'active',
  stock: 40,
  stockStatusCode: 'AVAILABLE_DIRECT',
  isLastStock: false,
  stockIsFromBrand: false,
  isVdm: false,
  maxOrderQuantity: 10,
  ...overrides,
})

describe('line quantity', () => {
  it('allows up to the maximum order quantity and refuses more with "at most {quantity}"', () => {
    expect(decideLineQuantity(product(), 10)).toEqual({ ok: true, quantity: 10, adjusted: false })
    expect(decideLineQuantity(product(), 11)).toEqual({
      ok: false,
      field: 'quantity',
      key: 'cart.maxQuantity',
      values: { quantity: 10 },
    })
  })

  it('lowers last stock to what is left, and refuses what cannot be ordered', () => {
    expect(decideLineQuantity(product({ isLastStock: true, stock: 3 }), 5)).toEqual({
      ok: true,
      quantity: 3,
      adjusted: true,
    })
    expect(decideLineQuantity(product({ isLastStock: true, stock: 3 }), 3)).toMatchObject({ adjusted: false })
    // Stock is not a limit for products that are ordered in (the rest comes later).
    expect(decideLineQuantity(product({ stock: 0 }), 8)).toMatchObject({ ok: true, quantity: 8 })
    expect(decideLineQuantity(product({ isLastStock: true, stock: 0 }), 1)).toMatchObject({
      ok: false,
      key: 'cart.productUnavailable',
    })
    expect(decideLineQuantity(product({ stockStatusCode: 'UNAVAILABLE' }), 1)).toMatchObject({
      field: 'product_id',
      key: 'cart.productUnavailable',
    })
    expect(decideLineQuantity(product({ status: 'inactive' }), 1)).toMatchObject({
      key: 'cart.productUnknown',
    })
    expect(decideLineQuantity(null, 1)).toMatchObject({ field: 'product_id', key: 'cart.productUnknown' })
  })

  it('caps silently when merging or restoring', () => {
    expect(capLineQuantity(product({ maxOrderQuantity: 5 }), 8)).toBe(5)
    expect(capLineQuantity(product({ isLastStock: true, stock: 2 }), 8)).toBe(2)
    expect(capLineQuantity(product({ stockStatusCode: 'UNAVAILABLE' }), 8)).toBe(0)
    expect(capLineQuantity(null, 8)).toBe(0)
  })
})

describe('option quantity', () => {
  it('keeps extra services between 0 and their maximum', () => {
    const service = { kind: 'extra_service' as const, maxQuantity: 3 }
    expect(decideOptionQuantity(service, 1, 3)).toEqual({ ok: true, quantity: 3 })
    expect(decideOptionQuantity(service, 1, 4)).toMatchObject({
      ok: false,
      key: 'cart.maxQuantity',
      values: { quantity: 3 },
    })
    expect(effectiveOptionQuantity(service, 1, 5)).toBe(3)
    expect(effectiveOptionQuantity({ ...service, maxQuantity: 0 }, 1, 2)).toBe(0)
  })

  it('takes a free product for 0 or every piece of the line, a combination 0 or 1', () => {
    const free = { kind: 'free' as const, maxQuantity: 1 }
    expect(decideOptionQuantity(free, 4, 4)).toEqual({ ok: true, quantity: 4 })
    expect(decideOptionQuantity(free, 4, 0)).toEqual({ ok: true, quantity: 0 })
    expect(decideOptionQuantity(free, 4, 2)).toMatchObject({ ok: false, field: 'quantity' })
    expect(effectiveOptionQuantity(free, 6, 4)).toBe(6)
    const combination = { kind: 'combination' as const, maxQuantity: 1 }
    expect(decideOptionQuantity(combination, 3, 1)).toEqual({ ok: true, quantity: 1 })
    expect(decideOptionQuantity(combination, 3, 2)).toMatchObject({ ok: false })
    expect(effectiveOptionQuantity(combination, 3, 1)).toBe(1)
  })
})

describe('money', () => {
  it('takes the VAT out of an amount incl. VAT, rounding half up', () => {
    expect(vatIncluded(12100, 21)).toBe(2100)
    expect(vatIncluded(1999, 21)).toBe(347)
    expect(vatIncluded(1090, 9)).toBe(90)
    expect(vatIncluded(1000, 0)).toBe(0)
  })

  it('splits an amount in whole cents that add up', () => {
    expect(splitProportionally(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(splitProportionally(495, [1999, 1250])).toEqual([305, 190])
    expect(splitProportionally(7, [0, 0])).toEqual([7, 0])
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0])
    expect(splitProportionally(5, [])).toEqual([])
  })

  it('gives discounts that never exceed the products', () => {
    expect(discountOn(4000, { kind: 'percentage', value: 10 })).toBe(400)
    expect(discountOn(3333, { kind: 'percentage', value: 15 })).toBe(500)
    expect(discountOn(4000, { kind: 'fixed', value: 5000 })).toBe(4000)
    expect(discountOn(4000, { kind: 'free_shipping', value: 0 })).toBe(0)
    expect(discountOn(0, { kind: 'fixed', value: 500 })).toBe(0)
  })

  it('rounds VAT once per line and rate, and splits discount and shipping over the rates', () => {
    // Three lines at 21 % of 0,10 each: per line 0,017 → 0,02, so 0,06 (not round(0,052) = 0,05).
    const tiny = computeTotals(
      [
        { parts: [{ grossCents: 10, vatRate: 21 }] },
        { parts: [{ grossCents: 10, vatRate: 21 }] },
        { parts: [{ grossCents: 10, vatRate: 21 }] },
      ],
      0,
      0,
    )
    expect(tiny.vat).toEqual([{ rate: 21, cents: 6 }])

    const totals = computeTotals(
      [
        {
          parts: [
            { grossCents: 6000, vatRate: 21 },
            { grossCents: 1090, vatRate: 9 },
          ],
        },
        { parts: [{ grossCents: 2000, vatRate: 0 }] },
      ],
      // 10 % of 90,90.
      909,
      495,
    )
    expect(totals.productsCents).toBe(9090)
    expect(totals.totalInclCents).toBe(9090 - 909 + 495)
    // Discount by share: 21 % 600, 9 % 109, 0 % 200; its VAT 104 + 9.
    expect(totals.discountVatCents).toBe(113)
    // Shipping by share of what is paid: 5400, 981, 1800 → 327, 59, 109.
    expect(totals.vat).toEqual([
      { rate: 21, cents: 1041 - 104 + 57 },
      { rate: 9, cents: 90 - 9 + 5 },
    ])
    expect(totals.totalVatCents).toBe(994 + 86)
    expect(totals.totalExclCents).toBe(totals.totalInclCents - totals.totalVatCents)
  })

  it('is all zero for an empty cart', () => {
    expect(computeTotals([], 0, 0)).toEqual({
      productsCents: 0,
      discountCents: 0,
      discountVatCents: 0,
      shippingCents: 0,
      totalInclCents: 0,
      totalVatCents: 0,
      totalExclCents: 0,
      vat: [],
    })
  })
})

describe('shipping quote', () => {
  const rate = (methodId: number, methodCode: string, priceCents: number, freeFromCents: number | null) => ({
    methodId,
    methodCode,
    kind: 'home_delivery' as const,
    names: { nl: methodCode, en: methodCode, de: methodCode },
    countryIso: 'NL',
    methodName: methodCode[0]!.toUpperCase() + methodCode.slice(1),
    position: methodId - 1,
    priceCents,
    freeFromCents,
  })
  const rates: ShippingRate[] = [
    rate(1, 'home', 495, 5000),
    rate(2, 'pickup', 395, 7500),
    rate(3, 'express', 995, null),
  ]
  const goods = { hasGoods: true, freeShipping: false }

  it('takes the cheapest method at this amount, and the least left to spend for free shipping', () => {
    expect(quoteShipping(rates, 2000, goods)).toEqual({
      methodCode: 'pickup',
      methodName: 'Pickup',
      costCents: 395,
      amountForFreeCents: 3000,
    })
    // From 50,- home delivery is free, so it is the cheapest.
    expect(quoteShipping(rates, 5000, goods)).toMatchObject({
      methodCode: 'home',
      costCents: 0,
      amountForFreeCents: 0,
    })
    // A tie goes to the earlier method.
    expect(
      quoteShipping([rates[1]!, { ...rates[0]!, priceCents: 395, position: 0 }], 100, goods),
    ).toMatchObject({
      methodCode: 'home',
    })
    // A method that is never free leaves nothing to spend for it.
    expect(quoteShipping([rates[2]!], 100, goods)).toMatchObject({ costCents: 995, amountForFreeCents: 0 })
  })

  it('costs nothing without goods, without rates, or with a free-shipping code', () => {
    expect(quoteShipping(rates, 0, { hasGoods: false, freeShipping: false })).toEqual({
      methodCode: null,
      methodName: null,
      costCents: 0,
      amountForFreeCents: 0,
    })
    expect(quoteShipping([], 2000, goods)).toMatchObject({ methodCode: null, costCents: 0 })
    expect(quoteShipping(rates, 2000, { hasGoods: true, freeShipping: true })).toMatchObject({
      methodCode: 'pickup',
      costCents: 0,
      amountForFreeCents: 0,
    })
  })

  it('leaves pickup in the shop out of the estimate: it is no shipping', () => {
    const store = { ...rate(4, 'store', 0, null), kind: 'store_pickup' as const }
    expect(quoteShipping([store, ...rates], 2000, goods)).toMatchObject({
      methodCode: 'pickup',
      costCents: 395,
    })
    expect(quoteShipping([store], 2000, goods)).toMatchObject({ methodCode: null, costCents: 0 })
  })

  it('charges a chosen method its own rate, free from its own threshold', () => {
    expect(quoteChosenShipping(rates[0]!, 2000, goods)).toEqual({
      methodCode: 'home',
      methodName: 'Home',
      costCents: 495,
      amountForFreeCents: 3000,
    })
    expect(quoteChosenShipping(rates[0]!, 5000, goods)).toMatchObject({ costCents: 0, amountForFreeCents: 0 })
    expect(quoteChosenShipping(rates[2]!, 2000, { hasGoods: true, freeShipping: true })).toMatchObject({
      costCents: 0,
    })
  })
})

describe('coupon checks', () => {
  const now = new Date('2026-06-15T12:00:00Z')
  const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
    id: 1,
    code: 'CODE',
    kind: 'percentage',
    value: 10,
    validFrom: null,
    validUntil: null,
    minimumOrderCents: 0,
    usageLimit: null,
    timesUsed: 0,
    active: true,
    ...overrides,
  })

  it('names the first reason a code cannot be used', () => {
    expect(couponProblem(coupon(), 'code', 100, now)).toBeNull()
    expect(couponProblem(null, 'nope', 100, now)).toEqual({
      key: 'cart.couponUnknown',
      values: { coupon: 'nope' },
    })
    expect(couponProblem(coupon({ active: false }), 'code', 100, now)).toMatchObject({
      key: 'cart.couponUnknown',
    })
    expect(couponProblem(coupon({ validUntil: new Date('2026-06-15T11:59:59Z') }), 'c', 100, now)).toEqual({
      key: 'cart.couponExpired',
    })
    expect(couponProblem(coupon({ validFrom: new Date('2026-06-16T00:00:00Z') }), 'c', 100, now)).toEqual({
      key: 'cart.couponExpired',
    })
    expect(couponProblem(coupon({ usageLimit: 2, timesUsed: 2 }), 'c', 100, now)).toEqual({
      key: 'cart.couponUsedUp',
    })
    expect(couponProblem(coupon({ usageLimit: 2, timesUsed: 1 }), 'c', 100, now)).toBeNull()
    expect(couponProblem(coupon({ minimumOrderCents: 2500 }), 'c', 2499, now)).toEqual({
      key: 'cart.couponMinimum',
      values: { amount: '€ 25,-' },
    })
    expect(couponProblem(coupon({ minimumOrderCents: 2500 }), 'c', 2500, now)).toBeNull()
  })
})
