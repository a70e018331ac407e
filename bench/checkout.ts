/**
 * The checkout on the 100,000-product catalogue (PostgreSQL): the fulfilment read, the transaction call and
 * the payment webhook under concurrent load. Writes bench/results/checkout.md.
 *
 *   npm run bench:checkout -- --database-url postgres://postgres@127.0.0.1:5432/shop_bench
 *
 * The shop's app runs in this process (the same Hono app as the built server, without the React Router
 * pages, which these calls do not use) with an in-memory payment provider that answers at once, so the
 * figures are the shop's own work; a real provider adds its own round trip to the transaction call.
 * Scenarios, with 10 connections:
 * - fulfilment read: GET /front-api/checkout/fulfilment for shoppers with step 1 done and 3 lines each,
 *   10 s after a 2 s warm-up;
 * - transaction, new order: POST …/transaction once per shopper (order, number, reservations, payment);
 * - transaction, same payment again: POST …/transaction again (a double click), 10 s;
 * - webhook paid: the status applied once per payment (stock lowered, cart closed), 10 at a time.
 * Everything the run makes is deleted afterwards and the products' stock put back.
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3103),
 * --shoppers (200), --duration seconds (10), --connections (10), --no-write (print only).
 */
import { createServer } from 'node:http'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { writeFileSync } from 'node:fs'
import { getRequestListener } from '@hono/node-server'
import { loadConfig } from '#server/config'
import { openPostgres } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { createPickupPointProvider } from '#server/adapters/pickup-points/from-config'
import { seedReferenceData } from '#server/db/reference-data'
import { seedShippingMethods } from '#server/db/demo-data/shipping-and-coupons'
import { createApp, createAppCheckout } from '#server/http/app'
import { createLogger } from '#server/logger'
import { FakePaymentProvider } from '#tests/fake-payments'
import { projectRoot as root } from './built-server'
import {
  API_HEADERS,
  outcomeTable,
  runLoad,
  summarise,
  withClient,
  type BenchRequest,
  type Outcome,
} from './load'
import { prepareDatabase } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_bench' },
    port: { type: 'string', default: '3103' },
    shoppers: { type: 'string', default: '200' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const shoppers = Number(values.shoppers)
const duration = Number(values.duration)
const connections = Number(values.connections)
const origin = `http://127.0.0.1:${port}`

interface Shopper {
  cookie: string
  checkoutId: string
}

async function main(): Promise<void> {
  await prepareDatabase(databaseUrl)
  const startedAt = new Date()
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    // Every shopper's first add makes a cart: more than the default limit of new carts per address.
    RATE_LIMITS: 'cart-create-ip=1000000/3600',
    DATA_DIR: join(root, 'data'),
  })
  const logger = createLogger(config)
  const database = openPostgres(databaseUrl, logger)
  await migrateDatabase(database)
  await seedReferenceData(database.db)
  await seedShippingMethods(database.db)
  const provider = new FakePaymentProvider()
  const deps = {
    config,
    db: database.db,
    logger,
    paymentProvider: provider,
    pickupPoints: createPickupPointProvider(config),
  }
  const checkout = createAppCheckout(deps)
  const app = createApp({ ...deps, checkout })
  const server = createServer(getRequestListener(app.fetch))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { productIds, activeProducts, stock } = await pickProducts()
  try {
    console.log(`preparing ${shoppers} shoppers`)
    const prepared = await prepareShoppers(productIds)
    const outcomes: Outcome[] = []
    outcomes.push(
      await measure(
        'fulfilment read',
        'GET /front-api/checkout/fulfilment, step 1 done, 3 lines',
        (n) => ({
          method: 'GET',
          path: '/front-api/checkout/fulfilment',
          cookie: prepared[n % prepared.length]!.cookie,
        }),
        { seconds: duration },
      ),
    )
    outcomes.push(
      await measure(
        'transaction, new order',
        `POST …/transaction once per shopper (${prepared.length}): order, reservations, payment`,
        (n) => transaction(prepared[n % prepared.length]!),
        { amount: prepared.length },
      ),
    )
    outcomes.push(
      await measure(
        'transaction, same payment again',
        'POST …/transaction again for the same shoppers (a double click)',
        (n) => transaction(prepared[n % prepared.length]!),
        { seconds: duration },
      ),
    )
    outcomes.push(await webhooks(provider, checkout))
    const report = renderReport(outcomes, activeProducts)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      writeFileSync(join(root, 'bench', 'results', 'checkout.md'), report)
      console.log('written to bench/results/checkout.md')
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
    await cleanUp(startedAt, stock)
    await database.close()
  }
}

function transaction(shopper: Shopper) {
  return {
    method: 'POST' as const,
    path: `/front-api/checkout/${shopper.checkoutId}/transaction`,
    cookie: shopper.cookie,
    body: '{}',
  }
}

/** Popular products with plenty of the shop's own stock, so no sale sells one out. */
async function pickProducts(): Promise<{
  productIds: number[]
  activeProducts: number
  stock: Map<number, number>
}> {
  return withClient(databaseUrl, async (client) => {
    const count = await client.query<{ n: number }>(
      "select count(*)::int as n from products where status = 'active'",
    )
    const rows = await client.query<{ id: number; stock: number }>(
      `select id, stock from products where status = 'active' and stock_status_code = 'AVAILABLE_DIRECT'
       and not is_last_stock and not stock_is_from_brand and not is_vdm and stock >= 40
       order by popularity desc, id limit 300`,
    )
    if (rows.rows.length < 30) {
      throw new Error(
        'No catalogue in the database: run `npm run demo:data -- --products 100000` against it first.',
      )
    }
    return {
      productIds: rows.rows.map((row) => row.id),
      activeProducts: count.rows[0]!.n,
      stock: new Map(rows.rows.map((row) => [row.id, row.stock])),
    }
  })
}

async function call(method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...API_HEADERS, ...(cookie ? { cookie } : {}), 'x-shop-locale': 'nl' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
  const json = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return { cookie: set ? set.split(';')[0]! : cookie, json }
}

/** Each shopper: three lines, step 1, home delivery, iDEAL (the calls a browser makes). */
async function prepareShoppers(productIds: number[]): Promise<Shopper[]> {
  const prepared: Shopper[] = []
  const home = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number }>(
      "select id from shipping_methods where code = 'home_delivery'",
    )
    return rows[0]!.id
  })
  for (let i = 0; i < shoppers; i++) {
    let cookie: string | null = null
    let checkoutId = ''
    for (let line = 0; line < 3; line++) {
      const added = await call('POST', '/front-api/checkout-line', cookie, {
        product_id: productIds[(i * 3 + line) % productIds.length],
        quantity: 1,
      })
      cookie = added.cookie
      checkoutId = (added.json.checkout as { id: string }).id
    }
    await call('POST', '/front-api/checkout/register', cookie, {
      email: `bench${i}@example.nl`,
      first_name: 'Bench',
      last_name: `Shopper ${i}`,
      country_iso: 'NL',
      postal_code: '3442 AE',
      house_number: String(1 + (i % 200)),
      address: 'Kerkstraat',
      city: 'Woerden',
      phone_number: '0612345678',
    })
    await call('PUT', `/front-api/checkout/${checkoutId}/fulfilment`, cookie, {
      fulfilment_method_entry_id: home,
    })
    await call('PUT', `/front-api/checkout/${checkoutId}/fulfilment/payment`, cookie, {
      payment_method_entry_id: 'ideal',
    })
    prepared.push({ cookie: cookie!, checkoutId })
  }
  return prepared
}

async function measure(
  name: string,
  request: string,
  next: (n: number) => BenchRequest,
  run: { seconds: number } | { amount: number },
): Promise<Outcome> {
  console.log(`${name}: measuring`)
  let n = 0
  const build = () => next(n++)
  if ('seconds' in run) {
    await runLoad({ origin, connections, next: build, limit: { duration: 2 }, onResponse: () => {} })
  }
  if ('amount' in run) n = 0
  const latencies: number[] = []
  const started = performance.now()
  const result = await runLoad({
    origin,
    connections,
    next: build,
    limit: 'seconds' in run ? { duration: run.seconds } : { amount: run.amount },
    onResponse: (ms) => latencies.push(ms),
  })
  const elapsed = (performance.now() - started) / 1000
  return summarise(name, request, latencies, elapsed, {
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })
}

/** Every payment made becomes paid; the webhook handler applies it, 10 at a time. */
async function webhooks(
  provider: FakePaymentProvider,
  checkout: ReturnType<typeof createAppCheckout>,
): Promise<Outcome> {
  console.log('webhook paid: measuring')
  const ids = [...provider.payments.keys()]
  for (const id of ids) provider.setStatus(id, 'paid')
  const latencies: number[] = []
  let errors = 0
  let index = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (index < ids.length) {
        const id = ids[index++]!
        const begin = performance.now()
        const result = await checkout.handlePaymentWebhook(id).catch(() => 'error')
        if (result !== 'changed') errors += 1
        latencies.push(performance.now() - begin)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  return summarise(
    'webhook paid',
    `the payment webhook's handler once per payment (${ids.length})`,
    latencies,
    elapsed,
    { errors, non2xx: 0 },
  )
}

/** The run's orders, carts and sessions go again; the products get their stock back. */
async function cleanUp(since: Date, stock: Map<number, number>): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('delete from orders where created_at >= $1', [since])
    await client.query('delete from checkouts where created_at >= $1', [since])
    await client.query('delete from sessions where created_at >= $1', [since])
    for (const [id, pieces] of stock)
      await client.query('update products set stock = $2 where id = $1', [id, pieces])
  }).catch((error: unknown) => console.error('clean-up failed:', error))
}

function renderReport(outcomes: Outcome[], products: number): string {
  const cpu = cpus()
  return [
    '# The checkout under load',
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; shared with other work, so figures vary between runs`,
    `- dataset: ${products.toLocaleString('en')} active products (demo catalogue) on PostgreSQL at 127.0.0.1; ${shoppers} shoppers, each with 3 lines of popular products with their own stock, step 1 done, home delivery and iDEAL chosen`,
    "- server: the shop's Hono app in this process (`bench/checkout.ts`, the API without the React Router pages), LOG_LEVEL=warn, the default pg pool (10 connections); the payment provider is an in-memory one that answers at once, so a real provider's round trip (Mollie: about 150–400 ms) comes on top of the transaction call",
    `- load: autocannon over loopback, ${connections} connections; the read and the repeated transaction ${duration} s after a 2 s warm-up, the new orders once per shopper; the webhook handler called directly, ${connections} at a time; percentiles from every response time`,
    '',
    ...outcomeTable(outcomes),
    '',
  ].join('\n')
}

await main()
