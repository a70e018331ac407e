import { describe, expect, it } from 'vitest'
import { changedFields } from './audit'

describe('changedFields', () => {
  it('lists each field that differs, with what it was and what it became', () => {
    expect(changedFields({ price: '12,95', name: 'Mes' }, { price: '9,95', name: 'Mes' })).toEqual({
      price: { from: '12,95', to: '9,95' },
    })
    expect(changedFields({ tags: ['a'] }, { tags: ['a', 'b'] })).toEqual({
      tags: { from: ['a'], to: ['a', 'b'] },
    })
    expect(changedFields({ logo: '/media/x.png' }, { logo: '' })).toEqual({
      logo: { from: '/media/x.png', to: '' },
    })
    expect(changedFields({}, { name: 'Nieuw' })).toEqual({ name: { from: null, to: 'Nieuw' } })
  })

  it('counts a field that was and stays empty (absent, null or empty text) as no change', () => {
    expect(changedFields({ note: '', size: null }, { note: null, colour: '' })).toEqual({})
  })
})
