import { useMemo } from 'react'
import { useNavigate } from 'react-router'
import type { Product } from '#core/schemas/catalogue'
import type { Checkout, CheckoutLineItem, OptionKind } from '#core/schemas/checkout'
import type { ModalProduct } from '#app/ui/shell-store'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk, type ChunkLoadError } from '#app/lib/chunk-load'
import { useStore } from '#app/lib/store'
import type * as CartActionsCode from './cart-actions'
import type { CartActionContext, CartActionsImpl } from './cart-actions'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { cartStore, closeAddToCartPanel, type CartState } from './cart-state'

export function useCart<S>(select: (state: CartState) => S): S {
  return useStore(cartStore, select)
}

export function findLine(checkout: Checkout | null, productId: number): CheckoutLineItem | null {
  return checkout?.checkout_line_items.find((line) => line.product.id === productId) ?? null
}

export function lineModalProduct(line: CheckoutLineItem): ModalProduct {
  return { name: line.product.name, image: line.product.thumb_category_square_125, link: line.product.link }
}

/** An option of a line, as the calls and the error modals need it. */
export interface LineOption {
  kind: OptionKind
  id: number
  name: string
  image?: string | null
  /** The option's quantity now. */
  quantity: number
}

type CartActionsModule = typeof CartActionsCode
let loading: Promise<CartActionsModule> | undefined

/**
 * The actions' code (cart-actions.ts), once; the shell loads it when the browser is idle (CartHost), an action
 * before that waits for it. A failed load may be tried again.
 */
export function loadCartActions(): Promise<CartActionsModule> {
  loading ??= loadChunk('cart-actions', () => import('./cart-actions')).catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * The cart's actions bound to the page's language (cart-actions.ts): the same calls at once, their code loaded
 * on first use (docs/decisions/0075). Each answers whether it succeeded; the add-to-cart button's `addProduct`
 * throws instead, so that the button can swallow the failure as spec §8 says. When the code cannot be loaded,
 * the chunk-load error says so (spec §8) and the action answers as failed.
 */
export function useCartActions() {
  const { t, locale, href } = useI18n()
  const navigate = useNavigate()

  return useMemo(() => {
    const showCart = () => {
      closeAddToCartPanel()
      void navigate(cartStore.get().checkout?.routes.shopping_cart || href('cart'))
    }
    const context: CartActionContext = { t, locale, showCart }
    let actions: CartActionsImpl | undefined
    const load = async () => (actions ??= (await loadCartActions()).createCartActions(context))
    /** The actions, or null after the chunk-load error modal when their code cannot be loaded. */
    const loaded = () =>
      load().catch((error: ChunkLoadError) => {
        showChunkLoadFailed(t, error)
        return null
      })
    type Impl = CartActionsImpl

    return {
      /** Adds pieces of a product; the caller handles a failure (also that of loading the code). */
      addProduct: async (...args: Parameters<Impl['addProduct']>) => (await load()).addProduct(...args),
      /** A related product from the panel: one piece; "Product is not added" on failure. */
      addRelated: async (product: Product) => (await loaded())?.addRelated(product) ?? false,
      /** A line's quantity; "Product quantity unchanged" on failure. */
      changeQuantity: async (line: CheckoutLineItem, quantity: number) =>
        (await loaded())?.changeQuantity(line, quantity) ?? false,
      /** An extra service, free product or combination of a line. */
      setOption: async (line: CheckoutLineItem, option: LineOption, quantity: number) =>
        (await loaded())?.setOption(line, option, quantity) ?? false,
      /** Moves a line to the archive; "Product can't be removed" on failure. */
      remove: async (line: CheckoutLineItem) => (await loaded())?.remove(line) ?? false,
      /** Back from the archive; a failure passes without a message (spec §8). */
      restore: async (line: CheckoutLineItem) => (await load().catch(() => null))?.restore(line) ?? false,
      /** Applies (or with '' removes) a discount code; answers the server's message when refused. */
      applyCoupon: async (code: string): Promise<string | null> => {
        const impl = await loaded()
        return impl ? impl.applyCoupon(code) : t('cart.error.general')
      },
      /** Closes the panel at once; the begin_checkout event follows when the code is there. */
      beginCheckout(): void {
        closeAddToCartPanel()
        load().then(
          (impl) => impl.beginCheckout(),
          () => {},
        )
      },
      showCart,
    }
  }, [t, locale, href, navigate])
}

export type CartActions = ReturnType<typeof useCartActions>
