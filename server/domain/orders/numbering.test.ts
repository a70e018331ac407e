import { describe, expect, it } from 'vitest'
import { formatOrderNumber, shopYear } from './numbering'

describe('order numbers', () => {
  it('are the year and a six-digit sequence', () => {
    expect(formatOrderNumber(2026, 42)).toBe('2026-000042')
    expect(formatOrderNumber(2026, 1_234_567)).toBe('2026-1234567')
  })

  it('count years in Dutch time', () => {
    expect(shopYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026)
    expect(shopYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027)
  })
})
