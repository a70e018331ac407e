import type { I18n } from '#app/i18n/i18n'
import { ApiError } from '#app/lib/front-api'
import { ERROR_MODAL_STACKING, refreshButton } from '#app/ui/chunk-error-modal'
import { openModal, type ModalProduct } from '#app/ui/shell-store'

/*
 * The cart's part of the error catalogue (spec §8), shown through the shell's generic modal, above the
 * add-to-cart panel like every error modal (app/ui/chunk-error-modal.ts). What only the cart's actions show
 * (after their code has loaded) is in `cart-line-errors.ts`, out of every page's first load.
 */

type Translate = I18n['t']

/** The server's first error message (already in the shopper's language), else a general one. */
export function cartErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.message && error.status < 500) return error.message
  return t('cart.error.general')
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
    stackingClass: ERROR_MODAL_STACKING,
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
    stackingClass: ERROR_MODAL_STACKING,
  })
}
