/**
 * Background work (architecture "background work"): a `jobs` table drained by a worker loop in the
 * server process with `SELECT … FOR UPDATE SKIP LOCKED`, so any number of server processes share the
 * work and a job enqueued inside a business transaction exists exactly when that transaction commits.
 * Implemented in server/jobs/queue.ts (enqueue) and server/jobs/worker.ts (the loop).
 */
export interface JobHandlerContext {
  /** Attempts so far, this one included. */
  attempt: number
}

/** A handler must be idempotent: a job can run again after a crash between its work and its completion. */
export type JobHandler = (payload: unknown, context: JobHandlerContext) => Promise<void>

export interface EnqueueOptions {
  /** Not before this moment. */
  runAt?: Date
  /** A second job with the same key while the first is still pending is not added. */
  dedupeKey?: string
  maxAttempts?: number
}
