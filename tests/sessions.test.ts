import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { customers, sessions } from '#server/db/schema'
import { RequestSession } from '#server/domain/sessions/request-session'
import { deleteExpiredSessions, findSession, signSessionId } from '#server/domain/sessions/sessions'
import { createApp } from '#server/http/app'
import type { AppEnv } from '#server/http/env'
import {
  apiHeaders,
  createMemoryLogger,
  createTestApp,
  TEST_SESSION_SECRET,
  testConfig,
  type TestApp,
} from './app'

const CUSTOMER = '0b6f7c36-4a4e-4f57-9f1e-2c1b1a0c9d11'

/** Routes that exist only in these tests, doing what login, cart and logout handlers will do. */
function addSessionRoutes(app: Hono<AppEnv>): void {
  const read = (c: Context<AppEnv>) => {
    const session = c.get('session')
    return c.json({
      id: session.id,
      customerId: session.customerId,
      count: session.get<number>('count') ?? 0,
    })
  }
  app.get('/test/session', read)
  // The same read as an API call: only those extend a session.
  app.get('/front-api/test/session', read)
  app.post('/test/count', (c) => {
    const session = c.get('session')
    session.set('count', (session.get<number>('count') ?? 0) + 1)
    return c.json({ ok: true })
  })
  app.post('/test/login', async (c) => {
    await c.get('session').rotate({ customerId: CUSTOMER })
    return c.json({ id: c.get('session').id })
  })
  app.post('/test/logout', async (c) => {
    await c.get('session').destroy()
    return c.json({ ok: true })
  })
  app.post('/test/fail', (c) => {
    c.get('session').set('count', 999)
    throw new Error('handler failed after storing')
  })
}

/** The `sid` Set-Cookie of a response, split into value and attributes. */
function sidCookie(response: Response): { value: string; attributes: string[] } | null {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='))
  if (!header) return null
  const [pair, ...attributes] = header.split(';').map((part) => part.trim())
  return { value: pair!.slice('sid='.length), attributes }
}

function withCookie(value: string, extra: Record<string, string> = {}): RequestInit {
  return { headers: { cookie: `sid=${value}`, ...extra } }
}

async function sessionRows(db: Database) {
  return db.select().from(sessions)
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  addSessionRoutes(t.app)
  // sessions.customer_id refers to a customer.
  await t.database.db.insert(customers).values({ id: CUSTOMER, email: 'sessions@example.nl' })
})
afterAll(() => t.close())

describe('sessions', () => {
  let cookie: string

  it('are not created for visitors who store nothing', async () => {
    const response = await t.app.request('/test/session')
    expect(await response.json()).toEqual({ id: null, customerId: null, count: 0 })
    expect(sidCookie(response)).toBeNull()
    expect(await sessionRows(t.database.db)).toHaveLength(0)
  })

  it('are created when something is stored, with a signed HttpOnly Lax cookie for 30 days', async () => {
    const response = await t.app.request('/test/count', { method: 'POST' })
    const sid = sidCookie(response)!
    expect(sid.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/)
    expect(sid.attributes).toEqual(
      expect.arrayContaining(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax']),
    )
    expect(sid.attributes).not.toContain('Secure')
    const rows = await sessionRows(t.database.db)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.id).toBe(sid.value.split('.')[0])
    expect(rows[0]!.data).toEqual({ count: 1 })
    cookie = sid.value
  })

  it('are read back, and not rewritten by a request that changes nothing', async () => {
    const post = await t.app.request('/test/count', { method: 'POST', ...withCookie(cookie) })
    expect(sidCookie(post)?.value).toBe(cookie)
    const read = await t.app.request('/test/session', withCookie(cookie))
    expect(await read.json()).toEqual({ id: cookie.split('.')[0], customerId: null, count: 2 })
    expect(sidCookie(read)).toBeNull()
  })

  it('ignore a cookie whose signature does not match, and remove it', async () => {
    const [id, signature] = cookie.split('.') as [string, string]
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A')
    const otherSecret = signSessionId(id, 'another-secret-of-at-least-32-characters')
    for (const forged of [`${id}.${flipped}`, `${cookie}x`, id, `${id}.`, otherSecret]) {
      const response = await t.app.request('/test/session', withCookie(forged))
      expect(await response.json()).toMatchObject({ id: null, count: 0 })
      expect(sidCookie(response)?.attributes).toContain('Max-Age=0')
    }
  })

  it('are a Secure __Host- cookie behind a TLS proxy', async () => {
    const tls = { 'x-forwarded-proto': 'https' }
    // Over HTTPS only the prefixed cookie counts.
    const plain = await t.app.request('/test/session', withCookie(cookie, tls))
    expect(await plain.json()).toMatchObject({ id: null })
    const response = await t.app.request('/test/count', {
      method: 'POST',
      headers: { cookie: `__Host-sid=${cookie}`, ...tls },
    })
    const header = response.headers.getSetCookie().find((value) => value.startsWith('__Host-sid='))
    expect(header).toBe(`__Host-sid=${cookie}; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax`)
  })

  it('survive a planted duplicate cookie with a garbage value, in either order', async () => {
    for (const header of [`sid=garbage; sid=${cookie}`, `sid=${cookie}; sid=${cookie.slice(0, 43)}.x`]) {
      const response = await t.app.request('/test/session', { headers: { cookie: header } })
      expect(await response.json()).toMatchObject({ id: cookie.split('.')[0], count: 3 })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('keep nothing from a request that failed', async () => {
    const response = await t.app.request('/test/fail', { method: 'POST', ...withCookie(cookie) })
    expect(response.status).toBe(500)
    const read = await t.app.request('/test/session', withCookie(cookie))
    expect(((await read.json()) as { count: number }).count).toBe(3)
  })

  it('rotate at login: new id, same data, old row and old cookie gone', async () => {
    const oldId = cookie.split('.')[0]!
    const response = await t.app.request('/test/login', { method: 'POST', ...withCookie(cookie) })
    const rotated = sidCookie(response)!.value
    const newId = rotated.split('.')[0]!
    expect(newId).not.toBe(oldId)
    expect(await findSession(t.database.db, oldId, new Date())).toBeNull()

    const read = await t.app.request('/test/session', withCookie(rotated))
    expect(await read.json()).toEqual({ id: newId, customerId: CUSTOMER, count: 3 })
    const old = await t.app.request('/test/session', withCookie(cookie))
    expect(await old.json()).toMatchObject({ id: null, count: 0 })
    cookie = rotated
  })

  it('slide: a session used by an API call after over an hour is extended and its cookie renewed', async () => {
    const id = cookie.split('.')[0]!
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
    await t.database.db
      .update(sessions)
      .set({ updatedAt: twoHoursAgo, expiresAt: new Date(twoHoursAgo.getTime() + 30 * 86_400_000) })
      .where(eq(sessions.id, id))
    // A page read leaves it alone: no Set-Cookie on a page that a cache might keep.
    const page = await t.app.request('/test/session', withCookie(cookie))
    expect(page.headers.get('set-cookie')).toBeNull()
    expect((await findSession(t.database.db, id, new Date()))!.updatedAt).toEqual(twoHoursAgo)
    const response = await t.app.request('/front-api/test/session', withCookie(cookie, apiHeaders()))
    expect(sidCookie(response)?.value).toBe(cookie)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const row = await findSession(t.database.db, id, new Date())
    expect(row!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 86_400_000)
  })

  it('are destroyed at logout', async () => {
    const response = await t.app.request('/test/logout', { method: 'POST', ...withCookie(cookie) })
    expect(sidCookie(response)?.attributes).toContain('Max-Age=0')
    expect(await findSession(t.database.db, cookie.split('.')[0]!, new Date())).toBeNull()
  })

  it('are ignored once expired, and cleaned up', async () => {
    const created = sidCookie(await t.app.request('/test/count', { method: 'POST' }))!.value
    const id = created.split('.')[0]!
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, id))
    const response = await t.app.request('/test/session', withCookie(created))
    expect(await response.json()).toMatchObject({ id: null, count: 0 })
    expect(await deleteExpiredSessions(t.database.db)).toBe(1)
    expect((await sessionRows(t.database.db)).map((row) => row.id)).not.toContain(id)
  })

  it('end 90 days after they began however much they are used (absolute lifetime)', async () => {
    const created = sidCookie(await t.app.request('/test/count', { method: 'POST' }))!.value
    const id = created.split('.')[0]!
    const day = 86_400_000
    // Begun 89 days ago and in use: extended to the 90th day only, not 30 more.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 89 * day), updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(sessions.id, id))
    const extended = await t.app.request('/front-api/test/session', withCookie(created, apiHeaders()))
    const maxAge = Number(/Max-Age=(\d+)/.exec(extended.headers.get('set-cookie') ?? '')?.[1])
    expect(maxAge).toBeGreaterThan(day / 1000 - 120)
    expect(maxAge).toBeLessThanOrEqual(day / 1000)
    const row = await findSession(t.database.db, id, new Date())
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + day)
    // Begun 91 days ago: gone, even with an expiry still ahead.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 91 * day), expiresAt: new Date(Date.now() + 10 * day) })
      .where(eq(sessions.id, id))
    const read = await t.app.request('/test/session', withCookie(created))
    expect(await read.json()).toMatchObject({ id: null, count: 0 })
    expect(sidCookie(read)?.attributes).toContain('Max-Age=0')
  })

  it('merge changes of two simultaneous requests instead of losing one', async () => {
    const db = t.database.db
    const seed = new RequestSession(db, null)
    seed.set('a', 1)
    const { id } = (await seed.commit()) as { id: string }
    const first = new RequestSession(db, await findSession(db, id, new Date()))
    const second = new RequestSession(db, await findSession(db, id, new Date()))
    first.set('cart', 'c-1')
    second.set('compare', [7])
    second.unset('a')
    await Promise.all([first.commit(), second.commit()])
    expect((await findSession(db, id, new Date()))!.data).toEqual({ cart: 'c-1', compare: [7] })
  })
})

describe('sessions in the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-sessions-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  // Opens and migrates an embedded database on disk twice: slow on a busy machine.
  it('survive closing and reopening the data folder', async () => {
    const config = testConfig({ DATA_DIR: dataDir })
    const { logger } = createMemoryLogger()

    const first = await openDatabase(config)
    await migrateDatabase(first)
    const app1 = createApp({ config, db: first.db, logger })
    addSessionRoutes(app1)
    const stored = sidCookie(await app1.request('/test/count', { method: 'POST' }))!.value
    await first.close()

    const second = await openDatabase(config)
    await migrateDatabase(second)
    const app2 = createApp({ config, db: second.db, logger })
    addSessionRoutes(app2)
    const response = await app2.request('/test/session', withCookie(stored))
    expect(await response.json()).toMatchObject({ id: stored.split('.')[0], count: 1 })
    expect(second.kind).toBe('pglite')
    expect(config.sessionSecret).toBe(TEST_SESSION_SECRET)
    await second.close()
  }, 60_000)
})
