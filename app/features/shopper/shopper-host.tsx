import { lazy, Suspense, useEffect } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { compareStore, useCompare } from '#app/features/product-card/compare-button'
import { useWishList, wishListStore } from '#app/features/product-card/wish-list-button'
import { whenIdle } from '#app/lib/idle'

// Both panels and their messages load on the first click of a heart or compare button: no page's first load
// grows (the start load comes in a chunk of its own, after hydration).
const ShopperPanels = lazy(() =>
  loadChunk('shopper-panels', () => import('./shopper-panels')).then((module) => ({
    default: module.ShopperPanels,
  })),
)

/**
 * The wish list's and compare's part of the page shell: the start load of their items (spec §4 "Start") when
 * the browser is idle after hydration, and the host of the add-to-list and compare panels.
 */
export function ShopperHost() {
  const { t, locale } = useI18n()
  useEffect(() => {
    whenIdle(() => void import('./shopper-start').then((module) => module.startShopper(locale)), 1)
  }, [locale])
  const wishListOpen = useWishList((state) => state.panel !== null)
  const compareOpen = useCompare((state) => state.panel)
  if (!wishListOpen && !compareOpen) return null
  return (
    <ChunkErrorBoundary
      onChunkError={(error) => {
        wishListStore.set({ panel: null })
        compareStore.set({ panel: false })
        showChunkLoadFailed(t, error)
      }}
    >
      <Suspense fallback={null}>
        <ShopperPanels />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
