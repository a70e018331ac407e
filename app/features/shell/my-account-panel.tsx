import { lazy, Suspense, useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { useViewer } from '#app/lib/viewer'
import { useStore } from '#app/lib/store'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { Spinner, UserIcon } from '#app/ui/icons'
import { SidePanel } from '#app/ui/side-panel'
import { useIsDesktop } from '#app/ui/use-media-query'
import { shellStore } from './shell-store'

const loadContent = () => import('./my-account-panel-content')
const MyAccountPanelContent = lazy(() =>
  loadChunk('my-account-panel', loadContent).then((module) => ({ default: module.MyAccountPanelContent })),
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
  useEffect(() => {
    if (!panel) return
    const outside = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false, true)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false, true)
    }
    document.addEventListener('mousedown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [panel])

  const label = viewer ? t('myAccount.hello', { name: viewer.first_name }) : t('shell.account')
  const fallbackHref = href(viewer ? 'account' : 'login')
  const content = (
    // The panel's code (login form, account links) stays out of every page's first load; should it fail
    // to load, the account page itself still works.
    <ChunkErrorBoundary onChunkError={() => window.location.assign(fallbackHref)}>
      <Suspense fallback={<Spinner className="mx-auto size-6 text-gray-500" />}>
        <MyAccountPanelContent />
      </Suspense>
    </ChunkErrorBoundary>
  )

  return (
    <div ref={wrapper} className="relative">
      <Link
        to={href(viewer ? 'account' : 'login')}
        className={className}
        aria-expanded={panel || overlay}
        aria-haspopup="dialog"
        data-testid="my-account-button"
        onClick={(event) => {
          event.preventDefault()
          setOpen(!(panel || overlay), desktop)
        }}
      >
        <UserIcon />
        <span className="hidden max-w-32 truncate sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
      </Link>
      {panel ? (
        <div
          role="dialog"
          aria-label={label}
          className="absolute right-0 z-40 mt-2 w-80 rounded-lg border border-gray-200 bg-white p-4 text-gray-900 shadow-xl"
          data-testid="my-account-panel"
        >
          <p className="mb-3 font-semibold">{label}</p>
          {content}
        </div>
      ) : null}
      <SidePanel open={overlay} onClose={() => setOpen(false, false)} title={label}>
        <div data-testid="my-account-overlay">{content}</div>
      </SidePanel>
    </div>
  )
}
