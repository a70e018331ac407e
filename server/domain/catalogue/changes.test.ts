import { describe, expect, it } from 'vitest'
import { changeTags, parseCatalogueChange, touches } from './changes'

describe('parseCatalogueChange', () => {
  it('names products, their cards, categories, brands and groups', () => {
    const change = parseCatalogueChange('{"s":7,"t":"products","p":[1,2],"k":[2],"c":[3],"b":[4],"g":[5]}')
    expect(change.everything).toBe(false)
    expect(change.seq).toBe(7)
    expect([...change.tags].sort()).toEqual(
      [
        changeTags.anyProduct,
        changeTags.product(1),
        changeTags.product(2),
        changeTags.card(2),
        changeTags.category(3),
        changeTags.brand(4),
        changeTags.variantGroup(5),
      ].sort(),
    )
  })

  it('counts every product as a card change when the notification names no cards (migration 0027)', () => {
    const change = parseCatalogueChange('{"s":1,"t":"products","p":[9],"c":[],"b":[]}')
    expect(change.tags.has(changeTags.card(9))).toBe(true)
  })

  it('takes a payload it cannot read as everything, never as too little', () => {
    expect(parseCatalogueChange('{"s":1,"t":"products","p":[9],"k":"x","c":[],"b":[]}').everything).toBe(true)
    expect(parseCatalogueChange('{"s":1,"t":"products","p":[9],"k":[1.5],"c":[],"b":[]}').everything).toBe(
      true,
    )
    expect(parseCatalogueChange('not json').everything).toBe(true)
  })
})

describe('touches', () => {
  const change = parseCatalogueChange('{"s":1,"t":"products","p":[1],"k":[],"c":[3],"b":[],"g":[]}')

  it('is true when the change names one of the tags, whichever set is the larger', () => {
    expect(touches(change, new Set([changeTags.category(3)]))).toBe(true)
    const many = new Set(Array.from({ length: 50 }, (_, i) => changeTags.product(i + 1)))
    expect(touches(change, many)).toBe(true)
  })

  it('is false when it names none, and true for everything', () => {
    expect(touches(change, new Set([changeTags.card(1), changeTags.category(4)]))).toBe(false)
    expect(touches(change, new Set())).toBe(false)
    expect(touches(parseCatalogueChange('{"t":"settings"}'), new Set())).toBe(true)
  })
})
