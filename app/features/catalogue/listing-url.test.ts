import { describe, expect, it } from 'vitest'
import { parseListingQuery } from '#core/listing-query'
import {
  activeFilterCount,
  cleanSearchParams,
  filterChips,
  splitFilterValues,
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

describe('filterChips (issue 10: active filters as removable chips)', () => {
  const facets = {
    brands: [
      { slug: 'ironfern', name: 'Ironfern', count: 4 },
      { slug: 'duinvos', name: 'Duinvos', count: 2 },
    ],
    features: [
      {
        key: 'steel',
        name: 'Staalsoort',
        values: [{ value: '14c28n', label: '14C28N', count: 3 }],
      },
    ],
  }

  it('names each active filter from the facets and links to the listing without it, on page 1', () => {
    const query = parseListingQuery(
      new URLSearchParams(
        'sort=price_asc&brand=ironfern&brand=duinvos&price_min=10&in_stock=1&feature=steel:14c28n&page=3',
      ),
    )
    const chips = filterChips(query, facets)
    expect(chips.map((chip) => chip.id)).toEqual([
      'brand=ironfern',
      'brand=duinvos',
      'price',
      'in_stock',
      'feature=steel:14c28n',
    ])
    expect(chips[0]).toMatchObject({
      kind: 'brand',
      label: 'Ironfern',
      search: '?sort=price_asc&brand=duinvos&price_min=10&in_stock=1&feature=steel%3A14c28n',
    })
    expect(chips[2]).toMatchObject({ kind: 'price', min: 10, max: undefined })
    expect(chips[2]!.search).not.toContain('price_min')
    expect(chips[3]!.search).not.toContain('in_stock')
    expect(chips[4]).toMatchObject({ group: 'Staalsoort', label: '14C28N' })
    expect(chips[4]!.search).not.toContain('feature')
  })

  it('keeps the raw value of a filter the facets no longer list, and has no chips without filters', () => {
    const query = parseListingQuery(new URLSearchParams('brand=gone&feature=size:xl'))
    expect(filterChips(query, facets).map((chip) => chip.label)).toEqual(['gone', 'xl'])
    expect(filterChips(parseListingQuery(new URLSearchParams('sort=name_asc')), facets)).toEqual([])
  })
})

describe('splitFilterValues (issue 10: "show more" instead of a scroll box)', () => {
  const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']

  it('shows the first five and hides the rest, closed while none of the rest is ticked', () => {
    expect(splitFilterValues(values, () => false)).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: ['f', 'g', 'h'],
      moreOpen: false,
    })
  })

  it('opens the rest when one of its values is ticked, without moving it', () => {
    const split = splitFilterValues(values, (value) => value === 'g')
    expect(split.moreOpen).toBe(true)
    expect(split.more).toEqual(['f', 'g', 'h'])
  })

  it('shows a list at most one longer than the first few whole', () => {
    expect(splitFilterValues(values.slice(0, 6), () => false)).toEqual({
      shown: values.slice(0, 6),
      more: [],
      moreOpen: false,
    })
  })
})
