import { Hono } from 'hono'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJson } from './checkout-request'
import { checkoutRequest, ownsCheckout } from './checkout-steps'
import { sendOutcome } from './outcome'

/**
 * Placing the order (spec §7 "Checkout"): `POST …/{checkoutId}/transaction` answers the checkout whose
 * newest transaction carries the payment page to send the shopper to; `GET …/{id}/confirmation` (the
 * provider is asked first) and `POST …/{id}/confirmation/create-account`. A confirmation is readable by the
 * session that placed it (and by its customer); anything else is a 404.
 */
export function checkoutPlacingRoutes(checkout: CheckoutModule) {
  const { placing } = checkout
  return new Hono<AppEnv>()
    .post('/checkout/:checkoutId/transaction', async (c) => {
      if (!ownsCheckout(c)) throw new HttpError(404)
      return sendOutcome(c, await placing.startTransaction(checkoutRequest(c), await readJson(c.req.raw)))
    })
    .get('/checkout/:checkoutId/confirmation', async (c) =>
      sendOutcome(c, await placing.confirmation(checkoutRequest(c), c.req.param('checkoutId'))),
    )
    .post('/checkout/:checkoutId/confirmation/create-account', async (c) =>
      sendOutcome(
        c,
        await placing.createAccount(checkoutRequest(c), c.req.param('checkoutId'), await readJson(c.req.raw)),
      ),
    )
}
