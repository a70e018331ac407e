import { useSyncExternalStore } from 'react'
import { DESKTOP_BREAKPOINT_PX } from '#core/constants'

/** True when the media query matches; `false` during server rendering and hydration. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Desktop is 1024 px and wider (spec §9): large modals and the desktop search live there. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`)
}
