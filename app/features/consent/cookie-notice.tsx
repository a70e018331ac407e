import { useEffect } from 'react'
import { startDataLayer } from '#app/lib/analytics'
import { useCspNonce } from '#app/lib/csp-nonce'
import { whenIdle } from '#app/lib/idle'
import { useStore } from '#app/lib/store'
import { shellStore } from '#app/ui/shell-store'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { COOKIE_PREFERENCES_NAME, readCookiePreferences } from './cookie-preferences'

/** Whether a cookie header holds a stored choice; a malformed one is found by `CookieNotice`'s effect. */
const STORED_CHOICE = new RegExp(`(^|;\\s*)${COOKIE_PREFERENCES_NAME}=`)

/**
 * Shows the notice before the first paint when no choice is stored, without waiting for hydration (the same
 * HTML is cached for every guest, so the server cannot decide).
 */
const SHOW_WITHOUT_CHOICE = `if(!${STORED_CHOICE}.test(document.cookie))document.currentScript.parentElement.hidden=false`

/**
 * The panel's code is wanted before hydration only when it shows: on a visitor's first page (`entry.client`).
 * Every later page loads it when the browser is idle (docs/decisions/0078, 0118): its server HTML stays,
 * hidden and not hydrated, until then. Not later than that: React cannot commit a router update (a
 * revalidation) while a boundary under the router is still dehydrated, so one that never hydrated kept every
 * revalidated page on its old data.
 */
let want: () => void = () => {}
const wanted = new Promise<void>((resolve) => (want = resolve))
const Panel = lazyBelowFold(
  'cookie-notice',
  () => import('./cookie-notice-panel').then((module) => module.CookieNoticePanel),
  null,
  undefined,
  wanted,
)

/** Loads the panel's code; resolves when it renders at once. */
export function loadCookieNotice(): Promise<unknown> {
  want()
  return Panel.preload()
}

/** Whether this visitor has no choice stored, so that the notice shows on this page. */
export function needsCookieNotice(cookie: string): boolean {
  return !STORED_CHOICE.test(cookie)
}

/**
 * The cookie disclaimer (spec §1, §2): shown until preferences are stored; the stored choice goes to the
 * tag manager as a consent-mode update when the owner enabled one.
 */
export function CookieNotice({ tagManagerId }: { tagManagerId: string | null }) {
  const visible = useStore(shellStore, (state) => state.cookieNoticeVisible)
  const nonce = useCspNonce()

  useEffect(() => {
    const stored = readCookiePreferences(document.cookie)
    startDataLayer(tagManagerId, stored)
    // A malformed cookie counts as no choice: the panel's code comes now.
    if (!stored) loadCookieNotice().catch(() => {})
    else whenIdle(want, 2000)
    shellStore.set({ cookieNoticeVisible: !stored })
  }, [tagManagerId])

  return (
    // Hydration leaves `hidden` as the script set it; the effect above then agrees with it.
    <div hidden={!visible} suppressHydrationWarning>
      <Panel />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: SHOW_WITHOUT_CHOICE }}
      />
    </div>
  )
}

/**
 * Opens the cookie choice again (the footer's "cookie settings"): the stored choice can be changed at any time.
 * Shown once its code is there, so that the shopper never sees buttons that do not work yet.
 */
export function openCookieSettings(): void {
  const show = () => shellStore.set({ cookieNoticeVisible: true })
  if (Panel.isLoaded()) show()
  else loadCookieNotice().then(show, () => {})
}
