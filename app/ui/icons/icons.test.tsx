import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { IconProps } from './icon'

// Every icon module of this folder (docs/decisions/0089).
const modules = import.meta.glob<Record<string, ComponentType<IconProps>>>('./*.tsx', { eager: true })
// The spinner has two strokes of its own (a faint ring and the turning arc); the play icon is filled.
const OWN_STYLE = new Set(['Spinner', 'PlayIcon'])

const icons = Object.values(modules).flatMap((module) => Object.entries(module))

describe('outline icons', () => {
  it('finds the icons', () => {
    expect(icons.length).toBeGreaterThan(15)
  })

  it.each(icons.filter(([name]) => !OWN_STYLE.has(name)))(
    '%s draws one path with the shared stroke class and no stroke attributes',
    (_name, Icon) => {
      const html = renderToString(<Icon className="size-5" />)
      expect(html).toMatch(
        /^<svg viewBox="0 0 24 24" class="icon-stroke size-5" aria-hidden="true"><path d="[^"]+"><\/path><\/svg>$/,
      )
    },
  )
})
