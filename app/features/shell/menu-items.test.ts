import { describe, expect, it } from 'vitest'
import type { MenuItem } from '#core/schemas/static-data'
import { subItems, usesGrid } from './menu-items'

const item = (kind: MenuItem['kind']): MenuItem => ({
  label: 'Zakmessen',
  link: '/zakmessen',
  extended_label: 'Alle zakmessen',
  kind,
  columns: [
    {
      column_items: [
        { type: 'title', items: [{ label: 'Populair', url: '/zakmessen', image: null }] },
        { type: 'list', items: [{ label: 'Multitools', url: '/zakmessen/multitools', image: null }] },
      ],
    },
    {
      column_items: [
        { type: 'list', items: [{ label: 'Slipjoints', url: '/zakmessen/slipjoints', image: '/s.svg' }] },
      ],
    },
  ],
})

describe('menu sub-items', () => {
  it('keeps list entries from every column and drops title entries', () => {
    expect(subItems(item('category')).map((sub) => sub.label)).toEqual(['Multitools', 'Slipjoints'])
  })

  it('lays out sub-items in a grid except for the knowledge and engraving items', () => {
    expect(usesGrid(item('category'))).toBe(true)
    expect(usesGrid(item('knowledge'))).toBe(false)
    expect(usesGrid(item('engraving'))).toBe(false)
  })
})
