import type { Checkout } from '#core/schemas/checkout'
import type { Product } from '#core/schemas/catalogue'
import { createStore } from '#app/lib/store'

/*
 * The cart's state, which the header's count and every cart view read: in the shell. The calls that fill it
 * (cart-store.ts) come with the cart host after hydration and with the cart's actions (docs/decisions/0075).
 */

/** idle: nothing asked yet (server render, before hydration); failed: the start load did not succeed. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed'

export interface CartState {
  /** The whole checkout as the last response gave it (spec §4: replaced wholesale, never patched). */
  checkout: Checkout | null
  /** Pieces in the cart, for the header badge. */
  count: number
  status: CartStatus
  /**
   * The add-to-cart panel (spec §2), open for the product just added. Its related products are kept from
   * the add's answer: later answers carry related products only for the line they changed.
   */
  panel: { productId: number; related: Product[] } | null
}

export const INITIAL_CART_STATE: CartState = { checkout: null, count: 0, status: 'idle', panel: null }

export const cartStore = createStore<CartState>(INITIAL_CART_STATE)

export function openAddToCartPanel(productId: number, related: Product[]): void {
  cartStore.set({ panel: { productId, related } })
}

export function closeAddToCartPanel(): void {
  cartStore.set({ panel: null })
}

/** The `handle` of a route whose loader answers `{ checkout }` (the cart page), so the shell need not load it. */
export const PROVIDES_CHECKOUT = { providesCheckout: true } as const
