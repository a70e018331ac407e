import { describe, expect, it } from 'vitest'
import {
  DELIVERY_PROMISE_FALLBACK,
  formatIsoDate,
  resolveDeliveryPromise,
  stockMessage,
  stockTone,
  stripHasShadows,
} from './rules'
import { DELIVERY_TEXTS, makeProduct } from '#app/features/catalogue/test-fixtures'

describe('stock message (spec §9) and colour (spec §4)', () => {
  const stock = (overrides: Parameters<typeof makeProduct>[0]) => stockMessage(makeProduct(overrides))

  it('shows nothing at 0, "one left" at 1, the count up to 5 and "more than five" above', () => {
    expect(stock({ stock: 0 })).toEqual({ kind: 'none' })
    expect(stock({ stock: 1 })).toEqual({ kind: 'oneLeft' })
    expect(stock({ stock: 2 })).toEqual({ kind: 'count', count: 2 })
    expect(stock({ stock: 5 })).toEqual({ kind: 'count', count: 5 })
    expect(stock({ stock: 6 })).toEqual({ kind: 'moreThanFive' })
  })

  it('shows out of stock for UNAVAILABLE', () => {
    expect(stock({ stock: 0, stock_status_code: 'UNAVAILABLE' })).toEqual({ kind: 'outOfStock' })
  })

  it('treats stock as 0 for brand-supplied and vdm products', () => {
    expect(stock({ stock: 3, stock_is_from_brand: true })).toEqual({ kind: 'none' })
    expect(stock({ stock: 30, is_vdm: true })).toEqual({ kind: 'none' })
  })

  it('colours red for UNAVAILABLE, orange for AVAILABLE_DELAYED, green otherwise', () => {
    expect(stockTone('UNAVAILABLE')).toBe('red')
    expect(stockTone('AVAILABLE_DELAYED')).toBe('orange')
    expect(stockTone('AVAILABLE_DIRECT')).toBe('green')
  })
})

describe('delivery promise (spec §4)', () => {
  const date = (iso: string) => `[${iso}]`
  const resolve = (
    overrides: Parameters<typeof makeProduct>[0],
    length: 'short' | 'long' = 'short',
    texts: Record<string, string> | null = DELIVERY_TEXTS[length],
  ) => resolveDeliveryPromise(makeProduct(overrides), length, texts, date)

  it('uses the note for custom promises', () => {
    expect(resolve({ delivery_promise_type: 'custom', delivery_promise_note: 'Made to order' })).toBe(
      'Made to order',
    )
    expect(resolve({ delivery_promise_type: 'custom', delivery_promise_note: ' ' })).toBe(
      DELIVERY_PROMISE_FALLBACK,
    )
  })

  it("uses the brand's own short or long text for brand promises", () => {
    const brand = {
      delivery_promise_type: 'brand',
      brand_delivery_promise_short: 'In 2 weeks',
      brand_delivery_promise_long: 'The brand ships in 2 weeks',
    } as const
    expect(resolve(brand, 'short')).toBe('In 2 weeks')
    expect(resolve(brand, 'long')).toBe('The brand ships in 2 weeks')
    // Without its own text a brand promise is '...' (spec §4), not the shop's general text.
    expect(resolve({ delivery_promise_type: 'brand' })).toBe(DELIVERY_PROMISE_FALLBACK)
    expect(resolve({ delivery_promise_type: 'brand', brand_delivery_promise_short: ' ' })).toBe('...')
  })

  it('puts the expected date into the pre_order_date text, and falls back to pre_order without a date', () => {
    expect(resolve({ delivery_promise_type: 'pre_order_date', expected_in_stock_date: '2026-03-12' })).toBe(
      'Pre-order: expected on [2026-03-12]',
    )
    expect(resolve({ delivery_promise_type: 'pre_order_date', expected_in_stock_date: null })).toBe(
      DELIVERY_TEXTS.short.pre_order,
    )
  })

  it('looks up other types in the short or long texts, with "..." when there is none', () => {
    expect(resolve({ delivery_promise_type: 'AVAILABLE_DIRECT' }, 'long')).toBe(
      DELIVERY_TEXTS.long.AVAILABLE_DIRECT,
    )
    expect(resolve({ delivery_promise_type: 'vdm' }, 'short')).toBe(DELIVERY_TEXTS.short.vdm)
    expect(resolve({ delivery_promise_type: 'vdm' }, 'long')).toBe(DELIVERY_PROMISE_FALLBACK)
  })

  it('answers null for looked-up promises while static data is loading, but resolves custom and brand', () => {
    expect(resolve({ delivery_promise_type: 'AVAILABLE_DIRECT' }, 'short', null)).toBeNull()
    expect(
      resolve(
        { delivery_promise_type: 'pre_order_date', expected_in_stock_date: '2026-03-12' },
        'short',
        null,
      ),
    ).toBeNull()
    expect(
      resolve({ delivery_promise_type: 'custom', delivery_promise_note: 'Made to order' }, 'short', null),
    ).toBe('Made to order')
  })

  it('formats the expected date in the page language, independent of the time zone', () => {
    expect(formatIsoDate('2026-03-12', 'en')).toBe('12 March 2026')
    expect(formatIsoDate('2026-03-12', 'nl')).toBe('12 maart 2026')
    expect(formatIsoDate('2026-03-12', 'de')).toBe('12. März 2026')
  })
})

describe('product strip', () => {
  it('has edge shadows from 4 products', () => {
    expect(stripHasShadows(3)).toBe(false)
    expect(stripHasShadows(4)).toBe(true)
  })
})
