// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { openModal, shellStore } from './shell-store'

// The modals' chunk cannot be loaded (a new release removed it, the network is gone).
vi.mock('./modal-stack', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

beforeAll(async () => {
  await loadCatalog('en')
  document.body.innerHTML = '<div id="page"></div><div id="overlays"></div>'
})
afterEach(() => {
  cleanup()
  shellStore.set({ modals: [] })
})

async function renderHost() {
  // React reports the error its boundary caught on the console; this one is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  const { ModalHost } = await import('./modal-host')
  render(
    <I18nProvider locale="en" prefix="/en">
      <ModalHost />
    </I18nProvider>,
  )
}

describe('modal host without its chunk (docs/decisions/0078)', () => {
  it('still shows the newest modal plainly, with its buttons and a close button', async () => {
    await renderHost()
    const onRefresh = vi.fn()
    act(() => {
      openModal({ title: 'Earlier', text: 'Behind the newest' })
      openModal({
        title: 'Page could not be loaded',
        text: 'Loading chunk product-page failed',
        buttons: [{ label: 'Refresh page', type: 'primary', onClick: onRefresh }],
      })
    })
    const panel = await screen.findByRole('alertdialog', { name: 'Page could not be loaded' })
    expect(panel.textContent).toContain('Loading chunk product-page failed')
    expect(screen.queryByText('Behind the newest')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh page' }))
    expect(onRefresh).toHaveBeenCalledOnce()
    // The one below comes next, and closes with the close button.
    const earlier = await screen.findByRole('alertdialog', { name: 'Earlier' })
    fireEvent.click(earlier.querySelector('button')!)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(shellStore.get().modals).toEqual([])
  })

  it("shows the shop's own HTML of an information modal", async () => {
    await renderHost()
    act(() => {
      openModal({ title: 'Blade', html: '<p>The blade is <strong>6 cm</strong> long.</p>' })
    })
    const panel = await screen.findByRole('alertdialog', { name: 'Blade' })
    expect(panel.querySelector('strong')?.textContent).toBe('6 cm')
  })
})
