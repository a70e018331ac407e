import { Hono } from 'hono'
import { discountCodeRequestSchema, type CheckoutResponse } from '#core/schemas/checkout'
import type { CartService } from '#server/domain/cart/cart'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJson, requestSite, sessionCheckoutId, viewerOf } from './checkout-request'

/**
 * PUT /front-api/checkout/{checkoutId}/fulfilment/discount-code: applies a coupon ('' removes it); a
 * checkout that is not the caller's is a 404.
 */
export function checkoutRoutes(cart: CartService) {
  return new Hono<AppEnv>().put('/checkout/:checkoutId/fulfilment/discount-code', async (c) => {
    const checkoutId = sessionCheckoutId(c)
    if (!checkoutId || c.req.param('checkoutId') !== checkoutId) throw new HttpError(404)
    const locale = c.get('locale')
    const body = validate(discountCodeRequestSchema, await readJson(c.req.raw), locale)
    if (body.discount_code.trim() !== '') {
      // Guessing codes is limited per session and per address (a code's answer tells expired from unknown).
      const limits = c.get('limits')
      await c.get('enforceLimits')([
        [limits['coupon-session'], c.get('session').id ?? checkoutId],
        [limits['coupon-ip'], c.get('clientAddress')],
      ])
    }
    const checkout = await cart.setDiscountCode(requestSite(c), checkoutId, body.discount_code, viewerOf(c))
    if (!checkout) throw new HttpError(404)
    return c.json<CheckoutResponse>({ checkout })
  })
}
