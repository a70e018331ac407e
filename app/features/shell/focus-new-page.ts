import { focusElement } from '#app/ui/focus'
import { announce } from '#app/ui/live-announcer'

/** How long a page whose code is still loading may take to show its heading before `#main` takes focus. */
const HEADING_WAIT_MS = 1_500

/**
 * Focuses the new page's main heading (`#main h1`, waiting briefly for a page chunk to render it; else `#main`)
 * and says the page's title. Returns a cancel for a navigation that is overtaken before the heading came.
 */
export function focusNewPage(): () => void {
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
    done = true
    observer.disconnect()
    clearTimeout(timer)
  }
}
