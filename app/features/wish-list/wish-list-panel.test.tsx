// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { WishList } from '#core/schemas/wish-list'
import { loadCatalog, loadMessages } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { jsonResponse as json } from '#app/lib/test-json-response'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { openWishListPanel, wishListStore } from '#app/features/product-card/wish-list-button'
import { WishListPanel } from './wish-list-panel'

let fetchMock: MockInstance<typeof fetch>
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const list: WishList = {
  id: 7,
  name: 'Mijn favorieten',
  is_public: false,
  public_url: '/favorieten/7',
  item_quantity: 1,
}
const polite = () => document.querySelector('[data-announcer="polite"]')!.textContent

async function renderGuestPanel() {
  await loadCatalog('nl')
  await loadMessages('nl', 'shopper')
  document.body.innerHTML = '<div id="overlays"></div><button type="button">Bewaar</button>'
  resetAnnouncer()
  wishListStore.set({ items: {}, status: 'ready', panel: null, changes: 0 })
  fetchMock.mockResolvedValueOnce(json({ data: [], authenticated: false })).mockResolvedValueOnce(
    json({
      data: { id: 1, wish_list_id: 7, product_id: 42, wish_lists: [{ id: 7, item_id: 1 }] },
      product_id: 42,
      wish_lists: [list],
    }),
  )
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <I18nProvider locale="nl" prefix="">
            <WishListPanel />
            <LiveAnnouncer />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  const opener = screen.getByRole('button', { name: 'Bewaar' })
  opener.focus()
  act(() => openWishListPanel({ id: 42, name: 'Otter 91' }))
  return opener
}

describe('guest wish-list panel (issue 33, WCAG 2.2.1)', () => {
  it('ticks the first list, announces it, and stays open until the shopper closes it', async () => {
    // Fake timers from the start, so that a close timer set after the add would run below; time still flows.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const opener = await renderGuestPanel()
    // The guest's first list exists only after the add: its row is the list the answer names.
    const checkbox = () => screen.getByRole('checkbox', { name: /Mijn favorieten/ }) as HTMLInputElement
    await waitFor(() => expect(checkbox().id).toBe('wish-list-7'))
    expect(checkbox().checked).toBe(true)
    expect(polite()).toBe('Otter 91 is bewaard in Mijn favorieten.')
    const [, added] = fetchMock.mock.calls
    expect(JSON.parse(String(added![1]?.body))).toEqual({ wish_list_id: null, product_id: 42 })

    act(() => vi.advanceTimersByTime(60_000))
    const dialog = screen.getByRole('dialog', { name: 'Bewaren in favorieten' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(screen.getByRole('link', { name: 'Inloggen' })).toBeTruthy()

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })
})
