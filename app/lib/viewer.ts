import { useEffect } from 'react'
import type { Customer } from '#core/schemas/customer'
import { useRootData, type RootData } from './root-data'
import { createStore, useStore } from './store'

export type Viewer = NonNullable<RootData['viewer']>

/**
 * Who is logged in, as the browser last heard it from a checkout or customer answer (spec §4 "Start": the
 * customer comes with the checkout). `undefined`: nothing heard since the page's data, which then counts.
 * A page from a shared cache was rendered for a guest; this corrects it for a logged-in shopper.
 */
export const viewerStore = createStore<{ viewer: Viewer | null | undefined }>({ viewer: undefined })

/** Takes the customer of an answer as the current viewer. */
export function takeViewerFrom(customer: Pick<Customer, 'is_logged_in' | 'first_name' | 'is_dealer'>): void {
  viewerStore.set({
    viewer: customer.is_logged_in ? { first_name: customer.first_name, is_dealer: customer.is_dealer } : null,
  })
}

/**
 * The logged-in customer for the header; null for a guest. A page rendered for a logged-in shopper is their
 * own (never from a shared cache) and counts; a guest's page counts until the browser heard otherwise.
 */
export function useViewer(): Viewer | null {
  const fromPage = useRootData()?.viewer ?? null
  const heard = useStore(viewerStore, (state) => state.viewer)
  return fromPage ?? heard ?? null
}

/** Whether this visitor sees dealer prices (spec §6), by the same rule as `useViewer`. */
export function useIsDealer(): boolean {
  const root = useRootData()
  const heard = useStore(viewerStore, (state) => state.viewer)
  if (root?.viewer || heard === undefined) return root?.isDealer ?? false
  return heard?.is_dealer ?? false
}

/**
 * Page data rendered after a login or logout (the root revalidates) is newer than anything heard before:
 * the shell calls this so that it counts again.
 */
export function useViewerFollowsPage(): void {
  const viewer = useRootData()?.viewer ?? null
  const key = viewer ? `${viewer.first_name}\u0000${viewer.is_dealer}` : ''
  useEffect(() => {
    viewerStore.set({ viewer: undefined })
  }, [key])
}
