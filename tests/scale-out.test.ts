import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutLineResponse, CheckoutResponse } from '#core/schemas/checkout'
import { queryRows } from '#server/db/query'
import { verifySessionId } from '#server/domain/sessions/sessions'
import { cartClient } from './cart-fixtures'
import { testEnv } from './env'
import { startShopProcesses, type ShopProcesses } from './server-processes'

/**
 * Issue 15 point 13, issue 37 point 4: two server processes on one PostgreSQL database, as behind a load
 * balancer. Each is `server/main.ts` in its own Node process (tests/server-processes.ts), started at the
 * same moment without SESSION_SECRET, with its own data folder and in-memory state, talked to over HTTP.
 * That both hear the catalogue's changes is tests/page-freshness.test.ts's part.
 */
let shop: ShopProcesses

describe.skipIf(!testEnv.databaseUrl)(
  'two server processes on one database (PostgreSQL; skipped without TEST_DATABASE_URL)',
  () => {
    beforeAll(async () => {
      shop = await startShopProcesses({ products: 12 })
    }, 180_000)
    afterAll(() => shop?.close())

    it('share the session secret kept in the database', async () => {
      // Both started at once on a database without one: one secret is kept…
      const secrets = await queryRows<{ value: string }>(
        shop.database.db,
        sql`select value from server_secrets where name = 'session-secret'`,
      )
      expect(secrets).toHaveLength(1)
      const secret = secrets[0]!.value
      expect(secret.length).toBeGreaterThanOrEqual(32)
      // …and each process signs its session cookies with it.
      const [product] = await purchasable(1)
      for (const server of shop.servers) {
        const shopper = cartClient({ request: (path, init) => server.fetch(path, init) })
        const added = await shopper.call('POST', 'checkout-line', { product_id: product!.id, quantity: 1 })
        expect(added.status).toBe(200)
        expect(verifySessionId(shopper.cookie!.slice('sid='.length), secret)).not.toBeNull()
      }
    })

    it('serve one cart to a shopper whose requests alternate between them', async () => {
      const products = await purchasable(3)
      let turn = 0
      // One browser: the cookie jar is shared; each request goes to the next process in turn.
      const shopper = cartClient({ request: (path, init) => shop.servers[turn++ % 2]!.fetch(path, init) })
      let checkoutId = ''
      for (const product of products) {
        const added = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
          product_id: product.id,
          quantity: 1,
        })
        expect(added.status).toBe(200)
        checkoutId ||= added.body.checkout.id
        expect(added.body.checkout.id).toBe(checkoutId)
      }
      for (let i = 0; i < 2; i++) {
        const read = await shopper.call<CheckoutResponse>('GET', 'checkout')
        expect(read.body.checkout.id).toBe(checkoutId)
        expect(read.body.checkout.checkout_line_items.map((line) => line.product.id)).toEqual(
          products.map((product) => product.id),
        )
      }
    })
  },
)

/** Products of the demo catalogue a shopper can put in the cart as they are (no choice of options). */
function purchasable(count: number): Promise<Array<{ id: number }>> {
  return queryRows<{ id: number }>(
    shop.database.db,
    sql`select id from products p
        where status = 'active' and stock_status_code = 'AVAILABLE_DIRECT' and stock > 2
          and not exists (select from product_options o where o.product_id = p.id)
        order by id limit ${count}`,
  )
}
