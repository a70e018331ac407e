import type { WishListItem } from '#core/schemas/wish-list'
import { HeartIcon } from '#app/ui/icons/heart'
import { createStore, useStore } from '#app/lib/store'
import { useI18n } from '#app/i18n/i18n'

// The store lives with the button: one small chunk for the cards and the product page (docs/decisions/0061).
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

/**
 * The heart of product cards and the product page (spec §2): opens the add-to-list panel. It renders neutral
 * on the server (pages are shared, decision 0043) and shows "on a list" once the start load answered.
 */
export function WishListButton({
  product,
  withLabel = false,
}: {
  product: WishListPanelProduct
  /** The product page's wider button shows its text too. */
  withLabel?: boolean
}) {
  const { t } = useI18n()
  const saved = useWishList((state) => state.items[product.id] !== undefined)
  const key = saved ? 'wishList.button.saved' : 'wishList.button.add'
  return (
    <button
      type="button"
      onClick={() => openWishListPanel(product)}
      aria-haspopup="dialog"
      aria-label={t(key, { name: product.name })}
      data-testid="wish-list-button"
      data-saved={saved || undefined}
      className={`flex h-11 items-center justify-center gap-2 rounded-md border border-gray-300 text-sm hover:border-brand-700 ${withLabel ? 'px-3' : 'w-11'} ${saved ? '[&_svg]:fill-red-600 [&_svg]:text-red-600' : ''}`}
    >
      <HeartIcon className="size-5" />
      {withLabel ? <span aria-hidden="true">{t(`${key}Label`)}</span> : null}
    </button>
  )
}
