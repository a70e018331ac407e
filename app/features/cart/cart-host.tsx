import { lazy, Suspense, useEffect } from 'react'
import { useMatches } from 'react-router'
import type { Checkout } from '#core/schemas/checkout'
import { loadMessages } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showCartLoadFailed, showChunkLoadFailed } from './cart-errors'
import { closeAddToCartPanel, seedCart, startCart } from './cart-store'
import { loadCartActions, useCart } from './use-cart'

// The panel opens only after an add: its code stays out of every page's first load and is fetched when the
// browser is idle, so it is there by the time a shopper adds something.
const loadPanel = () => import('./add-to-cart-panel')
const AddToCartPanel = lazy(() =>
  loadChunk('add-to-cart-panel', loadPanel).then((module) => ({ default: module.AddToCartPanel })),
)

/** The `handle` of a route whose loader answers `{ checkout }` (the cart page), so the shell need not load it. */
export const PROVIDES_CHECKOUT = { providesCheckout: true } as const

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
 * The cart's part of the page shell: loads the checkout once after hydration (for the header's count and
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
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000))
    idle(() => {
      void loadPanel()
      // The actions' code (docs/decisions/0075), so that the first add does not wait for it.
      loadCartActions().catch(() => {})
      // The panel's texts (the `cart` message part, docs/decisions/0075) come with it.
      loadMessages(locale, 'cart').catch(() => {})
    })
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

/**
 * The header's line-item count (pieces in the cart), hidden while 0 or unknown. `data-cart-status` says when
 * the cart is known in the browser (after hydration), for tests and tools.
 */
export function CartCountBadge() {
  const { t } = useI18n()
  const count = useCart((state) => state.count)
  const status = useCart((state) => state.status)
  const marker = <span hidden data-cart-status={status} />
  if (count <= 0) return marker
  return (
    <>
      {marker}
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs leading-none font-bold text-gray-900"
        data-testid="cart-count"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('cart.count', { count })}</span>
    </>
  )
}
