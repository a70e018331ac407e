import { describe, expect, it } from 'vitest'
import { hasImpossiblePage, parseListingQuery } from './listing-query'

const parse = (search: string) => parseListingQuery(new URLSearchParams(search))

describe('parseListingQuery', () => {
  it('has defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      sort: 'recommended',
      page: 1,
      per_page: 24,
      brand: [],
      price_min: undefined,
      price_max: undefined,
      in_stock: false,
      feature: [],
    })
  })

  it('reads every field', () => {
    expect(
      parse(
        'sort=price_desc&page=3&per_page=96&brand=a&brand=b&price_min=10&price_max=200&in_stock=1&feature=steel:d2',
      ),
    ).toEqual({
      sort: 'price_desc',
      page: 3,
      per_page: 96,
      brand: ['a', 'b'],
      price_min: 10,
      price_max: 200,
      in_stock: true,
      feature: ['steel:d2'],
    })
  })

  it.each([
    ['sort=cheapest', { sort: 'recommended' }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=10001', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['per_page=25', { per_page: 24 }],
    ['price_min=-5', { price_min: undefined }],
    ['price_max=1.5', { price_max: undefined }],
    ['price_min=0', { price_min: 0 }],
    ['in_stock=true', { in_stock: false }],
    [`brand=${'x'.repeat(101)}`, { brand: [] }],
    [Array.from({ length: 51 }, (_, i) => `feature=f:${i}`).join('&'), { feature: [] }],
  ])('falls back to a default for %s', (search, expected) => {
    expect(parse(search)).toMatchObject(expected)
  })
})

describe('hasImpossiblePage', () => {
  it('names pages that cannot exist, so that they answer 404 instead of page 1', () => {
    const bad = (page: string) => hasImpossiblePage(new URLSearchParams({ page }))
    expect(['0', '-1', 'x', '1.5', '999999999999', '10001', '01', ''].every(bad)).toBe(true)
    expect(['1', '2', '10000'].some(bad)).toBe(false)
    expect(hasImpossiblePage(new URLSearchParams('sort=name_asc'))).toBe(false)
  })
})
