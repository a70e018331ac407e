import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { projectRoot } from './built-server'
import { withClient } from './load'

/** What `npm run bench` measures on: PostgreSQL on loopback with the 100,000-product demo catalogue. */
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/shop_bench'

/** Fewer active products than this and the database is (re)filled with the demo catalogue. */
const MIN_PRODUCTS = 90_000

/**
 * Makes sure the benchmark database exists and holds the 100,000-product demo catalogue: creates it when
 * missing and runs `npm run demo:data -- --products 100000` (about a minute) when it has too few products.
 * Returns the number of active products.
 */
export async function prepareDatabase(databaseUrl: string): Promise<number> {
  const name = await createDatabaseIfMissing(databaseUrl)
  let products = await activeProducts(databaseUrl)
  if (products < MIN_PRODUCTS) {
    console.log(`${name} has ${products} active products: filling it with the 100,000-product demo catalogue`)
    run('npm', ['run', 'demo:data', '--', '--products', '100000'], { DATABASE_URL: databaseUrl })
    // Fresh from a bulk load the visibility map is empty: index-only scans would still read the table.
    await vacuum(databaseUrl)
    products = await activeProducts(databaseUrl)
  }
  await vacuumWrittenTables(databaseUrl)
  return products
}

/** Creates the database of a `postgres://` URL when the server has none of that name; answers its name. */
export async function createDatabaseIfMissing(databaseUrl: string): Promise<string> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const admin = new URL(databaseUrl)
  admin.pathname = '/postgres'
  await withClient(admin.toString(), async (client) => {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) {
      console.log(`creating database ${name}`)
      await client.query(`create database ${pg.escapeIdentifier(name)}`)
    }
  })
  return name
}

/** The tables the shop writes while the bench runs: carts, their lines, sessions, rate-limit counters. */
const WRITTEN_TABLES = 'checkouts, checkout_lines, checkout_line_options, sessions, rate_limits'

/**
 * The written tables vacuumed, with fresh statistics. Every run deletes its carts afterwards; on a server with
 * autovacuum off (as on the machine these figures were taken on) their dead rows would stay, every scan of a
 * cart's lines would read through them, and each run would be slower per add to cart than the last,
 * whichever build.
 */
async function vacuumWrittenTables(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query(`vacuum analyze ${WRITTEN_TABLES}`))
}

/**
 * Statistics of the written tables once the bench's shoppers have their carts, as autovacuum's analyse would
 * keep them: with those of the near-empty tables from the start, the planner takes a cart's lines to be a few
 * dozen rows in all and scans the whole table for one cart's, several times per add to cart.
 */
export async function analyzeWrittenTables(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query(`analyze ${WRITTEN_TABLES}`))
}

async function vacuum(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, (client) => client.query('vacuum analyze'))
}

function activeProducts(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query("select to_regclass('public.products') as t")
    if (!table.rows[0]?.t) return 0
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from products where status = 'active'",
    )
    return rows[0]!.n
  })
}

/**
 * Waits until the search index holds every active product: on a freshly filled database the first shop
 * process to start indexes them all in the background (about a minute and a half for 100,000 products),
 * which would take the CPU the bench measures.
 */
export async function waitForSearchIndex(databaseUrl: string, timeoutMs = 600_000): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const deadline = Date.now() + timeoutMs
    for (let said = false; ; said = true) {
      const { rows } = await client.query<{ done: boolean }>(
        `select exists (select 1 from search_sync_state where key = 'structure')
           and (select count(*) from search_documents where index = 'products' and locale = 'nl')
             >= (select count(*) from products where status = 'active') as done`,
      )
      if (rows[0]?.done) return
      if (Date.now() > deadline) throw new Error('The search index was not built in time')
      if (!said) console.log('waiting for the search index, which the shop builds at its first start')
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  })
}

/** Builds the shop (`npm run build`) when there is no build/server.js, or always with `force`. */
export function prepareBuild(force = false): void {
  if (!force && existsSync(join(projectRoot, 'build', 'server.js'))) return
  console.log('building the shop (npm run build)')
  run('npm', ['run', 'build'])
}

function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`\`${command} ${args.join(' ')}\` failed (${result.status})`)
}

/** The 1-minute load average: how busy the shared machine is. */
export function currentLoad(): number {
  return loadavg()[0] ?? 0
}

/** The machine line of a report, with the load average at the benchmark's start and now. */
export function machineLine(loadAtStart: number): string {
  const cpu = cpus()
  const load = `load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${currentLoad().toFixed(1)} at the end`
  return `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; shared with other work (${load}), so figures vary between runs`
}
