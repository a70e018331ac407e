import { useEffect, useRef } from 'react'
import { useLocation, type Location } from 'react-router'
import { focusElement } from '#app/ui/focus'
import { announce } from '#app/ui/live-announcer'

/** How long a page whose code is still loading may take to show its heading before `#main` takes focus. */
const HEADING_WAIT_MS = 1_500

/**
 * After a client-side navigation to another page, focus moves to the new page's main heading (`#main h1`, else
 * `#main`) and its title is announced (WCAG 2.4.3, 4.1.3): a screen reader would otherwise stay on a link that
 * is gone, and hear nothing. Not on the first load (the browser starts at the top), not when only the query
 * changes on the same path (a listing's filters, sorting and pages keep focus on their control and announce
 * their count), and not for a hash link within the page.
 */
export function useRouteFocus(): void {
  const location = useLocation()
  const previous = useRef<Location | null>(null)
  useEffect(() => {
    const from = previous.current
    previous.current = location
    if (!from || !isNewPage(from, location)) return
    return focusNewPage()
  }, [location])
}

export function isNewPage(from: Pick<Location, 'pathname' | 'key'>, to: Pick<Location, 'pathname' | 'key'>) {
  return from.key !== to.key && from.pathname !== to.pathname
}

/** Focuses the heading (waiting briefly for a page chunk to render it) and says the title; returns a cancel. */
function focusNewPage(): () => void {
  const main = document.getElementById('main')
  if (!main) return () => {}
  let done = false
  const finish = (target: HTMLElement) => {
    done = true
    observer.disconnect()
    clearTimeout(timer)
    // The scroll position is the router's (top of a new page, the old place on Back).
    focusElement(target, { preventScroll: true })
    announce(document.title)
  }
  const observer = new MutationObserver(() => {
    const heading = main.querySelector<HTMLElement>('h1')
    if (heading) finish(heading)
  })
  const timer = setTimeout(() => finish(main), HEADING_WAIT_MS)
  const heading = main.querySelector<HTMLElement>('h1')
  if (heading) finish(heading)
  else observer.observe(main, { childList: true, subtree: true })
  return () => {
    if (done) return
    observer.disconnect()
    clearTimeout(timer)
  }
}
