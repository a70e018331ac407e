/**
 * Space that fixed bars at the bottom of the screen (the cookie notice, the product's sticky buy bar) keep
 * free, so that the browser scrolls a focused element above them (WCAG 2.4.11). Both may show at once and
 * lie over each other, so the page keeps the tallest one's height, and a bar that goes takes only its own.
 */
const scrollHeights = new Map<HTMLElement, number>()
const bodyHeights = new Map<HTMLElement, number>()

const tallest = (heights: Map<HTMLElement, number>) =>
  heights.size > 0 ? `${Math.max(...heights.values())}px` : ''

function apply(): void {
  document.documentElement.style.scrollPaddingBottom = tallest(scrollHeights)
  document.body.style.paddingBottom = tallest(bodyHeights)
}

/**
 * Keeps `bar`'s height free at the bottom while it shows, following its size; with `padBody` the page's own
 * end can also be scrolled clear of it. Returns the release.
 */
export function reserveBottomSpace(bar: HTMLElement, { padBody = false } = {}): () => void {
  const measure = () => {
    scrollHeights.set(bar, bar.offsetHeight)
    if (padBody) bodyHeights.set(bar, bar.offsetHeight)
    apply()
  }
  measure()
  const observer = new ResizeObserver(measure)
  observer.observe(bar)
  return () => {
    observer.disconnect()
    scrollHeights.delete(bar)
    bodyHeights.delete(bar)
    apply()
  }
}
