/**
 * A shop that sells (issue 36): guests browse while orders change stock, the code before a change beside
 * the current build in the same run. Each side is a production build (`node build/server.js`, one process)
 * on its own copy of the 100,000-product demo database (`create database … template shop_bench`, so one
 * side's orders never touch the other's pages); the sides are loaded one after the other, never at once.
 *
 *   npm run bench:live                       (the current checkout beside b4c2515, main before issue 36)
 *   npm run bench:live -- --before <rev>     (beside another revision)
 *
 * The "before" side is `git worktree add --detach` of the revision in a temporary folder, the project's
 * node_modules hard-linked in (`cp -al`; `npm ci` from the cache when its lock file differs) and `npm run
 * build` there; the "after" side is this checkout, built
 * again (`--no-build`: its build/ as it is). Per side: every URL once and a few seconds of browsing to warm up, then the phases, each a few seconds to settle
 * (not measured) and then measured:
 * - guests: --connections (10) autocannon connections without a cookie (`accept: text/html`,
 *   `accept-encoding: br`), each request a URL drawn with a Zipf distribution (s = 1) from ~3,000 product and
 *   category pages in the three languages (a few of them filtered and sorted), ranked by popularity;
 * - orders at 0, 1 and 5 per second: what a paid order does to stock (consumeReservations in
 *   server/domain/stock/reservations.ts): 1 to 3 products of the same Zipf ranking that the shop keeps in
 *   stock, locked in id order, each `update products set stock = …, stock_status_code = …` (the status as
 *   statusAfterSale gives it), one transaction per order, on a connection of its own. The carts, orders
 *   and payments before it are left out: they cost the shop the same on both sides and do not touch pages;
 * - a catalogue sync of 1,000 changed products (0 orders per second), started a quarter into the measured
 *   time: the side's own `npm run catalogue:sync` of a JSON Lines feed of 1,000 demo products drawn at random,
 *   each with its price one euro higher. Demo products have no feed references, so before its server starts
 *   each side gets them (categories, brands, those products and their related products) and a first sync of
 *   the same rows unchanged, which makes the products what the sync writes; the measured sync then changes
 *   their prices only.
 * Records pages per second, p50/p95/p99, page-cache hits, the ratio to the side's phase without orders and
 * the issue's goal (at 1 and 5 orders per second at least 0.8× the pages per second of 0 orders, p99 at
 * most 2× that phase's); writes bench/results/live.md. About 8 minutes with the defaults, the two builds
 * included (14 on a machine busy with other work). The copies, the servers and the worktree go when the run
 * ends or is stopped (Ctrl-C). The copies start without the prepared database's unfinished jobs: a full
 * search sync waiting for its next attempt would otherwise rebuild the index while a side is measured.
 *
 * The prepared database is created and filled when missing (bench/prepare.ts) and its search index built by
 * the "before" build (which migrates it no further than that revision). When it has migrations the "before"
 * revision does not know (a newer build ran on it), the "before" side gets a database of its own filled by
 * that revision's `npm run demo:data` instead of a copy (some 4 minutes more): a copy would carry the newer
 * triggers.
 *
 * Options: --database-url (the prepared catalogue, postgres://postgres@127.0.0.1:5432/shop_bench),
 * --before (b4c2515), --only-side before|after, --port (3120; +1 the other side), --duration seconds
 * per measured phase (20), --warmup (10), --settle (5), --connections (10), --urls (3000),
 * --sync-products (1000), --no-build, --no-write (print only), --phases 0,2 (only those, by position; print
 * only), --cpu-prof <dir> (each side's server writes a CPU profile there when it stops).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { mulberry32 } from '#server/db/demo-data/prng'
import { statusAfterSale } from '#server/domain/stock/rules'
import { projectRoot as root, startBuiltServer, stopServer, waitForHealth } from './built-server'
import { runLoad, summarise, withClient, type Outcome } from './load'
import {
  currentLoad,
  DEFAULT_DATABASE_URL,
  machineLine,
  prepareBuild,
  prepareDatabase,
  waitForSearchIndex,
} from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: DEFAULT_DATABASE_URL },
    before: { type: 'string', default: 'b4c2515' },
    'only-side': { type: 'string' },
    port: { type: 'string', default: '3120' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '10' },
    settle: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    urls: { type: 'string', default: '3000' },
    'sync-products': { type: 'string', default: '1000' },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    phases: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
})
const templateUrl = values['database-url']!
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const settle = Number(values.settle)
const connections = Number(values.connections)
const urlCount = Number(values.urls)
const syncProducts = Number(values['sync-products'])
const onlySide = values['only-side']
if (onlySide && onlySide !== 'before' && onlySide !== 'after') {
  console.error('--only-side is before or after')
  process.exit(2)
}

type SideId = 'before' | 'after'

interface Side {
  id: SideId
  /** The revision, as the report names it. */
  label: string
  /** The checkout whose build/ runs and whose catalogue sync writes. */
  dir: string
  databaseUrl: string
  port: number
  server: ChildProcess | null
  dataDir: string
}

interface Phase {
  name: string
  ordersPerSecond: number
  sync: boolean
  /** The issue's goal applies (1 and 5 orders per second). */
  goal: boolean
}

const ALL_PHASES: Phase[] = [
  { name: '0 orders/s', ordersPerSecond: 0, sync: false, goal: false },
  { name: '1 order/s', ordersPerSecond: 1, sync: false, goal: true },
  { name: '5 orders/s', ordersPerSecond: 5, sync: false, goal: true },
  { name: 'catalogue sync, 0 orders/s', ordersPerSecond: 0, sync: true, goal: false },
]
/** `--phases 0,2`: only those phases (by position), to look at one closely; the report needs all four. */
const PHASES = values.phases ? values.phases.split(',').map((n) => ALL_PHASES[Number(n)]!) : ALL_PHASES

interface SyncOutcome {
  seconds: number
  updated: number
  unchanged: number
  failed: number
  /** Seconds after the measured time began that the sync ended (may be after it). */
  endedAt: number
}

interface PhaseResult {
  phase: Phase
  outcome: Outcome
  hits: number
  /** Answered with the previous version while the page renders again (X-Page-Cache: stale). */
  stale: number
  orders: number
  sync: SyncOutcome | null
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br' }
const LOCALE_PREFIX: Record<string, string> = { nl: '', en: '/en', de: '/de' }

// What the run leaves behind until the end: undone in reverse order, also on Ctrl-C.
const undo: Array<() => Promise<void> | void> = []
let undoing: Promise<void> | null = null
function cleanUp(): Promise<void> {
  undoing ??= (async () => {
    for (const step of undo.reverse()) {
      try {
        await step()
      } catch (error) {
        console.error('clean-up step failed:', error)
      }
    }
  })()
  return undoing
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and dropping the copies`)
    for (const child of running) child.kill('SIGTERM')
    void cleanUp().then(() => process.exit(130))
  })

let loadAtStart = 0

async function main(): Promise<void> {
  loadAtStart = currentLoad()
  const products = await prepareDatabase(templateUrl)
  const wanted: SideId[] = onlySide ? [onlySide as SideId] : ['before', 'after']
  const port = Number(values.port)
  const sides: Side[] = []
  const work = await mkdtemp(join(tmpdir(), 'shop-live-'))
  undo.push(() => rm(work, { recursive: true, force: true }))

  if (wanted.includes('before')) {
    const dir = join(work, 'before')
    const rev = git(['rev-parse', '--short', values.before!]).trim()
    console.log(`building ${rev} in ${dir}`)
    git(['worktree', 'add', '--detach', dir, rev])
    undo.push(() => void git(['worktree', 'remove', '--force', dir]))
    // Its own dependencies when they differ from this checkout's (a library replaced since): from the npm cache.
    const sameLock =
      (await readFile(join(dir, 'package-lock.json'), 'utf8')) ===
      (await readFile(join(root, 'package-lock.json'), 'utf8'))
    if (sameLock) await run('cp', ['-al', join(root, 'node_modules'), join(dir, 'node_modules')], root)
    else await run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], dir)
    await run('npm', ['run', 'build'], dir)
    sides.push(side('before', `${rev} (${values.before})`, dir, port, work))
  }
  if (wanted.includes('after')) {
    if (values['no-build']) prepareBuild()
    else await run('npm', ['run', 'build'], root)
    const head = git(['rev-parse', '--short', 'HEAD']).trim()
    const dirty = git(['status', '--porcelain', '--untracked-files=no']).trim() !== ''
    sides.push(
      side(
        'after',
        `${head}${dirty ? ' with uncommitted changes' : ''} (this checkout)`,
        root,
        port + 1,
        work,
      ),
    )
  }

  // The copies carry the search index: build it once, with the oldest code that will run on them.
  await buildSearchIndex(templateUrl, sides[0]!, work)
  const before = sides.find((s) => s.id === 'before')
  const ahead = before && (await templateIsAhead(before.dir)) ? before : null
  for (const s of sides) {
    if (s === ahead) {
      console.log(`${templateName()} has migrations ${s.label} does not know: filling a database of its own`)
      await createDatabase(s.databaseUrl, null)
      await run('npm', ['run', 'demo:data', '--', '--products', '100000'], s.dir, {
        DATABASE_URL: s.databaseUrl,
      })
      await withClient(s.databaseUrl, (client) => client.query('vacuum analyze'))
      await buildSearchIndex(s.databaseUrl, s, work)
    } else await createDatabase(s.databaseUrl, templateName())
    // Work the database had queued (a full search sync that timed out on the loaded machine and waits for
    // its next attempt, although the index is complete) would run on the copy while it is measured.
    await withClient(s.databaseUrl, (client) => client.query('delete from jobs where finished_at is null'))
  }

  const plan = await planRun(sides[0]!.databaseUrl)
  await prepareSync(sides, plan, work)

  for (const s of sides) {
    s.server = startBuiltServer({
      databaseUrl: s.databaseUrl,
      port: s.port,
      dataDir: s.dataDir,
      cwd: s.dir,
      // A profile of the whole life of the server, written when it stops (`--cpu-prof <dir>`).
      nodeArgs: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [],
    })
    const server = s.server
    undo.push(() => stopServer(server))
    await waitForHealth(origin(s))
    await waitForSearchIndex(s.databaseUrl)
    await probeUrls(s, plan.urls)
  }

  const results = new Map<SideId, PhaseResult[]>()
  for (const s of sides) results.set(s.id, await measureSide(s, plan, work))
  const report = renderReport(sides, results, products, plan)
  console.log(`\n${report}`)
  if (!values['no-write'] && !values.phases) {
    writeFileSync(join(root, 'bench', 'results', 'live.md'), report)
    console.log('written to bench/results/live.md')
  }
}

/** A database's search index, built by a server of `by`'s build when it is not complete (the first start). */
async function buildSearchIndex(databaseUrl: string, by: Side, work: string): Promise<void> {
  if (await searchIndexComplete(databaseUrl)) return
  console.log(`building the search index of ${new URL(databaseUrl).pathname.slice(1)} with ${by.label}`)
  const server = startBuiltServer({ databaseUrl, port: by.port, dataDir: join(work, 'index'), cwd: by.dir })
  undo.push(() => stopServer(server))
  await waitForHealth(origin(by))
  await waitForSearchIndex(databaseUrl)
  await stopServer(server)
}

function side(id: SideId, label: string, dir: string, port: number, work: string): Side {
  const template = new URL(templateUrl)
  template.pathname = `/${templateName()}_live_${id}_${process.pid}`
  return {
    id,
    label,
    dir,
    databaseUrl: template.toString(),
    port,
    server: null,
    dataDir: join(work, `data-${id}`),
  }
}

const origin = (s: Side) => `http://127.0.0.1:${s.port}`

function templateName(): string {
  return decodeURIComponent(new URL(templateUrl).pathname.slice(1))
}

function git(args: string[]): string {
  const result = spawnSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`\`git ${args.join(' ')}\` failed (${result.status})`)
  return result.stdout
}

/** The commands that run while the benchmark waits: a stop ends them too. */
const running = new Set<ChildProcess>()

/** A command (a build, the demo data) to its end, its output shown; throws when it fails. */
async function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<void> {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  running.add(child)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  running.delete(child)
  if (code !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed (${code})`)
}

async function searchIndexComplete(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query("select to_regclass('public.search_sync_state') as t")
    if (!table.rows[0]?.t) return false
    const { rows } = await client.query<{ done: boolean }>(
      `select exists (select 1 from search_sync_state where key = 'structure')
         and (select count(*) from search_documents where index = 'products' and locale = 'nl')
           >= (select count(*) from products where status = 'active') as done`,
    )
    return rows[0]?.done ?? false
  })
}

/** Whether the prepared database ran a migration later than the last one of the checkout in `dir`. */
async function templateIsAhead(dir: string): Promise<boolean> {
  const journal = JSON.parse(readFileSync(join(dir, 'server/db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[]
  }
  const known = Math.max(...journal.entries.map((entry) => entry.when))
  const { rows } = await withClient(templateUrl, (client) =>
    client.query<{ applied: string }>(
      'select coalesce(max(created_at), 0) as applied from drizzle.__drizzle_migrations',
    ),
  )
  return Number(rows[0]!.applied) > known
}

/**
 * A database of the run: a copy of `template`, or empty. PostgreSQL copies only a database nobody is
 * connected to: while another benchmark uses it, this waits (up to two minutes).
 */
async function createDatabase(databaseUrl: string, template: string | null): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  await withClient(admin.toString(), async (client) => {
    const until = Date.now() + 120_000
    for (;;) {
      try {
        await client.query(
          `create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
        )
        break
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || Date.now() > until) throw error
        console.log(`${template} is in use by another connection: waiting to copy it`)
        await new Promise((resolve) => setTimeout(resolve, 3000))
      }
    }
  })
  undo.push(() =>
    withClient(admin.toString(), async (client) => {
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
    }),
  )
}

interface Plan {
  /** Page paths, the most popular first. */
  urls: string[]
  /** Products the shop keeps in stock, the most popular first: what orders take. */
  orderable: number[]
  /** The products the catalogue sync changes. */
  synced: number[]
  categories: number
  filtered: number
  productPages: number
}

/**
 * The URLs guests browse: every category page in three languages, a few top-level categories filtered and
 * sorted, and the most popular products in three languages, spread over one ranking (each list evenly, so
 * the most popular product and the largest category both come first).
 */
async function planRun(databaseUrl: string): Promise<Plan> {
  return withClient(databaseUrl, async (client) => {
    const categories = await client.query<{ path: string; locale: string }>(
      `select u.path, u.locale from url_paths u join categories c on c.id = u.target_id
       where u.target_type = 'category' and u.is_current and c.active and c.kind = 'category'
       order by c.product_count desc, c.id, array_position(array['nl','en','de'], u.locale)`,
    )
    const tops = await client.query<{ path: string; locale: string }>(
      `select u.path, u.locale from url_paths u join categories c on c.id = u.target_id
       where u.target_type = 'category' and u.is_current and c.parent_id is null and c.active and c.kind = 'category'
       order by c.product_count desc, c.id, array_position(array['nl','en','de'], u.locale)`,
    )
    const filters = [
      '?in_stock=1&sort=price_asc',
      '?sort=price_desc&price_min=20&price_max=150',
      '?sort=name_asc',
    ]
    const filtered = tops.rows.map(
      (row, n) => `${LOCALE_PREFIX[row.locale]}/${row.path}${filters[n % filters.length]}`,
    )
    const categoryUrls = categories.rows.map((row) => `${LOCALE_PREFIX[row.locale]}/${row.path}`)
    const productCount = Math.max(1, Math.ceil((urlCount - categoryUrls.length - filtered.length) / 3))
    const productRows = await client.query<{ id: number; path: string; locale: string; orderable: boolean }>(
      `with top as (select id, popularity, (stock > 0 and not stock_is_from_brand and not is_vdm) as orderable
         from products where status = 'active' order by popularity desc, id limit $1)
       select top.id, u.path, u.locale, top.orderable from top
       join url_paths u on u.target_type = 'product' and u.target_id = top.id and u.is_current
       order by top.popularity desc, top.id, array_position(array['nl','en','de'], u.locale)`,
      [productCount],
    )
    const productUrls = productRows.rows.map((row) => `${LOCALE_PREFIX[row.locale]}/${row.path}`)
    const ranked = [productUrls, categoryUrls, filtered]
      .flatMap((list) => list.map((url, index) => ({ url, key: index / list.length })))
      .sort((a, b) => a.key - b.key)
    const orderable = [...new Set(productRows.rows.filter((row) => row.orderable).map((row) => row.id))]
    const all = await client.query<{ id: number }>(
      "select id from products where status = 'active' order by id",
    )
    const random = mulberry32(36)
    const pool = all.rows.map((row) => row.id)
    for (let i = pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
    }
    return {
      urls: ranked.map((entry) => entry.url),
      orderable,
      synced: pool.slice(0, syncProducts).sort((a, b) => a - b),
      categories: categoryUrls.length,
      filtered: filtered.length,
      productPages: productUrls.length,
    }
  })
}

/** Ranks 0…n-1 drawn with P(rank k) ∝ 1/(k+1) (Zipf, s = 1), from a seeded generator. */
function zipf(n: number, seed: number): () => number {
  const cumulative = new Float64Array(n)
  let sum = 0
  for (let k = 0; k < n; k++) cumulative[k] = sum += 1 / (k + 1)
  const random = mulberry32(seed)
  return () => {
    const target = random() * sum
    let low = 0
    let high = n - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! < target) low = middle + 1
      else high = middle
    }
    return low
  }
}

async function probeUrls(s: Side, urls: string[]): Promise<void> {
  for (const url of [
    urls[0]!,
    ...urls.filter((u) => u.startsWith('/en/')).slice(0, 1),
    ...urls.filter((u) => u.includes('?')).slice(0, 1),
  ]) {
    const response = await fetch(origin(s) + url, { headers: PAGE_HEADERS, redirect: 'manual' })
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${s.id}: ${url} answered ${response.status}`)
  }
}

// --- The catalogue sync ------------------------------------------------------------------------------

/**
 * Gives the synced products (and what their rows name) feed references, writes the feed unchanged and with
 * the prices changed, and syncs the unchanged one on each side before its server starts.
 */
async function prepareSync(sides: Side[], plan: Plan, work: string): Promise<void> {
  for (const s of sides) {
    await withClient(s.databaseUrl, async (client) => {
      await client.query("update categories set external_ref = 'live-c' || id where external_ref is null")
      await client.query("update brands set external_ref = 'live-b' || id where external_ref is null")
      await client.query(
        `update products set external_ref = 'live-p' || id where external_ref is null and (id = any($1)
           or id in (select related_product_id from related_products where product_id = any($1)))`,
        [plan.synced],
      )
      // The demo's variant groups under the numbers the products have, so that the sync keeps them together.
      await client.query(
        `insert into catalogue_variant_groups (id, external_ref) overriding system value
         select distinct variant_group_id, 'live-g' || variant_group_id from products
         where id = any($1) and variant_group_id is not null on conflict do nothing`,
        [plan.synced],
      )
    })
  }
  const rows = await exportProducts(sides[0]!.databaseUrl, plan.synced)
  writeFileSync(join(work, 'feed.jsonl'), rows.map((row) => JSON.stringify(row)).join('\n') + '\n')
  const changed = rows.map((row) => ({ ...row, price: (Number(row.price) + 1).toFixed(2) }))
  writeFileSync(join(work, 'feed-changed.jsonl'), changed.map((row) => JSON.stringify(row)).join('\n') + '\n')
  for (const s of sides) {
    const outcome = await syncFeed(s, join(work, 'feed.jsonl'))
    console.log(
      `${s.id}: the ${rows.length} products as the sync writes them: ${outcome.updated} updated, ` +
        `${outcome.unchanged} unchanged, ${outcome.failed} refused`,
    )
    if (outcome.failed > 0) throw new Error(`${s.id}: the first sync refused ${outcome.failed} rows`)
    await withClient(s.databaseUrl, (client) =>
      client.query('vacuum analyze products, product_features, related_products, url_paths'),
    )
  }
}

/** The products as feed rows (docs/catalogue-feed.md): a product row is the whole product. */
async function exportProducts(databaseUrl: string, ids: number[]): Promise<Record<string, unknown>[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `select jsonb_strip_nulls(jsonb_build_object(
         'type', 'product', 'ref', p.external_ref, 'category', c.external_ref, 'brand', b.external_ref,
         'variant_group', 'live-g' || p.variant_group_id, 'status', p.status,
         'name', p.name, 'description', p.description, 'slug', p.slug, 'colour', p.colour, 'size', p.size,
         'price', to_char(p.price_cents / 100.0, 'FM999999990.00'),
         'sale_price', case when p.sale_price_cents < p.price_cents
           then to_char(p.sale_price_cents / 100.0, 'FM999999990.00') end,
         'vat_rate', p.vat_rate, 'stock', p.stock, 'last_stock', p.is_last_stock, 'ean', nullif(p.ean, ''),
         'reference', p.reference, 'max_order_quantity', p.max_order_quantity,
         'images', (select jsonb_agg(jsonb_build_object('src', s->>'src', 'alt', s->'alt') order by n)
                    from jsonb_array_elements(p.slides) with ordinality e(s, n) where s->>'type' = 'image'),
         'features', (select jsonb_agg(jsonb_build_object('feature', f.key, 'key', v.key,
                        'value', case when f.unit is null then v.label else to_jsonb(v.position / 1000.0) end)
                        order by f.position, f.id)
                      from product_features pf join feature_values v on v.id = pf.feature_value_id
                      join features f on f.id = v.feature_id where pf.product_id = p.id),
         'related', (select jsonb_agg(r.external_ref order by rp.position)
                     from related_products rp join products r on r.id = rp.related_product_id
                     where rp.product_id = p.id),
         'delivery_promise_type', p.delivery_promise_type, 'delivery_promise_note', p.delivery_promise_note,
         'expected_date', p.expected_in_stock_date, 'stock_from_brand', p.stock_is_from_brand,
         'is_vdm', p.is_vdm, 'product_family', p.product_family, 'new_model_label', p.new_model_label,
         'best_choice', p.is_best_choice, 'comment', p.comment,
         'content_amount', p.unit_content_amount, 'content_unit', p.unit)) as row
       from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
       where p.id = any($1) order by p.id`,
      [ids],
    )
    return rows.map((row) => row.row)
  })
}

/** The side's own `npm run catalogue:sync` of a feed; its run as the sync log has it. */
async function syncFeed(s: Side, file: string): Promise<Omit<SyncOutcome, 'endedAt'>> {
  const started = performance.now()
  const child = spawn('npm', ['run', '--silent', 'catalogue:sync', '--', file], {
    cwd: s.dir,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: s.databaseUrl,
      DATA_DIR: s.dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  running.delete(child)
  const seconds = (performance.now() - started) / 1000
  if (code !== 0) throw new Error(`${s.id}: the catalogue sync failed (${code}):\n${output}`)
  return withClient(s.databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number; updated: number; unchanged: number; failed: number }>(
      'select id, updated, unchanged, failed from catalogue_sync_runs order by id desc limit 1',
    )
    const { id, ...counts } = rows[0]!
    const refused = await client.query<{ line: number; reference: string; field: string; reason: string }>(
      'select line, reference, field, reason from catalogue_sync_errors where run_id = $1 order by line limit 5',
      [id],
    )
    for (const row of refused.rows)
      console.error(`${s.id}: sync refused line ${row.line} (${row.reference}): ${row.field} ${row.reason}`)
    return { seconds, ...counts }
  })
}

// --- Orders -------------------------------------------------------------------------------------------

interface StockRow {
  id: number
  stock: number
  stock_status_code: 'AVAILABLE_DIRECT' | 'AVAILABLE_DELAYED' | 'UNAVAILABLE'
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
}

/**
 * Paid orders at `perSecond`, each 1 to 3 products taking one piece each, as consumeReservations writes
 * them; an order still running when the next is due makes that one wait. Answers a stop that resolves to
 * the number of orders written.
 */
async function startOrders(
  s: Side,
  perSecond: number,
  orderable: number[],
  seed: number,
): Promise<() => Promise<number>> {
  if (perSecond === 0) return async () => 0
  const client = new pg.Client({ connectionString: s.databaseUrl })
  await client.connect()
  const draw = zipf(orderable.length, seed)
  const random = mulberry32(seed + 1)
  let written = 0
  let stopped = false
  const order = async () => {
    const ids = [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => orderable[draw()]!))]
    await client.query('begin')
    try {
      const { rows } = await client.query<StockRow>(
        `select id, stock, stock_status_code, is_last_stock, stock_is_from_brand, is_vdm from products
         where id = any($1) order by id for update`,
        [ids],
      )
      for (const row of rows) {
        const stock = row.stock - Math.min(1, row.stock)
        const status = statusAfterSale(
          {
            stockStatusCode: row.stock_status_code,
            isLastStock: row.is_last_stock,
            stockIsFromBrand: row.stock_is_from_brand,
            isVdm: row.is_vdm,
          },
          stock,
        )
        await client.query(
          `update products set stock = $1, stock_status_code = $2,
             delivery_promise_type = case when $3 and delivery_promise_type = 'AVAILABLE_DIRECT'
               then $2 else delivery_promise_type end,
             updated_at = now()
           where id = $4`,
          [stock, status ?? row.stock_status_code, status !== null, row.id],
        )
      }
      await client.query('commit')
      written++
    } catch (error) {
      await client.query('rollback')
      throw error
    }
  }
  let chain = Promise.resolve()
  const timer = setInterval(() => {
    if (!stopped) chain = chain.then(order)
  }, 1000 / perSecond)
  return async () => {
    stopped = true
    clearInterval(timer)
    await chain
    await client.end()
    return written
  }
}

// --- Load ---------------------------------------------------------------------------------------------

/** Every URL once, 10 at a time: the pages a shop that has been up a while has in its cache. */
async function visitAll(s: Side, urls: string[]): Promise<void> {
  let next = 0
  await runLoad({
    origin: origin(s),
    connections,
    next: () => ({ method: 'GET', path: urls[next++ % urls.length]!, headers: PAGE_HEADERS }),
    limit: { amount: urls.length },
    onResponse: () => {},
  })
}

async function browse(s: Side, urls: string[], seconds: number, seed: number) {
  const draw = zipf(urls.length, seed)
  const latencies: number[] = []
  let hits = 0
  let stale = 0
  const result = await runLoad({
    origin: origin(s),
    connections,
    next: () => ({ method: 'GET', path: urls[draw()]!, headers: PAGE_HEADERS }),
    limit: { duration: seconds },
    onResponse: (ms) => latencies.push(ms),
    onHeaders: (_status, headers) => {
      if (headers['x-page-cache'] === 'hit') hits++
      else if (headers['x-page-cache'] === 'stale') stale++
    },
  })
  return { latencies, hits, stale, errors: result.errors + result.timeouts, non2xx: result.non2xx }
}

async function measureSide(s: Side, plan: Plan, work: string): Promise<PhaseResult[]> {
  console.log(`${s.id} (${s.label}): every URL once, then ${warmup} s warm-up`)
  await visitAll(s, plan.urls)
  await browse(s, plan.urls, warmup, 1)
  const results: PhaseResult[] = []
  for (const phase of PHASES) {
    const seed = 100 * (ALL_PHASES.indexOf(phase) + 1)
    const stopOrders = await startOrders(s, phase.ordersPerSecond, plan.orderable, seed)
    await browse(s, plan.urls, settle, seed + 1)
    let sync: Promise<SyncOutcome> | null = null
    const measuredFrom = performance.now()
    if (phase.sync)
      sync = new Promise((resolve) => setTimeout(resolve, (duration / 4) * 1000)).then(async () => {
        const outcome = await syncFeed(s, join(work, 'feed-changed.jsonl'))
        return { ...outcome, endedAt: (performance.now() - measuredFrom) / 1000 }
      })
    const load = await browse(s, plan.urls, duration, seed + 2)
    const orders = await stopOrders()
    const synced = sync ? await sync : null
    const outcome = summarise(phase.name, '', load.latencies, duration, load)
    results.push({ phase, outcome, hits: load.hits, stale: load.stale, orders, sync: synced })
    console.log(
      `  ${phase.name}: ${outcome.rps.toFixed(0)} pages/s, p50 ${ms(outcome.p50)} ms, p99 ${ms(outcome.p99)} ms, ` +
        `${percent(load.hits + load.stale, outcome.requests)} from the page cache` +
        (synced
          ? `; sync ${synced.seconds.toFixed(1)} s, ${synced.updated} updated, ${synced.failed} refused`
          : '') +
        (load.errors + load.non2xx > 0 ? `; ${load.errors} errors, ${load.non2xx} non-2xx` : ''),
    )
  }
  return results
}

// --- Report -------------------------------------------------------------------------------------------

function percent(part: number, whole: number): string {
  return whole === 0 ? '–' : `${Math.round((part / whole) * 100)} %`
}

const ms = (n: number) => n.toFixed(1)

function ratio(n: number): string {
  return Number.isFinite(n) ? `${n.toFixed(2)}×` : '–'
}

function renderReport(
  sides: Side[],
  results: Map<SideId, PhaseResult[]>,
  products: number,
  plan: Plan,
): string {
  const lines = [
    '# A shop that sells: pages while orders come in (issue 36)',
    '',
    `- date: ${new Date().toISOString()}`,
    machineLine(loadAtStart),
    `- dataset: ${products.toLocaleString('en')} active products (demo catalogue) on PostgreSQL 127.0.0.1; each side on its own copy of \`${templateName()}\``,
    ...sides.map((s) => `- ${s.id}: ${s.label}, \`node build/server.js\`, one process, LOG_LEVEL=warn`),
    `- guests: ${connections} connections without a cookie (\`accept: text/html\`, \`accept-encoding: br\`), ${plan.urls.length.toLocaleString('en')} URLs drawn with a Zipf distribution (s = 1): ${plan.productPages.toLocaleString('en')} pages of the ${Math.round(plan.productPages / 3)} most popular products and ${plan.categories} category pages in three languages, ${plan.filtered} top-level categories filtered and sorted`,
    `- orders: one transaction each on a connection of its own, 1 to 3 of the ${plan.orderable.length} products of those pages the shop keeps in stock (Zipf by popularity), each locked in id order and lowered by one piece with consumeReservations' \`update products set stock = …, stock_status_code = …\``,
    `- catalogue sync: the side's own \`npm run catalogue:sync\` of ${plan.synced.length.toLocaleString('en')} demo products drawn at random, each one euro dearer, started ${(duration / 4).toFixed(0)} s into the measured time (the products first synced unchanged before the server started)`,
    `- phases: every URL once and ${warmup} s of browsing without orders to warm up, then per phase ${settle} s to settle (not measured) and ${duration} s measured; the sides one after the other, not at once`,
    `- goal (issue 36): at 1 and 5 orders/s ≥ 0.8× the pages/s of 0 orders/s, p99 ≤ 2× that phase's; errors or non-2xx answers count as not met`,
    `- options: \`${process.argv.slice(2).join(' ') || '(defaults)'}\`; reproduce: \`npm run bench:live\``,
  ]
  for (const s of sides) {
    const rows = results.get(s.id) ?? []
    const base = rows[0]!.outcome
    lines.push(
      '',
      `## ${s.id}: ${s.label}`,
      '',
      '| phase | orders written | pages/s | ratio | p50 / p95 / p99 ms | p99 ratio | page cache: hit / stale | errors / non-2xx | goal met |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(({ phase, outcome: o, hits, stale, orders, sync }) => {
        const clean = o.errors + o.non2xx === 0
        const met = phase.goal
          ? clean && o.rps >= 0.8 * base.rps && o.p99 <= 2 * base.p99
            ? 'met'
            : 'not met'
          : '–'
        const name = sync
          ? `${phase.name} (${sync.updated} updated, ${sync.failed} refused, ${sync.seconds.toFixed(1)} s, ended ${sync.endedAt.toFixed(0)} s in)`
          : phase.name
        return `| ${name} | ${orders} | ${o.rps.toFixed(0)} | ${ratio(o.rps / base.rps)} | ${ms(o.p50)} / ${ms(o.p95)} / ${ms(o.p99)} | ${ratio(o.p99 / base.p99)} | ${percent(hits, o.requests)} / ${percent(stale, o.requests)} | ${o.errors} / ${o.non2xx} | ${met} |`
      }),
    )
  }
  const before = results.get('before')
  const after = results.get('after')
  if (before && after) {
    lines.push(
      '',
      '## After beside before',
      '',
      '| phase | pages/s before | pages/s after | after / before | p99 ms before | p99 ms after |',
      '|---|---|---|---|---|---|',
      ...PHASES.map((phase, i) => {
        const b = before[i]!.outcome
        const a = after[i]!.outcome
        return `| ${phase.name} | ${b.rps.toFixed(0)} | ${a.rps.toFixed(0)} | ${ratio(a.rps / b.rps)} | ${ms(b.p99)} | ${ms(a.p99)} |`
      }),
    )
  }
  lines.push('')
  return lines.join('\n')
}

try {
  await main()
} finally {
  await cleanUp()
}
