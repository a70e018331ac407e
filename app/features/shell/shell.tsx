import { useEffect, type ReactNode } from 'react'
import type { ShellData } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'
import { guardPageRouteChunks } from '#app/lib/route-chunk-guard'
import { useStaticData } from '#app/lib/static-data'
import { useViewerFollowsPage } from '#app/lib/viewer'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { CookieNotice } from '#app/features/consent/cookie-notice'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { LiveAnnouncer } from '#app/ui/live-announcer'
import { Header } from './header'
import { ModalHost } from '#app/ui/modal-host'

/** Below the fold on every page: loaded and hydrated after the first load (docs/decisions/0042). */
const Footer = lazyBelowFold('footer', () => import('./footer').then((module) => module.Footer))

/**
 * The page shell: header, content and footer inside `#page` (made inert while a dialog is open), and the
 * overlay host where modals and side panels render.
 */
export function Shell({
  shell,
  staticDataVersion,
  tagManagerId,
  children,
}: {
  shell: ShellData
  staticDataVersion: string
  tagManagerId: string | null
  children: ReactNode
}) {
  const { t, locale } = useI18n()
  const staticData = useStaticData(staticDataVersion, locale)
  useViewerFollowsPage()
  // A page's code that cannot be loaded on navigation says so (spec §8), with a reload button.
  useEffect(() => guardPageRouteChunks((error) => showChunkLoadFailed(t, error)), [t])
  return (
    <>
      {/* First in the Tab order and for screen readers (WCAG 2.4.3): the notice is answered before the page. */}
      <CookieNotice tagManagerId={tagManagerId} />
      <div id="page" className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 text-brand-800 focus-visible:not-sr-only focus-visible:absolute focus-visible:top-2 focus-visible:left-2"
        >
          {t('shell.skipToContent')}
        </a>
        <Header shell={shell} menu={staticData.data?.menu ?? null} />
        {staticData.status === 'failed' ? (
          <p role="alert" className="bg-red-700 px-4 py-2 text-center text-sm text-white">
            {t('shell.staticDataFailed')}
          </p>
        ) : null}
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
          {children}
        </main>
        <Footer shell={shell} />
      </div>
      <div id="overlays" />
      <ModalHost />
      <LiveAnnouncer />
    </>
  )
}
