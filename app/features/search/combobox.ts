import { type RefObject, useEffect, useState } from 'react'

/**
 * The keyboard model of the search box as a combobox with a listbox popup (WAI-ARIA 1.2, APG "combobox with
 * list autocomplete"). Focus stays in the text field; `active` is the option that `aria-activedescendant`
 * names (visual focus), by its id.
 */
export interface ComboboxState {
  open: boolean
  active: string | null
}

export interface ComboboxStep extends ComboboxState {
  /** The key was the combobox's own: the browser's action (caret move, submit, clearing) is prevented. */
  handled: boolean
  /** The option to follow (Enter on a highlighted option). */
  activate?: string
  /** Empty the text (Escape while the popup is closed). */
  clear?: boolean
}

export interface ComboboxKey {
  key: string
  altKey?: boolean
  ctrlKey?: boolean
  metaKey?: boolean
}

/**
 * What a key does, given the options in order (their ids) and the text. Arrows open the popup and move
 * through the options, wrapping at either end; Enter follows the highlighted option, else the browser submits
 * the search; Escape closes the popup, and a second Escape clears the text; Home, End and the side arrows
 * stay in the text and give up the highlight.
 */
export function comboboxStep(
  state: ComboboxState,
  event: ComboboxKey,
  options: readonly string[],
  text: string,
): ComboboxStep {
  const unhandled = { ...state, handled: false }
  if (event.ctrlKey || event.metaKey) return unhandled
  const index = state.active === null ? -1 : options.indexOf(state.active)
  const last = options.length - 1
  switch (event.key) {
    case 'ArrowDown':
      if (options.length === 0) return unhandled
      if (event.altKey) return { open: true, active: state.open ? state.active : null, handled: true }
      return { open: true, active: options[!state.open || index >= last ? 0 : index + 1]!, handled: true }
    case 'ArrowUp':
      if (options.length === 0) return unhandled
      if (event.altKey) return { open: false, active: null, handled: true }
      return { open: true, active: options[!state.open || index <= 0 ? last : index - 1]!, handled: true }
    case 'Enter':
      return state.open && index >= 0 ? { ...state, handled: true, activate: state.active! } : unhandled
    case 'Escape':
      if (state.open) return { open: false, active: null, handled: true }
      return text ? { open: false, active: null, handled: true, clear: true } : unhandled
    case 'Home':
    case 'End':
    case 'ArrowLeft':
    case 'ArrowRight':
      return { ...state, active: null, handled: false }
    default:
      return unhandled
  }
}

/** The ids of a listbox's options in document order. */
export function optionIds(listbox: HTMLElement | null): string[] {
  if (!listbox) return []
  return [...listbox.querySelectorAll<HTMLElement>('[role="option"]')].map((option) => option.id)
}

/**
 * The combobox's state for a text field and its listbox: `onKeyDown` applies `comboboxStep`. `escape: false`
 * leaves Escape to a dialog around the field (the mobile overlay closes on it).
 */
export function useCombobox({
  open,
  setOpen,
  listbox,
  clear,
  escape = true,
}: {
  open: boolean
  setOpen: (open: boolean) => void
  listbox: RefObject<HTMLElement | null>
  clear: () => void
  escape?: boolean
}) {
  const [active, setActive] = useState<string | null>(null)
  // A highlight is only shown while the popup is.
  const shown = open ? active : null

  useEffect(() => {
    if (shown) document.getElementById(shown)?.scrollIntoView?.({ block: 'nearest' })
  }, [shown])

  /** For the text field's keydown (native or React's), with the field's text. */
  const onKeyDown = (event: ComboboxKey & { preventDefault(): void }, text: string) => {
    if (!escape && event.key === 'Escape') return
    const step = comboboxStep({ open, active: shown }, event, optionIds(listbox.current), text)
    if (step.handled) event.preventDefault()
    if (step.open !== open) setOpen(step.open)
    setActive(step.active)
    if (step.activate) document.getElementById(step.activate)?.click()
    if (step.clear) clear()
  }
  return { active: shown, setActive, onKeyDown }
}
