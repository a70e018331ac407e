// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MenuItem } from '#core/schemas/static-data'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { MobileMenu } from './mobile-menu'
import { setMobileMenuOpen, shellStore } from '#app/ui/shell-store'

const MENU: MenuItem[] = ['Knives', 'Lights'].map((label) => ({
  label,
  link: `/en/${label.toLowerCase()}`,
  extended_label: `All ${label.toLowerCase()}`,
  kind: 'category',
  columns: [
    {
      column_items: [
        {
          type: 'list',
          items: [{ label: `${label} one`, url: `/en/${label.toLowerCase()}/one`, image: null }],
        },
      ],
    },
  ],
}))

beforeAll(() => loadCatalog('en'))
afterEach(() => {
  cleanup()
  act(() => setMobileMenuOpen(false))
})

/** The header's menu button and the menu, as the shell has them: the page and the overlays beside it. */
function showMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nProvider locale="en" prefix="/en">
            <div id="page">
              <button type="button" onClick={() => setMobileMenuOpen(true)}>
                Open menu
              </button>
            </div>
            <div id="overlays" />
            <MobileMenu menu={MENU} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/en/'] },
  )
  render(<RouterProvider router={router} />)
  const opener = screen.getByRole('button', { name: 'Open menu' })
  opener.focus()
  fireEvent.click(opener)
  return opener
}

describe('phone menu by keyboard', () => {
  it('opens with focus inside; a main item leads focus to its first link, back returns it to the item', () => {
    showMenu()
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Lights' }))
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'All lights' }))
    expect(screen.getByRole('link', { name: 'Lights one' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Lights' }))
  })

  it('keeps Tab inside while open, and Escape closes it with focus back on the menu button', () => {
    const opener = showMenu()
    const dialog = screen.getByRole('dialog', { name: 'Menu' })
    const focusable = [...dialog.querySelectorAll<HTMLElement>('a[href], button')]
    focusable.at(-1)!.focus()
    fireEvent.keyDown(document, { key: 'Tab' })
    expect(document.activeElement).toBe(focusable[0])
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(focusable.at(-1))
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(shellStore.get().mobileMenuOpen).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
