import type { CheckoutWarning } from '#core/schemas/checkout'
import { openModal, type ModalProduct } from '#app/ui/shell-store'
import type { I18n } from '#app/i18n/i18n'
import { ERROR_MODAL_STACKING } from '#app/ui/chunk-error-modal'
import { showCartError } from './cart-errors'

// The errors of a cart line's changes (spec §8), shown by the cart's actions once their code is there.
type Translate = I18n['t']

/** "Product quantity unchanged": same behaviour (this is where "at most {quantity} pieces" arrives). */
export function showQuantityUnchanged(t: Translate, error: unknown, product?: ModalProduct): number {
  return showCartError(t, 'cart.error.quantityUnchanged', error, product)
}

/** "Product can't be removed", with a refresh button. */
export function showNotRemoved(t: Translate, error: unknown, product?: ModalProduct): number {
  return showCartError(t, 'cart.error.notRemoved', error, product)
}

/**
 * "Not enough supply available": the server lowered the quantity; its message says to what. Buttons: show
 * cart and accept.
 */
export function showStockWarning(
  t: Translate,
  warning: CheckoutWarning,
  showCart: () => void,
  product?: ModalProduct,
): number {
  return openModal({
    title: t('cart.warning.notEnoughSupply'),
    text: warning.message || t('cart.notEnoughSupply', { quantity: warning.quantity }),
    product,
    buttons: [
      { label: t('cart.showCart'), type: 'gray-outline', onClick: showCart },
      { label: t('cart.warning.accept'), type: 'primary' },
    ],
    stackingClass: ERROR_MODAL_STACKING,
  })
}
