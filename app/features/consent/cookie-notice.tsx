import { useEffect } from 'react'
import { startDataLayer } from '#app/lib/analytics'
import { useCspNonce } from '#app/lib/csp-nonce'
import { useStore } from '#app/lib/store'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { shellStore } from '#app/features/shell/shell-store'
import { COOKIE_PREFERENCES_NAME, readCookiePreferences } from './cookie-preferences'

/**
 * The panel is in the server's HTML, hidden, and hydrates after the first load (docs/decisions/0048). Should
 * its code fail to load, the notice keeps its server HTML without working buttons until the next page.
 */
const CookieNoticePanel = lazyBelowFold(
  'cookie-notice',
  () => import('./cookie-notice-panel').then((module) => module.CookieNoticePanel),
  null,
  () => {},
)

/**
 * Shows the notice before the first paint when no choice is stored, without waiting for hydration (the same
 * HTML is cached for every guest, so the server cannot decide). Checks only that the cookie is there: a
 * malformed one is found by the effect below, which then shows the notice.
 */
const SHOW_WITHOUT_CHOICE = `if(!/(^|;\\s*)${COOKIE_PREFERENCES_NAME}=/.test(document.cookie))document.currentScript.parentElement.hidden=false`

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
    shellStore.set({ cookieNoticeVisible: !stored })
  }, [tagManagerId])

  return (
    // Hydration leaves `hidden` as the script set it; the effect above then agrees with it.
    <div hidden={!visible} suppressHydrationWarning>
      <CookieNoticePanel />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: SHOW_WITHOUT_CHOICE }}
      />
    </div>
  )
}

/** Opens the cookie choice again (the footer's "cookie settings"): the stored choice can be changed at any time. */
export function openCookieSettings(): void {
  shellStore.set({ cookieNoticeVisible: true })
}
