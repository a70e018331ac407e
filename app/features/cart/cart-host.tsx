import { lazy, Suspense, useEffect } from 'react'
import { useMatches } from 'react-router'
import type { Checkout } from '#core/schemas/checkout'
import { loadMessages } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { showCartLoadFailed } from './cart-errors'
import { closeAddToCartPanel, type PROVIDES_CHECKOUT } from './cart-state'
import { seedCart, startCart } from './cart-store'
import { loadCartActions, useCart } from './use-cart'
import { whenIdle } from '#app/lib/idle'

// The panel opens only after an add: its code stays out of every page's first load and is fetched when the
// browser is idle, so it is there by the time a shopper adds something.
const loadPanel = () => import('./add-to-cart-panel')
const AddToCartPanel = lazy(() =>
  loadChunk('add-to-cart-panel', loadPanel).then((module) => ({ default: module.AddToCartPanel })),
)

/** The checkout a matched route's loader rendered the page with, if any. */
function useRouteCheckout(): Checkout | null {
  const matches = useMatches()
  for (const match of matches) {
    const handle = match.handle as Partial<typeof PROVIDES_CHECKOUT> | undefined
    const data = match.loaderData as { checkout?: Checkout } | undefined
    if (handle?.providesCheckout && data?.checkout) return data.checkout
  }
  return null
}

/**
 * The cart's part of the page shell, a chunk of its own that the header loads after hydration (docs/decisions/
 * 0075): loads the checkout once (for the header's count and
 * every cart view; a failure asks for a reload, spec §8) or takes over the one the page was rendered with,
 * and hosts the add-to-cart panel.
 */
export function CartHost() {
  const { t, locale } = useI18n()
  const routeCheckout = useRouteCheckout()
  useEffect(() => {
    if (routeCheckout) seedCart(routeCheckout)
    else startCart(locale)?.catch(() => showCartLoadFailed(t))
  }, [routeCheckout, locale, t])
  useEffect(() => {
    whenIdle(() => {
      void loadPanel()
      // The actions' code (docs/decisions/0075), so that the first add does not wait for it.
      loadCartActions().catch(() => {})
      // The panel's texts (the `cart` message part, docs/decisions/0075) come with it.
      loadMessages(locale, 'cart').catch(() => {})
    }, 2000)
  }, [locale])
  const panelOpen = useCart((state) => state.panel !== null)
  if (!panelOpen) return null
  // The product is in the cart already; when the panel's code cannot be loaded, say why instead.
  return (
    <ChunkErrorBoundary
      onChunkError={(error) => {
        closeAddToCartPanel()
        showChunkLoadFailed(t, error)
      }}
    >
      <Suspense fallback={null}>
        <AddToCartPanel />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
