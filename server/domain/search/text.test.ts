import { describe, expect, it } from 'vitest'
import { allowedTypos, compoundSplits, editDistance, normalize, words } from './text'

describe('search text rules', () => {
  it('compares words without case and accents, as unaccent does', () => {
    expect(normalize('Fjellstål Küchenmesser Straße Æble Øre')).toBe(
      'fjellstal kuchenmesser strasse aeble ore',
    )
    expect(words('Koks-mes, 20 cm! a')).toEqual(['koks', 'mes', '20', 'cm'])
  })

  it('allows one typo from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8].map((n) => allowedTypos('x'.repeat(n)))).toEqual([0, 1, 1, 2])
    expect(editDistance('zakmes', 'zakmse', 1)).toBe(1)
    expect(editDistance('kurogane', 'kurogan', 2)).toBe(1)
    expect(editDistance('slijpsteen', 'slijpsten', 2)).toBe(1)
    expect(editDistance('flashlite', 'flashlight', 2)).toBe(3)
  })

  it('splits Dutch and German compounds into known words, with linking letters', () => {
    const known = new Set(['zak', 'mes', 'koks', 'keuken', 'taschen', 'tasche', 'messer', 'koch'])
    const has = (word: string) => known.has(word)
    expect(compoundSplits('zakmes', 'nl', has)).toEqual([['zak', 'mes']])
    expect(compoundSplits('koksmes', 'nl', has)).toContainEqual(['koks', 'mes'])
    expect(compoundSplits('taschenmesser', 'de', has)).toContainEqual(['taschen', 'messer'])
    expect(compoundSplits('kochmesser', 'de', has)).toEqual([['koch', 'messer']])
    expect(compoundSplits('pocketknife', 'en', () => true)).toEqual([])
  })
})
