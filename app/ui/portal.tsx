import { useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

const noSubscription = () => () => {}

/**
 * Renders into the shell's overlay host, outside `#page`, so that the page can be made inert. The host is
 * looked up during render (no extra effect pass), so a dialog's own effects already see its content.
 */
export function OverlayPortal({ children }: { children: ReactNode }) {
  const host = useSyncExternalStore(
    noSubscription,
    () => document.getElementById('overlays'),
    () => null,
  )
  return host ? createPortal(children, host) : null
}
