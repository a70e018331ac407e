import { openModal, type ModalButton, type ModalProduct } from '#app/features/shell/shell-store'
import type { I18n } from '#app/i18n/i18n'
import type { ChunkLoadError } from '#app/lib/chunk-load'
import { ApiError } from '#app/lib/front-api'

/**
 * The cart's part of the error catalogue (spec §8), shown through the shell's generic modal. They stack above
 * the add-to-cart panel (z-40), whose actions can cause them. What only the cart's actions show (after their
 * code has loaded) is in `cart-line-errors.ts`, out of every page's first load.
 */
export const CART_MODAL_STACKING = 'z-50'

type Translate = I18n['t']

/** The page reload behind the refresh buttons; a seam for tests. */
export const page = {
  reload: () => window.location.reload(),
}

/** The server's first error message (already in the shopper's language), else a general one. */
export function cartErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.message && error.status < 500) return error.message
  return t('cart.error.general')
}

function refreshButton(t: Translate): ModalButton {
  return { label: t('cart.error.refresh'), type: 'primary', onClick: () => page.reload() }
}

/** A refused cart change: its title, the server's message, the product, a refresh button. */
export function showCartError(
  t: Translate,
  title: Parameters<Translate>[0],
  error: unknown,
  product?: ModalProduct,
): number {
  return openModal({
    title: t(title),
    text: cartErrorMessage(error, t),
    product,
    buttons: [refreshButton(t)],
    stackingClass: CART_MODAL_STACKING,
  })
}

/** "Product is not added": the server's message, the product, a refresh button. */
export function showNotAdded(t: Translate, error: unknown, product?: ModalProduct): number {
  return showCartError(t, 'cart.error.notAdded', error, product)
}

/** The cart could not be loaded: ask for a reload. */
export function showCartLoadFailed(t: Translate): number {
  return openModal({
    title: t('cart.error.loadFailedTitle'),
    text: t('cart.error.loadFailed'),
    buttons: [refreshButton(t)],
    stackingClass: CART_MODAL_STACKING,
  })
}

/** The add-to-cart panel's code could not be loaded (spec §8 "Lazy page load fails"): which chunk, and why. */
export function showChunkLoadFailed(t: Translate, error: ChunkLoadError): number {
  return openModal({
    title: t('chunkError.title'),
    text: t('chunkError.text', { id: error.chunkId, cause: t(`chunkError.cause.${error.reason}`) }),
    buttons: [refreshButton(t)],
    stackingClass: CART_MODAL_STACKING,
  })
}
