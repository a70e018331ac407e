// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://shop.example/", "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { startDataLayer } from '#app/lib/analytics'
import { shellStore } from '#app/ui/shell-store'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { CookieNoticePanel } from './cookie-notice-panel'
import { openCookieSettings } from './cookie-notice'
import { readCookiePreferences, refusedCookieNames } from './cookie-preferences'

/** The consent commands in the data layer, as plain arrays. */
const consentCommands = () =>
  (window.dataLayer ?? [])
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>))

const lastUpdate = () => consentCommands().at(-1)

function showPanel() {
  render(
    <MemoryRouter>
      <I18nProvider locale="en" prefix="/en">
        <CookieNoticePanel />
      </I18nProvider>
    </MemoryRouter>,
  )
}

beforeAll(async () => {
  await loadCatalog('en')
  startDataLayer('GTM-TEST1', null)
  // The data layer's code loads on demand (a container is configured).
  await vi.waitFor(() => expect(consentCommands()).not.toEqual([]))
})
afterEach(() => {
  cleanup()
  resetAnnouncer()
})

describe('cookie notice', () => {
  it('starts with every purpose denied (consent mode default)', () => {
    expect(consentCommands()[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' }),
    ])
  })

  it('rejects all with one click, as prominent as accepting', async () => {
    shellStore.set({ cookieNoticeVisible: true })
    showPanel()
    const reject = screen.getByRole('button', { name: 'Reject all' })
    const accept = screen.getByRole('button', { name: 'Accept all' })
    expect(reject.className).toBe(accept.className)
    fireEvent.click(reject)
    expect(readCookiePreferences(document.cookie)).toEqual({ analytics: false, marketing: false })
    await vi.waitFor(() =>
      expect(lastUpdate()).toEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ]),
    )
    expect(shellStore.get().cookieNoticeVisible).toBe(false)
  })

  it('reopens from the footer with the stored choice, grants analytics, and a withdrawal takes effect at once', async () => {
    openCookieSettings()
    expect(shellStore.get().cookieNoticeVisible).toBe(true)
    showPanel()
    // Reopened: the purposes are shown straight away, as stored.
    const analytics = screen.getByRole<HTMLInputElement>('checkbox', { name: /Statistics/ })
    expect(analytics.checked).toBe(false)
    fireEvent.click(analytics)
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }))
    expect(readCookiePreferences(document.cookie)).toEqual({ analytics: true, marketing: false })
    await vi.waitFor(() =>
      expect(lastUpdate()).toEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
      ]),
    )

    // The tags set their cookies; withdrawing removes them and tells the data layer "denied" at once.
    document.cookie = '_ga=GA1.1.123; Path=/'
    document.cookie = '_ga_ABC=GS1.1; Path=/'
    cleanup()
    openCookieSettings()
    showPanel()
    const again = screen.getByRole<HTMLInputElement>('checkbox', { name: /Statistics/ })
    expect(again.checked).toBe(true)
    fireEvent.click(again)
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }))
    await vi.waitFor(() =>
      expect(lastUpdate()).toEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'denied' }),
      ]),
    )
    expect(document.cookie).not.toMatch(/_ga/)
    expect(readCookiePreferences(document.cookie)).toEqual({ analytics: false, marketing: false })
  })
})

describe('refused cookies', () => {
  it('are the analytics cookies without analytics consent and the advertising ones without marketing', () => {
    const cookie = '_ga=1; _ga_X1=2; _gid=3; _gcl_au=4; cookie_preferences=x; session=y'
    expect(refusedCookieNames(cookie, { analytics: false, marketing: true })).toEqual([
      '_ga',
      '_ga_X1',
      '_gid',
    ])
    expect(refusedCookieNames(cookie, { analytics: true, marketing: false })).toEqual(['_gcl_au'])
    expect(refusedCookieNames(cookie, { analytics: true, marketing: true })).toEqual([])
  })
})

describe('focus and announcement after the choice', () => {
  /** The panel in a page with the shell's skip link and a footer button, as the shell renders them. */
  function showInPage() {
    render(
      <MemoryRouter>
        <I18nProvider locale="en" prefix="/en">
          <CookieNoticePanel />
          <a href="#main">Skip to content</a>
          <button type="button">Cookie settings</button>
          <LiveAnnouncer />
        </I18nProvider>
      </MemoryRouter>,
    )
  }
  const polite = () => screen.getByRole('status').textContent

  it('moves focus from the notice to the skip link, never the body, and announces the choice', () => {
    document.cookie = 'cookie_preferences=; Path=/; Max-Age=0'
    shellStore.set({ cookieNoticeVisible: true })
    showInPage()
    const accept = screen.getByRole('button', { name: 'Accept all' })
    accept.focus()
    fireEvent.click(accept)
    expect(shellStore.get().cookieNoticeVisible).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' }))
    expect(polite()).toBe('Cookie choice saved: all cookies.')
  })

  it('returns focus to what opened it (the footer button) and says which choice was saved', () => {
    showInPage()
    const opener = screen.getByRole('button', { name: 'Cookie settings' })
    opener.focus()
    act(() => shellStore.set({ cookieNoticeVisible: true }))
    // A stored choice: reopened on request, the notice takes focus.
    expect(document.activeElement).toBe(screen.getByTestId('cookie-notice'))
    // Marketing without statistics, whatever the earlier tests stored.
    const marketing = screen.getByRole<HTMLInputElement>('checkbox', { name: /Marketing/ })
    if (!marketing.checked) fireEvent.click(marketing)
    const analytics = screen.getByRole<HTMLInputElement>('checkbox', { name: /Statistics/ })
    if (analytics.checked) fireEvent.click(analytics)
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }))
    expect(document.activeElement).toBe(opener)
    expect(polite()).toBe('Cookie preferences saved.')
    act(() => shellStore.set({ cookieNoticeVisible: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect(polite()).toBe('Cookie choice saved: necessary cookies only.')
  })

  it('keeps focus clear of the bar while it shows: the page scrolls with padding of its height', () => {
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(136)
    try {
      shellStore.set({ cookieNoticeVisible: true })
      showInPage()
      expect(document.documentElement.style.scrollPaddingBottom).toBe('136px')
      expect(document.body.style.paddingBottom).toBe('136px')
      fireEvent.click(screen.getByRole('button', { name: 'Reject all' }))
      expect(document.documentElement.style.scrollPaddingBottom).toBe('')
      expect(document.body.style.paddingBottom).toBe('')
    } finally {
      height.mockRestore()
    }
  })
})
