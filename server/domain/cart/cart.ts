import type { LocaleSite } from '#core/context'
import type {
  Checkout,
  CheckoutLineRequest,
  CheckoutLineResponse,
  CheckoutWarning,
} from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { translate } from '#server/i18n/translate'
import { addToCart, type AddOptions } from './add'
import {
  restoreLine,
  setDiscountCode,
  trashProductLine,
  type CartOwner,
  type LineChange,
  type LineMode,
} from './changes'
import type { CheckoutSource } from './checkout-rows'
import type { CartInclude } from './view'

/** Who reads the cart: the session's customer, when logged in (the checkout shows them). */
export interface CartViewer {
  customerId: string | null
}

/** Reads the whole checkout (server/domain/checkout/view.ts), handed in so the cart needs no checkout import. */
export type CheckoutReader = (
  site: LocaleSite,
  source: CheckoutSource,
  viewer: CartViewer,
  include?: CartInclude,
) => Promise<Checkout>

/**
 * The cart as the front API and the pages use it (spec §7 "Checkout"). Every answer carries the whole
 * checkout, read after the change has been committed. Null means "no such cart or line here" (404).
 */
export interface CartService {
  /** A read: never creates anything; without a checkout an empty one (id ''). */
  read(site: LocaleSite, checkoutId: string | null, viewer: CartViewer): Promise<Checkout>
  /** Adds to (POST) or sets (PUT) a line: add.ts. */
  addToCart(
    site: LocaleSite,
    owner: CartOwner,
    request: CheckoutLineRequest,
    mode: LineMode,
    options?: AddOptions,
  ): Promise<CheckoutLineResponse>
  removeProduct(
    site: LocaleSite,
    checkoutId: string,
    productId: number,
    viewer: CartViewer,
  ): Promise<Checkout | null>
  restoreLine(
    site: LocaleSite,
    checkoutId: string,
    lineId: number,
    viewer: CartViewer,
  ): Promise<CheckoutLineResponse | null>
  setDiscountCode(
    site: LocaleSite,
    checkoutId: string,
    code: string,
    viewer: CartViewer,
  ): Promise<Checkout | null>
}

export function createCartService(db: Database, readCheckout: CheckoutReader): CartService {
  const respond = async (
    site: LocaleSite,
    checkoutId: string,
    change: Omit<LineChange, 'checkoutId'>,
    viewer: CartViewer,
  ) => {
    // Only the changed line brings its related products (the add-to-cart panel shows them).
    const checkout = await readCheckout(site, change.checkout ?? checkoutId, viewer, {
      relatedForLine: change.lineId,
    })
    const response: CheckoutLineResponse = {
      checkout,
      checkout_line_item: checkout.checkout_line_items.find((line) => line.id === change.lineId) ?? null,
    }
    if (change.adjustedTo !== null) response.warning = stockWarning(site, change.adjustedTo)
    return response
  }
  return {
    read: readCheckout,
    async addToCart(site, owner, request, mode, options) {
      const change = await addToCart(db, owner, request, mode, site.locale, options)
      return respond(site, change.checkoutId, change, { customerId: owner.customerId })
    },
    async removeProduct(site, checkoutId, productId, viewer) {
      if (!(await trashProductLine(db, checkoutId, productId))) return null
      return readCheckout(site, checkoutId, viewer)
    },
    async restoreLine(site, checkoutId, lineId, viewer) {
      const change = await restoreLine(db, checkoutId, lineId, site.locale)
      return change ? respond(site, checkoutId, change, viewer) : null
    },
    async setDiscountCode(site, checkoutId, code, viewer) {
      if (!(await setDiscountCode(db, checkoutId, code, site.locale))) return null
      return readCheckout(site, checkoutId, viewer)
    },
  }
}

/** "Not enough supply available": the quantity was lowered to what is left (spec §4, §8). */
function stockWarning(site: LocaleSite, quantity: number): CheckoutWarning {
  return {
    type: 'insufficient_stock',
    message: translate(site.locale, 'cart.notEnoughSupply', { quantity }),
    quantity,
  }
}
