import { describe, expect, it } from 'vitest'
import { formatNumber } from './format-number'
import { LOCALES, LOCALE_TAGS } from './locales'

/** Counts, ratings, halves on every decimal place, carries and values whose binary form is just below a half. */
function samples(): number[] {
  const values = [0, 1, -1, 9, 10, 999, 1000, 1234, 9999.96, 12_345, 999_999, 1_234_567.891, 17_355]
  values.push(0.5, 0.05, 0.0005, 1.0005, 1.005, 2.675, 4.25, 4.35, 4.45, 4.95, 9.95, 99.95, 0.04, -0.04)
  values.push(1e12, 1e-6, 999_999_999_999)
  // A fixed pseudo-random spread (no Math.random: a failure must reproduce).
  let seed = 7
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    const scale = 10 ** ((seed % 7) - 2)
    values.push((Math.round((seed / 2 ** 31) * 100_000) / 100_000) * scale * (i % 5 === 0 ? -1 : 1))
  }
  return values
}

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes in each language, for 0 to 3 decimals', () => {
    for (const locale of LOCALES) {
      for (const places of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: places })
        for (const value of samples()) {
          expect([locale, places, value, formatNumber(locale, value, places)]).toEqual([
            locale,
            places,
            value,
            intl.format(value),
          ])
        }
      }
    }
  })

  it('groups thousands and marks decimals as each language does', () => {
    expect(formatNumber('nl', 1234567.5, 1)).toBe('1.234.567,5')
    expect(formatNumber('de', 1234567.5, 1)).toBe('1.234.567,5')
    expect(formatNumber('en', 1234567.5, 1)).toBe('1,234,567.5')
    expect(formatNumber('nl', 4.35, 1)).toBe('4,4')
    expect(formatNumber('en', 9.96, 1)).toBe('10')
  })
})
