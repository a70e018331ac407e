import { describe, expect, it } from 'vitest'
import { hashMatchesSection, sectionInitiallyOpen, slugFromHash } from './sections'

describe('section hash rules', () => {
  it('reads the slug from a hash', () => {
    expect(slugFromHash('#reviews')).toBe('reviews')
    expect(slugFromHash('reviews')).toBe('reviews')
    expect(slugFromHash('#Beschreibung')).toBe('beschreibung')
    expect(slugFromHash('#bewertungen%20')).toBe('bewertungen')
    expect(slugFromHash('#%E0%A4%A')).toBe('%e0%a4%a')
    expect(slugFromHash('')).toBe('')
    expect(slugFromHash('#')).toBe('')
    expect(slugFromHash(undefined)).toBe('')
  })

  it('matches a section only on its own slug', () => {
    expect(hashMatchesSection('#reviews', 'reviews')).toBe(true)
    expect(hashMatchesSection('#review', 'reviews')).toBe(false)
    expect(hashMatchesSection('', 'reviews')).toBe(false)
  })

  it('opens a section by default or when the hash names it', () => {
    expect(sectionInitiallyOpen('description', true, '')).toBe(true)
    expect(sectionInitiallyOpen('reviews', false, '')).toBe(false)
    expect(sectionInitiallyOpen('reviews', false, '#reviews')).toBe(true)
    expect(sectionInitiallyOpen('reviews', false, '#description')).toBe(false)
  })
})
