import { createHash } from 'node:crypto'
import { lte, type SQL, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { relaxedCommit } from '#server/db/relaxed-commit'
import { rateLimits } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import type { Limit } from './limits'

/**
 * The one rate limiter (docs/decisions/0031): a fixed-window counter per limit and subject in the
 * `rate_limits` table, raised in one upsert, so every server process counts together, on PGlite and on
 * PostgreSQL alike. Usage:
 *
 *   await enforceLimits(db, [[limits['login-ip'], clientAddress], [limits['login-account'], email]])
 *
 * throws RateLimitedError (answered 429 with Retry-After by the HTTP error handler) when any is exceeded.
 */

export class RateLimitedError extends Error {
  override name = 'RateLimitedError'

  constructor(
    readonly limit: string,
    /** Whole seconds until the window that refused the call ends. */
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limit ${limit} exceeded`)
  }
}

export interface LimitResult {
  allowed: boolean
  /** Calls counted in the current window, this one included. */
  count: number
  retryAfterSeconds: number
}

/**
 * Counts one call of the subject against the limit, in a statement of its own (not inside a caller's
 * transaction: it commits without waiting for the WAL flush, docs/decisions/0074). A counter row is hot
 * (one per address and limit): waiting for the flush, 2.5 to 4 ms here, while holding its lock capped
 * the cookieless adds to cart of one address at a few hundred a second; a crash of PostgreSQL can at
 * most forget the last fraction of a second of counts.
 */
export async function hitLimit(
  db: Database,
  limit: Limit,
  subject: string,
  now = new Date(),
): Promise<LimitResult> {
  const hit = limitHit(limit, subject, now)
  // Raw SQL: it runs before every cookieless add to cart, and Drizzle's builder cost more than the rest of
  // the call (docs/decisions/0081).
  const [row] = await queryRows<{ count: number }>(
    db,
    prepared('rate_limit_hit', sql`${hit.statement} returning count, ${relaxedCommit} as relaxed`),
  )
  return hit.result(row?.count ?? 1)
}

/**
 * One call counted against the limit, as an upsert without its RETURNING: `hitLimit` runs it, and a new
 * visitor's first add to cart runs it inside its own statement (server/domain/cart/first-add.ts,
 * `returning count`). `result` reads the count it returned.
 */
export function limitHit(
  limit: Limit,
  subject: string,
  now = new Date(),
): { statement: SQL; result(count: number): LimitResult } {
  const windowMs = limit.windowSeconds * 1000
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs)
  const expiresAt = new Date(windowStart.getTime() + windowMs)
  const statement = sql`insert into rate_limits (key, window_start, count, expires_at)
    values (${limitKey(limit, subject)}, ${windowStart.toISOString()}, 1, ${expiresAt.toISOString()})
    on conflict (key) do update set
      -- A row of an earlier window starts over.
      count = case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end,
      window_start = excluded.window_start,
      expires_at = excluded.expires_at`
  return {
    statement,
    result: (count) => ({
      allowed: count <= limit.max,
      count,
      retryAfterSeconds: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
    }),
  }
}

/** Counts the call against every limit; throws RateLimitedError for the first exceeded. */
export async function enforceLimits(
  db: Database,
  checks: ReadonlyArray<readonly [Limit, string]>,
  now = new Date(),
): Promise<void> {
  for (const [limit, subject] of checks) {
    const result = await hitLimit(db, limit, subject, now)
    if (!result.allowed) throw new RateLimitedError(limit.name, result.retryAfterSeconds)
  }
}

/** Deletes counters of windows that have ended; returns how many. */
export async function deleteExpiredLimits(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expiresAt, now))
    .returning({ key: rateLimits.key })
  return deleted.length
}

/** Subjects are hashed: the table holds no e-mail addresses or session ids in clear. */
function limitKey(limit: Limit, subject: string): string {
  return `${limit.name}:${createHash('sha256').update(subject).digest('base64url').slice(0, 22)}`
}
