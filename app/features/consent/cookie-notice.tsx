import { lazy, Suspense, useEffect } from 'react'
import { startDataLayer } from '#app/lib/analytics'
import { loadChunk } from '#app/lib/chunk-load'
import { useStore } from '#app/lib/store'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { shellStore } from '#app/features/shell/shell-store'
import { readCookiePreferences } from './cookie-preferences'

const CookieNoticePanel = lazy(() =>
  loadChunk('cookie-notice', () => import('./cookie-notice-panel')).then((module) => ({
    default: module.CookieNoticePanel,
  })),
)

/**
 * The cookie disclaimer (spec §1, §2): shown until preferences are stored; the stored choice goes to the
 * tag manager as a consent-mode update when the owner enabled one. The panel's code loads when it is to be
 * shown (docs/decisions/0042).
 */
export function CookieNotice({ tagManagerId }: { tagManagerId: string | null }) {
  const visible = useStore(shellStore, (state) => state.cookieNoticeVisible)

  useEffect(() => {
    const stored = readCookiePreferences(document.cookie)
    startDataLayer(tagManagerId, stored)
    if (!stored) shellStore.set({ cookieNoticeVisible: true })
  }, [tagManagerId])

  if (!visible) return null

  return (
    // Should its code fail to load, the notice stays away and the shopper is asked on the next page.
    <ChunkErrorBoundary onChunkError={() => {}}>
      <Suspense fallback={null}>
        <CookieNoticePanel />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

/** Opens the cookie choice again (the footer's "cookie settings"): the stored choice can be changed at any time. */
export function openCookieSettings(): void {
  shellStore.set({ cookieNoticeVisible: true })
}
