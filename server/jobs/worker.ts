import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { JobHandler, JobHandlers, JobType } from './port'
import {
  claimNextJob,
  completeJob,
  deleteFinishedJobs,
  failAbandonedJobs,
  failJob,
  type ClaimedJob,
} from './queue'

export interface WorkerOptions {
  db: Database
  /** Only jobs of these types are claimed; others stay for a process that knows them. */
  handlers: Partial<JobHandlers>
  logger: Logger
  /** Wait between looks at an empty queue (default 1 s). */
  pollMs?: number
  /** How long a handler may run before its attempt counts as failed (default 2 min). */
  handlerTimeoutMs?: number
  /**
   * How long a claimed job stays with this worker (default 10 min); after that another worker may take
   * it, assuming this one died. Longer than handlerTimeoutMs, so a live worker never loses a job it runs.
   */
  leaseMs?: number
  /** Delay before retry number `attempt` (1 = after the first failure). */
  backoffMs?: (attempt: number) => number
  /** Name in jobs.locked_by (default host:pid:random). */
  name?: string
}

export interface JobWorker {
  readonly name: string
  /** Look at the queue now instead of at the next poll (e.g. right after enqueueing from this process). */
  wake(): void
  /** Finishes the job that is running, claims nothing new, then resolves. */
  stop(): Promise<void>
}

const DEFAULT_POLL_MS = 1000
const DEFAULT_HANDLER_TIMEOUT_MS = 2 * 60 * 1000
const DEFAULT_LEASE_MS = 10 * 60 * 1000
/** After the database refused a claim (restart, lost connection), wait this much longer than a poll. */
const ERROR_PAUSE_FACTOR = 5
const ABANDONED_INTERVAL_MS = 60 * 1000
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60 * 1000

/** 15 s, 1 min, 4 min, 16 min, 64 min, then at most 6 h between attempts, with up to 20 % jitter. */
export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(15_000 * 4 ** (attempt - 1), 6 * 60 * 60 * 1000)
  return Math.round(base * (1 + Math.random() * 0.2))
}

/**
 * Starts the loop that drains the jobs table (docs/decisions/0017): one job at a time per worker, claimed
 * in one short statement, run outside any transaction, then marked done or scheduled for a retry.
 * Every server process runs one; several workers (processes) never run the same job.
 */
export function startWorker(options: WorkerOptions): JobWorker {
  const { db } = options
  const name = options.name ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
  const logger = options.logger.child({ worker: name })
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  const handlerTimeoutMs = options.handlerTimeoutMs ?? DEFAULT_HANDLER_TIMEOUT_MS
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const backoffMs = options.backoffMs ?? defaultBackoffMs
  if (leaseMs <= handlerTimeoutMs) throw new RangeError('leaseMs must be longer than handlerTimeoutMs')
  const types = Object.keys(options.handlers) as JobType[]

  let stopping = false
  let wakeUp: (() => void) | null = null
  let lastCleanup = 0
  let lastAbandonedCheck = 0

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  async function runJob(job: ClaimedJob): Promise<void> {
    const handler = options.handlers[job.type] as JobHandler | undefined
    const jobLogger = logger.child({ jobId: job.id, jobType: job.type, attempt: job.attempts })
    const controller = new AbortController()
    const started = performance.now()
    let timer: NodeJS.Timeout | undefined
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`)
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort()
          reject(new Error(`timed out after ${handlerTimeoutMs} ms`))
        }, handlerTimeoutMs)
      })
      await Promise.race([
        handler(job.payload, {
          jobId: job.id,
          attempt: job.attempts,
          maxAttempts: job.maxAttempts,
          isLastAttempt: job.attempts >= job.maxAttempts,
          signal: controller.signal,
          logger: jobLogger,
        }),
        timedOut,
      ])
      clearTimeout(timer)
      await completeJob(db, job.id, name)
      jobLogger.info({ ms: Math.round(performance.now() - started) }, 'job done')
    } catch (error) {
      clearTimeout(timer)
      const message = error instanceof Error ? error.message : String(error)
      const retryAt = job.attempts < job.maxAttempts ? new Date(Date.now() + backoffMs(job.attempts)) : null
      const outcome = await failJob(db, job.id, name, message, retryAt)
      if (outcome === 'failed') jobLogger.error({ err: error }, 'job failed for good')
      else jobLogger.warn({ err: error, retryAt: retryAt?.toISOString(), outcome }, 'job attempt failed')
    }
  }

  async function cleanUp(): Promise<void> {
    if (Date.now() - lastAbandonedCheck >= ABANDONED_INTERVAL_MS) {
      lastAbandonedCheck = Date.now()
      const abandoned = await failAbandonedJobs(db)
      if (abandoned > 0)
        logger.error({ abandoned }, 'jobs failed: their worker stopped during the last attempt')
    }
    if (Date.now() - lastCleanup < CLEANUP_INTERVAL_MS) return
    lastCleanup = Date.now()
    const deleted = await deleteFinishedJobs(db, new Date(Date.now() - KEEP_FINISHED_MS))
    if (deleted > 0) logger.info({ deleted }, 'finished jobs deleted')
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await cleanUp()
        const job = await claimNextJob(db, name, types, leaseMs)
        if (job) await runJob(job)
        else if (!stopping) await pause(pollMs)
      } catch (error) {
        // The database is away (restart, network): the job, if any, stays claimed until its lease ends.
        logger.warn({ err: error }, 'job queue unavailable')
        if (!stopping) await pause(pollMs * ERROR_PAUSE_FACTOR)
      }
    }
  }

  const running = loop()
  logger.info({ types }, 'job worker started')
  return {
    name,
    wake: () => wakeUp?.(),
    async stop() {
      stopping = true
      wakeUp?.()
      await running
      logger.info('job worker stopped')
    },
  }
}
