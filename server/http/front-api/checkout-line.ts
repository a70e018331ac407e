import { type Context, Hono } from 'hono'
import {
  checkoutLineRequestSchema,
  type CheckoutLineResponse,
  type CheckoutResponse,
} from '#core/schemas/checkout'
import type { CreationLimit } from '#server/domain/cart/add'
import type { CartService } from '#server/domain/cart/cart'
import type { LineMode } from '#server/domain/cart/changes'
import { cartSessionWriter } from '#server/domain/sessions/cart-session-writer'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import {
  CHECKOUT_SESSION_KEY,
  cartOwner,
  idParam,
  readJson,
  requestSite,
  sessionCheckoutId,
  viewerOf,
} from './checkout-request'

/**
 * The cart's lines (spec §7 "Checkout"): POST adds to a product's line (or sets an option), PUT sets it,
 * DELETE moves a product's line to the archive, PUT …/restore brings an archived line back. Every answer
 * carries the whole checkout. The rules live in server/domain/cart*.ts.
 */
export function checkoutLineRoutes(cart: CartService) {
  const change = (mode: LineMode) => async (c: Context<AppEnv>) => {
    const locale = c.get('locale')
    const body = validate(checkoutLineRequestSchema, await readJson(c.req.raw), locale)
    const session = c.get('session')
    // Probably a new cart: limited per address, so that a cookieless flood cannot fill the database (counted
    // by the cart, in a new visitor's first add with its writes: docs/decisions/0085).
    const creationLimit: CreationLimit | null = sessionCheckoutId(c)
      ? null
      : [c.get('limits')['cart-create-ip'], c.get('clientAddress')]
    // A new cart is tied to the session, so that it goes with it.
    if (creationLimit) session.reserveId()
    // A new visitor's session row is written with the change (docs/decisions/0047).
    const response = await cart.addToCart(requestSite(c), cartOwner(c), body, mode, {
      session: cartSessionWriter(session),
      creationLimit,
    })
    session.set(CHECKOUT_SESSION_KEY, response.checkout.id)
    return c.json<CheckoutLineResponse>(response)
  }

  return new Hono<AppEnv>()
    .post('/checkout-line', change('add'))
    .put('/checkout-line', change('set'))
    .delete('/checkout-line/product/:productId', async (c) => {
      const productId = idParam(c.req.param('productId'))
      const checkoutId = sessionCheckoutId(c)
      const checkout =
        productId !== null && checkoutId
          ? await cart.removeProduct(requestSite(c), checkoutId, productId, viewerOf(c))
          : null
      if (!checkout) throw new HttpError(404)
      return c.json<CheckoutResponse>({ checkout })
    })
    .put('/checkout-line/:id/restore', async (c) => {
      const lineId = idParam(c.req.param('id'))
      const checkoutId = sessionCheckoutId(c)
      const response =
        lineId !== null && checkoutId
          ? await cart.restoreLine(requestSite(c), checkoutId, lineId, viewerOf(c))
          : null
      if (!response) throw new HttpError(404)
      return c.json<CheckoutLineResponse>(response)
    })
}
