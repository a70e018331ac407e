import { describe, expect, it } from 'vitest'
import { filledStars, formatRating } from './star-rating'

describe('star rating (spec §9: maximum 5, rounded up)', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [Number.NaN, 0],
    [0.1, 1],
    [4, 4],
    [4.2, 5],
    [4.5, 5],
    [5, 5],
    [7, 5],
  ])('%s fills %s stars', (rating, stars) => {
    expect(filledStars(rating)).toBe(stars)
  })

  it('reads the rating with at most one decimal in the page language', () => {
    expect(formatRating(4.46, 'en')).toBe('4.5')
    expect(formatRating(4.46, 'nl')).toBe('4,5')
    expect(formatRating(4, 'de')).toBe('4')
  })
})
