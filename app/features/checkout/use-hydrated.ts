import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False while server-rendered and during hydration, true after: the steps show their no-JavaScript buttons
 * until the page answers clicks itself. (Kept here rather than imported from the catalogue's hooks, which
 * would pull the catalogue's stores into the checkout's chunks.)
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
