import type { FocusEvent } from 'react'

/**
 * For a sideways-scrolling list: the item that receives focus scrolls fully into view. Browsers leave a
 * partly visible item where it is, so a keyboard user's focus could sit half outside the screen (WCAG 2.4.7).
 */
export function revealFocusedItem(event: FocusEvent<HTMLElement>): void {
  ;(event.target as HTMLElement).closest('li')?.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}
