import { describe, expect, it } from 'vitest'
import { matchStreet, normalizeStreet } from './street-match'

const streets = ['Grote Markt', 'Grote Steenweg', 'Rue de l’Ange', 'Sint-Truidensestraat', 'Meir']

describe('normalizeStreet', () => {
  it('drops accents, case, apostrophes and dashes', () => {
    expect(normalizeStreet('Rue de l’Ange')).toBe('rue de l ange')
    expect(normalizeStreet('  Féronstrée ')).toBe('feronstree')
    expect(normalizeStreet('Sint-Truidensestraat')).toBe('sint truidensestraat')
  })
})

describe('matchStreet', () => {
  it('finds the same street written differently', () => {
    expect(matchStreet('grote markt', streets)).toBe('Grote Markt')
    expect(matchStreet('GROTEMARKT', streets)).toBe('Grote Markt')
    expect(matchStreet("rue de l'ange", streets)).toBe('Rue de l’Ange')
    expect(matchStreet('sint truidensestraat', streets)).toBe('Sint-Truidensestraat')
  })

  it('completes a unique beginning of at least three letters', () => {
    expect(matchStreet('Sint-Tr', streets)).toBe('Sint-Truidensestraat')
    expect(matchStreet('Mei', streets)).toBe('Meir')
  })

  it('refuses an ambiguous, too short or unknown name', () => {
    expect(matchStreet('Grote', streets)).toBeNull()
    expect(matchStreet('Me', streets)).toBeNull()
    expect(matchStreet('Kerkstraat', streets)).toBeNull()
    expect(matchStreet('  ', streets)).toBeNull()
  })
})
