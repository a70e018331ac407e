import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { useStore } from '#app/lib/store'
import { updateConsent, type ConsentChoice } from '#app/lib/analytics'
import { Button } from '#app/ui/button'
import { focusElement } from '#app/ui/focus'
import { announce } from '#app/ui/live-announcer'
import { shellStore } from '#app/ui/shell-store'
import { cookiePreferencesHeader, expireRefusedCookies, readCookiePreferences } from './cookie-preferences'
import { reserveBottomSpace } from '#app/ui/bottom-bar-space'

const NONE: ConsentChoice = { analytics: false, marketing: false }
const ALL: ConsentChoice = { analytics: true, marketing: true }

/** What the live region says once a choice is stored: all, none, or a mix of the purposes. */
function savedMessage(
  choice: ConsentChoice,
): 'cookie.saved.all' | 'cookie.saved.none' | 'cookie.saved.choice' {
  if (choice.analytics && choice.marketing) return 'cookie.saved.all'
  if (!choice.analytics && !choice.marketing) return 'cookie.saved.none'
  return 'cookie.saved.choice'
}

/**
 * The cookie disclaimer's panel with the preferences behind "change preferences". A chunk of its own that
 * hydrates after the first load; the server's HTML holds it hidden (`cookie-notice.tsx`, docs/decisions/0048).
 */
export function CookieNoticePanel() {
  const { t, href } = useI18n()
  const visible = useStore(shellStore, (state) => state.cookieNoticeVisible)
  const [editing, setEditing] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>(NONE)
  const [shownFor, setShownFor] = useState(false)
  const titleId = useId()
  const panel = useRef<HTMLElement>(null)
  // Each time the notice opens (no choice yet, or "cookie settings" in the footer) it starts from the stored
  // choice, with the purposes shown when there is one. It opens in the browser only: the server renders the
  // panel once for every guest (docs/decisions/0048), so its first render must not depend on the cookie.
  if (visible !== shownFor) {
    setShownFor(visible)
    if (visible) {
      const stored = readCookiePreferences(document.cookie)
      setEditing(stored !== null)
      setChoice(stored ?? NONE)
    }
  }
  // Where focus goes back to once the choice is stored: the last element focused outside the notice.
  const returnTo = useRef<HTMLElement | null>(null)
  // Opened on request: keyboard and screen-reader users land in the choice they asked for.
  useEffect(() => {
    if (!visible) return
    const node = panel.current
    const outside = (element: Element | null) =>
      element instanceof HTMLElement && element !== document.body && !node?.contains(element)
    returnTo.current = outside(document.activeElement) ? (document.activeElement as HTMLElement) : null
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target as Element)) returnTo.current = event.target as HTMLElement
    }
    document.addEventListener('focusin', onFocusIn)
    if (readCookiePreferences(document.cookie)) node?.focus()
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [visible])
  // The fixed bar never hides the focused element (WCAG 2.4.11): while it shows, the page scrolls focus above
  // it and can scroll its own end clear of it.
  useEffect(() => {
    const node = panel.current
    if (!visible || !node) return
    return reserveBottomSpace(node, { padBody: true })
  }, [visible])

  const save = (value: ConsentChoice) => {
    document.cookie = cookiePreferencesHeader(value, location.protocol === 'https:')
    // A withdrawn consent holds from this moment: the data layer hears "denied" before anything else.
    updateConsent(value)
    expireRefusedCookies(value)
    // Focus was on the notice's button, which is about to hide: it goes back where it came from, else to the
    // start of the page (the skip link), never to the body (WCAG 2.4.3). No scroll: the page stays put.
    const inNotice =
      panel.current?.contains(document.activeElement) || document.activeElement === document.body
    shellStore.set({ cookieNoticeVisible: false })
    if (inNotice) {
      const target = returnTo.current?.isConnected
        ? returnTo.current
        : document.querySelector<HTMLElement>('a[href="#main"]')
      focusElement(target, { preventScroll: true })
    }
    announce(t(savedMessage(value)))
  }

  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="cookie-notice"
      className="fixed inset-x-0 bottom-0 z-30 max-h-[85vh] overflow-y-auto border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-4">
        <h2 id={titleId} className="mb-1 font-semibold">
          {t('cookie.title')}
        </h2>
        <p className="mb-3 text-sm text-gray-700">
          {t('cookie.text')}{' '}
          <Link to={href('privacy')} className="text-brand-800 underline">
            {t('page.privacy')}
          </Link>
        </p>
        {editing ? (
          <fieldset className="mb-3 space-y-2 text-sm">
            <legend className="sr-only">{t('cookie.preferences')}</legend>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked disabled className="mt-1 size-4" />
              <span>
                <strong>{t('cookie.necessary')}</strong> – {t('cookie.necessaryText')}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="analytics"
                checked={choice.analytics}
                onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <strong>{t('cookie.analytics')}</strong> – {t('cookie.analyticsText')}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="marketing"
                checked={choice.marketing}
                onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <strong>{t('cookie.marketing')}</strong> – {t('cookie.marketingText')}
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <Button variant="gray-outline" onClick={() => save(choice)}>
              {t('cookie.save')}
            </Button>
          ) : (
            <Button variant="gray-outline" onClick={() => setEditing(true)}>
              {t('cookie.change')}
            </Button>
          )}
          {/* Rejecting is as easy and as visible as accepting (EDPB guidelines 03/2022): same size and weight. */}
          <Button variant="green" onClick={() => save(NONE)} data-testid="cookie-reject">
            {t('cookie.reject')}
          </Button>
          <Button variant="green" onClick={() => save(ALL)} data-testid="cookie-accept">
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </section>
  )
}
