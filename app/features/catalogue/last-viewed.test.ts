// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '#core/constants'
import {
  lastVisitedLink,
  rememberVisitedProduct,
  VISITED_PAGES_MAXIMUM,
  visitedPages,
  visitedProductIds,
} from './last-viewed'

beforeEach(() => localStorage.clear())

describe('last-viewed products (spec §4, §9)', () => {
  it('is empty at first, and "last page visited" has no link', () => {
    expect(visitedPages()).toEqual([])
    expect(lastVisitedLink()).toBeNull()
  })

  it('keeps visited product pages most recent first, each once, under the spec storage key', () => {
    rememberVisitedProduct(1, '/zakmes-1')
    rememberVisitedProduct(2, '/zakmes-2')
    rememberVisitedProduct(1, '/zakmes-1')
    expect(visitedProductIds()).toEqual([1, 2])
    expect(lastVisitedLink()).toBe('/zakmes-1')
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.visitedPages)!)).toEqual([
      { id: 1, link: '/zakmes-1' },
      { id: 2, link: '/zakmes-2' },
    ])
    expect(visitedProductIds(1)).toEqual([2])
  })

  it(`keeps at most ${VISITED_PAGES_MAXIMUM}`, () => {
    for (let id = 1; id <= VISITED_PAGES_MAXIMUM + 5; id++) rememberVisitedProduct(id, `/p-${id}`)
    const ids = visitedProductIds()
    expect(ids).toHaveLength(VISITED_PAGES_MAXIMUM)
    expect(ids[0]).toBe(VISITED_PAGES_MAXIMUM + 5)
  })

  it('ignores bad input and a corrupt stored value', () => {
    rememberVisitedProduct(0, '/x')
    rememberVisitedProduct(3, 'https://elsewhere.example/')
    rememberVisitedProduct(5, '//elsewhere.example/')
    expect(visitedPages()).toEqual([])
    localStorage.setItem(STORAGE_KEYS.visitedPages, '{not json')
    expect(visitedPages()).toEqual([])
    localStorage.setItem(STORAGE_KEYS.visitedPages, JSON.stringify([{ id: 'x' }, { id: 4, link: '/p-4' }]))
    expect(visitedPages()).toEqual([{ id: 4, link: '/p-4' }])
  })
})
