// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { toCheckoutPickupPoint } from '#core/pickup-points/pickup-point'
import type { PickupLocation } from '#core/schemas/pickup-points'
import { jsonResponse, renderWithI18n } from '#app/features/address/test-render'
import { listboxMove, PickupPointChooser } from './pickup-point-chooser'
import { makeLocation } from './test-fixtures'

// Leaflet needs a real browser; here the map is a stand-in with a button per marker.
vi.mock('./pickup-map', () => ({
  default: (props: {
    locations: PickupLocation[]
    selectedCode: string | null
    onSelect: (code: string) => void
  }) => (
    <div data-testid="pickup-map">
      {props.locations.map((location) => (
        <button
          key={location.LocationCode}
          type="button"
          aria-label={`marker ${location.Name}`}
          data-selected={location.LocationCode === props.selectedCode}
          onClick={() => props.onSelect(location.LocationCode)}
        />
      ))}
    </div>
  ),
}))

let fetchMock: MockInstance<typeof fetch>
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch')
})
afterEach(cleanup)

const near = [
  makeLocation('201', 640),
  makeLocation('202', 1250, { Name: 'Bruna Woerden', OpeningHours: { Monday: ['08:00-18:00'] } }),
]
const urls = () => fetchMock.mock.calls.map(([url]) => String(url))
const rows = () => screen.getAllByTestId('pickup-location')

describe('PickupPointChooser (modal)', () => {
  it('loads the locations near 3442AE in NL when it opens and preselects the first', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />)
    expect(screen.getAllByTestId('pickup-loading')[0]!.textContent).toContain('Een ogenblik geduld')
    expect(urls()).toEqual(['/front-api/postnl-locations?countryCode=NL&postalCode=3442AE'])
    await act(async () => answer(jsonResponse({ ResponseLocation: near })))
    expect(rows().map((row) => row.textContent)).toEqual([
      'Primera Woerden 201640 mVoorstraat 41, 3441 CK Woerden',
      'Bruna Woerden1.250 mVoorstraat 41, 3441 CK Woerden',
    ])
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true')
    const selected = screen.getByTestId('pickup-selected')
    expect(within(selected).getByRole('heading', { level: 3 }).textContent).toBe('Primera Woerden 201')
    expect(within(selected).getByRole('button').textContent).toBe('Kies dit afhaalpunt')
    const hours = [...screen.getByTestId('pickup-opening-hours').children].map((row) => row.textContent)
    expect(hours).toEqual([
      'Maandag12:00 - 18:00',
      'Dinsdag09:00 - 18:00',
      'Woensdag09:00 - 18:00',
      'Donderdag09:00 - 18:00',
      'Vrijdag09:00 - 12:30, 13:30 - 21:00',
      'Zaterdag09:00 - 17:00',
      'ZondagGesloten',
    ])
    expect(screen.getByText('Openingstijden')).toBeTruthy()
    // It says which postcode the list is about (issue 32 point 17).
    expect(screen.getByTestId('pickup-shown-near').textContent).toBe('Afhaalpunten bij 3442 AE, Nederland')
  })

  it('selects from a row or a marker: the row is highlighted and the details follow', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    fireEvent.click(rows()[1]!)
    expect(rows().map((row) => row.getAttribute('aria-selected'))).toEqual(['false', 'true'])
    expect(screen.getByTestId('pickup-selected').textContent).toContain('Bruna Woerden')
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'marker Primera Woerden 201' })).toBeTruthy(),
    )
    expect(screen.getByRole('button', { name: 'marker Bruna Woerden' }).dataset.selected).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'marker Primera Woerden 201' }))
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByTestId('pickup-opening-hours').textContent).toContain('Dinsdag09:00 - 18:00')
  })

  it('is one Tab stop for the keyboard: arrows move the selection, "Kies dit afhaalpunt" is the next stop (issue 33 point 7)', async () => {
    const three = [...near, makeLocation('203', 1900, { Name: 'Primera Mijdrecht' })]
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: three }))
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(rows()).toHaveLength(3))
    const list = screen.getByRole('listbox', { name: 'Afhaalpunten in de buurt' })
    const options = within(list).getAllByRole('option')
    expect(options.map((option) => option.tabIndex)).toEqual([0, -1, -1])
    options[0]!.focus()
    fireEvent.keyDown(options[0]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(options[1])
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(options.map((option) => option.tabIndex)).toEqual([-1, 0, -1])
    expect(screen.getByTestId('pickup-selected').textContent).toContain('Bruna Woerden')
    fireEvent.keyDown(options[1]!, { key: 'End' })
    expect(document.activeElement).toBe(options[2])
    fireEvent.keyDown(options[2]!, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(options[2])
    fireEvent.keyDown(options[2]!, { key: 'Home' })
    expect(document.activeElement).toBe(options[0])
    // In document (Tab) order the choose button follows the list; the map comes after it.
    const tabbable = [
      ...screen.getByTestId('pickup-chooser').querySelectorAll<HTMLElement>('button, input, [tabindex="0"]'),
    ]
    const choose = screen.getByRole('button', { name: 'Kies dit afhaalpunt' })
    expect(tabbable.indexOf(choose)).toBe(tabbable.indexOf(options[0]!) + 1)
    const map = screen.getByTestId('pickup-map')
    expect(choose.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('searches the typed postcode in the picked country on Enter, the country menu closing on a pick', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ ResponseLocation: [makeLocation('801', 300, { Name: 'Press Shop Antwerpen Meir' })] }),
    )
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    const country = screen.getByTestId('pickup-country')
    fireEvent.click(country)
    expect(country.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(country)
    expect(screen.queryByTestId('pickup-country-BE')).toBeNull()
    fireEvent.click(country)
    fireEvent.click(screen.getByTestId('pickup-country-BE'))
    expect(screen.queryByTestId('pickup-country-BE')).toBeNull()
    expect(country.textContent).toBe('BE')
    fireEvent.change(screen.getByTestId('pickup-postal-code'), { target: { value: '2000' } })
    fireEvent.submit(screen.getByTestId('pickup-search'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(urls()[1]).toBe('/front-api/postnl-locations?countryCode=BE&postalCode=2000')
    expect(rows()[0]!.textContent).toContain('Press Shop Antwerpen Meir')
    expect(rows()[0]!.getAttribute('aria-selected')).toBe('true')
  })

  it('falls back to the initial postcode, then to 3442AE in NL, marking the postcode invalid', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    await renderWithI18n(
      <PickupPointChooser
        variant="modal"
        open
        onClose={() => {}}
        onChoose={() => {}}
        initialPostalCode="3931EP"
      />,
    )
    await waitFor(() => expect(rows()).toHaveLength(2))
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'x', errors: { postalCode: ['x'] } }, 422))
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: [] }))
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: [makeLocation('209', 90)] }))
    fireEvent.change(screen.getByTestId('pickup-postal-code'), { target: { value: '0000XX' } })
    fireEvent.click(screen.getByTestId('pickup-search-button'))
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(urls().slice(1)).toEqual([
      '/front-api/postnl-locations?countryCode=NL&postalCode=0000XX',
      '/front-api/postnl-locations?countryCode=NL&postalCode=3931EP',
      '/front-api/postnl-locations?countryCode=NL&postalCode=3442AE',
    ])
    expect(screen.getByTestId('pickup-postal-code').getAttribute('aria-invalid')).toBe('true')
    expect(screen.queryByTestId('pickup-message')).toBeNull()
    // The typed postcode stays in the box; the list says it is the fallback's.
    expect(screen.getByTestId('pickup-shown-near').textContent).toBe('Afhaalpunten bij 3442 AE, Nederland')
  })

  it('says in red under the search that nothing was found when every fallback is empty', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ ResponseLocation: [] }))
    await renderWithI18n(
      <PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />,
      'en',
    )
    await waitFor(() => expect(screen.getByTestId('pickup-message')).toBeTruthy())
    const message = screen.getByTestId('pickup-message')
    expect(message.getAttribute('role')).toBe('alert')
    expect(message.className).toContain('text-red-700')
    expect(message.textContent).toBe(
      'We could not find any pickup points here. Please check the postcode or search for another one.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('pickup-choose')).toBeNull()
  })

  it('hands the chosen location to the caller, then closes', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    const onChoose = vi.fn(async (location: PickupLocation) => toCheckoutPickupPoint(location))
    const onClose = vi.fn()
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={onClose} onChoose={onChoose} />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    fireEvent.click(rows()[1]!)
    await act(async () => fireEvent.click(screen.getByTestId('pickup-choose')))
    expect(onChoose).toHaveBeenCalledWith(near[1])
    expect(await onChoose.mock.results[0]!.value).toMatchObject({
      pickup_point_location_code: '202',
      postal_code: '3441 CK',
    })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays open when saving the choice fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    const onClose = vi.fn()
    await renderWithI18n(
      <PickupPointChooser
        variant="modal"
        open
        onClose={onClose}
        onChoose={() => Promise.reject(new Error('no'))}
      />,
    )
    await waitFor(() => expect(rows()).toHaveLength(2))
    await act(async () => fireEvent.click(screen.getByTestId('pickup-choose')))
    expect(onClose).not.toHaveBeenCalled()
    expect((screen.getByTestId('pickup-choose') as HTMLButtonElement).disabled).toBe(false)
  })

  it('shows the service’s failure instead of falling back', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503))
    await renderWithI18n(<PickupPointChooser variant="modal" open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() =>
      expect(screen.getByTestId('pickup-message').textContent).toContain('lukt nu even niet'),
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('PickupPointChooser (panel)', () => {
  it('has the map on top, then the selected location, then "Andere afhaalpunten" with a 7-character postcode search', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ResponseLocation: near }))
    await renderWithI18n(<PickupPointChooser variant="panel" open onClose={() => {}} onChoose={() => {}} />)
    await waitFor(() => expect(rows()).toHaveLength(2))
    const chooser = screen.getByTestId('pickup-chooser')
    expect(chooser.dataset.variant).toBe('panel')
    const order = [...chooser.children].map((child) => child.getAttribute('data-testid') ?? child.textContent)
    expect(order).toEqual([
      'pickup-map',
      'pickup-selected',
      'Andere afhaalpunten',
      'pickup-search',
      'pickup-results',
    ])
    expect((screen.getByTestId('pickup-postal-code') as HTMLInputElement).maxLength).toBe(7)
    expect(screen.getByRole('dialog', { name: 'Kies een afhaalpunt' })).toBeTruthy()
  })
})

describe('listboxMove', () => {
  it('moves by arrows within the ends, jumps by Home and End, ignores other keys', () => {
    expect(listboxMove('ArrowDown', 0, 3)).toBe(1)
    expect(listboxMove('ArrowDown', 2, 3)).toBe(2)
    expect(listboxMove('ArrowUp', 0, 3)).toBe(0)
    expect(listboxMove('ArrowUp', 2, 3)).toBe(1)
    expect(listboxMove('ArrowDown', -1, 3)).toBe(0)
    expect(listboxMove('Home', 2, 3)).toBe(0)
    expect(listboxMove('End', 0, 3)).toBe(2)
    expect(listboxMove('Enter', 0, 3)).toBeNull()
    expect(listboxMove('ArrowDown', -1, 0)).toBeNull()
  })
})
