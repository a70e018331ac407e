import type { Locale } from '#core/locales'
import type { WishListItem, WishListItemChangeResponse, WishListItemsResponse } from '#core/schemas/wish-list'
import { frontApi } from '#app/lib/front-api'
import { createStore, useStore } from '#app/lib/store'

/** The product the add-to-list panel is open for. */
export interface WishListPanelProduct {
  id: number
  name: string
  image?: string | null
}

export interface WishListState {
  /** Per product: the lists it is on (spec §3 "Wish list item"); known once the start load answered. */
  items: Record<number, WishListItem>
  status: 'idle' | 'loading' | 'ready' | 'failed'
  panel: WishListPanelProduct | null
}

export const wishListStore = createStore<WishListState>({ items: {}, status: 'idle', panel: null })

export function useWishList<S>(select: (state: WishListState) => S): S {
  return useStore(wishListStore, select)
}

let started = false

/**
 * Spec §4 "Start": the shopper's wish-list items, loaded once per document after hydration (pages come from a
 * shared cache, so the buttons' state is never in the server's HTML). A failure leaves the buttons neutral.
 */
export function startWishList(locale: Locale): void {
  if (started) return
  started = true
  wishListStore.set({ status: 'loading' })
  frontApi<WishListItemsResponse>('wish-list-item', { locale }).then(
    (response) => setItems(response.data),
    () => wishListStore.set({ status: 'failed' }),
  )
}

export function setItems(items: readonly WishListItem[]): void {
  wishListStore.set({
    items: Object.fromEntries(items.map((item) => [item.product_id, item])),
    status: 'ready',
  })
}

/** Spec §4: the items are updated locally after each server answer. */
export function applyItemChange(change: WishListItemChangeResponse): void {
  wishListStore.set((state) => {
    const items = { ...state.items }
    if (change.data) items[change.product_id] = change.data
    else delete items[change.product_id]
    return { items }
  })
}

export function openWishListPanel(product: WishListPanelProduct): void {
  wishListStore.set({ panel: product })
}

export function closeWishListPanel(): void {
  wishListStore.set({ panel: null })
}
