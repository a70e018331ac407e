import { lazy, Suspense, useEffect } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/features/cart/cart-errors'
import { closeWishListPanel, startWishList, useWishList } from './wish-list-store'

// The panel's code (and the shopper messages) load only when a heart is clicked: no page's first load grows.
const WishListPanel = lazy(() =>
  loadChunk('wish-list-panel', () => import('./wish-list-panel')).then((module) => ({
    default: module.WishListPanel,
  })),
)

/** The wish list's part of the shell: the start load of the items (spec §4 "Start") and the panel's host. */
export function WishListHost() {
  const { t, locale } = useI18n()
  useEffect(() => startWishList(locale), [locale])
  const open = useWishList((state) => state.panel !== null)
  if (!open) return null
  return (
    <ChunkErrorBoundary
      onChunkError={(error) => {
        closeWishListPanel()
        showChunkLoadFailed(t, error)
      }}
    >
      <Suspense fallback={null}>
        <WishListPanel />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
