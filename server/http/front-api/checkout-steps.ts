import { type Context, Hono } from 'hono'
import type { FulfilmentChange } from '#core/context'
import type { CheckoutReadResponse } from '#core/schemas/checkout'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import type { CheckoutRequest } from '#server/domain/shared/outcomes'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJson, requestSite, sessionCheckoutId } from './checkout-request'
import { sendOutcome } from './outcome'

/** The request as the checkout domain sees it: the page's language and the session. */
export function checkoutRequest(c: Context<AppEnv>): CheckoutRequest {
  return { site: requestSite(c), session: c.get('session'), returnOrigin: c.get('returnOrigin') }
}

/** The `{checkoutId}` of a path must be the session's own checkout; anything else is a 404. */
export function ownsCheckout(c: Context<AppEnv>): boolean {
  const own = sessionCheckoutId(c)
  return own !== null && c.req.param('checkoutId') === own
}

/** `PUT …/fulfilment{/segment}`: the change each path names (spec §7 "Checkout"). */
const CHANGE_PATHS: Array<[path: string, change: FulfilmentChange]> = [
  ['', 'method'],
  ['/payment', 'payment'],
  ['/payment-bank', 'payment-bank'],
  ['/address', 'address'],
  ['/address-pickup-point', 'address-pickup-point'],
  ['/addressInvoice', 'addressInvoice'],
  ['/customer-comment', 'customer-comment'],
  ['/customer-reference', 'customer-reference'],
  ['/newsletter-subscription', 'newsletter-subscription'],
  ['/create-account', 'create-account'],
]

/**
 * Steps 1 and 2 of the checkout (spec §7 "Checkout"): `GET/POST/PUT /front-api/checkout/register`,
 * `GET /front-api/checkout/fulfilment` and the `PUT /front-api/checkout/{checkoutId}/fulfilment…` changes
 * (the discount code's is with the cart, server/http/front-api/checkout.ts). Business rules live in
 * server/domain/checkout/.
 */
export function checkoutStepRoutes(checkout: CheckoutModule) {
  const { steps } = checkout
  const save = async (c: Context<AppEnv>) =>
    sendOutcome(c, await steps.saveRegister(checkoutRequest(c), await readJson(c.req.raw)))
  const routes = new Hono<AppEnv>()
    .get('/checkout', async (c) =>
      c.json<CheckoutReadResponse>(await steps.readWithMethods(checkoutRequest(c))),
    )
    .get('/checkout/register', async (c) => c.json(await steps.register(checkoutRequest(c))))
    .post('/checkout/register', save)
    .put('/checkout/register', save)
    .get('/checkout/fulfilment', async (c) => sendOutcome(c, await steps.fulfilment(checkoutRequest(c))))
  for (const [path, change] of CHANGE_PATHS) {
    routes.put(`/checkout/:checkoutId/fulfilment${path}`, async (c) => {
      if (!ownsCheckout(c)) throw new HttpError(404)
      return sendOutcome(c, await steps.change(checkoutRequest(c), change, await readJson(c.req.raw)))
    })
  }
  return routes
}
