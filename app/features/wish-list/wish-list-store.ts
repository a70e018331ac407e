import type { WishListItem } from '#core/schemas/wish-list'
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
  /** Raised by every add or remove, so that a start load that answers after one is not taken over it. */
  changes: number
}

export const wishListStore = createStore<WishListState>({
  items: {},
  status: 'idle',
  panel: null,
  changes: 0,
})

export function useWishList<S>(select: (state: WishListState) => S): S {
  return useStore(wishListStore, select)
}

export function openWishListPanel(product: WishListPanelProduct): void {
  wishListStore.set({ panel: product })
}

export function closeWishListPanel(): void {
  wishListStore.set({ panel: null })
}
