import { lazy, Suspense, type ComponentType } from 'react'
import { loadChunk } from '#app/lib/chunk-load'
import { visitedProductIds } from './last-viewed'
import { useHydrated } from '#app/features/product-card/use-shop'

const Strip = lazy<ComponentType<{ except?: number }>>(() =>
  loadChunk('last-viewed-strip', () => import('./last-viewed-strip')).then(
    (module) => ({ default: module.LastViewedStrip }),
    // A suggestion below the fold: without its code the page works as before.
    () => ({ default: () => null }),
  ),
)

/**
 * The last-viewed strip, loaded on demand (docs/decisions/0042): it comes from local storage, so the server
 * and the hydrating browser render nothing, and a shopper who has visited no product loads no code for it.
 */
export function LazyLastViewedStrip({ except }: { except?: number }) {
  const hydrated = useHydrated()
  if (!hydrated || visitedProductIds(except).length === 0) return null
  return (
    <Suspense fallback={null}>
      <Strip except={except} />
    </Suspense>
  )
}
