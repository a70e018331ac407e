import { ComparePanel } from '#app/features/compare/compare-panel'
import { WishListPanel } from '#app/features/wish-list/wish-list-panel'

/** The lazily loaded panels of the shopper host (shopper-host.tsx). */
export function ShopperPanels() {
  return (
    <>
      <WishListPanel />
      <ComparePanel />
    </>
  )
}
