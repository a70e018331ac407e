import { useEffect } from 'react'
import { startDataLayer } from '#app/lib/analytics'
import { useCspNonce } from '#app/lib/csp-nonce'
import { useStore } from '#app/lib/store'
import { shellStore } from '#app/features/shell/shell-store'
import { CookieNoticePanel } from './cookie-notice-panel'
import { COOKIE_PREFERENCES_NAME, readCookiePreferences } from './cookie-preferences'

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
      {/* Hydrates with the page, not after it (as 0048 first had it): shown before the first paint, its
          buttons must work as soon as the shopper can click them. */}
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
