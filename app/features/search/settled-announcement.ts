import { useEffect } from 'react'
import { announce } from '#app/ui/live-announcer'

/**
 * Says `message` politely once it has stood for `delay` ms (WCAG 4.1.3): a count that changes while the
 * shopper types is not read out at every answer, only the one that settles. `null` says nothing and cancels
 * what was waiting; the same text after a `null` (a new search with the same count) is said again.
 */
/** How long an answer stands before its count is said. Here, not in core/constants: only this chunk needs it. */
export const SEARCH_ANNOUNCE_DELAY_MS = 500

export function useSettledAnnouncement(message: string | null, delay = SEARCH_ANNOUNCE_DELAY_MS): void {
  useEffect(() => {
    if (!message) return
    const timer = setTimeout(() => announce(message), delay)
    return () => clearTimeout(timer)
  }, [message, delay])
}
