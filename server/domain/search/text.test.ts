import { describe, expect, it } from 'vitest'
import {
  allowedTypos,
  colourWords,
  compoundSplits,
  diminutiveStems,
  editDistance,
  normalize,
  words,
} from './text'

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

  it('splits a query’s compounds in English too (issue 32), the index’s only in Dutch and German', () => {
    const known = new Set(['cutting', 'board', 'bread', 'knife'])
    const has = (word: string) => known.has(word)
    expect(compoundSplits('cuttingboard', 'en', has, { query: true })).toEqual([['cutting', 'board']])
    expect(compoundSplits('breadknife', 'en', has, { query: true })).toEqual([['bread', 'knife']])
    expect(compoundSplits('breadknife', 'en', has)).toEqual([])
  })

  it('reads Dutch diminutives as the words they are made of', () => {
    expect(diminutiveStems('bijltje', 'nl')).toContain('bijl')
    expect(diminutiveStems('lampje', 'nl')).toContain('lamp')
    expect(diminutiveStems('mesje', 'nl')).toContain('mes')
    expect(diminutiveStems('balletje', 'nl')).toContain('bal')
    expect(diminutiveStems('lampje', 'de')).toEqual([])
  })

  it('knows colour words, inflected as Dutch and German adjectives are', () => {
    expect(colourWords('rode', 'nl')).toEqual(['rood'])
    expect(colourWords('grijze', 'nl')).toEqual(['grijs'])
    expect(colourWords('gele', 'nl')).toEqual(['geel'])
    expect(colourWords('zwarte', 'nl')).toEqual(['zwart'])
    expect(colourWords('zandkleurige', 'nl')).toEqual(['zandkleur', 'zand'])
    expect(colourWords(normalize('grüner'), 'de')).toEqual(['grun'])
    expect(colourWords('rotes', 'de')).toEqual(['rot'])
    expect(colourWords('grey', 'en')).toEqual(['grey', 'gray'])
    expect(colourWords('zakmes', 'nl')).toBeNull()
    expect(colourWords('rote', 'nl')).toBeNull()
  })
})
