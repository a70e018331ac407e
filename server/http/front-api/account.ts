import { Hono } from 'hono'
import type { AccountsModule } from '../accounts'
import type { AppEnv } from '../env'
import { idParam, readJson } from './checkout-request'
import { checkoutRequest } from './checkout-steps'
import { loginLimits } from './login'
import { sendOutcome } from './outcome'

/**
 * The account calls (spec §7 "Customer and addresses", issue 9). Every one acts on the session's customer:
 * a guest gets 401 (GET customer: the empty customer), another customer's address or order 404.
 *
 *   GET/POST/PATCH/DELETE /customer      read, register, change, forget-me
 *   POST /dealer                        a dealer's registration (pending until approved)
 *   POST /password-request, /password-reset
 *   GET/POST /address, PATCH/DELETE /address/{id}
 *   GET /order, GET /order/{id}, POST /order/{id}/withdrawal, POST /order-withdrawal (guests)
 */
export function accountRoutes(accounts: AccountsModule) {
  const { customer, addresses, orders, passwordReset, dealers } = accounts
  return new Hono<AppEnv>()
    .get('/customer', async (c) => c.json({ customer: await customer.customer(checkoutRequest(c)) }))
    .post('/customer', async (c) =>
      sendOutcome(c, await customer.register(checkoutRequest(c), await readJson(c.req.raw))),
    )
    .patch('/customer', async (c) => {
      const body = await readJson(c.req.raw)
      // A current password is guessed like a login: the same limits (a change of names alone is free).
      if (triesPassword(body)) await c.get('enforceLimits')(loginLimits(c, body))
      return sendOutcome(c, await customer.update(checkoutRequest(c), body))
    })
    .delete('/customer', async (c) => sendOutcome(c, await customer.remove(checkoutRequest(c))))
    .post('/dealer', async (c) =>
      sendOutcome(c, await dealers.register(checkoutRequest(c), await readJson(c.req.raw))),
    )
    .post('/password-request', async (c) => {
      const body = await readJson(c.req.raw)
      // Per address and per e-mail, so no one floods an inbox or probes for accounts by volume.
      await c.get('enforceLimits')(loginLimits(c, body))
      return sendOutcome(c, await passwordReset.request(checkoutRequest(c), body))
    })
    .post('/password-reset', async (c) => {
      const body = await readJson(c.req.raw)
      await c.get('enforceLimits')(loginLimits(c, body))
      return sendOutcome(c, await passwordReset.reset(checkoutRequest(c), body))
    })
    .get('/address', async (c) => sendOutcome(c, await addresses.list(checkoutRequest(c))))
    .post('/address', async (c) =>
      sendOutcome(c, await addresses.add(checkoutRequest(c), await readJson(c.req.raw))),
    )
    .patch('/address/:id', async (c) =>
      sendOutcome(
        c,
        await addresses.change(checkoutRequest(c), idParam(c.req.param('id')), await readJson(c.req.raw)),
      ),
    )
    .delete('/address/:id', async (c) =>
      sendOutcome(c, await addresses.remove(checkoutRequest(c), idParam(c.req.param('id')))),
    )
    .get('/order', async (c) => sendOutcome(c, await orders.list(checkoutRequest(c))))
    .get('/order/:id', async (c) => sendOutcome(c, await orders.get(checkoutRequest(c), c.req.param('id'))))
    .post('/order/:id/withdrawal', async (c) =>
      sendOutcome(c, await orders.withdraw(checkoutRequest(c), c.req.param('id'))),
    )
    .post('/order-withdrawal', async (c) =>
      sendOutcome(c, await orders.withdrawAsGuest(checkoutRequest(c), await readJson(c.req.raw))),
    )
}

/** Whether a body carries a (current) password to check. */
export function triesPassword(body: unknown): boolean {
  const password = (body as { password?: unknown } | undefined)?.password
  return typeof password === 'string' && password !== ''
}
