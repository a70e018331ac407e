import { describe, expect, it } from 'vitest'
import { centsToEuros, eurosToCents, formatEuro, euroInput, parseEuroInput } from './money'

describe('formatEuro', () => {
  it.each([
    [123456, '€ 1.234,56'],
    [1200, '€ 12,-'],
    [0, '€ 0,-'],
    [-0, '€ 0,-'],
    [1, '€ 0,01'],
    [10, '€ 0,10'],
    [99, '€ 0,99'],
    [100, '€ 1,-'],
    [105, '€ 1,05'],
    [99999, '€ 999,99'],
    [100000, '€ 1.000,-'],
    [123456789, '€ 1.234.567,89'],
    [100000000000, '€ 1.000.000.000,-'],
    [-1250, '-€ 12,50'],
    [-1200, '-€ 12,-'],
    [-123456, '-€ 1.234,56'],
    [-5, '-€ 0,05'],
    [-410, '-€ 4,10'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatEuro(cents)).toBe(text)
  })

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'refuses %s, which is not a whole number of cents',
    (value) => {
      expect(() => formatEuro(value)).toThrow(RangeError)
    },
  )
})

describe('euro amounts in the API', () => {
  it('turns cents into euros with two decimals', () => {
    expect(centsToEuros(123456)).toBe(1234.56)
    expect(centsToEuros(5)).toBe(0.05)
    expect(centsToEuros(-1999)).toBe(-19.99)
  })

  it.each([
    [12.34, 1234],
    ['12.34', 1234],
    ['12,34', 1234],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1999],
    [-19.99, -1999],
    [-0, 0],
    [' 7 ', 700],
  ])('parses %s as %i cents', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents)
  })

  it.each(['', 'abc', '12.3.4', Number.NaN])('refuses %s', (value) => {
    expect(() => eurosToCents(value)).toThrow(RangeError)
  })

  it('round-trips every cent amount up to € 100,-', () => {
    for (let cents = -10000; cents <= 10000; cents++) expect(eurosToCents(centsToEuros(cents))).toBe(cents)
  })
})

describe('euro amounts typed by staff', () => {
  it('reads what a Dutch, English or careless hand types', () => {
    const cases: Array<[string, number | null]> = [
      ['12,95', 1295],
      ['12.95', 1295],
      ['12', 1200],
      ['12,-', 1200],
      ['€ 12,5', 1250],
      ['1.234,56', 123456],
      ['1,234.56', 123456],
      ['1.234.567', 123456700],
      ['€12,50', 1250],
      ['€ 1.234,56', 123456],
      ['1.234,-', 123400],
      ['€ 25,-', 2500],
      ['12,50,-', null],
      ['0,99', 99],
      ['', null],
      ['abc', null],
      ['-5', null],
      ['12,999', null],
      ['1.234', null],
      ['5,001', null],
      ['12,5,0', null],
      ['€', null],
      ['12 euro', null],
      ['1.23.4', null],
      ['123456789', null],
    ]
    for (const [text, cents] of cases) expect(parseEuroInput(text), text).toBe(cents)
  })

  it('writes cents back as they are typed, and reads them again', () => {
    for (const cents of [0, 5, 99, 1295, 123456]) expect(parseEuroInput(euroInput(cents))).toBe(cents)
    expect(euroInput(123456)).toBe('1234,56')
  })

  it('writes English figures with a point where a screen shows them so, and reads those too', () => {
    expect(euroInput(495, '.')).toBe('4.95')
    expect(euroInput(5000, '.')).toBe('50.00')
    expect(euroInput(-5, '.')).toBe('-0.05')
    for (const cents of [0, 5, 99, 1295, 123456, 99999999])
      expect(parseEuroInput(euroInput(cents, '.'))).toBe(cents)
  })
})
