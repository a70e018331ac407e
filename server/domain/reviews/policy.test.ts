import { describe, expect, it } from 'vitest'
import { containsLink, needsModeration } from './policy'

describe('review moderation policy', () => {
  it('holds reviews with photos or links and publishes the rest', () => {
    expect(needsModeration({ content: 'Great knife', name: 'Ann', photoCount: 0 })).toBe(false)
    expect(needsModeration({ content: 'Great knife', name: 'Ann', photoCount: 1 })).toBe(true)
    expect(needsModeration({ content: 'see https://spam.example', name: 'Ann', photoCount: 0 })).toBe(true)
    expect(needsModeration({ content: 'ok', name: 'cheap-pills.com', photoCount: 0 })).toBe(true)
  })

  it('finds links in their usual spellings, not in ordinary sentences', () => {
    expect(containsLink('visit www.example.org today')).toBe(true)
    expect(containsLink('HTTP://EXAMPLE')).toBe(true)
    expect(containsLink('buy at knives.shop')).toBe(true)
    expect(containsLink('Sharp. Really sharp.Would buy again')).toBe(false)
    expect(containsLink('Scherp, 5.0 van mij')).toBe(false)
  })
})
