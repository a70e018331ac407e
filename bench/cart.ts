/**
 * The cart under concurrent load: the built server (`node build/server.js`) on PostgreSQL with the demo catalogue,
 * hit over loopback by autocannon. Writes bench/results/cart.md.
 *
 *   npm run bench:cart [-- --database-url postgres://postgres@127.0.0.1:5432/shop_bench]
 *
 * Like bench/performance.ts it creates and fills the database and builds the shop when they are missing.
 *
 * Scenarios, each 10 s after a 2 s warm-up with 10 connections:
 * - add to cart: POST /front-api/checkout-line for many shoppers (one session cookie each, made beforehand by
 *   one add each), every request another product;
 * - cart read: GET /front-api/checkout for the same shoppers, whose carts then hold a dozen lines or so;
 * - one cart, ten tabs: PUT /front-api/checkout-line on a single cart from every connection, which queue on
 *   that checkout's row lock (docs/decisions/0013).
 * The server migrates the database (adding the cart tables) and adds delivery methods when there are none; the
 * carts and sessions the run makes are deleted afterwards.
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3101), --duration
 * seconds per scenario (10), --connections (10), --shoppers (100), --no-write (print only).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot as root, startBuiltServer, waitForHealth } from './built-server'
import {
  API_HEADERS,
  outcomeTable,
  runLoad,
  summarise,
  withClient,
  type BenchRequest,
  type Outcome,
} from './load'
import { prepareBuild, prepareDatabase } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_bench' },
    port: { type: 'string', default: '3101' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '100' },
    'no-write': { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const duration = Number(values.duration)
const connections = Number(values.connections)
const shoppers = Number(values.shoppers)
const origin = `http://127.0.0.1:${port}`

interface Scenario {
  name: string
  request: string
  /** Builds the n-th request. */
  next: (n: number) => BenchRequest
}

async function main(): Promise<void> {
  await prepareDatabase(databaseUrl)
  prepareBuild()
  const startedAt = new Date()
  const { productIds, activeProducts } = await pickProducts()
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-cart-'))
  // Every shopper's first add makes a cart: more than the default limit of new carts per address.
  const server = startBuiltServer({
    databaseUrl,
    port,
    dataDir,
    env: { RATE_LIMITS: 'cart-create-ip=1000000/3600' },
  })
  try {
    await waitForHealth(origin)
    const cookies = await createShoppers(productIds)
    const scenarios: Scenario[] = [
      {
        name: 'add to cart',
        request: `POST /front-api/checkout-line, ${shoppers} shoppers, another product each time`,
        next: (n) => ({
          method: 'POST',
          path: '/front-api/checkout-line',
          cookie: cookies[n % cookies.length]!,
          body: JSON.stringify({
            product_id: productIds[(Math.floor(n / cookies.length) + 1 + n) % productIds.length],
            quantity: 1,
          }),
        }),
      },
      {
        name: 'cart read',
        request: `GET /front-api/checkout, the same ${shoppers} shoppers`,
        next: (n) => ({ method: 'GET', path: '/front-api/checkout', cookie: cookies[n % cookies.length]! }),
      },
      {
        name: 'one cart, ten tabs',
        request: 'PUT /front-api/checkout-line on one cart from every connection',
        next: (n) => ({
          method: 'PUT',
          path: '/front-api/checkout-line',
          cookie: cookies[0]!,
          body: JSON.stringify({ product_id: productIds[0], quantity: (n % 3) + 1 }),
        }),
      },
    ]
    const outcomes: Outcome[] = []
    for (const scenario of scenarios) outcomes.push(await measure(scenario))
    const lines = await cartSizes(startedAt)
    const report = renderReport(outcomes, activeProducts, lines)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      writeFileSync(join(root, 'bench', 'results', 'cart.md'), report)
      console.log('written to bench/results/cart.md')
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
    await cleanUp(startedAt)
  }
}

/** Popular products anyone can order several of, from the database itself. */
async function pickProducts(): Promise<{ productIds: number[]; activeProducts: number }> {
  return withClient(databaseUrl, async (client) => {
    const count = await client.query<{ n: number }>(
      "select count(*)::int as n from products where status = 'active'",
    )
    const rows = await client.query<{ id: number }>(
      `select id from products where status = 'active' and stock_status_code <> 'UNAVAILABLE'
       and not is_last_stock and max_order_quantity >= 5 order by popularity desc, id limit 400`,
    )
    if (rows.rows.length < 50) {
      throw new Error(
        'No catalogue in the database: run `npm run demo:data -- --products 100000` against it first.',
      )
    }
    return { productIds: rows.rows.map((row) => row.id), activeProducts: count.rows[0]!.n }
  })
}

/** One add each: every shopper gets a session cookie and a cart with one line. */
async function createShoppers(productIds: number[]): Promise<string[]> {
  const cookies: string[] = []
  for (let i = 0; i < shoppers; i++) {
    const response = await fetch(`${origin}/front-api/checkout-line`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ product_id: productIds[i % productIds.length], quantity: 1 }),
    })
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
    if (response.status !== 200 || !cookie)
      throw new Error(`adding for shopper ${i} answered ${response.status}`)
    await response.arrayBuffer()
    cookies.push(cookie.split(';')[0]!)
  }
  return cookies
}

async function measure(scenario: Scenario): Promise<Outcome> {
  console.log(`${scenario.name}: warming up, then ${duration} s`)
  let n = 0
  const next = () => scenario.next(n++)
  await runLoad({ origin, connections, next, limit: { duration: 2 }, onResponse: () => {} })
  const latencies: number[] = []
  const result = await runLoad({
    origin,
    connections,
    next,
    limit: { duration },
    onResponse: (ms) => latencies.push(ms),
  })
  return summarise(scenario.name, scenario.request, latencies, duration, {
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  })
}

/** Lines per cart at the end, to say what "cart read" read. */
async function cartSizes(since: Date): Promise<{ average: number; max: number }> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ average: number; max: number }>(
      `select coalesce(avg(n), 0)::float8 as average, coalesce(max(n), 0)::int as max from (
         select count(l.id) as n from checkouts c left join checkout_lines l on l.checkout_id = c.id
         where c.created_at >= $1 group by c.id) counted`,
      [since],
    )
    return rows[0]!
  })
}

/** The run's carts and sessions go again; the catalogue is left as it was. */
async function cleanUp(since: Date): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('delete from checkouts where created_at >= $1', [since])
    await client.query('delete from sessions where created_at >= $1', [since])
  }).catch((error: unknown) => console.error('clean-up failed:', error))
}

function renderReport(
  outcomes: Outcome[],
  products: number,
  lines: { average: number; max: number },
): string {
  const cpu = cpus()
  return [
    '# The cart under load',
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; shared with other work, so figures vary between runs`,
    `- dataset: ${products.toLocaleString('en')} active products (demo catalogue) on PostgreSQL at 127.0.0.1; ${shoppers} shoppers, each with a session cookie and a cart made by one add beforehand; carts held ${lines.average.toFixed(1)} lines on average (at most ${lines.max}) at the end`,
    `- server: the production build (\`node build/server.js\`), LOG_LEVEL=warn, one process, the default pg pool (10 connections)`,
    `- load: autocannon over loopback, ${connections} connections, ${duration} s per scenario after a 2 s warm-up; latency percentiles computed from every response time; every answer carries the whole checkout (lines, options, related products, totals)`,
    '',
    ...outcomeTable(outcomes),
    '',
  ].join('\n')
}

await main()
