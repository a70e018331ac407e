import { describe, expect, it } from 'vitest'
import { containsLink, moderationHints } from './policy'

describe('review moderation hints', () => {
  it('points staff to links and photos', () => {
    expect(moderationHints({ content: 'Great knife', name: 'Ann', photoCount: 0 })).toEqual({
      link: false,
      photos: false,
    })
    expect(moderationHints({ content: 'Great knife', name: 'Ann', photoCount: 1 })).toMatchObject({
      photos: true,
    })
    expect(moderationHints({ content: 'see https://spam.example', name: 'Ann', photoCount: 0 }).link).toBe(
      true,
    )
    expect(moderationHints({ content: 'ok', name: 'cheap-pills.com', photoCount: 0 }).link).toBe(true)
  })

  it('finds links in their usual spellings, not in ordinary sentences', () => {
    expect(containsLink('visit www.example.org today')).toBe(true)
    expect(containsLink('HTTP://EXAMPLE')).toBe(true)
    expect(containsLink('buy at knives.shop')).toBe(true)
    expect(containsLink('Sharp. Really sharp.Would buy again')).toBe(false)
    expect(containsLink('Scherp, 5.0 van mij')).toBe(false)
  })
})
