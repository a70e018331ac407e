// The process runs on UTC, as servers and many browsers do: the shop's dates must not follow it.
// eslint-disable-next-line no-restricted-properties -- the test process's own time zone, not configuration
process.env.TZ = 'UTC'
import { describe, expect, it } from 'vitest'
import { formatShopDate, shopDay } from './shop-dates'

describe('formatShopDate (issue 32 point 14)', () => {
  it('runs in a process on UTC', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^(UTC|Etc\/UTC)$/)
    expect(new Date('2026-11-28T23:52:00Z').getDate()).toBe(28)
  })

  it('gives an instant just before midnight UTC the Amsterdam date, in every language', () => {
    const instant = '2026-11-28T23:52:00Z'
    expect(formatShopDate(instant, 'nl')).toBe('29 november 2026')
    expect(formatShopDate(instant, 'en')).toBe('29 November 2026')
    expect(formatShopDate(instant, 'de')).toBe('29. November 2026')
    expect(formatShopDate(new Date(instant), 'nl', 'dateTime')).toMatch(/^29 november 2026.*00:52$/)
    expect(formatShopDate(Date.parse(instant), 'en', 'mediumDateTime')).toMatch(/^29 Nov 2026.*00:52$/)
  })

  it('follows summer time: two hours ahead of UTC', () => {
    expect(formatShopDate('2026-06-30T22:30:00Z', 'nl', 'dateTime')).toMatch(/^1 juli 2026.*00:30$/)
    expect(formatShopDate('2026-06-30T21:59:00Z', 'nl')).toBe('30 juni 2026')
  })
})

describe('shopDay', () => {
  it("is the instant's calendar day in Amsterdam (a review written at 00:30 there is of that day)", () => {
    expect(shopDay('2026-11-28T23:30:00Z')).toBe('2026-11-29')
    expect(shopDay(new Date('2026-11-28T22:30:00Z'))).toBe('2026-11-28')
    expect(shopDay(Date.parse('2026-06-30T22:30:00Z'))).toBe('2026-07-01')
  })
})
