import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react'
import { startDataLayer } from '#app/lib/analytics'
import { loadChunk } from '#app/lib/chunk-load'
import { useCspNonce } from '#app/lib/csp-nonce'
import { useStore } from '#app/lib/store'
import { showChunkLoadFailed } from '#app/features/cart/cart-errors'
import { shellStore } from '#app/features/shell/shell-store'
import { useI18n } from '#app/i18n/i18n'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { COOKIE_PREFERENCES_NAME, readCookiePreferences } from './cookie-preferences'

/** Whether a cookie header holds a stored choice; a malformed one is found by `CookieNotice`'s effect. */
const STORED_CHOICE = new RegExp(`(^|;\\s*)${COOKIE_PREFERENCES_NAME}=`)

/**
 * Shows the notice before the first paint when no choice is stored, without waiting for hydration (the same
 * HTML is cached for every guest, so the server cannot decide).
 */
const SHOW_WITHOUT_CHOICE = `if(!${STORED_CHOICE}.test(document.cookie))document.currentScript.parentElement.hidden=false`

/**
 * The panel's code is wanted in the browser only when it shows: on a visitor's first page (before hydration,
 * `entry.client`), or when the footer's "cookie settings" opens it. Every later page goes without it
 * (docs/decisions/0078); its server HTML stays, hidden and not hydrated, until then.
 */
let want: () => void = () => {}
const wanted = new Promise<void>((resolve) => (want = resolve))
let panel: ComponentType | undefined
let loading: Promise<ComponentType> | undefined

/** Loads the panel's code once (a failed load may be tried again); `ChunkLoadError` on failure. */
export function loadCookieNotice(): Promise<ComponentType> {
  want()
  loading ??= loadChunk('cookie-notice', () => import('./cookie-notice-panel')).then(
    (module) => (panel = module.CookieNoticePanel),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

// The server renders the panel for every guest: loaded ahead, so that the first render has it (tests too).
if (import.meta.env.SSR || import.meta.env.MODE === 'test') loadCookieNotice().catch(() => {})

/** Whether this visitor has no choice stored, so that the notice shows on this page. */
export function needsCookieNotice(cookie: string): boolean {
  return !STORED_CHOICE.test(cookie)
}

const Panel = lazy<ComponentType>(() =>
  panel
    ? // Loaded before hydration: a thenable that resolves at once, so that the panel hydrates with the page.
      ({
        then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: panel! }),
      } as never)
    : // The browser waits until it is wanted.
      wanted.then(loadCookieNotice).then((component) => ({ default: component })),
)

/** Memoised: the parent's updates must not reach the boundary while it waits, not hydrated (`lazy-below-fold`). */
const PanelSlot = memo(function PanelSlot() {
  const { t } = useI18n()
  return (
    <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    </ChunkErrorBoundary>
  )
})

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
    shellStore.set({ cookieNoticeVisible: !stored })
  }, [tagManagerId])

  return (
    // Hydration leaves `hidden` as the script set it; the effect above then agrees with it.
    <div hidden={!visible} suppressHydrationWarning>
      <PanelSlot />
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
  if (panel) show()
  else loadCookieNotice().then(show, () => {})
}
