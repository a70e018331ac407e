import { describe, expect, it } from 'vitest'
import { priceView, showsSaleLabel } from './price'

const sale = { price: 24.95, sale: { price_original: 29.95, price_sale: 24.95, percentage: 16.7 } }

describe('sale label and price view (spec §6, §9)', () => {
  it('shows the sale label from 5 percent', () => {
    expect(showsSaleLabel(4.99)).toBe(false)
    expect(showsSaleLabel(5)).toBe(true)
  })

  it('shows the plain price, in cents, when there is no sale', () => {
    expect(priceView({ price: 1234.5, sale: null }, false)).toEqual({
      current: 123450,
      original: null,
      percentage: null,
    })
  })

  it('strikes the original price and shows the sale price with a badge from 5 %', () => {
    expect(priceView(sale, false)).toEqual({ current: 2495, original: 2995, percentage: 17 })
  })

  it('keeps the strikethrough but drops badge and label under 5 %', () => {
    const small = { price: 97, sale: { price_original: 100, price_sale: 97, percentage: 3 } }
    expect(priceView(small, false)).toEqual({ current: 9700, original: 10000, percentage: null })
  })

  it('gives dealers only the original price of a sale item', () => {
    expect(priceView(sale, true)).toEqual({ current: 2995, original: null, percentage: null })
    expect(priceView({ price: 10, sale: null }, true)).toEqual({
      current: 1000,
      original: null,
      percentage: null,
    })
  })
})
