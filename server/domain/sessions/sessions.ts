import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq, gt, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Executor } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { queryRows } from '#server/db/query'
import { checkouts, sessions, type SessionData } from '#server/db/schema'
import { deleteSessionWishLists, moveSessionWishLists } from '#server/domain/wish-list/wish-lists'

/**
 * Database-backed sessions (architecture "Data and state"). The cookie holds only the id, signed so a
 * forged or guessed value is rejected before it reaches the database.
 */
const DAY_MS = 24 * 60 * 60 * 1000
/** Idle lifetime: a session unused this long ends (a guest's cart is kept that long). */
export const SESSION_TTL_MS = 30 * DAY_MS
/** Absolute lifetime: however much it is used, a session ends this long after it began (a login starts anew). */
export const SESSION_MAX_AGE_MS = 90 * DAY_MS
/** Sliding expiry: a session in use is extended, but its row is written at most once per interval. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000

export interface StoredSession {
  id: string
  data: SessionData
  customerId: string | null
  updatedAt: Date
  expiresAt: Date
}

const ID_BYTES = 32
const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newSessionId(): string {
  return randomBytes(ID_BYTES).toString('base64url')
}

/** `id.signature`, the signature being HMAC-SHA256 of the id (base64url). */
export function signSessionId(id: string, secret: string): string {
  return `${id}.${signature(id, secret)}`
}

/** The session id of a signed cookie value, or null when it was not signed with the secret. */
export function verifySessionId(value: string, secret: string): string | null {
  const dot = value.indexOf('.')
  const id = value.slice(0, dot)
  if (dot === -1 || !ID_PATTERN.test(id)) return null
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(signature(id, secret))
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

function signature(id: string, secret: string): string {
  return createHmac('sha256', secret).update(id).digest('base64url')
}

const columns = {
  id: sessions.id,
  data: sessions.data,
  customerId: sessions.customerId,
  updatedAt: sessions.updatedAt,
  expiresAt: sessions.expiresAt,
}

/**
 * The session with this id, unless it does not exist or has expired (idle or absolute lifetime). Raw SQL:
 * every request with a cookie reads it, and Drizzle's builder cost more than the statement (0081).
 */
export async function findSession(db: Database, id: string, now: Date): Promise<StoredSession | null> {
  const [row] = await queryRows<{
    id: string
    data: SessionData
    customer_id: string | null
    updated_at: string
    expires_at: string
  }>(
    db,
    prepared(
      'session_find',
      sql`select id, data, customer_id, updated_at, expires_at from sessions
        where id = ${id} and expires_at > ${now.toISOString()}
          and created_at > ${new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString()}`,
    ),
  )
  if (!row) return null
  return {
    id: row.id,
    data: row.data,
    customerId: row.customer_id,
    updatedAt: new Date(row.updated_at),
    expiresAt: new Date(row.expires_at),
  }
}

export async function insertSession(
  db: Database,
  values: { data: SessionData; customerId: string | null; id?: string | null },
  now: Date,
): Promise<StoredSession> {
  const { statement, session } = sessionInsert(values, now)
  await db.execute(statement)
  return session
}

/**
 * A new session row as a statement, and the session it stores: `insertSession` runs it, and a new visitor's
 * first add to cart runs it inside the cart's own statement (server/domain/cart/first-add.ts), written only
 * `onlyIf` its condition holds there. Raw SQL: that add writes it, and Drizzle's builder cost more than the
 * statement (docs/decisions/0081). The row holds what was written, so nothing needs reading back.
 */
export function sessionInsert(
  values: { data: SessionData; customerId: string | null; id?: string | null },
  now: Date,
  onlyIf?: SQL,
): { statement: SQL; session: StoredSession } {
  const session = { id: values.id ?? newSessionId(), data: values.data, customerId: values.customerId }
  const { updatedAt, expiresAt } = freshExpiry(now)
  const statement = prepared(
    'session_insert',
    sql`insert into sessions (id, data, customer_id, created_at, updated_at, expires_at)
      select ${session.id}::text, ${JSON.stringify(session.data)}::jsonb, ${session.customerId}::uuid,
        ${now.toISOString()}::timestamptz, ${updatedAt.toISOString()}::timestamptz,
        ${expiresAt.toISOString()}::timestamptz
      ${onlyIf ? sql`where ${onlyIf}` : sql``}`,
  )
  return { statement, session: { ...session, updatedAt, expiresAt } }
}

/**
 * Writes changed keys into the stored data (a jsonb merge, so that two requests of one visitor that
 * change different keys at once both keep their change) and extends the expiry. Null when the row has
 * gone meanwhile (destroyed, or expired and cleaned up).
 */
export async function updateSessionData(
  db: Database,
  id: string,
  changes: { set: SessionData; unset: readonly string[] },
  now: Date,
): Promise<StoredSession | null> {
  let data = sql`${sessions.data}`
  if (changes.unset.length > 0) {
    const keys = sql.join(
      changes.unset.map((key) => sql`${key}`),
      sql`, `,
    )
    data = sql`(${data} - array[${keys}]::text[])`
  }
  data = sql`${data} || ${JSON.stringify(changes.set)}::jsonb`
  const [row] = await db
    .update(sessions)
    .set({ data, ...extendedExpiry(now) })
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .returning(columns)
  return row ?? null
}

/** Extends the expiry of a session in use; returns the new expiry. */
export async function touchSession(db: Database, id: string, now: Date): Promise<Date> {
  const [row] = await db
    .update(sessions)
    .set(extendedExpiry(now))
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt })
  return row?.expiresAt ?? now
}

/**
 * A new id for the same session (at login, against session fixation): the new row is written and the
 * old one deleted in one transaction. `customerId` undefined keeps the current customer. Without a
 * current session (a guest who stored nothing yet) it starts an empty one.
 */
export async function rotateStoredSession(
  db: Database,
  oldId: string | null,
  customerId: string | null | undefined,
  now: Date,
): Promise<StoredSession> {
  return db.transaction(async (tx) => {
    let data: SessionData = {}
    let customer = customerId ?? null
    if (oldId) {
      const [old] = await tx
        .delete(sessions)
        .where(and(eq(sessions.id, oldId), gt(sessions.expiresAt, now)))
        .returning({ data: sessions.data, customerId: sessions.customerId })
      if (old) {
        data = old.data
        if (customerId === undefined) customer = old.customerId
      }
    }
    const created = await insertSession(tx, { data, customerId: customer }, now)
    // The session's cart moves along with it.
    if (oldId) await tx.update(checkouts).set({ sessionId: created.id }).where(eq(checkouts.sessionId, oldId))
    // So do a guest's wish lists (a login has merged them into the customer's already).
    if (oldId) await moveSessionWishLists(tx, oldId, created.id)
    return created
  })
}

export async function deleteSession(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, id))
    await deleteAbandonedCarts(tx, [id])
    await deleteSessionWishLists(tx, [id])
  })
}

/**
 * Removes expired sessions and the guest carts that went with them; returns how many sessions. Run
 * periodically by the server.
 */
export async function deleteExpiredSessions(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(sessions)
      .where(
        or(
          lte(sessions.expiresAt, now),
          lte(sessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_MS)),
        ),
      )
      .returning({ id: sessions.id })
    await deleteAbandonedCarts(
      tx,
      deleted.map((row) => row.id),
    )
    await deleteSessionWishLists(
      tx,
      deleted.map((row) => row.id),
    )
    // Guest carts from before carts were tied to sessions: no session lives longer than its absolute
    // lifetime, so nobody can still reach one that old.
    await tx.execute(sql`
      delete from checkouts c where c.session_id is null and c.customer_id is null
        and c.status in ('open', 'merged')
        and c.created_at < ${new Date(now.getTime() - SESSION_MAX_AGE_MS).toISOString()}::timestamptz
        and not exists (select 1 from orders o where o.checkout_id = c.id)`)
    return deleted.length
  })
}

/**
 * The carts of ended sessions that belong to nobody else: a guest's, never ordered (a customer's cart
 * stays with the customer; a cart with an order is the order's history).
 */
async function deleteAbandonedCarts(tx: Executor, sessionIds: string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await tx.execute(sql`
    delete from checkouts c where c.session_id = any(${sql.raw('array[')}${sql.join(
      sessionIds.map((id) => sql`${id}`),
      sql`, `,
    )}${sql.raw(']::text[]')})
      and c.customer_id is null and c.status in ('open', 'merged')
      and not exists (select 1 from orders o where o.checkout_id = c.id)`)
}

function freshExpiry(now: Date) {
  return { updatedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) }
}

/** The idle lifetime from now, but never past the absolute lifetime from the session's start. */
function extendedExpiry(now: Date) {
  const idle = new Date(now.getTime() + SESSION_TTL_MS)
  return {
    updatedAt: now,
    expiresAt: sql<Date>`least(${idle.toISOString()}::timestamptz, ${sessions.createdAt} + ${`${SESSION_MAX_AGE_MS / 1000} seconds`}::interval)`,
  }
}
