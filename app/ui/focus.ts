/**
 * Moves keyboard focus to `element` (WCAG 2.4.3): a heading, line or message that is not focusable by itself
 * gets `tabindex="-1"` so that it can take focus without joining the Tab order. Returns whether focus moved.
 */
export function focusElement(
  element: HTMLElement | null | undefined,
  options?: { preventScroll?: boolean },
): boolean {
  if (!element || !element.isConnected) return false
  if (!isFocusable(element)) element.setAttribute('tabindex', '-1')
  movingFocus = true
  try {
    element.focus({ preventScroll: options?.preventScroll ?? false })
  } finally {
    movingFocus = false
  }
  return document.activeElement === element
}

let movingFocus = false

/**
 * Whether the focus event being handled is the shop moving focus (after a refused submit), not the shopper: a
 * field whose errors clear when the shopper focuses it (spec §4) keeps them when the shop brings focus there.
 */
export function isFocusMovedByShop(): boolean {
  return movingFocus
}

/** The first field a form marks invalid (`aria-invalid="true"`), else its first alert: where focus goes after a refused submit. */
export function focusFirstError(container: HTMLElement | null | undefined): boolean {
  if (!container) return false
  const target =
    container.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    container.querySelector<HTMLElement>('[role="alert"]')
  return focusElement(target)
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]'

function isFocusable(element: HTMLElement): boolean {
  return element.matches(FOCUSABLE) && !element.hasAttribute('disabled')
}
