// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ModalHost } from '#app/ui/modal-host'
import { openModal, shellStore } from '#app/ui/shell-store'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { Modal } from './modal'
import { SidePanel } from './side-panel'

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <I18nProvider locale="en" prefix="/en">
      {children}
    </I18nProvider>
  )
}

beforeAll(async () => {
  await loadCatalog('en')
  // The shell's page and overlay host, as root.tsx renders them before any dialog can open.
  document.body.innerHTML =
    '<div id="page"><button type="button">behind</button></div><div id="overlays"></div>'
})
afterEach(() => {
  cleanup()
  shellStore.set({ modals: [] })
})

describe('Modal', () => {
  it('shows title and content, locks page scroll and focus, and closes on Escape', async () => {
    const onClose = vi.fn()
    const { rerender } = render(
      <Frame>
        <Modal open onClose={onClose} title="Product is not added">
          <p>Out of stock</p>
        </Modal>
      </Frame>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Product is not added' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.parentElement?.className).toContain('z-40')
    expect(document.documentElement.style.overflow).toBe('hidden')
    expect(document.getElementById('page')!.inert).toBe(true)
    expect(dialog.contains(document.activeElement)).toBe(true)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledOnce()

    rerender(
      <Frame>
        <Modal open={false} onClose={onClose} title="Product is not added" />
      </Frame>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.documentElement.style.overflow).toBe('')
    expect(document.getElementById('page')!.inert).toBe(false)
  })

  it('closes only the topmost of two stacked dialogs on Escape and keeps the page locked until both are gone', async () => {
    const closePanel = vi.fn()
    const closeModal = vi.fn()
    render(
      <Frame>
        <SidePanel open onClose={closePanel} title="Cart" />
        <Modal open onClose={closeModal} title="Not enough supply available" stackingClass="z-50" />
      </Frame>,
    )
    await screen.findByRole('dialog', { name: 'Not enough supply available' })
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(closeModal).toHaveBeenCalledOnce()
    expect(closePanel).not.toHaveBeenCalled()
    expect(
      screen.getByRole('dialog', { name: 'Not enough supply available' }).parentElement?.className,
    ).toContain('z-50')
  })
})

describe('generic modal (spec §2)', () => {
  it('renders title, text, product and typed buttons, and closes after a button click', async () => {
    const onRefresh = vi.fn()
    render(
      <Frame>
        <ModalHost />
      </Frame>,
    )
    act(() => {
      openModal({
        title: 'Product is not added',
        text: 'Only 2 left',
        product: { name: 'Spartan knife', image: '/img/spartan.svg', link: '/spartan' },
        buttons: [
          { label: 'Cancel', type: 'gray-outline' },
          { label: 'Refresh page', type: 'red', onClick: onRefresh },
        ],
      })
    })
    const dialog = await screen.findByRole('dialog', { name: 'Product is not added' })
    expect(dialog.parentElement?.className).toContain('z-40')
    expect(screen.getByText('Only 2 left')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Spartan knife' }).getAttribute('href')).toBe('/spartan')
    expect(screen.getByRole('button', { name: 'Cancel' }).className).toContain('border-gray-400')
    const refresh = screen.getByRole('button', { name: 'Refresh page' })
    expect(refresh.className).toContain('bg-red-700')
    fireEvent.click(refresh)
    expect(onRefresh).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(shellStore.get().modals).toEqual([])
  })

  it('keeps a modal open when its button handler returns false', async () => {
    render(
      <Frame>
        <ModalHost />
      </Frame>,
    )
    act(() => {
      openModal({ title: 'Failed', buttons: [{ label: 'Accept', type: 'primary', onClick: () => false }] })
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(screen.getByRole('dialog', { name: 'Failed' })).toBeTruthy()
  })
})
