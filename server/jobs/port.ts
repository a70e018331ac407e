import type { Logger } from '../logger'

/**
 * Background work (architecture "background work", docs/decisions/0017): a `jobs` table drained by a
 * worker loop in every server process with `SELECT … FOR UPDATE SKIP LOCKED`, so any number of server
 * processes share the work, and a job enqueued inside a business transaction exists exactly when that
 * transaction commits.
 *
 *   await db.transaction(async (tx) => {
 *     await tx.update(orders)…                                   // the business change
 *     await enqueueJob(tx, 'mail.send', { outboxId }, { dedupeKey: `mail:${outboxId}` })
 *   })                                                           // both, or neither
 *
 * Adding a job type: a line in `JobPayloads` below and its handler in server/jobs/handlers.ts (the
 * compiler insists on both). Enqueue: server/jobs/queue.ts. The loop: server/jobs/worker.ts.
 */

/**
 * Every job type and its payload. Payloads are stored as JSON: ids, strings, numbers, booleans; never a
 * Date or anything else that does not survive `JSON.parse(JSON.stringify(x))`. Keep them small (ids,
 * not copies of rows): the handler reads the current state when it runs.
 */
export interface JobPayloads {
  /** Hand one mail_outbox row to the mail transport. */
  'mail.send': { outboxId: number }
  /** The test payment provider calls the shop's webhook for one of its payments (retried until it answers 2xx). */
  'test-psp.webhook': { paymentId: string }
  /** The test payment provider expires an open payment whose time is up. */
  'test-psp.expire': { paymentId: string }
  /** Bring the search index in step with the catalogue and content (server/domain/search/sync-job.ts); `full` rebuilds it. */
  'search.sync': { full?: boolean }
  /**
   * Products whose free stock went from none to some in another process (the catalogue sync's command
   * line): this process's `StockEvents.backInStock` listeners (keep-me-posted) hear it.
   */
  'stock.back-in-stock': { productIds: number[] }
  /**
   * Derive the sizes shoppers see first (the category card and the product page, AVIF) of an original the
   * media ingest has just stored, so no shopper waits for them (docs/decisions/0125).
   */
  'media.warm': { hash: string }
}
export type JobType = keyof JobPayloads

export interface JobHandlerContext {
  jobId: number
  /** Attempts so far, this one included (1 on the first run). */
  attempt: number
  maxAttempts: number
  /** No retry follows when this attempt fails: the handler may record the failure for good. */
  isLastAttempt: boolean
  /** Aborted when the handler runs out of time; pass it to fetch and other outside calls. */
  signal: AbortSignal
  /** Carries the job's id and type on every line. */
  logger: Logger
}

/**
 * Runs one job. Throwing (or timing out) counts as a failed attempt: the job is retried later with
 * backoff until `maxAttempts`, and the error's message is kept in `jobs.last_error`.
 * A handler must be idempotent: a job can run again after a crash between its work and its completion.
 * It runs outside any transaction and must not hold one open across an outside call (mail server, HTTP):
 * on PGlite every other query of the process waits for an open transaction.
 */
export type JobHandler<P = unknown> = (payload: P, context: JobHandlerContext) => Promise<void>

/** One handler per job type; built in server/jobs/handlers.ts. */
export type JobHandlers = { [T in JobType]: JobHandler<JobPayloads[T]> }

export interface EnqueueOptions {
  /** Not before this moment (default: now). */
  runAt?: Date
  /**
   * While a job of this type with this key is still pending (not yet started), a second one is not
   * added. A job that is already running does not count: new work after it started needs a new run.
   */
  dedupeKey?: string
  /** Attempts before the job is given up as failed (default DEFAULT_MAX_ATTEMPTS in queue.ts). */
  maxAttempts?: number
}
