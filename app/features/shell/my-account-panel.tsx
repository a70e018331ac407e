import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { useViewer } from '#app/lib/viewer'
import { useStore } from '#app/lib/store'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { Spinner } from '#app/ui/icons/spinner'
import { UserIcon } from '#app/ui/icons/user'
import { useIsDesktop } from '#app/ui/use-media-query'
import { shellStore } from '#app/ui/shell-store'

// The open panel (dropdown or side panel with the login form or account links) is a chunk of its own, out of
// every page's first load: fetched as soon as a pointer or focus reaches the button.
const loadPanels = () => import('./my-account-panels')
// A failed early fetch is retried by the open itself, which reports the failure.
const preloadPanels = () => void loadPanels().catch(() => {})
const MyAccountPanels = lazy(() =>
  loadChunk('my-account-panel', loadPanels).then((module) => ({ default: module.MyAccountPanels })),
)

function setOpen(open: boolean, desktop: boolean) {
  shellStore.set({
    myAccountPanelActive: open && desktop,
    myAccountOverlayActive: open && !desktop,
    overlayActive: open && !desktop,
  })
}

/**
 * The header's account button with its panel (spec §2 shell states "my-account panel active" on desktop, a
 * dropdown, and "my-account overlay active" on smaller screens, a side panel): the login form for a guest,
 * the account links and logout for a customer. Without JavaScript the button is a link to the account page.
 */
export function MyAccountButton({ className }: { className: string }) {
  const { t, href } = useI18n()
  const desktop = useIsDesktop()
  const viewer = useViewer()
  const panel = useStore(shellStore, (state) => state.myAccountPanelActive)
  const overlay = useStore(shellStore, (state) => state.myAccountOverlayActive)
  const location = useLocation()
  const wrapper = useRef<HTMLDivElement>(null)

  // Any navigation (a link in the panel, a login) closes it.
  useEffect(() => setOpen(false, desktop), [location.pathname, location.key, desktop])
  const label = viewer ? t('myAccount.hello', { name: viewer.first_name }) : t('shell.account')
  const fallbackHref = href(viewer ? 'account' : 'login')

  return (
    <div ref={wrapper} className="relative">
      <Link
        to={fallbackHref}
        className={className}
        aria-expanded={panel || overlay}
        aria-haspopup="dialog"
        data-testid="my-account-button"
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
        onClick={(event) => {
          event.preventDefault()
          setOpen(!(panel || overlay), desktop)
        }}
      >
        <UserIcon />
        <span className="hidden max-w-32 truncate sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
      </Link>
      {panel || overlay ? (
        // Should the panel's code fail to load, the account (or login) page itself still works.
        <ChunkErrorBoundary onChunkError={() => window.location.assign(fallbackHref)}>
          <Suspense fallback={<Spinner className="absolute top-full right-2 mt-2 size-5 text-white" />}>
            <MyAccountPanels
              label={label}
              panel={panel}
              overlay={overlay}
              wrapper={wrapper}
              onClosePanel={() => setOpen(false, true)}
              onCloseOverlay={() => setOpen(false, false)}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}
