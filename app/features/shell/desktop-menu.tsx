import { lazy, Suspense, useId, useRef, useState } from 'react'
import type { MenuItem } from '#core/schemas/static-data'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { MenuIcon } from '#app/ui/icons/menu'
import { Spinner } from '#app/ui/icons/spinner'

// The dropdown's content loads when the menu is first opened (docs/decisions/0042).
const DesktopMenuPanel = lazy(() =>
  loadChunk('desktop-menu-panel', () => import('./desktop-menu-panel')).then((module) => ({
    default: module.DesktopMenuPanel,
  })),
)

/**
 * The header menu from 1024 px: a disclosure button toggles a large dropdown with the main items on the left;
 * hovering or choosing one shows its sub-items on the right (spec §2 "Menus"). Escape, a pointer outside and
 * focus leaving close it (docs/decisions/0100).
 */
export function DesktopMenu({ menu }: { menu: MenuItem[] | null }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)

  return (
    // The dropdown spans the header (its positioned ancestor), not this button. It lies over the header's search
    // box (z-40), which starts right below the header's row (issue 32); a pointer anywhere else closes it before
    // a panel or modal opens there.
    // Escape, a pointer outside and focus leaving close it: handled by the panel's chunk, which is there
    // whenever the menu is open.
    <div ref={container}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-white/10"
      >
        <MenuIcon className="size-5" />
        {t('menu.assortment')}
        <ChevronIcon direction="down" />
      </button>
      {open ? (
        // The page under the open menu is dimmed and out of reach: a pointer there closes the menu, and no
        // control peeks out below the dropdown as a sliver too small to hit (WCAG 2.5.8).
        <div
          aria-hidden="true"
          data-testid="desktop-menu-backdrop"
          onClick={() => setOpen(false)}
          className="absolute inset-x-0 top-full z-44 h-screen bg-gray-900/40"
        />
      ) : null}
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-4 left-4 z-45 flex max-h-[calc(100vh-8rem)] overflow-hidden rounded-lg bg-white text-gray-900 shadow-2xl"
        >
          <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
            <Suspense
              fallback={
                <p className="flex items-center gap-2 p-6 text-gray-600">
                  <Spinner /> {t('shell.loading')}
                </p>
              }
            >
              <DesktopMenuPanel
                menu={menu}
                active={active}
                setActive={setActive}
                close={() => setOpen(false)}
                container={container}
                toggle={button}
              />
            </Suspense>
          </ChunkErrorBoundary>
        </div>
      ) : null}
    </div>
  )
}
