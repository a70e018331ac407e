import type { Locale } from '#core/locales'
import type {
  WishListDeletedResponse,
  WishListItemChangeResponse,
  WishListRequest,
  WishListSavedResponse,
  WishListsResponse,
} from '#core/schemas/wish-list'
import { frontApi } from '#app/lib/front-api'
import { wishListStore } from '#app/features/product-card/wish-list-button'

/** The wish-list calls of spec §7; item changes update the local items (spec §4). */
export const fetchWishLists = (locale: Locale) => frontApi<WishListsResponse>('wish-list', { locale })

export async function addToWishList(
  locale: Locale,
  body: { wish_list_id: number | null; product_id: number },
): Promise<WishListItemChangeResponse> {
  const response = await frontApi<WishListItemChangeResponse>('wish-list-item', {
    method: 'POST',
    body,
    locale,
  })
  applyItemChange(response)
  return response
}

export async function removeFromWishList(
  locale: Locale,
  itemId: number,
): Promise<WishListItemChangeResponse> {
  const response = await frontApi<WishListItemChangeResponse>(`wish-list-item/${itemId}`, {
    method: 'DELETE',
    locale,
  })
  applyItemChange(response)
  return response
}

export const createWishList = (locale: Locale, body: WishListRequest) =>
  frontApi<WishListSavedResponse>('wish-list', { method: 'POST', body, locale })

export const updateWishList = (locale: Locale, id: number, body: WishListRequest) =>
  frontApi<WishListSavedResponse>(`wish-list/${id}`, { method: 'PUT', body, locale })

export const deleteWishList = (locale: Locale, id: number) =>
  frontApi<WishListDeletedResponse>(`wish-list/${id}`, { method: 'DELETE', locale })

/** Spec §4: the items are updated locally after each server answer. */
function applyItemChange(change: WishListItemChangeResponse): void {
  wishListStore.set((state) => {
    const items = { ...state.items }
    if (change.data) items[change.product_id] = change.data
    else delete items[change.product_id]
    return { items, changes: state.changes + 1 }
  })
}
