import type { Locale } from '#core/locales'
import type { WishListItemsResponse } from '#core/schemas/wish-list'
import { frontApi } from '#app/lib/front-api'
import { startCompare } from '#app/features/product-card/compare-actions'
import { wishListStore } from '#app/features/product-card/wish-list-button'

/**
 * Spec §4 "Start": the wish-list items and the compare items, loaded once per document after hydration, in
 * a chunk of its own (pages come from a shared cache, so the buttons' state is never in the server's HTML,
 * and no page's first load carries this). A failure leaves the buttons neutral.
 */
let started = false

export function startShopper(locale: Locale): void {
  if (started) return
  started = true
  void startCompare(locale)
  loadWishListItems(locale)
}

/** The items, unless an add or remove answered meanwhile: then they are asked for again. */
function loadWishListItems(locale: Locale): void {
  const changes = wishListStore.get().changes
  wishListStore.set({ status: 'loading' })
  frontApi<WishListItemsResponse>('wish-list-item', { locale }).then(
    (response) => {
      if (wishListStore.get().changes !== changes) return loadWishListItems(locale)
      wishListStore.set({
        items: Object.fromEntries(response.data.map((item) => [item.product_id, item])),
        status: 'ready',
      })
    },
    () => wishListStore.set({ status: 'failed' }),
  )
}
