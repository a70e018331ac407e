// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { KEEP_ME_POSTED_CLOSE_DELAY_MS } from '#core/constants'
import { loadCatalog, loadMessages } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { jsonResponse as json } from '#app/lib/test-json-response'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { KeepMePostedPanel } from './keep-me-posted-panel'

let fetchMock: MockInstance<typeof fetch>
beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function renderPanel(onClose = vi.fn()) {
  await loadCatalog('nl')
  await loadMessages('nl', 'forms')
  document.body.innerHTML = '<div id="overlays"></div>'
  resetAnnouncer()
  render(
    <I18nProvider locale="nl" prefix="">
      <Suspense fallback={null}>
        <KeepMePostedPanel product={{ id: 42, name: 'Otter 91' }} onClose={onClose} />
      </Suspense>
      <LiveAnnouncer />
    </I18nProvider>,
  )
  await screen.findByTestId('keep-me-posted-form')
  return onClose
}

const input = () => screen.getByLabelText(/E-mailadres/) as HTMLInputElement
const submit = () => screen.getByTestId('keep-me-posted-submit') as HTMLButtonElement

describe('KeepMePostedPanel', () => {
  it('shows the server errors under the input, disables the submit until the field changes', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        { message: 'Vul een geldig e-mailadres in.', errors: { email: ['Vul een geldig e-mailadres in.'] } },
        422,
      ),
    )
    await renderPanel()
    fireEvent.change(input(), { target: { value: 'geen-adres' } })
    fireEvent.click(submit())
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeTruthy()
    expect(submit().disabled).toBe(true)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/front-api/product/42/notification')
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'geen-adres' })
    fireEvent.change(input(), { target: { value: 'anna@example.nl' } })
    expect(screen.queryByText('Vul een geldig e-mailadres in.')).toBeNull()
    expect(submit().disabled).toBe(false)
  })

  it('goes form → saving → saved with the server message, and closes after 5 seconds', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    const onClose = await renderPanel()
    fireEvent.change(input(), { target: { value: 'anna@example.nl' } })
    fireEvent.click(submit())
    await waitFor(() => expect(submit().disabled).toBe(true))
    expect(submit().textContent).toContain('Bezig met opslaan')
    vi.useFakeTimers()
    await act(async () => answer(json({ message: 'Gelukt van de server' })))
    const saved = screen.getByTestId('keep-me-posted-saved')
    expect(saved.textContent).toContain('Gelukt van de server')
    // Issue 33: focus on the confirmation (the submit button is gone), and the message announced.
    expect(document.activeElement).toBe(saved)
    expect(document.querySelector('[data-announcer="polite"]')!.textContent).toBe('Gelukt van de server')
    act(() => vi.advanceTimersByTime(KEEP_ME_POSTED_CLOSE_DELAY_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
