import { sql } from 'drizzle-orm'
import { get } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/query'
import { eventually } from './eventually'
import { testEnv } from './env'
import { startShopProcesses, type ShopProcess, type ShopProcesses } from './server-processes'

/**
 * Issue 36 point 2, no stampede (docs/decisions/0150), on two real server processes sharing one PostgreSQL
 * database and one render directory (tests/server-processes.ts): a page a change made stale, asked of both
 * at once, is rendered by one of them; the other sends its previous version or waits, and then keeps the
 * page the first rendered (the same bytes, nonce included, so the same ETag).
 */

let shop: ShopProcesses

/**
 * A guest's page as a load balancer passes it on: with the shop's host name, the same for every process
 * (the page cache's key holds it), not each process's own address. `fetch` cannot set Host; `localhost` is
 * a name the development server answers to.
 */
function page(server: ShopProcess, path: string): Promise<{ cache: string | null; etag: string | null }> {
  const { hostname, port } = new URL(server.origin)
  return new Promise((resolve, reject) => {
    get({ hostname, port, path, headers: { host: 'localhost' } }, (response) => {
      expect(response.statusCode).toBe(200)
      response.resume()
      response.on('end', () =>
        resolve({
          cache: (response.headers['x-page-cache'] as string | undefined) ?? null,
          etag: response.headers.etag ?? null,
        }),
      )
    }).on('error', reject)
  })
}

describe.skipIf(!testEnv.databaseUrl)(
  'a popular page after a change, on two server processes (PostgreSQL; skipped without TEST_DATABASE_URL)',
  () => {
    beforeAll(async () => {
      shop = await startShopProcesses({ products: 12 })
      // Each process compiles its pages on its first request (seconds in development mode): once here.
      await Promise.all(shop.servers.map((server) => page(server, '/')))
    }, 180_000)
    afterAll(() => shop?.close())

    it('is rendered by one process; the other sends the previous version or waits, then keeps that render', async () => {
      const [product] = await queryRows<{ id: number; slug: { nl: string }; category_path: { nl: string } }>(
        shop.database.db,
        sql`select p.id, p.slug, c.path as category_path from products p join categories c on c.id = p.category_id
            where p.status = 'active' order by p.id limit 1`,
      )
      const path = `/${product!.slug.nl}`
      // The category page lists the product: a miss there says that a process heard the change.
      const listing = `/${product!.category_path.nl}`
      for (const server of shop.servers) {
        for (const each of [path, listing]) {
          await page(server, each)
          expect((await page(server, each)).cache).toBe('hit')
        }
      }
      await shop.database.db.execute(
        sql`update products set price_cents = price_cents + 100 where id = ${product!.id}`,
      )
      for (const server of shop.servers) {
        await eventually(async () => expect((await page(server, listing)).cache).toBe('miss'))
      }

      // Both are asked while the render is held up, as a slow one would be (the products table locked): the
      // process that claims the render waits for the lock, and the other surely finds that render under way.
      let locked = () => undefined as void
      let release = () => undefined as void
      const lockTaken = new Promise<void>((resolve) => (locked = resolve))
      const transaction = shop.database.db.transaction(async (tx) => {
        await tx.execute(sql`lock table products in access exclusive mode`)
        locked()
        await new Promise<void>((resolve) => (release = resolve))
      })
      await Promise.race([lockTaken, transaction])
      const asked = Promise.all(shop.servers.map((server) => page(server, path)))
      await sleep(300)
      release()
      await transaction
      const answers = await asked
      const rendered = answers.findIndex((answer) => answer.cache === 'miss')
      expect(answers.map((answer) => answer.cache)).toContain('miss')
      expect(['stale', 'shared']).toContain(answers[1 - rendered]!.cache)
      // From now on the other process serves the page the first one rendered, from its own cache.
      await eventually(async () =>
        expect(await page(shop.servers[1 - rendered]!, path)).toEqual({
          cache: 'hit',
          etag: answers[rendered]!.etag,
        }),
      )
    })
  },
)
