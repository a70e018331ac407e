import { createServer, type Server, type Socket, connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPostgres, type DatabaseHandle } from '#server/db/client'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createMemoryLogger, createTestApp, type TestApp } from './app'
import { createTestDatabase } from './db'
import { testEnv } from './env'

/**
 * Issue 15 point 11: the app talks to PostgreSQL through a TCP proxy on loopback that can cut every
 * connection (a database restart, a failover) or stall them (a hung database, a dead network).
 */
class FaultyProxy {
  readonly server: Server
  private readonly pairs = new Set<[Socket, Socket]>()
  private readonly waiting = new Set<Socket>()
  stalled = false

  constructor(target: { host: string; port: number }) {
    this.server = createServer((client) => {
      if (this.stalled) {
        // Accepted, never answered.
        this.waiting.add(client)
        client.on('error', () => {})
        return
      }
      const upstream = connect(target.port, target.host)
      const pair: [Socket, Socket] = [client, upstream]
      this.pairs.add(pair)
      for (const [from, to] of [pair, [upstream, client] as const]) {
        from.on('data', (chunk) => {
          if (!this.stalled) to.write(chunk)
        })
        from.on('error', () => to.destroy())
        from.on('close', () => {
          to.destroy()
          this.pairs.delete(pair)
        })
      }
    })
  }

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as AddressInfo).port)),
    )
  }

  /** Every open connection reset, as when the backends are terminated. */
  cut(): void {
    for (const client of this.waiting) client.destroy()
    this.waiting.clear()
    for (const [client, upstream] of this.pairs) {
      client.resetAndDestroy()
      upstream.destroy()
    }
  }

  async close(): Promise<void> {
    this.cut()
    await new Promise((resolve) => this.server.close(resolve))
  }
}

describe.skipIf(!testEnv.databaseUrl)('database connection faults (PostgreSQL)', () => {
  let direct: DatabaseHandle
  let proxied: DatabaseHandle
  let proxy: FaultyProxy
  let t: TestApp
  const { logger } = createMemoryLogger({ logLevel: 'silent' })

  beforeAll(async () => {
    direct = await createTestDatabase()
    const target = new URL(testEnv.databaseUrl!)
    proxy = new FaultyProxy({ host: target.hostname, port: Number(target.port || 5432) })
    const port = await proxy.listen()
    // The test database's name, through the proxy.
    const { rows } = (await direct.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: Array<{ name: string }>
    }
    const url = new URL(testEnv.databaseUrl!)
    url.host = `127.0.0.1:${port}`
    url.pathname = `/${rows[0]!.name}`
    proxied = openPostgres(url.toString(), logger, {
      connectMs: 1_000,
      statementMs: 2_000,
      queryMs: 2_500,
      idleInTransactionMs: 5_000,
    })
    t = await createTestApp({ database: proxied })
  })
  afterAll(async () => {
    await proxy.close()
    await proxied.close().catch(() => {})
    await direct.close()
  })

  it('survive connections cut inside transactions, and the pool recovers', async () => {
    // Transactions that hold their connection checked out while the connections are cut: before, the
    // client's unheard 'error' event crashed the process.
    const held = Array.from({ length: 4 }, () =>
      proxied.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await new Promise((resolve) => setTimeout(resolve, 300))
        await tx.execute(sql`select 1`)
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    proxy.cut()
    const outcomes = await Promise.allSettled(held)
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true)
    // The next requests get fresh connections.
    const health = await t.app.request('/healthz')
    expect(health.status).toBe(200)
    const checkout = await t.app.request('/front-api/checkout', { headers: apiHeaders() })
    expect(checkout.status).toBe(200)
  })

  it('answer 503 with Retry-After, and health 503, when the database hangs', async () => {
    proxy.stalled = true
    try {
      const health = await t.app.request('/healthz')
      expect(health.status).toBe(503)
      const checkout = await t.app.request('/front-api/checkout', {
        headers: apiHeaders({ 'X-Shop-Locale': 'en' }),
      })
      expect(checkout.status).toBe(503)
      expect(checkout.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await checkout.json()).toEqual({ message: translate('en', 'error.unavailable') })
    } finally {
      proxy.stalled = false
      proxy.cut()
    }
    expect((await t.app.request('/healthz')).status).toBe(200)
  }, 30_000)
})
