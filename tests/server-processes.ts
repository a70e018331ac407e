import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Database, DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { seedDemoCoupons, seedShippingMethods } from '#server/db/demo-data/shipping-and-coupons'
import { seedReferenceData } from '#server/db/reference-data'
import { projectRoot } from '#server/paths'
import { GENEROUS_RATE_LIMITS } from './app'
import { createPostgresTestDatabase } from './db'

/**
 * Real server processes on one fresh PostgreSQL database, as behind a load balancer (issue 36, issue 37
 * point 4): each is `server/main.ts` in its own Node process with its own data folder, caches and
 * notification listener, talked to over HTTP. Needs TEST_DATABASE_URL.
 *
 * Run alone, the processes run the TypeScript server with Vite's on-demand page compilation (`--dev`, as
 * `npm run dev`), so no build is needed and the pages are those of the code under test; the page cache is
 * switched on as in production. Each process then compiles the pages on its first request, which takes
 * seconds: warm them in `beforeAll`. Under `npm test` they run the fresh build instead.
 */

export interface Page {
  status: number
  /** `hit` or `miss` from the page cache, null when the page did not come through it. */
  cache: string | null
  cacheControl: string | null
  etag: string | null
  body: string
}

export interface ShopProcess {
  /** e.g. http://127.0.0.1:41234 */
  origin: string
  fetch(path: string, init?: RequestInit): Promise<Response>
  /** A page as a browser without cookies gets it (or with the given headers), redirects not followed. */
  page(path: string, headers?: Record<string, string>): Promise<Page>
}

export interface ShopProcesses {
  /** The shared database, open in the test's own process too (for the changes a back office would make). */
  database: DatabaseHandle & { url: string }
  servers: ShopProcess[]
  /** Stops the processes (SIGTERM, as an orchestrator does) and drops the database. */
  close(): Promise<void>
}

/** How long one process may take from spawn to a healthy /healthz (a loaded 2-core machine: ~30 s). */
const START_TIMEOUT_MS = 90_000

export async function startShopProcesses(
  options: {
    count?: number
    /** Products of the demo catalogue loaded before the processes start (as `npm run demo:data -- --products N`). */
    products?: number
    seed?: number
    /** Runs on the seeded database before the processes start (a state no process needs to hear of). */
    prepare?: (db: Database) => Promise<void>
  } = {},
): Promise<ShopProcesses> {
  const database = await createPostgresTestDatabase()
  const children: ChildProcess[] = []
  const dataDirs: string[] = []
  const killOnExit = () => {
    for (const child of children) child.kill('SIGKILL')
  }
  // A test worker that dies without its afterAll must not leave servers behind.
  process.once('exit', killOnExit)
  const close = async () => {
    process.off('exit', killOnExit)
    await Promise.all(children.map(stopProcess))
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })))
    await database.close()
  }
  try {
    await seedReferenceData(database.db)
    await loadCatalogue(
      database.db,
      generateCatalogue({ products: options.products ?? 40, seed: options.seed }),
    )
    await seedShippingMethods(database.db)
    await seedDemoCoupons(database.db)
    await options.prepare?.(database.db)
    const servers = await Promise.all(
      Array.from({ length: options.count ?? 2 }, async () => {
        const dataDir = await mkdtemp(join(tmpdir(), 'shop-process-'))
        dataDirs.push(dataDir)
        const port = await freePort()
        const { child, output } = spawnServer({ databaseUrl: database.url, port, dataDir })
        children.push(child)
        const origin = `http://127.0.0.1:${port}`
        await waitUntilHealthy(origin, child, output)
        return shopProcess(origin)
      }),
    )
    return { database, servers, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * `npm test` builds the shop before the PostgreSQL run and says so (TEST_SERVER_BUILD): the processes then
 * start as `npm start` does, in a second instead of compiling pages on demand.
 */
const built = process.env.TEST_SERVER_BUILD === '1'

function spawnServer(options: { databaseUrl: string; port: number; dataDir: string }) {
  const args = built ? ['build/server.js'] : ['--import', 'tsx', 'server/main.ts', '--dev']
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      ...(built ? { NODE_ENV: 'production' } : {}),
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      // No SESSION_SECRET: every process takes the one kept in the database, as in production.
      PAGE_CACHE: 'on',
      LOG_LEVEL: 'warn',
      // Every request comes from 127.0.0.1.
      RATE_LIMITS: GENEROUS_RATE_LIMITS,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Kept to explain a process that does not start or dies; never printed otherwise.
  const output = { text: '' }
  const keep = (chunk: Buffer) => {
    output.text = (output.text + chunk.toString('utf8')).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, output }
}

async function waitUntilHealthy(origin: string, child: ChildProcess, output: { text: string }) {
  const until = Date.now() + START_TIMEOUT_MS
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server at ${origin} exited while starting:\n${output.text}`)
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(
    `The server at ${origin} was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${output.text}`,
  )
}

function shopProcess(origin: string): ShopProcess {
  const fetchPath = (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init)
  return {
    origin,
    fetch: fetchPath,
    async page(path, headers = {}) {
      const response = await fetchPath(path, { headers, redirect: 'manual' })
      return {
        status: response.status,
        cache: response.headers.get('x-page-cache'),
        cacheControl: response.headers.get('cache-control'),
        etag: response.headers.get('etag'),
        body: await response.text(),
      }
    },
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  // A clean shutdown drains and closes the database; one that hangs must not keep the database alive.
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

/** A port nothing listens on now (the system's pick), for a server to take a moment later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })
}
