import { useEffect, useRef } from 'react'
import { useLocation, type Location } from 'react-router'

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (`#main h1`, else
 * `#main`) and its title is announced (WCAG 2.4.3, 4.1.3): a screen reader would otherwise stay on a link that
 * is gone, and hear nothing. Not on the first load (the browser starts at the top), not when only the query
 * changes on the same path (a listing's filters, sorting and pages keep focus on their control and announce
 * their count), and not for a hash link within the page. The work itself loads with the first navigation, so
 * that the first load carries only this hook.
 */
export function useRouteFocus(): void {
  const location = useLocation()
  const previous = useRef<Location | null>(null)
  useEffect(() => {
    const from = previous.current
    previous.current = location
    if (!from || !isNewPage(from, location)) return
    let cancel: (() => void) | null = null
    let cancelled = false
    void import('./focus-new-page').then(({ focusNewPage }) => {
      if (!cancelled) cancel = focusNewPage()
    })
    return () => {
      cancelled = true
      cancel?.()
    }
  }, [location])
}

export function isNewPage(from: Pick<Location, 'pathname' | 'key'>, to: Pick<Location, 'pathname' | 'key'>) {
  return from.key !== to.key && from.pathname !== to.pathname
}
