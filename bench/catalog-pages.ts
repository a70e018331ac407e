/**
 * Server-rendered catalogue pages under load: the built server (`node build/server.js`) on PostgreSQL with
 * the 100,000-product demo catalogue, hit over loopback by autocannon. Writes bench/results/catalog-pages.md.
 *
 *   createdb shop_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench npm run demo:data -- --products 100000
 *   npm run build && npm run bench -- --database-url postgres://postgres@127.0.0.1:5432/shop_bench
 *
 * Options: --database-url (default postgres://postgres@127.0.0.1:5432/shop_bench), --port (3100),
 * --duration seconds per page (10), --connections (10), --no-write (print only).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { projectRoot as root, startBuiltServer, waitForHealth } from './built-server'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_bench' },
    port: { type: 'string', default: '3100' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const port = Number(values.port)
const duration = Number(values.duration)
const connections = Number(values.connections)
const origin = `http://127.0.0.1:${port}`

interface Target {
  name: string
  path: string
}

interface Outcome extends Target {
  status: number
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  non2xx: number
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'build', 'server.js'))) {
    throw new Error('No build: run `npm run build` first (the benchmark measures the built server).')
  }
  const { targets, products } = await pickTargets()
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
  const server = startBuiltServer({ databaseUrl, port, dataDir })
  try {
    await waitForHealth(origin)
    const outcomes: Outcome[] = []
    for (const target of targets) outcomes.push(await measure(target))
    const report = renderReport(outcomes, products)
    console.log(`\n${report}`)
    if (!values['no-write']) {
      writeFileSync(join(root, 'bench', 'results', 'catalog-pages.md'), report)
      console.log('written to bench/results/catalog-pages.md')
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A popular product, a top category and one of its children, from the database itself. */
async function pickTargets(): Promise<{ targets: Target[]; products: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const count = await client.query<{ n: number }>(
      "select count(*)::int as n from products where status = 'active'",
    )
    const product = await client.query<{ path: string }>(
      "select slug->>'nl' as path from products where status = 'active' order by popularity desc, id limit 1",
    )
    const top = await client.query<{ id: number; path: string; count: number }>(
      "select id, path->>'nl' as path, product_count as count from categories where parent_id is null and kind = 'category' order by product_count desc limit 1",
    )
    const leaf = await client.query<{ path: string }>(
      "select path->>'nl' as path from categories where parent_id = $1 order by product_count desc limit 1",
      [top.rows[0]!.id],
    )
    if (!product.rows[0] || !top.rows[0] || !leaf.rows[0]) {
      throw new Error(
        'No catalogue in the database: run `npm run demo:data -- --products 100000` against it first.',
      )
    }
    return {
      products: count.rows[0]!.n,
      targets: [
        { name: 'product page', path: `/${product.rows[0].path}` },
        { name: `category page, top level (${top.rows[0].count} products)`, path: `/${top.rows[0].path}` },
        { name: 'category page, second level', path: `/${leaf.rows[0].path}` },
        {
          name: 'category page, top level, filtered and sorted',
          path: `/${top.rows[0].path}?in_stock=1&sort=price_asc&price_min=20&price_max=150`,
        },
      ],
    }
  } finally {
    await client.end()
  }
}

async function measure(target: Target): Promise<Outcome> {
  const first = await fetch(origin + target.path, { redirect: 'manual' })
  await first.arrayBuffer()
  console.log(`${target.name}: ${target.path} answers ${first.status}; warming up, then ${duration} s`)
  await run(target.path, 2, () => {})
  const latencies: number[] = []
  const result = await run(target.path, duration, (ms) => latencies.push(ms))
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0
  return {
    ...target,
    status: first.status,
    requests: latencies.length,
    rps: latencies.length / duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

function run(path: string, seconds: number, onResponse: (ms: number) => void): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin + path, connections, duration: seconds, headers: { accept: 'text/html' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => onResponse(responseTime))
  })
}

function renderReport(outcomes: Outcome[], products: number): string {
  const ms = (n: number) => n.toFixed(1)
  const cpu = cpus()
  const lines = [
    '# Catalogue pages under load',
    '',
    `- date: ${new Date().toISOString()}`,
    `- machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; shared with other work, so figures vary between runs`,
    `- dataset: ${products.toLocaleString('en')} active products (demo catalogue, \`npm run demo:data -- --products 100000\`) on PostgreSQL at 127.0.0.1`,
    `- server: the production build (\`node build/server.js\`), LOG_LEVEL=warn, one process`,
    `- load: autocannon over loopback, ${connections} connections, ${duration} s per page after a 2 s warm-up; latency percentiles computed from every response time`,
    '',
    '| page | path | status | requests/s | p50 ms | p95 ms | p99 ms | max ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...outcomes.map(
      (o) =>
        `| ${o.name} | \`${o.path}\` | ${o.status} | ${o.rps.toFixed(0)} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.p99)} | ${ms(o.max)} | ${o.errors} | ${o.non2xx} |`,
    ),
    '',
  ]
  if (outcomes.some((o) => o.status !== 200)) {
    lines.push(
      'A status other than 200 means the page was not rendered (for example while the UI of that page was not built yet): its figures measure the error page, not the page.',
      '',
    )
  }
  return lines.join('\n')
}

await main()
