import { describe, expect, it } from 'vitest'
import { parseListingQuery } from '#core/listing-query'
import {
  activeFilterCount,
  cleanSearchParams,
  hiddenFields,
  isDefaultView,
  listingSearch,
  pageItems,
} from './listing-url'

const parse = (search: string) => parseListingQuery(cleanSearchParams(new URLSearchParams(search)))

describe('listing state in the URL', () => {
  it('drops the empty fields a GET form sends, so an empty maximum price is no filter', () => {
    const query = parse('sort=price_asc&price_min=&price_max=&brand=opinel')
    expect(query.price_min).toBeUndefined()
    expect(query.price_max).toBeUndefined()
    expect(query.brand).toEqual(['opinel'])
    expect(listingSearch(query)).toBe('?sort=price_asc&brand=opinel')
  })

  it('leaves defaults out and round-trips every field', () => {
    expect(listingSearch(parse(''))).toBe('')
    const search =
      '?sort=name_desc&per_page=48&brand=opinel&brand=victorinox&price_min=10&price_max=90&in_stock=1&feature=steel%3Acarbon&page=3'
    expect(listingSearch(parse(search.slice(1)))).toBe(search)
  })

  it('changes one field and keeps the rest', () => {
    const query = parse('sort=price_desc&brand=opinel&page=4')
    expect(listingSearch(query, { page: 5 })).toBe('?sort=price_desc&brand=opinel&page=5')
    expect(listingSearch(query, { page: 1 })).toBe('?sort=price_desc&brand=opinel')
  })

  it('counts active filters and knows the indexable default view', () => {
    expect(activeFilterCount(parse('brand=a&brand=b&price_max=50&in_stock=1&feature=x:y'))).toBe(5)
    expect(isDefaultView(parse('page=3'))).toBe(true)
    expect(isDefaultView(parse('sort=price_asc'))).toBe(false)
    expect(isDefaultView(parse('per_page=96'))).toBe(false)
    expect(isDefaultView(parse('in_stock=1'))).toBe(false)
  })

  it('gives the hidden fields that carry the other form state', () => {
    const query = parse('sort=name_asc&per_page=96&brand=opinel&price_min=5&in_stock=1&page=2')
    expect(hiddenFields(query, ['sort', 'per_page'])).toEqual([
      ['sort', 'name_asc'],
      ['per_page', '96'],
    ])
    expect(hiddenFields(query, ['filters'])).toEqual([
      ['brand', 'opinel'],
      ['price_min', '5'],
      ['in_stock', '1'],
    ])
  })
})

describe('page links', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'gap', 10]],
    [6, 20, [1, 'gap', 5, 6, 7, 'gap', 20]],
    [3, 20, [1, 2, 3, 4, 'gap', 20]],
    [20, 20, [1, 'gap', 19, 20]],
  ])('page %s of %s shows %j', (page, pages, items) => {
    expect(pageItems(page, pages)).toEqual(items)
  })
})
