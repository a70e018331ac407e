// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithI18n } from '#app/features/address/test-render'
import { LazyPickupPointChooser } from './lazy-pickup-point-chooser'
import { makeLocation } from './test-fixtures'

const loaded = vi.hoisted(() => ({ chooser: 0 }))
vi.mock('./pickup-point-chooser', async (original) => {
  loaded.chooser++
  return original()
})
vi.mock('./pickup-map', () => ({ default: () => <div data-testid="pickup-map" /> }))

afterEach(cleanup)

describe('LazyPickupPointChooser', () => {
  it('loads the chooser only when it opens; responsive is the panel below 1024 px, a given variant is kept', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({ ResponseLocation: [makeLocation('201', 640)] }),
    )
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    const { rerender } = await renderWithI18n(
      <LazyPickupPointChooser open={false} onClose={() => {}} onChoose={() => {}} />,
    )
    expect(loaded.chooser).toBe(0)
    expect(screen.queryByTestId('pickup-chooser')).toBeNull()
    rerender(<LazyPickupPointChooser open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(screen.getByTestId('pickup-chooser').dataset.variant).toBe('panel'))
    expect(loaded.chooser).toBe(1)
    rerender(<LazyPickupPointChooser open variant="modal" onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(screen.getByTestId('pickup-chooser').dataset.variant).toBe('modal'))
  })
})
