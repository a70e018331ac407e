import { shellStore } from '#app/ui/shell-store'
import { focusElement } from '#app/ui/focus'

/**
 * Where keyboard focus goes after a cart change (WCAG 2.4.3, issue 33): the control that had it is often gone
 * (a line removed, an editor back to its display, a form replaced by the applied coupon) or was disabled while
 * the call ran, which leaves focus on the page body. Used by the cart's actions, so it loads with their code
 * after hydration, not with the cart page (docs/decisions/0106); the views mark what it looks for.
 */

/** Focus is on the body, on a removed or disabled element, or still inside `origin` (the changed part). */
function focusLost(origin: Element | null | undefined): boolean {
  const active = document.activeElement as HTMLElement | null
  if (!active || active === document.body || !active.isConnected) return true
  if ((active as HTMLButtonElement).disabled === true) return true
  return Boolean(origin?.isConnected && origin.contains(active))
}

/**
 * Puts focus on `find()` once the page shows the answer, unless the shopper has moved it elsewhere meanwhile.
 * While an error or stock modal is open it waits for that to close: the modal returns focus to where it was
 * when it opened, which the change may have removed. `find` runs then, so that a line that re-rendered
 * (or remounted) is found as it is now.
 */
export function focusAfterChange(find: () => HTMLElement | null, origin?: Element | null): void {
  // A macrotask: React has rendered the store's answer and a closing modal has run its own focus return. What
  // `find` looks for may come a render later (the editor closing after the answer): looked for again for up
  // to half a second.
  const attempt = (tries = 0) => {
    window.setTimeout(
      () => {
        if (!focusLost(origin)) return
        const target = find()
        if (target) focusElement(target)
        else if (tries < 20) attempt(tries + 1)
      },
      tries === 0 ? 0 : 25,
    )
  }
  if (shellStore.get().modals.length === 0) {
    attempt()
    return
  }
  const stop = shellStore.subscribe(() => {
    if (shellStore.get().modals.length > 0) return
    stop()
    attempt()
  })
}

const lineSelector = (productId: number) => `[data-testid="cart-line"][data-product-id="${productId}"]`

/** What shows a product's line: the cart page's line, else the add-to-cart panel's product. */
export function lineElement(productId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-product-id="${productId}"]:not([data-testid="archived-line"])`,
  )
}

/** A part of the page by its test id (the coupon panel's field, applied code or error, a line's remove button). */
export function byTestId(testId: string, within: ParentNode = document): HTMLElement | null {
  return within.querySelector<HTMLElement>(`[data-testid="${testId}"]`)
}

/** A line's quantity control as it shows between changes: its "Change" button. */
export function quantityControl(productId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-product-id="${productId}"] [data-testid="quantity-edit"]`)
}

/**
 * After a removal: the next line's product link, else the previous line's, else the empty cart's message,
 * else the page's heading.
 */
export function afterRemovalTarget(neighbours: number[]): HTMLElement | null {
  for (const productId of neighbours) {
    const link = document.querySelector<HTMLElement>(`${lineSelector(productId)} [data-line-name]`)
    if (link) return link
  }
  return (
    document.querySelector<HTMLElement>('[data-testid="cart-empty-title"]') ??
    document.querySelector<HTMLElement>('[data-testid="cart-page"] h1')
  )
}
