/**
 * The shop beside a plain-Hono baseline (issue 11): the built shop (`node build/server.js`, with its page
 * cache and with PAGE_CACHE=off) and bench/baseline-server.ts, each in its own process on the same
 * PostgreSQL database with the 100,000-product demo catalogue, loaded alternately by autocannon over
 * loopback (baseline round, shop round, baseline round, shop round after a warm-up of each). Writes
 * bench/results/performance.md: every figure, its ratio to the baseline, the goal and whether it is met.
 *
 *   npm run bench:performance            (the first part of `npm run bench`)
 *
 * Creates and fills the database when it is missing or has too few products (`npm run demo:data -- --products
 * 100000`, about a minute) and builds the shop when there is no build/server.js (--build: always).
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3110: the shop;
 * +1 the shop without page cache, +2 the baseline), --duration seconds per round (5), --rounds per server (2),
 * --warmup seconds (2), --connections (10), --shoppers (1000: carts of a usual size, docs/decisions/0084),
 * --large-cart-shoppers (100: carts that grow to some 40 lines), --only ids (comma-separated scenario ids),
 * --build, --no-write (print only), --append (add the run as a dated section to the results file instead
 * of replacing it: for a run of some scenarios, so the others' figures stay).
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  projectRoot as root,
  startBaselineServer,
  startBuiltServer,
  stopOnSignal,
  stopServer,
  waitForHealth,
} from './built-server'
import { API_HEADERS, runLoad, summarise, withClient, type BenchRequest, type Outcome } from './load'
import {
  analyzeWrittenTables,
  currentLoad,
  DEFAULT_DATABASE_URL,
  machineLine,
  prepareBuild,
  prepareDatabase,
  waitForSearchIndex,
} from './prepare'
import { pickTargets, type Targets } from './targets'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    port: { type: 'string', default: '3110' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    shoppers: { type: 'string', default: '1000' },
    'large-cart-shoppers': { type: 'string', default: '100' },
    only: { type: 'string' },
    build: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    append: { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const duration = Number(values.duration)
const rounds = Number(values.rounds)
const warmup = Number(values.warmup)
const connections = Number(values.connections)
const shoppers = Number(values.shoppers)
const largeCartShoppers = Number(values['large-cart-shoppers'])
const only = values.only ? new Set(values.only.split(',').map((id) => id.trim())) : null

const origins = {
  shop: `http://127.0.0.1:${port}`,
  shopUncached: `http://127.0.0.1:${port + 1}`,
  baseline: `http://127.0.0.1:${port + 2}`,
}

const PAGE_HEADERS = { accept: 'text/html' }

/** One side of a scenario: where the requests go and how the n-th one looks. */
interface Side {
  origin: string
  request: string
  next: (n: number) => BenchRequest
}

interface Goal {
  text: string
  met: (shop: Outcome, baseline: Outcome) => boolean
}

interface Scenario {
  id: string
  name: string
  connections: number
  shop: Side
  baseline: Side
  goal?: Goal
}

interface Round {
  scenario: string
  server: 'baseline' | 'shop'
  round: number
  outcome: Outcome
}

interface Result {
  scenario: Scenario
  status: { shop: number; baseline: number }
  shop: Outcome
  baseline: Outcome
}

const pagesGoal: Goal = {
  text: '≥ 0.5× req/s, ≤ 4× p99',
  met: (shop, baseline) => shop.rps >= 0.5 * baseline.rps && shop.p99 <= 4 * baseline.p99,
}
const uncachedGoal: Goal = { text: '≥ 0.1× req/s', met: (shop, baseline) => shop.rps >= 0.1 * baseline.rps }
const cartGoal: Goal = { text: '≥ 0.3× req/s', met: (shop, baseline) => shop.rps >= 0.3 * baseline.rps }
const serverTimeGoal: Goal = { text: 'p95 < 50 ms', met: (shop) => shop.p95 < 50 }

let loadAtStart = 0

async function main(): Promise<void> {
  loadAtStart = currentLoad()
  const startedAt = new Date()
  const products = await prepareDatabase(databaseUrl)
  prepareBuild(values.build)
  const targets = await pickTargets(databaseUrl)
  for (const p of [port, port + 1, port + 2]) await assertPortFree(p)
  const dataDirs = [mkdtempSync(join(tmpdir(), 'shop-bench-')), mkdtempSync(join(tmpdir(), 'shop-bench-'))]
  const shopEnv = { RATE_LIMITS: 'cart-create-ip=1000000/3600' }
  const baseline = startBaselineServer({ databaseUrl, port: port + 2 })
  const servers = [baseline]
  stopOnSignal(servers)
  try {
    await waitForHealth(origins.baseline)
    // One after the other: both migrate the database at start.
    servers.push(startBuiltServer({ databaseUrl, port, dataDir: dataDirs[0]!, env: shopEnv }))
    await waitForHealth(origins.shop)
    servers.push(
      startBuiltServer({
        databaseUrl,
        port: port + 1,
        dataDir: dataDirs[1]!,
        env: { ...shopEnv, PAGE_CACHE: 'off' },
      }),
    )
    await waitForHealth(origins.shopUncached)
    await waitForSearchIndex(databaseUrl)

    const wanted = (id: string) => !only || only.has(id)
    const cookies = {
      usual: wanted('cart-existing') ? await createShoppers(targets.productIds, shoppers) : [],
      large: wanted('cart-existing-large') ? await createShoppers(targets.productIds, largeCartShoppers) : [],
    }
    if (cookies.usual.length + cookies.large.length > 0) await analyzeWrittenTables(databaseUrl)
    const scenarios = buildScenarios(targets, cookies).filter((s) => wanted(s.id))
    const results: Result[] = []
    const allRounds: Round[] = []
    for (const scenario of scenarios) {
      const { result, rounds: done } = await measure(scenario)
      results.push(result)
      allRounds.push(...done)
    }
    const report = renderReport(results, allRounds, products, targets)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      const file = join(root, 'bench', 'results', 'performance.md')
      if (values.append) appendFileSync(file, `\n${asSection(report, scenarios)}`)
      else writeFileSync(file, report)
      console.log(`${values.append ? 'appended' : 'written'} to bench/results/performance.md`)
    }
  } finally {
    for (const server of servers.reverse()) await stopServer(server)
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
    await cleanUp(startedAt)
  }
}

function buildScenarios(targets: Targets, cookies: { usual: string[]; large: string[] }): Scenario[] {
  const productJson: Side = {
    origin: origins.baseline,
    request: 'product JSON',
    next: () => ({ method: 'GET', path: `/product?path=${encodeURIComponent(targets.product)}` }),
  }
  const pageSide = (origin: string, path: string): Side => ({
    origin,
    request: `\`${path}\``,
    next: () => ({ method: 'GET', path, headers: PAGE_HEADERS }),
  })
  const productPath = `/${targets.product}`
  const topPath = `/${targets.top}`
  const leafPath = `/${targets.leaf}`
  const filteredPath = `${topPath}?in_stock=1&sort=price_asc&price_min=20&price_max=150`
  const variedFilters: Side = {
    origin: origins.shop,
    request: `\`${topPath}?in_stock=1&sort=…&price_min=…&price_max=…\`, another URL each request`,
    next: (n) => ({ method: 'GET', path: variedFilterPath(topPath, n), headers: PAGE_HEADERS }),
  }
  const addBody = (n: number) =>
    JSON.stringify({ product_id: targets.productIds[n % targets.productIds.length], quantity: 1 })
  // Shoppers in turn, each adding another product each time.
  const existingCartScenario = (options: {
    id: string
    name: string
    cookies: string[]
    carts: string
  }): Scenario => ({
    id: options.id,
    name: options.name,
    connections,
    shop: {
      origin: origins.shop,
      request: `POST /front-api/checkout-line, ${options.cookies.length} shoppers' carts (${options.carts}), another product each time`,
      next: (n: number) => ({
        method: 'POST',
        path: '/front-api/checkout-line',
        cookie: options.cookies[n % options.cookies.length]!,
        body: addBody(Math.floor(n / options.cookies.length) + 1 + n),
      }),
    },
    baseline: {
      origin: origins.baseline,
      request: `upsert, ${options.cookies.length} existing keys`,
      next: (n: number) => ({
        method: 'POST',
        path: '/upsert',
        body: JSON.stringify({ key: `shopper-${n % options.cookies.length}` }),
      }),
    },
    goal: cartGoal,
  })
  return [
    {
      id: 'product',
      name: 'product page, warm',
      connections,
      shop: pageSide(origins.shop, productPath),
      baseline: productJson,
      goal: pagesGoal,
    },
    {
      id: 'category-top',
      name: `category page, top level (${targets.topCount.toLocaleString('en')} products), warm`,
      connections,
      shop: pageSide(origins.shop, topPath),
      baseline: productJson,
      goal: pagesGoal,
    },
    {
      id: 'category-leaf',
      name: 'category page, second level, warm',
      connections,
      shop: pageSide(origins.shop, leafPath),
      baseline: productJson,
      goal: pagesGoal,
    },
    {
      id: 'product-uncached',
      name: 'product page, page cache off',
      connections,
      shop: pageSide(origins.shopUncached, productPath),
      baseline: productJson,
      goal: uncachedGoal,
    },
    {
      id: 'category-top-uncached',
      name: 'category page, top level, page cache off',
      connections,
      shop: pageSide(origins.shopUncached, topPath),
      baseline: productJson,
      goal: uncachedGoal,
    },
    {
      id: 'category-leaf-uncached',
      name: 'category page, second level, page cache off',
      connections,
      shop: pageSide(origins.shopUncached, leafPath),
      baseline: productJson,
      goal: uncachedGoal,
    },
    {
      id: 'cart-new',
      name: 'add to cart, new cart',
      connections,
      shop: {
        origin: origins.shop,
        request: 'POST /front-api/checkout-line without cookie (new session and cart each time)',
        next: (n) => ({ method: 'POST', path: '/front-api/checkout-line', body: addBody(n) }),
      },
      baseline: {
        origin: origins.baseline,
        request: 'upsert, new key',
        next: () => ({ method: 'POST', path: '/upsert', body: '{}' }),
      },
      goal: cartGoal,
    },
    existingCartScenario({
      id: 'cart-existing',
      name: 'add to cart, existing cart',
      cookies: cookies.usual,
      // Each add is another product: over a run a cart grows by some ten lines, from one.
      carts: 'carts of a usual size',
    }),
    existingCartScenario({
      id: 'cart-existing-large',
      name: 'add to cart, existing large cart',
      cookies: cookies.large,
      carts: 'carts growing to some 40 lines (each answer carries the whole cart)',
    }),
    {
      id: 'filtered',
      name: 'top-level category, filtered and sorted, one URL',
      connections,
      shop: pageSide(origins.shop, filteredPath),
      baseline: productJson,
    },
    {
      id: 'filtered-varied',
      name: 'top-level category, filtered and sorted, varied filters',
      connections,
      shop: variedFilters,
      baseline: productJson,
    },
    {
      id: 'filtered-varied-server-time',
      name: 'top-level category, filtered and sorted, varied filters, 1 connection (server time)',
      connections: 1,
      shop: variedFilters,
      baseline: productJson,
      goal: serverTimeGoal,
    },
  ]
}

const FILTER_SORTS = ['price_asc', 'price_desc', 'name_asc', 'recommended'] as const

/** The n-th of 4,800 different filtered and sorted URLs of a category, so that no cache of one URL helps. */
function variedFilterPath(path: string, n: number): string {
  const min = 5 + (n % 40)
  const max = 100 + 10 * (Math.floor(n / 40) % 30)
  const sort = FILTER_SORTS[Math.floor(n / 1200) % FILTER_SORTS.length]
  return `${path}?in_stock=1&sort=${sort}&price_min=${min}&price_max=${max}`
}

/** One add each: every shopper gets a session cookie and a cart with one line. */
async function createShoppers(productIds: number[], count: number): Promise<string[]> {
  const cookies: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origins.shop}/front-api/checkout-line`, {
      method: 'POST',
      headers: API_HEADERS,
      body: JSON.stringify({ product_id: productIds[i % productIds.length], quantity: 1 }),
    })
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
    await response.arrayBuffer()
    if (response.status !== 200 || !cookie) {
      throw new Error(`adding for shopper ${i} answered ${response.status}`)
    }
    cookies.push(cookie.split(';')[0]!)
  }
  return cookies
}

/** Warm-up of each side, then baseline and shop rounds in turn; percentiles over all rounds of a side. */
async function measure(scenario: Scenario): Promise<{ result: Result; rounds: Round[] }> {
  const status = { shop: await probe(scenario.shop), baseline: await probe(scenario.baseline) }
  console.log(
    `${scenario.name}: shop ${status.shop}, baseline ${status.baseline}; ${warmup} s warm-up each, then ${rounds} × ${duration} s each, ${scenario.connections} connection(s)`,
  )
  const counters = { shop: 1, baseline: 1 }
  const load = async (server: 'shop' | 'baseline', seconds: number, onResponse: (ms: number) => void) => {
    const side = scenario[server]
    const result = await runLoad({
      origin: side.origin,
      connections: scenario.connections,
      next: () => side.next(counters[server]++),
      limit: { duration: seconds },
      onResponse,
    })
    return { errors: result.errors + result.timeouts, non2xx: result.non2xx }
  }
  await load('baseline', warmup, () => {})
  await load('shop', warmup, () => {})
  const all = {
    shop: { latencies: [] as number[], errors: 0, non2xx: 0 },
    baseline: { latencies: [] as number[], errors: 0, non2xx: 0 },
  }
  const done: Round[] = []
  for (let round = 1; round <= rounds; round++) {
    for (const server of ['baseline', 'shop'] as const) {
      const latencies: number[] = []
      const failures = await load(server, duration, (ms) => latencies.push(ms))
      const outcome = summarise(scenario.name, scenario[server].request, latencies, duration, failures)
      done.push({ scenario: scenario.name, server, round, outcome })
      all[server].latencies.push(...latencies)
      all[server].errors += failures.errors
      all[server].non2xx += failures.non2xx
      console.log(
        `  ${server} round ${round}: ${outcome.rps.toFixed(0)} req/s, p99 ${outcome.p99.toFixed(1)} ms` +
          (failures.errors + failures.non2xx > 0
            ? `, ${failures.errors} errors, ${failures.non2xx} non-2xx`
            : ''),
      )
    }
  }
  const total = (server: 'shop' | 'baseline') =>
    summarise(scenario.name, scenario[server].request, all[server].latencies, rounds * duration, all[server])
  return { result: { scenario, status, shop: total('shop'), baseline: total('baseline') }, rounds: done }
}

/** The status of one request as the load would send it (the first of its kind). */
async function probe(side: Side): Promise<number> {
  const request = side.next(0)
  const response = await fetch(side.origin + request.path, {
    method: request.method,
    headers: { ...(request.headers ?? API_HEADERS), ...(request.cookie ? { cookie: request.cookie } : {}) },
    body: request.body,
    redirect: 'manual',
  })
  await response.arrayBuffer()
  return response.status
}

async function assertPortFree(candidate: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer()
    server.once('error', () =>
      reject(
        new Error(`Port ${candidate} is in use: pick other ports with --port (uses it and the next two)`),
      ),
    )
    server.listen(candidate, '127.0.0.1', () => server.close(() => resolve()))
  })
}

/** The run's carts and sessions go again; the catalogue is left as it was. */
async function cleanUp(since: Date): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('delete from checkouts where created_at >= $1', [since])
    await client.query('delete from sessions where created_at >= $1', [since])
    await client.query('drop table if exists bench_baseline_upsert')
  }).catch((error: unknown) => console.error('clean-up failed:', error))
}

/** The report one heading level down, titled by its date and scenarios: a section of the results file. */
function asSection(report: string, scenarios: Scenario[]): string {
  const title = `## Run of ${new Date().toISOString().slice(0, 10)}: ${scenarios.map((s) => s.name).join('; ')}`
  return report
    .split('\n')
    .map((line) => (line.startsWith('# ') ? title : line.startsWith('#') ? `#${line}` : line))
    .join('\n')
}

function renderReport(results: Result[], allRounds: Round[], products: number, targets: Targets): string {
  const ms = (n: number) => n.toFixed(1)
  const ratio = (n: number) =>
    Number.isFinite(n) ? `${n >= 0.1 || n === 0 ? n.toFixed(2) : n.toPrecision(2)}×` : '–'
  const failures = (o: Outcome) => `${o.errors} / ${o.non2xx}`
  const lines = [
    '# The shop beside a plain-Hono baseline',
    '',
    `- date: ${new Date().toISOString()}`,
    machineLine(loadAtStart),
    `- dataset: ${products.toLocaleString('en')} active products (demo catalogue, \`npm run demo:data -- --products 100000\`) on PostgreSQL 127.0.0.1; product \`/${targets.product}\`, categories \`/${targets.top}\` and \`/${targets.leaf}\``,
    '- shop: the production build (`node build/server.js`), LOG_LEVEL=warn, one process, the default pg pool (10 connections), `RATE_LIMITS=cart-create-ip=1000000/3600`; "page cache off" is a second such process with `PAGE_CACHE=off`',
    '- baseline: `bench/baseline-server.ts` in its own process: Hono on @hono/node-server, a pg pool of 10 on the same database; product JSON = `GET /product?path=…`, the product row by its current path (url_paths joined to products) as JSON; upsert = `POST /upsert`, one transaction with a one-row `insert … on conflict do update` into its own table',
    `- load: autocannon over loopback from the benchmark process; per scenario ${warmup} s warm-up of each server, then ${rounds} rounds of ${duration} s per server, baseline and shop in turn; percentiles from every response time of all rounds; ratio = shop / baseline; a goal with errors or non-2xx answers counts as not met`,
    `- reproduce: \`npm run bench\` (or \`npm run bench:performance\`)`,
    '',
    '| scenario | shop request | compared with | shop req/s | baseline req/s | req/s ratio | shop p50 / p95 / p99 ms | baseline p50 / p95 / p99 ms | p99 ratio | errors / non-2xx shop, baseline | goal | met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(({ scenario, status, shop, baseline }) => {
      const clean = shop.errors + shop.non2xx + baseline.errors + baseline.non2xx === 0
      const met = scenario.goal ? (clean && scenario.goal.met(shop, baseline) ? 'met' : 'not met') : '–'
      const statusNote = status.shop === 200 ? '' : ` (answers ${status.shop})`
      return [
        scenario.name,
        `${scenario.shop.request}${statusNote}`,
        scenario.baseline.request,
        shop.rps.toFixed(0),
        baseline.rps.toFixed(0),
        ratio(shop.rps / baseline.rps),
        `${ms(shop.p50)} / ${ms(shop.p95)} / ${ms(shop.p99)}`,
        `${ms(baseline.p50)} / ${ms(baseline.p95)} / ${ms(baseline.p99)}`,
        ratio(shop.p99 / baseline.p99),
        `${failures(shop)}, ${failures(baseline)}`,
        scenario.goal?.text ?? '–',
        met,
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |')
    }),
    '',
    `${connections} connections unless the scenario says otherwise; with one connection the response time is the server's time for the page (plus loopback).`,
    '',
    '## Every round',
    '',
    '| scenario | server | round | requests/s | p50 ms | p95 ms | p99 ms | max ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...allRounds.map(
      ({ scenario, server, round, outcome: o }) =>
        `| ${scenario} | ${server} | ${round} | ${o.rps.toFixed(0)} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.p99)} | ${ms(o.max)} | ${o.errors} | ${o.non2xx} |`,
    ),
    '',
  ]
  return lines.join('\n')
}

await main()
