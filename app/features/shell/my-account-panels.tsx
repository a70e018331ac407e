import { Suspense, useEffect, type RefObject } from 'react'
import { Spinner } from '#app/ui/icons/spinner'
import { SidePanel } from '#app/ui/side-panel'
import { MyAccountPanelContent } from './my-account-panel-content'

/**
 * The my-account button's open state (spec §2): the dropdown on desktop, the side panel on smaller screens,
 * with the login form or the account links. Loaded when the button is first opened or the browser is idle
 * (`my-account-panel.tsx`), so that no page's first load carries it.
 */
export function MyAccountPanels({
  label,
  panel,
  overlay,
  wrapper,
  onClosePanel,
  onCloseOverlay,
}: {
  label: string
  panel: boolean
  overlay: boolean
  /** The button with its dropdown: a press outside it closes the dropdown. */
  wrapper: RefObject<HTMLDivElement | null>
  onClosePanel: () => void
  onCloseOverlay: () => void
}) {
  // The dropdown closes on a press outside it and on Escape (the side panel handles its own).
  useEffect(() => {
    if (!panel) return
    const outside = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) onClosePanel()
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClosePanel()
    }
    document.addEventListener('mousedown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('mousedown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [panel, wrapper, onClosePanel])
  // The content waits for the forms part of the messages on first open.
  const content = (
    <Suspense fallback={<Spinner className="mx-auto size-6 text-gray-500" />}>
      <MyAccountPanelContent />
    </Suspense>
  )
  return (
    <>
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
      <SidePanel open={overlay} onClose={onCloseOverlay} title={label}>
        <div data-testid="my-account-overlay">{content}</div>
      </SidePanel>
    </>
  )
}
