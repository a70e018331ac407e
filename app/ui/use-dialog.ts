import { useEffect, useRef, type RefObject } from 'react'

/**
 * What every modal and side panel shares: Escape closes the topmost one, Tab stays inside it, the page
 * behind can neither scroll nor take focus, and focus returns where it was on close.
 */
const stack: symbol[] = []

// Tab stops only: an element with tabindex -1 (a listbox's option link) is focusable but not in the Tab order.
const FOCUSABLE =
  'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]):not([tabindex="-1"]), textarea:not([disabled]):not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])'

export function useDialog(
  open: boolean,
  onClose: () => void,
  container: RefObject<HTMLElement | null>,
): void {
  // The latest onClose, without re-running the open effect (and refocusing) when the parent re-renders.
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })

  useEffect(() => {
    if (!open) return
    const token = Symbol('dialog')
    stack.push(token)
    const previouslyFocused = document.activeElement as HTMLElement | null
    lockPage(true)
    const node = container.current
    const first =
      node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? node)?.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== token) return
      if (event.key === 'Escape') {
        event.preventDefault()
        close.current()
      } else if (event.key === 'Tab' && node) {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)]
        if (items.length === 0) return event.preventDefault()
        const firstItem = items[0]!
        const lastItem = items.at(-1)!
        if (event.shiftKey && document.activeElement === firstItem) {
          event.preventDefault()
          lastItem.focus()
        } else if (!event.shiftKey && document.activeElement === lastItem) {
          event.preventDefault()
          firstItem.focus()
        }
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      stack.splice(stack.indexOf(token), 1)
      lockPage(false)
      previouslyFocused?.focus?.()
    }
  }, [open, container])
}

let locks = 0

/** Reference-counted, so that a modal over a side panel unlocks only when both are gone. */
function lockPage(lock: boolean): void {
  locks += lock ? 1 : -1
  const locked = locks > 0
  document.documentElement.style.overflow = locked ? 'hidden' : ''
  const page = document.getElementById('page')
  if (page) page.inert = locked
}
