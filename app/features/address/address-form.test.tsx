// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { AUTOCOMPLETE_MAX_FAILURES, PANEL_CLOSE_DELAY_MS } from '#core/constants'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { ApiError } from '#app/lib/front-api'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { AddressEditPanel } from './address-edit-panel'
import { AddressFields, AddressForm } from './address-form'
import { jsonResponse, renderWithI18n } from './test-render'

let fetchMock: MockInstance<typeof fetch>
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch')
})
afterEach(cleanup)

const request = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index)!
  return { url: String(url), body: JSON.parse(String(init?.body)) as Record<string, unknown> }
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } })
const found = {
  street: 'Kerkstraat',
  city: 'Woerden',
  postal_code: '3442 AE',
  house_number_addition: ['A', 'B'],
  covered: true,
}
const notFound = () =>
  jsonResponse(
    { message: 'Geen adres', errors: { postal_code: ['Geen adres'], house_number: ['Geen adres'] } },
    422,
  )

/** A complete address, as a saved one starts the form. */
const savedAddress = {
  first_name: 'A',
  last_name: 'B',
  phone_number: '0612345678',
  postal_code: '3442 AE',
  house_number: '12',
  address: 'Kerkstraat',
  city: 'Woerden',
}

const saveButton = () => screen.getByTestId('address-save') as HTMLButtonElement

const fillPerson = () => {
  type('address-first_name', 'Anna')
  type('address-last_name', 'de Vries')
  type('address-phone_number', '0348 123456')
}

describe('AddressForm', () => {
  it('marks the required fields with an asterisk and names every input', async () => {
    await renderWithI18n(<AddressForm submit={async () => null} />)
    const labels = [...document.querySelectorAll('label')].filter((label) => label.textContent?.includes('*'))
    expect(labels.map((label) => label.textContent!.replace(/\s*\*.*$/, ''))).toEqual([
      'Voornaam',
      'Achternaam',
      'Land',
      'Postcode',
      'Huisnummer',
      'Straat',
      'Plaats',
      'Telefoonnummer',
    ])
    expect((screen.getByLabelText(/Toevoeging/) as HTMLInputElement).required).toBe(false)
    expect(screen.getByTestId('address-postal_code')).toHaveProperty('name', 'postal_code')
  })

  it('looks an NL address up after the debounce, shows the summary and offers the additions', async () => {
    fetchMock.mockResolvedValue(jsonResponse(found))
    await renderWithI18n(<AddressForm submit={async () => null} errorPrefix="delivery" />)
    type('address-postal_code', '3442ae')
    type('address-house_number', '14')
    expect(fetchMock).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.getByTestId('address-summary')).toBeTruthy(), { timeout: 2000 })
    expect(request().url).toBe('/front-api/address-auto-complete')
    expect(request().body).toEqual({
      error_type_prefix: 'delivery',
      delivery: { postal_code: '3442ae', house_number: '14' },
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const summary = screen.getByTestId('address-summary')
    expect(summary.textContent).toContain('Kerkstraat 14')
    expect(summary.textContent).toContain('3442 AE Woerden')
    expect(summary.querySelector('input[name="delivery.address"]')).toHaveProperty('value', 'Kerkstraat')
    const addition = screen.getByTestId('address-house_number_addition') as HTMLSelectElement
    expect([...addition.options].map((option) => option.value)).toEqual(['', 'A', 'B'])
    fireEvent.click(within(summary).getByRole('button', { name: 'Wijzigen' }))
    expect((screen.getByTestId('address-address') as HTMLInputElement).value).toBe('Kerkstraat')
  })

  it('says the found address, or that none was found, in the live region (issue 33 point 5)', async () => {
    resetAnnouncer()
    fetchMock.mockResolvedValueOnce(jsonResponse(found)).mockResolvedValueOnce(notFound())
    await renderWithI18n(
      <>
        <LiveAnnouncer />
        <AddressForm submit={async () => null} />
      </>,
    )
    const polite = () => document.querySelector('[data-announcer="polite"]')!.textContent
    expect(polite()).toBe('')
    type('address-postal_code', '3442AE')
    type('address-house_number', '14')
    await waitFor(() => expect(polite()).toBe('Adres gevonden: Kerkstraat 14, 3442 AE Woerden'), {
      timeout: 2000,
    })
    type('address-house_number', '999')
    await waitFor(() => expect(polite()).toBe('Geen adres gevonden bij deze postcode en dit huisnummer.'), {
      timeout: 2000,
    })
  })

  it(`shows the lookup's field errors and switches to manual edit after ${AUTOCOMPLETE_MAX_FAILURES + 1} failures`, async () => {
    fetchMock.mockImplementation(async () => notFound())
    await renderWithI18n(<AddressForm submit={async () => null} />)
    type('address-postal_code', '3442AE')
    for (let i = 1; i <= AUTOCOMPLETE_MAX_FAILURES + 1; i++) {
      type('address-house_number', String(100 + i))
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(i), { timeout: 2000 })
      if (i <= AUTOCOMPLETE_MAX_FAILURES) {
        await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0))
        expect(saveButton().disabled).toBe(true)
      }
    }
    await waitFor(() =>
      expect(screen.getByTestId('address-lookup-status').textContent).toContain(
        'Vul straat en plaats zelf in',
      ),
    )
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    type('address-house_number', '200')
    await new Promise((resolve) => setTimeout(resolve, 700))
    expect(fetchMock).toHaveBeenCalledTimes(AUTOCOMPLETE_MAX_FAILURES + 1)
  })

  it('clears the fields and errors when the country changes, and uses the international lookup there', async () => {
    fetchMock.mockResolvedValueOnce(notFound())
    await renderWithI18n(<AddressForm submit={async () => null} />)
    type('address-postal_code', '3442AE')
    type('address-house_number', '99')
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0), { timeout: 2000 })
    type('address-country_iso', 'BE')
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    expect((screen.getByTestId('address-postal_code') as HTMLInputElement).value).toBe('')
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        street: 'Meir',
        city: 'Antwerpen',
        postal_code: '2000',
        house_number_addition: [],
        covered: true,
      }),
    )
    type('address-postal_code', '2000')
    type('address-house_number', '78')
    type('address-address', 'meir')
    await waitFor(() => expect(screen.getByTestId('address-summary').textContent).toContain('Meir 78'), {
      timeout: 2000,
    })
    expect(request().url).toBe('/front-api/address-auto-complete-international')
    expect(request().body).toEqual({
      postal_code: '2000',
      house_number: '78',
      address: 'meir',
      term: '2000 meir 78',
      context: 'BE',
    })
  })

  it('says a country no lookup covers is typed in, and keeps the town the shopper typed (issue 32)', async () => {
    await renderWithI18n(<AddressForm submit={async () => null} />)
    type('address-country_iso', 'DE')
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        street: 'Invalidenstraße',
        city: '',
        postal_code: '10115',
        house_number_addition: [],
        covered: false,
      }),
    )
    type('address-city', 'Berlin')
    type('address-postal_code', '10115')
    type('address-house_number', '5')
    type('address-address', 'Invalidenstraße')
    await waitFor(
      () =>
        expect(screen.getByTestId('address-lookup-status').textContent).toBe(
          'Adressen in dit land kunnen we niet opzoeken. Vul straat en plaats zelf in.',
        ),
      { timeout: 2000 },
    )
    expect(request().url).toBe('/front-api/address-auto-complete-international')
    expect((screen.getByTestId('address-city') as HTMLInputElement).value).toBe('Berlin')
    expect((screen.getByTestId('address-address') as HTMLInputElement).value).toBe('Invalidenstraße')
    expect(screen.queryByTestId('address-summary')).toBeNull()
  })

  it('shows and clears the company fields with is_company', async () => {
    await renderWithI18n(<AddressForm submit={async () => null} />)
    expect(screen.queryByTestId('address-company_name')).toBeNull()
    fireEvent.click(screen.getByTestId('address-is_company'))
    type('address-company_name', 'Messen BV')
    fireEvent.click(screen.getByTestId('address-is_company'))
    fireEvent.click(screen.getByTestId('address-is_company'))
    expect((screen.getByTestId('address-company_name') as HTMLInputElement).value).toBe('')
  })

  it('validates with the shared schema before sending anything', async () => {
    const submit = vi.fn(async () => null)
    await renderWithI18n(<AddressForm submit={submit} />)
    await act(async () => fireEvent.click(screen.getByTestId('address-save')))
    expect(submit).not.toHaveBeenCalled()
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain('Dit veld is verplicht.')
    expect(saveButton().disabled).toBe(true)
    // Focus goes to the first field in error, which keeps its message: only the shopper's own focus or edit
    // clears it (spec §4; WCAG 2.4.3, 3.3.1).
    const first = screen.getByRole('textbox', { name: /^Voornaam/ })
    expect(document.activeElement).toBe(first)
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('textbox', { name: /^Voornaam/, description: 'Dit veld is verplicht.' })).toBe(
      first,
    )
    const last = screen.getByRole('textbox', { name: /^Achternaam/ })
    expect(last.getAttribute('aria-invalid')).toBe('true')
    fireEvent.focus(last)
    expect(last.getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(first, { target: { value: 'Anna' } })
    expect(first.getAttribute('aria-invalid')).toBeNull()
  })

  it('goes saving → saved, tells the caller, and shows server field errors under the inputs until edited', async () => {
    let resolve: (value: { id: number }) => void = () => {}
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(422, 'Postcode onbekend', { 'delivery.city': ['Plaats onbekend'] }))
      .mockImplementationOnce(() => new Promise((r) => (resolve = r)))
    const onSaved = vi.fn()
    await renderWithI18n(
      <AddressForm
        submit={submit}
        onSaved={onSaved}
        errorPrefix="delivery"
        initial={{ postal_code: '3442 AE', house_number: '12', address: 'Kerkstraat', city: 'Woerden' }}
      />,
    )
    fireEvent.click(screen.getByTestId('address-change'))
    fillPerson()
    await act(async () => fireEvent.click(screen.getByTestId('address-save')))
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ postal_code: '3442 AE', city: 'Woerden', first_name: 'Anna' }),
    )
    expect(screen.getByRole('alert').textContent).toBe('Plaats onbekend')
    expect(saveButton().disabled).toBe(true)
    type('address-city', 'Harmelen')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByTestId('address-save'))
    await waitFor(() => expect(screen.getByTestId('address-save').textContent).toContain('Bezig met opslaan'))
    expect(saveButton().disabled).toBe(true)
    await act(async () => resolve({ id: 7 }))
    expect(onSaved).toHaveBeenCalledWith({ id: 7 }, expect.objectContaining({ city: 'Harmelen' }))
    expect(screen.getByTestId('address-saved').textContent).toContain('Adres opgeslagen')
  })

  it('shows a failed save without field errors as the red banner', async () => {
    await renderWithI18n(
      <AddressForm submit={() => Promise.reject(new ApiError(500, 'x'))} initial={savedAddress} />,
    )
    await act(async () => fireEvent.click(screen.getByTestId('address-save')))
    expect(screen.getByTestId('form-banner').textContent).toContain('Er ging iets mis')
  })
})

describe('AddressEditPanel', () => {
  it('is titled by whether it changes or adds, and closes a second after a save', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const onClose = vi.fn()
      const initial = savedAddress
      const { rerender } = await renderWithI18n(
        <AddressEditPanel open onClose={onClose} submit={async () => 1} initial={initial} />,
      )
      expect(screen.getByRole('dialog', { name: 'Adres toevoegen' })).toBeTruthy()
      rerender(
        <AddressEditPanel open onClose={onClose} addressId={4} submit={async () => 1} initial={initial} />,
      )
      expect(screen.getByRole('dialog', { name: 'Adres wijzigen' })).toBeTruthy()
      await act(async () => fireEvent.click(screen.getByTestId('address-save')))
      expect(onClose).not.toHaveBeenCalled()
      await act(async () => vi.advanceTimersByTime(PANEL_CLOSE_DELAY_MS))
      expect(onClose).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('AddressFields without JavaScript', () => {
  it('renders named inputs for a plain form post, with the server’s errors under them', async () => {
    await loadCatalog('en')
    const html = renderToString(
      <I18nProvider locale="en" prefix="/en">
        <form method="post">
          <AddressFields
            errorPrefix="invoice"
            serverErrors={{ 'invoice.city': ['Town unknown'], 'delivery.city': ['other form'] }}
          />
        </form>
      </I18nProvider>,
    )
    for (const field of [
      'first_name',
      'last_name',
      'country_iso',
      'postal_code',
      'house_number',
      'house_number_addition',
      'address',
      'city',
      'phone_number',
      'is_company',
    ]) {
      expect(html).toContain(`name="invoice.${field}"`)
    }
    expect(html).toContain('Town unknown')
    expect(html).not.toContain('other form')
    const postal = html.match(/<input[^>]*name="invoice.postal_code"[^>]*>/)?.[0]
    expect(postal).toContain('required')
  })
})
