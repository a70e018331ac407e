import { type Context, Hono } from 'hono'
import type { Limit } from '#server/domain/limits/limits'
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
    .post('/login', async (c) => {
      const body = await readJson(c.req.raw)
      await c.get('enforceLimits')(loginLimits(c, body))
      return sendOutcome(c, await login.login(checkoutRequest(c), body))
    })
    .post('/logout', async (c) => {
      const request = checkoutRequest(c)
      await login.logout(request)
      return c.json({ customer: await login.customer(request) })
    })
}

/** Login attempts count per address and, when the body names one, per account. */
export function loginLimits(c: Context<AppEnv>, body: unknown): Array<readonly [Limit, string]> {
  const limits = c.get('limits')
  const checks: Array<readonly [Limit, string]> = [[limits['login-ip'], c.get('clientAddress')]]
  const email = (body as { email?: unknown } | undefined)?.email
  if (typeof email === 'string' && email.trim() !== '') {
    checks.push([limits['login-account'], email.trim().toLowerCase()])
  }
  return checks
}
