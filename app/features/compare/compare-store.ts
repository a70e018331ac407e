import type { Locale } from '#core/locales'
import { createStore, useStore } from '#app/lib/store'

/**
 * The compare set (spec §3 "Compare list", §4 "Compare"): the product ids, and the compare panel. The ids are
 * known once the start load has read local storage (after hydration; pages are shared, decision 0043).
 */
export interface CompareState {
  ids: number[]
  panel: boolean
  /** A third product was asked for (spec §5): the panel shows the message, the compare button is disabled. */
  exceeded: boolean
}

export const compareStore = createStore<CompareState>({ ids: [], panel: false, exceeded: false })

export function useCompare<S>(select: (state: CompareState) => S): S {
  return useStore(compareStore, select)
}

/** Clicking compare (the rules load on the first click, app/features/compare/compare-actions.ts). */
export function toggleCompare(productId: number, locale: Locale): void {
  void import('./compare-actions').then((actions) => actions.toggleCompare(productId, locale))
}
