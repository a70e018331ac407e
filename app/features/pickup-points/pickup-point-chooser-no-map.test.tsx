// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, renderWithI18n } from '#app/features/address/test-render'
import { PickupPointChooser } from './pickup-point-chooser'
import { makeLocation } from './test-fixtures'

// The map's code fails to load (offline, blocked, a new release removed the chunk).
vi.mock('./pickup-map', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

afterEach(cleanup)

describe('PickupPointChooser without its map', () => {
  it('says the map cannot load, and the list still lets the shopper choose', async () => {
    // React reports errors its boundaries caught on the console; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // The chunk loader asks the server whether the failed file still exists (HEAD): say it is gone.
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) =>
      init?.method === 'HEAD'
        ? new Response(null, { status: 404 })
        : jsonResponse({ ResponseLocation: [makeLocation('201', 640)] }),
    )
    const onChoose = vi.fn()
    await renderWithI18n(<PickupPointChooser variant="panel" open onClose={() => {}} onChoose={onChoose} />)
    await waitFor(() => expect(screen.getByTestId('pickup-map-failed')).toBeTruthy())
    expect(screen.getByTestId('pickup-map-failed').textContent).toContain('Kies een afhaalpunt uit de lijst')
    await waitFor(() => expect(screen.getAllByTestId('pickup-location')).toHaveLength(1))
    await act(async () => fireEvent.click(screen.getByTestId('pickup-choose')))
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ LocationCode: '201' }))
  })
})
