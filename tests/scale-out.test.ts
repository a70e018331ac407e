import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutLineResponse, CheckoutResponse } from '#core/schemas/checkout'
import type { Config } from '#server/config'
import type { DatabaseHandle } from '#server/db/client'
import { sharedSessionSecret } from '#server/domain/sessions/secret'
import { createApp } from '#server/http/app'
import { createMemoryLogger, GENEROUS_RATE_LIMITS } from './app'
import { cartClient, cartFactory } from './cart-fixtures'
import { createTestDatabase } from './db'
import { loadConfig } from '#server/config'
import { seedReferenceData } from '#server/db/reference-data'

/**
 * Issue 15 point 13: two server processes on one PostgreSQL database, as behind a load balancer. Each
 * app here is built as server/start.ts builds it: its own configuration without SESSION_SECRET, the
 * secret read from the database, its own in-memory state. (With TEST_DATABASE_URL on real PostgreSQL.)
 */
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
  // As every started server has them (the checkout read carries the shop's store and payment options).
  await seedReferenceData(database.db)
})
afterAll(() => database.close())

async function serverProcess(): Promise<ReturnType<typeof createApp>> {
  const base = loadConfig({
    // Each process on its own machine: its own data folder.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-process-')),
    DATABASE_URL: 'postgres://shop@db.example:5432/shop',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: GENEROUS_RATE_LIMITS,
  })
  const config: Config = {
    ...base,
    sessionSecret: base.sessionSecret ?? (await sharedSessionSecret(database.db)),
  }
  return createApp({ config, db: database.db, logger: createMemoryLogger(config).logger })
}

describe('two server processes on one database', () => {
  it('share the session secret kept in the database', async () => {
    const [first, second] = await Promise.all([
      sharedSessionSecret(database.db),
      sharedSessionSecret(database.db),
    ])
    expect(first).toBe(second)
    expect(first.length).toBeGreaterThanOrEqual(32)
  })

  it('serve one cart to a shopper whose requests alternate between them', async () => {
    const make = await cartFactory(database.db)
    const products = [await make.product(), await make.product(), await make.product()]
    const apps = [await serverProcess(), await serverProcess()]
    let turn = 0
    // One browser: the cookie jar is shared; each request goes to the next process in turn.
    const shopper = cartClient({ request: (path, init) => apps[turn++ % 2]!.request(path, init) })
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
})
