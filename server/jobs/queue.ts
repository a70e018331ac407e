import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database, Executor } from '../db/client'
import { jobs } from '../db/schema'
import type { EnqueueOptions, JobPayloads, JobType } from './port'
import { isUniqueViolation } from '../db/errors'

/** Attempts before a job is given up, unless the caller says otherwise. */
export const DEFAULT_MAX_ATTEMPTS = 8

/**
 * Adds a job. Pass the caller's transaction (`tx`) to make the job part of it: it exists exactly when
 * that transaction commits and never when it rolls back. Answers the new job's id, or null when a
 * pending job of this type with the same `dedupeKey` already existed (then nothing was added); when this one
 * is asked for sooner than that one, that one is moved to the sooner time and its id answered.
 */
export async function enqueueJob<T extends JobType>(
  db: Executor,
  type: T,
  payload: JobPayloads[T],
  options: EnqueueOptions = {},
): Promise<number | null> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new RangeError(`maxAttempts ${maxAttempts}`)
  const rows = await db
    .insert(jobs)
    .values({
      type,
      payload,
      runAt: options.runAt ?? sql`now()`,
      maxAttempts,
      dedupeKey: options.dedupeKey ?? null,
    })
    // A pending job with the key stands for this one; asked for sooner, it runs sooner (a back-office save
    // wants its search sync now, while the change it made had already asked for one in two seconds).
    .onConflictDoUpdate({
      target: [jobs.type, jobs.dedupeKey],
      targetWhere: sql`${jobs.status} = 'pending' and ${jobs.dedupeKey} is not null`,
      set: { runAt: sql`excluded.run_at` },
      setWhere: sql`excluded.run_at < ${jobs.runAt}`,
    })
    .returning({ id: jobs.id })
  return rows[0]?.id ?? null
}

/** Removes a pending job by its dedupe key (work that turned out not to be needed); true when one was removed. */
export async function cancelPendingJob(db: Executor, type: JobType, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id })
  return rows.length > 0
}

export interface ClaimedJob {
  id: number
  type: JobType
  payload: unknown
  /** This attempt's number (1 on the first run). */
  attempts: number
  maxAttempts: number
}

interface ClaimedRow {
  /** bigint: node-postgres answers it as a string. */
  id: string | number
  type: JobType
  payload: unknown
  attempts: number
  max_attempts: number
}

/**
 * Claims the next due job of the given types for `worker` until `leaseMs` from now, in one statement:
 * the row is locked with SKIP LOCKED, so concurrent claimers each get a different job, and it is
 * `running` once the statement commits. A `running` job whose lease ran out (its worker died) is due
 * again while it has attempts left (failAbandonedJobs ends the others). No transaction stays open after
 * this returns.
 */
export async function claimNextJob(
  db: Database,
  worker: string,
  types: readonly JobType[],
  leaseMs: number,
): Promise<ClaimedJob | null> {
  if (types.length === 0) return null
  const typeList = sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )
  // Both drivers answer `{ rows }`; the shared database type leaves the result untyped.
  const result = (await db.execute(sql`
    update jobs
       set status = 'running',
           attempts = jobs.attempts + 1,
           locked_by = ${worker},
           locked_until = now() + make_interval(secs => ${leaseMs / 1000})
     where id = (
       select id from jobs
        where type in (${typeList})
          and ((status = 'pending' and run_at <= now())
            or (status = 'running' and locked_until < now() and attempts < max_attempts))
        order by run_at, id
        limit 1
        for update skip locked
     )
    returning id, type, payload, attempts, max_attempts`)) as unknown as { rows: ClaimedRow[] }
  const row = result.rows[0]
  if (!row) return null
  return {
    id: Number(row.id),
    type: row.type,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }
}

/** The job ran: done. Only while `worker` still holds it (a job whose lease was taken over is not touched). */
export async function completeJob(db: Database, id: number, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')))
}

/**
 * The attempt failed: the job is pending again from `retryAt`, or `failed` for good without one. When
 * a newer pending job with the same dedupe key exists, that one does the work and this one ends.
 */
export async function failJob(
  db: Database,
  id: number,
  worker: string,
  error: string,
  retryAt: Date | null,
): Promise<'retry' | 'failed' | 'superseded'> {
  const mine = and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running'))
  const lastError = error.slice(0, 2000)
  if (retryAt === null) {
    await db
      .update(jobs)
      .set({ status: 'failed', lastError, finishedAt: sql`now()`, lockedBy: null, lockedUntil: null })
      .where(mine)
    return 'failed'
  }
  try {
    await db
      .update(jobs)
      .set({ status: 'pending', lastError, runAt: retryAt, lockedBy: null, lockedUntil: null })
      .where(mine)
    return 'retry'
  } catch (cause) {
    if (!isUniqueViolation(cause)) throw cause
    await db
      .update(jobs)
      .set({
        status: 'done',
        lastError: `${lastError} (a newer pending job with the same key takes over)`,
        finishedAt: sql`now()`,
        lockedBy: null,
        lockedUntil: null,
      })
      .where(mine)
    return 'superseded'
  }
}

/**
 * Jobs whose worker died during their last attempt (lease run out, no attempt left) cannot be claimed
 * again: they end as failed, so they do not stay `running` for ever. Answers how many.
 */
export async function failAbandonedJobs(db: Database): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: 'failed',
      lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'the worker stopped during the last attempt'`,
      finishedAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        sql`${jobs.lockedUntil} < now()`,
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning({ id: jobs.id })
  return rows.length
}

/** Deletes jobs that finished successfully before `before`; failed ones stay for someone to look at. */
export async function deleteFinishedJobs(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, before)))
    .returning({ id: jobs.id })
  return rows.length
}
