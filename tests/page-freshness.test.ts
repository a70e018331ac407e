import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatMessage } from '#core/format-message'
import en from '#core/i18n/messages/en.json' with { type: 'json' }
import nl from '#core/i18n/messages/nl.json' with { type: 'json' }
import { formatEuro } from '#core/money'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'
import { PRIVATE_NO_STORE } from '#server/http/middleware/cache-policy'
import { cartClient } from './cart-fixtures'
import { testEnv } from './env'
import { startShopProcesses, type Page, type ShopProcess, type ShopProcesses } from './server-processes'

/**
 * Issue 36, "done means": after each kind of change the pages that show it are fresh within a second in
 * every process, the pages that do not show it stay in the page cache, and no guest ever gets personal
 * data from it. Two real server processes on one PostgreSQL database (tests/server-processes.ts); the
 * changes are made in the database, as the back office and the catalogue sync make them, and every
 * process hears them through PostgreSQL's notifications. Pages are read as a guest (no cookies) unless
 * said otherwise.
 */

/** The freshness promise: a page older than the change it shows is never served more than this after it. */
const FRESH_WITHIN_MS = 1000
const POLL_MS = 50

interface ProductRow {
  id: number
  slug: { nl: string; en: string }
  category_path: { nl: string; en: string }
  category_ids: number[]
  brand_id: number
  price_cents: number
}

let shop: ShopProcesses
let servers: ShopProcess[]
/** P1: the product that changes; P2: one that shares nothing with it; P3: the one whose stock changes. */
let p1: ProductRow
let p2: ProductRow
let p3: ProductRow
/** P4: a product page no guest has asked for before the customer test. */
let p4: ProductRow

const productPath = (product: ProductRow, locale: 'nl' | 'en' = 'nl') =>
  locale === 'nl' ? `/${product.slug.nl}` : `/en/${product.slug.en}`
const categoryPath = (product: ProductRow) => `/${product.category_path.nl}`

describe.skipIf(!testEnv.databaseUrl)(
  'pages on two server processes (PostgreSQL; skipped without TEST_DATABASE_URL)',
  () => {
    beforeAll(async () => {
      shop = await startShopProcesses({
        products: 40,
        // P3 starts at 45, so that its first stock change is 45 → 44 with nothing heard before it.
        prepare: async (db) => {
          const { p3 } = await chooseProducts(db)
          await db.execute(sql`update products set stock = 45 where id = ${p3.id}`)
        },
      })
      servers = shop.servers
      ;({ p1, p2, p3, p4 } = await chooseProducts(shop.database.db))
      // Each process compiles its pages on its first request (seconds in development mode): once here.
      await Promise.all(servers.map((server) => server.page('/')))
    }, 180_000)
    afterAll(() => shop?.close())

    it('serve a guest each page from the cache on the second read, in each process', async () => {
      for (const server of servers) {
        for (const path of everyPage()) {
          const first = await server.page(path)
          expect(first.status).toBe(200)
          const second = await server.page(path)
          expect({ path: key(server, path), cache: second.cache, etag: second.etag }).toEqual({
            path: key(server, path),
            cache: 'hit',
            etag: first.etag,
          })
        }
      }
    })

    it('show a new price within a second in every process; pages without the product stay cached', async () => {
      const shown = [productPath(p1), productPath(p1, 'en'), categoryPath(p1)]
      const unrelated = [productPath(p2), categoryPath(p2)]
      const before = await warm([...shown, ...unrelated, '/'])
      const price = p1.price_cents + 1234
      expect(before.get(key(servers[0]!, productPath(p1)))!.body).not.toContain(formatEuro(price))

      const changedAt = await change(sql`update products set price_cents = ${price} where id = ${p1.id}`)
      await expectFreshWithin(changedAt, shown, (page) => page.body.includes(formatEuro(price)))
      await expectStillCached(unrelated, before)
      p1.price_cents = price
    })

    it('keep every page when a stock change leaves what a guest sees as it was (45 → 44)', async () => {
      const before = await warm([productPath(p3), productPath(p3, 'en'), categoryPath(p3), productPath(p1)])
      expect(before.get(key(servers[0]!, productPath(p3)))!.body).toContain(stockText('nl', 45))

      await change(sql`update products set stock = 44 where id = ${p3.id}`)
      await heardEverywhere()
      await expectStillCached([productPath(p3), productPath(p3, 'en'), categoryPath(p3)], before)
    })

    it('show a stock count that a guest sees change (6 → 5) within a second in every process; its card, without a count, stays cached', async () => {
      const paths = [productPath(p3), productPath(p3, 'en')]
      const listing = await warm([categoryPath(p3)])
      const atSix = await change(sql`update products set stock = 6 where id = ${p3.id}`)
      await expectFreshWithin(atSix, paths, (page) => page.body.includes(stockText(localeOf(page), 6)))
      await warm(paths)

      const atFive = await change(sql`update products set stock = 5 where id = ${p3.id}`)
      await expectFreshWithin(atFive, paths, (page) => page.body.includes(stockText(localeOf(page), 5)))
      // The category page shows P3's card, which shows no stock figure (docs/decisions/0161).
      await expectStillCached([categoryPath(p3)], listing)
    })

    it('show a settings change on every page within a second in every process', async () => {
      const paths = everyPage()
      const before = await warm(paths)
      const token = `${Date.now().toString(36)}`
      const point = { nl: `Vers verpakt ${token}`, en: `Freshly packed ${token}` }
      for (const page of before.values()) expect(page.body).not.toContain(token)

      const changedAt = await change(
        sql`update settings set value = jsonb_set(value, '{0}', to_jsonb(case locale when 'en' then ${point.en}::text else ${point.nl}::text end)) where key = 'selling_points' and locale in ('nl', 'en')`,
      )
      await expectFreshWithin(changedAt, paths, (page) => page.body.includes(point[localeOf(page)]))
    })

    it('never give a guest a customer’s page, nor a customer the guests’ page', async () => {
      const name = 'Wobbeltje'
      const customer = cartClient({ request: (path, init) => servers[0]!.fetch(path, init) })
      const registered = await customer.call('POST', 'customer', {
        first_name: name,
        last_name: 'Zijlstra',
        email: `wobbeltje-${Date.now()}@example.com`,
        password: 'een lang wachtwoord',
      })
      expect(registered.status).toBe(200)
      const cookie = { cookie: customer.cookie! }
      const hello = formatMessage('nl', nl['myAccount.hello'], { name })
      const path = productPath(p4)

      // The customer asks first, in both processes (the session is shared): rendered for them, kept by nobody.
      for (const server of [...servers, ...servers]) {
        const page = await server.page(path, cookie)
        expect(page.status).toBe(200)
        expect(page.cache).toBeNull()
        expect(page.cacheControl).toBe(PRIVATE_NO_STORE)
        expect(page.body).toContain(hello)
      }
      // A guest after them: a page rendered for guests (nothing was kept from the customer's), without the name.
      for (const server of servers) {
        const first = await server.page(path)
        expect(first.cache).toBe('miss')
        expect(first.body).not.toContain(name)
        const second = await server.page(path)
        expect(second.cache).toBe('hit')
        expect(second.body).not.toContain(name)
      }
      // With the guests' page cached, the customer still gets theirs.
      for (const server of servers) {
        const page = await server.page(path, cookie)
        expect(page.cache).toBeNull()
        expect(page.cacheControl).toBe(PRIVATE_NO_STORE)
        expect(page.body).toContain(hello)
      }
    })
  },
)

// ---- the catalogue ----

/**
 * Four active products a guest sees with their own price and stock message; P2 and P3 show nothing of
 * P1 nor of each other: no shared category, brand or variant group, neither the other's related product.
 */
async function chooseProducts(db: Database): Promise<Record<'p1' | 'p2' | 'p3' | 'p4', ProductRow>> {
  const products = await queryRows<ProductRow & { variant_group_id: number | null }>(
    db,
    sql`select p.id, p.slug, c.path as category_path, p.category_ids, p.brand_id, p.variant_group_id, p.price_cents
        from products p join categories c on c.id = p.category_id
        where p.status = 'active' and p.sale_price_cents is null and p.stock_status_code = 'AVAILABLE_DIRECT'
          and not p.stock_is_from_brand and not p.is_vdm and p.stock > 6
        order by p.id`,
  )
  const links = await queryRows<{ a: number; b: number }>(
    db,
    sql`select product_id as a, related_product_id as b from related_products`,
  )
  const unrelated = (a: (typeof products)[number], b: (typeof products)[number]) =>
    a.id !== b.id &&
    a.brand_id !== b.brand_id &&
    (a.variant_group_id === null || a.variant_group_id !== b.variant_group_id) &&
    !a.category_ids.some((id) => b.category_ids.includes(id)) &&
    !links.some((link) => (link.a === a.id && link.b === b.id) || (link.a === b.id && link.b === a.id))
  const p1 = products[0]!
  const p2 = products.find((other) => unrelated(p1, other))!
  const p3 = products.find((other) => unrelated(p1, other) && unrelated(p2, other))!
  const p4 = products.find((other) => ![p1, p2, p3].includes(other))!
  expect([p1, p2, p3, p4].every(Boolean), 'four such products in the demo catalogue').toBe(true)
  return { p1, p2, p3, p4 }
}

// ---- reading pages ----

const key = (server: ShopProcess, path: string) => `${server.origin}${path}`
const localeOf = (page: Page): 'nl' | 'en' => (/<html[^>]*\blang="en/.test(page.body) ? 'en' : 'nl')
const stockText = (locale: 'nl' | 'en', count: number) =>
  formatMessage(locale, (locale === 'en' ? en : nl)[count > 5 ? 'stock.moreThanFive' : 'stock.count'], {
    count,
  })

function everyPage(): string[] {
  return [productPath(p1), productPath(p1, 'en'), productPath(p2), categoryPath(p1), categoryPath(p2), '/']
}

/** Reads each page in each process until the page cache serves it (a hit): its cached copy, by process and path. */
async function warm(paths: readonly string[]): Promise<Map<string, Page>> {
  const pages = new Map<string, Page>()
  await Promise.all(
    servers.flatMap((server) =>
      paths.map(async (path) => {
        let page = await server.page(path)
        for (let reads = 1; page.cache !== 'hit' && reads < 5; reads++) page = await server.page(path)
        expect(page, `${key(server, path)} from the page cache`).toMatchObject({ status: 200, cache: 'hit' })
        pages.set(key(server, path), page)
      }),
    ),
  )
  return pages
}

/** Commits a change as the back office or the sync does (in a transaction); when it was committed. */
async function change(statement: ReturnType<typeof sql>): Promise<number> {
  await shop.database.db.transaction(async (tx) => {
    await tx.execute(statement)
  })
  return Date.now()
}

/**
 * Polls every page in every process every 50 ms until each is `fresh`. A stale answer to a request sent
 * more than a second after the change fails: that page is older than the change by more than a second
 * (a fresh answer that takes long to render is not stale).
 */
async function expectFreshWithin(
  changedAt: number,
  paths: readonly string[],
  fresh: (page: Page) => boolean,
) {
  let pending = servers.flatMap((server) => paths.map((path) => ({ server, path })))
  for (;;) {
    const sentAt = Date.now()
    const read = await Promise.all(
      pending.map(async (target) => ({ ...target, page: await target.server.page(target.path) })),
    )
    const stale = read.filter(({ page }) => !fresh(page))
    if (stale.length === 0) return
    if (sentAt - changedAt > FRESH_WITHIN_MS) {
      const which = stale.map(
        ({ server, path, page }) => `${key(server, path)} (${page.status}, ${page.cache})`,
      )
      expect.fail(`still stale ${sentAt - changedAt} ms after the change: ${which.join(', ')}`)
    }
    pending = stale
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** Each page still comes from the cache in each process, byte for byte as it was warmed. */
async function expectStillCached(paths: readonly string[], before: Map<string, Page>) {
  for (const server of servers) {
    for (const path of paths) {
      const page = await server.page(path)
      const cached = before.get(key(server, path))!
      expect({ path: key(server, path), cache: page.cache, etag: page.etag }).toEqual({
        path: key(server, path),
        cache: 'hit',
        etag: cached.etag,
      })
      expect(page.body).toBe(cached.body)
    }
  }
}

/**
 * Waits until every process has heard every change committed so far: a change of P1's price, heard after
 * those before it (one listening connection hears them in commit order), shows on P1's cached page.
 */
async function heardEverywhere() {
  await warm([productPath(p1)])
  const price = p1.price_cents + 1
  const changedAt = await change(sql`update products set price_cents = ${price} where id = ${p1.id}`)
  await expectFreshWithin(changedAt, [productPath(p1)], (page) => page.body.includes(formatEuro(price)))
  p1.price_cents = price
}
