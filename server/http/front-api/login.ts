import { Hono } from 'hono'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import type { AppEnv } from '../env'
import { readJson } from './checkout-request'
import { checkoutRequest } from './checkout-steps'
import { sendOutcome } from './outcome'

/**
 * The checkout's login step: `POST /front-api/login` `{email, password}` answers `{customer, checkout}` with
 * a new session id and the guest's cart merged into the customer's; a failed login is one 422 whatever was
 * wrong. `POST /front-api/logout` ends the session and answers the empty customer.
 */
export function loginRoutes(checkout: CheckoutModule) {
  const { login } = checkout
  return new Hono<AppEnv>()
    .post('/login', async (c) =>
      sendOutcome(c, await login.login(checkoutRequest(c), await readJson(c.req.raw))),
    )
    .post('/logout', async (c) => {
      const request = checkoutRequest(c)
      await login.logout(request)
      return c.json({ customer: await login.customer(request) })
    })
}
