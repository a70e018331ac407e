import { describe, expect, it } from 'vitest'
import { normalizePostalCode, postalCodeExample } from './postal-codes'

describe('normalizePostalCode', () => {
  it.each([
    ['NL', '3442ae', '3442 AE'],
    ['NL', ' 3442 AE ', '3442 AE'],
    ['NL', '1011-ab', '1011 AB'],
    ['BE', '1000', '1000'],
    ['DE', '10115', '10115'],
    ['LU', '1234', 'L-1234'],
    ['LU', 'l-1234', 'L-1234'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
  ])('%s %j is written %j', (country, typed, stored) => {
    expect(normalizePostalCode(country, typed)).toBe(stored)
  })

  it.each([
    ['NL', '0123 AB'],
    ['NL', '1234 SS'],
    ['NL', '1234'],
    ['NL', '12345 AB'],
    ['BE', '0999'],
    ['BE', '10000'],
    ['DE', '1011'],
    ['ES', '53001'],
    ['NL', ''],
    ['NL', 'x'.repeat(100)],
  ])('%s %j is refused', (country, typed) => {
    expect(normalizePostalCode(country, typed)).toBeNull()
  })

  it('accepts a plausible code in a country without a rule', () => {
    expect(normalizePostalCode('PT', ' 1000-001 ')).toBe('1000-001')
    expect(normalizePostalCode('PT', '!')).toBeNull()
  })

  it('has examples for the countries it knows', () => {
    expect(postalCodeExample('nl')).toBe('1234 AB')
    expect(postalCodeExample('PT')).toBeNull()
  })
})
