/**
 * The baseline of `npm run bench` (bench/performance.ts): a plain Hono server with a `pg` pool on the shop's
 * PostgreSQL database and none of the shop's code, started in its own process by startBaselineServer. It
 * answers what the least a shop could do per request costs on this machine:
 * - `GET /product?path=<path>`: the product row whose current Dutch path is `path` (one query: the path
 *   index `url_paths` joined to `products`, as the shop resolves a link) as JSON;
 * - `POST /upsert` with `{"key": "…"}` (or no key: a random one): one transaction with a one-row upsert
 *   into its own table `bench_baseline_upsert`, created (and emptied) at start;
 * - `GET /healthz`: 200 once listening.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/shop_bench PORT=3199 node --import tsx bench/baseline-server.ts
 */
import { randomUUID } from 'node:crypto'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import pg from 'pg'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('DATABASE_URL is required')
const port = Number(process.env.PORT ?? 3199)

// The shop's pool is pg's default of 10 connections; the baseline gets the same.
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
await pool.query('create table if not exists bench_baseline_upsert (key text primary key, n int not null)')
await pool.query('truncate bench_baseline_upsert')

const app = new Hono()

app.get('/healthz', (c) => c.text('ok'))

app.get('/product', async (c) => {
  const path = c.req.query('path')
  if (!path) return c.json({ error: 'path is required' }, 400)
  const { rows } = await pool.query(
    `select p.* from url_paths u join products p on p.id = u.target_id
     where u.locale = 'nl' and u.path = $1 and u.target_type = 'product' and u.is_current`,
    [path],
  )
  return rows[0] ? c.json(rows[0]) : c.json({ error: 'not found' }, 404)
})

app.post('/upsert', async (c) => {
  const body: unknown = await c.req.json().catch(() => ({}))
  const given = typeof body === 'object' && body !== null ? (body as { key?: unknown }).key : undefined
  const key = typeof given === 'string' && given !== '' ? given : randomUUID()
  const client = await pool.connect()
  try {
    await client.query('begin')
    const { rows } = await client.query<{ n: number }>(
      `insert into bench_baseline_upsert (key, n) values ($1, 1)
       on conflict (key) do update set n = bench_baseline_upsert.n + 1 returning n`,
      [key],
    )
    await client.query('commit')
    return c.json({ key, n: rows[0]!.n })
  } catch (error) {
    await client.query('rollback').catch(() => {})
    throw error
  } finally {
    client.release()
  }
})

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })

process.once('SIGTERM', () => {
  server.close()
  void pool.end().then(() => process.exit(0))
})
