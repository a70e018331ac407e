import { describe, expect, it } from 'vitest'
import { comboboxStep, type ComboboxState } from './combobox'

const OPTIONS = ['a', 'b', 'c']
const closed: ComboboxState = { open: false, active: null }
const open = (active: string | null = null): ComboboxState => ({ open: true, active })
const step = (state: ComboboxState, key: string, extra: object = {}, text = 'mes', options = OPTIONS) =>
  comboboxStep(state, { key, ...extra }, options, text)

describe('comboboxStep', () => {
  it('ArrowDown opens a closed popup on its first option, then walks down and wraps to the first', () => {
    expect(step(closed, 'ArrowDown')).toEqual({ open: true, active: 'a', handled: true })
    expect(step(open(), 'ArrowDown')).toEqual({ open: true, active: 'a', handled: true })
    expect(step(open('a'), 'ArrowDown').active).toBe('b')
    expect(step(open('c'), 'ArrowDown').active).toBe('a')
  })

  it('ArrowUp opens a closed popup on its last option, then walks up and wraps to the last', () => {
    expect(step(closed, 'ArrowUp')).toEqual({ open: true, active: 'c', handled: true })
    expect(step(open('c'), 'ArrowUp').active).toBe('b')
    expect(step(open('a'), 'ArrowUp').active).toBe('c')
    expect(step(open(), 'ArrowUp').active).toBe('c')
  })

  it('an option that is gone (new hits) counts as no highlight', () => {
    expect(step(open('x'), 'ArrowDown').active).toBe('a')
    expect(step(open('x'), 'Enter')).toEqual({ ...open('x'), handled: false })
  })

  it('Alt+ArrowDown opens without a highlight, Alt+ArrowUp closes', () => {
    expect(step(closed, 'ArrowDown', { altKey: true })).toEqual({ open: true, active: null, handled: true })
    expect(step(open('b'), 'ArrowUp', { altKey: true })).toEqual({ open: false, active: null, handled: true })
  })

  it('arrows without options are the browser’s (the caret moves)', () => {
    expect(step(closed, 'ArrowDown', {}, 'mes', [])).toEqual({ ...closed, handled: false })
    expect(step(closed, 'ArrowUp', {}, 'mes', [])).toEqual({ ...closed, handled: false })
  })

  it('Enter follows the highlighted option, and without one is left to the form (submit)', () => {
    expect(step(open('b'), 'Enter')).toEqual({ ...open('b'), handled: true, activate: 'b' })
    expect(step(open(), 'Enter')).toEqual({ ...open(), handled: false })
    expect(step(closed, 'Enter')).toEqual({ ...closed, handled: false })
  })

  it('Escape closes the popup and keeps the text; a second Escape clears it; on an empty box it does nothing', () => {
    expect(step(open('b'), 'Escape')).toEqual({ open: false, active: null, handled: true })
    expect(step(closed, 'Escape')).toEqual({ open: false, active: null, handled: true, clear: true })
    expect(step(closed, 'Escape', {}, '')).toEqual({ ...closed, handled: false })
  })

  it('Home, End and the side arrows stay in the text and drop the highlight', () => {
    for (const key of ['Home', 'End', 'ArrowLeft', 'ArrowRight'])
      expect(step(open('b'), key)).toEqual({ open: true, active: null, handled: false })
  })

  it('leaves other keys and shortcuts with Ctrl or Meta alone', () => {
    expect(step(open('b'), 'x')).toEqual({ ...open('b'), handled: false })
    expect(step(open('b'), 'ArrowDown', { ctrlKey: true })).toEqual({ ...open('b'), handled: false })
    expect(step(open('b'), 'Home', { metaKey: true })).toEqual({ ...open('b'), handled: false })
  })
})
