import { describe, expect, it } from 'vitest'
import { alignFeatures } from './align-features'

const feature = (name: string, value: string) => ({ name, value, info: null })

describe('alignFeatures', () => {
  it('aligns groups and names across products, marking what a product lacks', () => {
    const aligned = alignFeatures([
      {
        feature_groups: [
          { title: 'Blade', info: null, features: [feature('Length', '8 cm'), feature('Steel', 'VG-10')] },
          { title: 'Handle', info: null, features: [feature('Material', 'Wood')] },
        ],
      },
      {
        feature_groups: [
          { title: 'Handle', info: null, features: [feature('Material', 'G10'), feature('Colour', 'Black')] },
          { title: 'Blade', info: null, features: [feature('Length', '9 cm')] },
          { title: 'Extras', info: null, features: [feature('Clip', 'Yes')] },
        ],
      },
    ])
    expect(aligned).toEqual([
      {
        title: 'Blade',
        rows: [
          { name: 'Length', values: ['8 cm', '9 cm'] },
          { name: 'Steel', values: ['VG-10', null] },
        ],
      },
      {
        title: 'Handle',
        rows: [
          { name: 'Material', values: ['Wood', 'G10'] },
          { name: 'Colour', values: [null, 'Black'] },
        ],
      },
      { title: 'Extras', rows: [{ name: 'Clip', values: [null, 'Yes'] }] },
    ])
  })

  it('has no rows without products', () => {
    expect(alignFeatures([])).toEqual([])
  })
})
