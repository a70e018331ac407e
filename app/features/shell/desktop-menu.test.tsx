// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MenuItem } from '#core/schemas/static-data'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { DesktopMenu } from './desktop-menu'

const item = (label: string, subs: string[]): MenuItem => ({
  label,
  link: `/${label.toLowerCase()}`,
  extended_label: `All ${label.toLowerCase()}`,
  kind: 'category',
  columns: [
    {
      column_items: [
        {
          type: 'list',
          items: subs.map((sub) => ({ label: sub, url: `/${label.toLowerCase()}/${sub}`, image: null })),
        },
      ],
    },
  ],
})

const MENU = [item('Knives', ['Slipjoints', 'Flippers']), item('Lights', ['Headlamps', 'Lanterns'])]

beforeAll(() => loadCatalog('en'))
afterEach(cleanup)

/** The menu beside a link after it, where Tab goes when it leaves the menu. */
async function openMenu() {
  render(
    <MemoryRouter>
      <I18nProvider locale="en" prefix="/en">
        <DesktopMenu menu={MENU} />
        <a href="/en/wish-list">After the menu</a>
      </I18nProvider>
    </MemoryRouter>,
  )
  const toggle = screen.getByRole('button', { name: 'Products' })
  fireEvent.click(toggle)
  expect(toggle.getAttribute('aria-expanded')).toBe('true')
  const knives = await screen.findByRole('button', { name: 'Knives' })
  return { toggle, knives, lights: screen.getByRole('button', { name: 'Lights' }) }
}

const key = (element: Element, name: string) => fireEvent.keyDown(element, { key: name })
const subItem = (name: string) => screen.queryByRole('link', { name })

describe('desktop mega menu by keyboard', () => {
  it('does not change the shown item on focus; Enter or Space (a click) does, with aria-expanded and aria-controls', async () => {
    const { knives, lights } = await openMenu()
    expect(knives.getAttribute('aria-expanded')).toBe('true')
    expect(
      document.getElementById(knives.getAttribute('aria-controls')!)?.contains(subItem('Slipjoints')),
    ).toBe(true)
    lights.focus()
    fireEvent.focus(lights)
    expect(lights.getAttribute('aria-expanded')).toBe('false')
    expect(subItem('Slipjoints')).not.toBeNull()
    fireEvent.click(lights)
    expect(lights.getAttribute('aria-expanded')).toBe('true')
    expect(knives.getAttribute('aria-expanded')).toBe('false')
    expect(subItem('Slipjoints')).toBeNull()
    expect(
      document.getElementById(lights.getAttribute('aria-controls')!)?.contains(subItem('Headlamps')),
    ).toBe(true)
  })

  it('follows each item with its sub-items in the DOM, so that Tab reaches them from the chosen item', async () => {
    const { knives, lights } = await openMenu()
    const order = [knives, subItem('Slipjoints')!, subItem('Flippers')!, lights]
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('moves with the arrow keys: Up/Down between items, Right into the sub-items, Left back', async () => {
    const { knives, lights } = await openMenu()
    knives.focus()
    key(knives, 'ArrowDown')
    expect(document.activeElement).toBe(lights)
    expect(lights.getAttribute('aria-expanded')).toBe('false')
    key(lights, 'ArrowDown')
    expect(document.activeElement).toBe(knives)
    key(knives, 'ArrowUp')
    expect(document.activeElement).toBe(lights)
    // Right on an item that is not shown yet shows it and enters its first sub-item.
    key(lights, 'ArrowRight')
    expect(document.activeElement).toBe(await screen.findByRole('link', { name: 'Headlamps' }))
    key(subItem('Headlamps')!, 'ArrowDown')
    expect(document.activeElement).toBe(subItem('Lanterns'))
    key(subItem('Lanterns')!, 'End')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'All lights' }))
    key(screen.getByRole('link', { name: 'All lights' }), 'Home')
    expect(document.activeElement).toBe(subItem('Headlamps'))
    key(subItem('Headlamps')!, 'ArrowLeft')
    expect(document.activeElement).toBe(lights)
  })

  it('closes on Escape and returns focus to its button', async () => {
    const { toggle, knives } = await openMenu()
    knives.focus()
    key(knives, 'ArrowRight')
    expect(document.activeElement).toBe(subItem('Slipjoints'))
    key(subItem('Slipjoints')!, 'Escape')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: 'Knives' })).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })

  it('closes when focus leaves the menu, not while it moves inside', async () => {
    const { toggle, knives } = await openMenu()
    knives.focus()
    subItem('Slipjoints')!.focus()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    act(() => screen.getByRole('link', { name: 'After the menu' }).focus())
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on a pointer outside, not on one inside', async () => {
    const { toggle, lights } = await openMenu()
    fireEvent.pointerDown(lights)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.pointerDown(within(document.body).getByRole('link', { name: 'After the menu' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('still follows the hovered item for the mouse', async () => {
    const { lights } = await openMenu()
    fireEvent.mouseEnter(lights)
    expect(lights.getAttribute('aria-expanded')).toBe('true')
    expect(subItem('Headlamps')).not.toBeNull()
  })
})
