import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { jobs } from '#server/db/schema'
import type { JobHandler, JobPayloads } from '#server/jobs/port'
import { cancelPendingJob, claimNextJob, enqueueJob } from '#server/jobs/queue'
import { startWorker, type JobWorker, type WorkerOptions } from '#server/jobs/worker'
import { createTestDatabase } from './db'
import { testEnv } from './env'
import { createMemoryLogger } from './app'
import { eventually } from './eventually'

type MailSend = JobPayloads['mail.send']

let database: DatabaseHandle
const workers: JobWorker[] = []

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  await database.db.delete(jobs)
})

/** A worker on the test database that runs `mail.send` jobs with the given handler (the types are the real ones). */
function worker(handler: JobHandler<MailSend>, options: Partial<WorkerOptions> = {}) {
  const { logger, lines } = createMemoryLogger({ logLevel: 'debug' })
  const started = startWorker({
    db: database.db,
    logger,
    handlers: { 'mail.send': handler },
    pollMs: 20,
    backoffMs: () => 0,
    ...options,
  })
  workers.push(started)
  return { worker: started, logs: lines }
}

async function jobRows() {
  return database.db.select().from(jobs).orderBy(jobs.id)
}

describe(`jobs on ${testEnv.databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs a job enqueued in a committed transaction, with its payload, once', async () => {
    const seen: MailSend[] = []
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, 'mail.send', { outboxId: 7 })
    })
    worker(async (payload) => {
      seen.push(payload)
    })
    await eventually(async () => expect((await jobRows())[0]?.status).toBe('done'))
    expect(seen).toEqual([{ outboxId: 7 }])
    const [row] = await jobRows()
    expect(row).toMatchObject({ attempts: 1, lastError: null, lockedBy: null })
    expect(row!.finishedAt).toBeInstanceOf(Date)
  })

  it('never has a job enqueued in a transaction that rolled back', async () => {
    const seen: MailSend[] = []
    worker(async (payload) => {
      seen.push(payload)
    })
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'mail.send', { outboxId: 1 })
        throw new Error('business rule refused')
      }),
    ).rejects.toThrow('business rule refused')
    await enqueueJob(database.db, 'mail.send', { outboxId: 2 })
    await eventually(() => expect(seen).toEqual([{ outboxId: 2 }]))
    expect((await jobRows()).map((row) => row.payload)).toEqual([{ outboxId: 2 }])
  })

  it('does not run a job before its run-at', async () => {
    const seen: MailSend[] = []
    await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { runAt: new Date(Date.now() + 60_000) })
    await enqueueJob(database.db, 'mail.send', { outboxId: 2 })
    worker(async (payload) => {
      seen.push(payload)
    })
    await eventually(() => expect(seen).toEqual([{ outboxId: 2 }]))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(seen).toEqual([{ outboxId: 2 }])
    expect((await jobRows()).map((row) => row.status)).toEqual(['pending', 'done'])
  })

  it('moves a pending job with the same dedupe key to the sooner time when asked for sooner, never later', async () => {
    const later = new Date(Date.now() + 60_000)
    const first = await enqueueJob(database.db, 'search.sync', {}, { dedupeKey: 'soon', runAt: later })
    expect(first).not.toBeNull()
    const laterStill = await enqueueJob(
      database.db,
      'search.sync',
      {},
      {
        dedupeKey: 'soon',
        runAt: new Date(later.getTime() + 60_000),
      },
    )
    expect(laterStill).toBeNull()
    const runAt = async () =>
      (await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'soon'))).map((row) =>
        row.runAt.getTime(),
      )
    expect(await runAt()).toEqual([later.getTime()])
    const sooner = new Date(Date.now() + 1_000)
    expect(await enqueueJob(database.db, 'search.sync', {}, { dedupeKey: 'soon', runAt: sooner })).toBe(first)
    expect(await runAt()).toEqual([sooner.getTime()])
    await database.db.delete(jobs).where(eq(jobs.dedupeKey, 'soon'))
  })

  it('adds no second pending job with the same dedupe key, but one after the first has started', async () => {
    const first = await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { dedupeKey: 'mail:1' })
    const again = await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { dedupeKey: 'mail:1' })
    const otherKey = await enqueueJob(database.db, 'mail.send', { outboxId: 2 }, { dedupeKey: 'mail:2' })
    expect(first).toEqual(expect.any(Number))
    expect(again).toBeNull()
    expect(otherKey).toEqual(expect.any(Number))
    expect(await claimNextJob(database.db, 'test-worker', ['mail.send'], 60_000)).toMatchObject({ id: first })
    // Running: new work after the start needs a run of its own.
    expect(await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { dedupeKey: 'mail:1' })).toEqual(
      expect.any(Number),
    )
    expect(await cancelPendingJob(database.db, 'mail.send', 'mail:2')).toBe(true)
    expect(await cancelPendingJob(database.db, 'mail.send', 'mail:2')).toBe(false)
    expect((await jobRows()).map((row) => [row.dedupeKey, row.status])).toEqual([
      ['mail:1', 'running'],
      ['mail:1', 'pending'],
    ])
  })

  it('retries a failing job with backoff, keeps the last error, and succeeds later', async () => {
    let calls = 0
    const delays: number[] = []
    worker(
      async (_payload, context) => {
        calls++
        expect(context.attempt).toBe(calls)
        if (calls < 3) throw new Error(`mail server said no (${calls})`)
      },
      {
        backoffMs: (attempt) => {
          delays.push(attempt)
          return 10
        },
      },
    )
    await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { maxAttempts: 5 })
    await eventually(async () => expect((await jobRows())[0]?.status).toBe('done'))
    expect(calls).toBe(3)
    expect(delays).toEqual([1, 2])
    expect((await jobRows())[0]).toMatchObject({ attempts: 3, lastError: 'mail server said no (2)' })
  })

  it('gives a job up as failed after its last attempt, telling the handler it is the last', async () => {
    const lastFlags: boolean[] = []
    const { logs } = worker(async (_payload, context) => {
      lastFlags.push(context.isLastAttempt)
      throw new Error('address does not exist')
    })
    await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { maxAttempts: 3 })
    await eventually(async () => expect((await jobRows())[0]?.status).toBe('failed'))
    expect(lastFlags).toEqual([false, false, true])
    expect((await jobRows())[0]).toMatchObject({ attempts: 3, lastError: 'address does not exist' })
    expect(logs.filter((line) => line.msg === 'job failed for good')).toHaveLength(1)
  })

  it('counts a handler that runs out of time as a failed attempt and aborts its signal', async () => {
    let aborted = false
    worker(
      (_payload, context) =>
        new Promise<void>(() => {
          context.signal.addEventListener('abort', () => (aborted = true))
        }),
      { handlerTimeoutMs: 50, leaseMs: 60_000 },
    )
    await enqueueJob(database.db, 'mail.send', { outboxId: 1 }, { maxAttempts: 1 })
    await eventually(async () => expect((await jobRows())[0]?.status).toBe('failed'))
    expect(aborted).toBe(true)
    expect((await jobRows())[0]?.lastError).toBe('timed out after 50 ms')
  })

  it('takes over a running job whose worker died (its lease ran out)', async () => {
    await database.db.insert(jobs).values({
      type: 'mail.send',
      payload: { outboxId: 9 },
      status: 'running',
      attempts: 1,
      maxAttempts: 3,
      lockedBy: 'dead-worker',
      lockedUntil: sql`now() - interval '1 second'`,
    })
    const seen: number[] = []
    worker(async (_payload, context) => {
      seen.push(context.attempt)
    })
    await eventually(async () => expect((await jobRows())[0]?.status).toBe('done'))
    expect(seen).toEqual([2])
  })

  it('ends as failed a job whose worker died during its last attempt, and runs the others', async () => {
    await database.db.insert(jobs).values({
      type: 'mail.send',
      payload: { outboxId: 1 },
      status: 'running',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'earlier failure',
      lockedBy: 'dead-worker',
      lockedUntil: sql`now() - interval '1 second'`,
      runAt: sql`now() - interval '1 hour'`,
    })
    await enqueueJob(database.db, 'mail.send', { outboxId: 2 })
    const seen: number[] = []
    const { logs } = worker(async (payload) => {
      seen.push(payload.outboxId)
    })
    await eventually(async () =>
      expect((await jobRows()).map((row) => row.status)).toEqual(['failed', 'done']),
    )
    expect(seen).toEqual([2])
    expect((await jobRows())[0]).toMatchObject({
      attempts: 3,
      lockedBy: null,
      lastError: 'earlier failure / the worker stopped during the last attempt',
    })
    expect(logs).toContainEqual(expect.objectContaining({ abandoned: 1 }))
  })

  it('claims only the types it has handlers for', async () => {
    await enqueueJob(database.db, 'test-psp.expire', { paymentId: 'tr_abcdefghij' })
    expect(await claimNextJob(database.db, 'w', ['mail.send'], 60_000)).toBeNull()
    expect(await claimNextJob(database.db, 'w', [], 60_000)).toBeNull()
    expect(await claimNextJob(database.db, 'w', ['test-psp.expire'], 60_000)).toMatchObject({
      type: 'test-psp.expire',
      payload: { paymentId: 'tr_abcdefghij' },
    })
  })

  it('stops cleanly: finishes the running job and claims nothing new', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const started: number[] = []
    const { worker: running } = worker(async (payload) => {
      started.push(payload.outboxId)
      await gate
    })
    await enqueueJob(database.db, 'mail.send', { outboxId: 1 })
    await eventually(() => expect(started).toEqual([1]))
    await enqueueJob(database.db, 'mail.send', { outboxId: 2 })
    let stopped = false
    const stopping = running.stop().then(() => (stopped = true))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(stopped).toBe(false)
    release()
    await stopping
    expect(started).toEqual([1])
    const rows = await jobRows()
    expect(rows.map((row) => [row.payload, row.status])).toEqual([
      [{ outboxId: 1 }, 'done'],
      [{ outboxId: 2 }, 'pending'],
    ])
  })

  it('refuses a lease shorter than the handler time-out', () => {
    expect(() => worker(async () => {}, { handlerTimeoutMs: 1000, leaseMs: 1000 })).toThrow(RangeError)
  })
})

describe.skipIf(!testEnv.databaseUrl)('jobs under concurrency (PostgreSQL)', () => {
  it('four workers drain 200 jobs and never run the same job twice', async () => {
    const runs = new Map<number, string[]>()
    for (let i = 0; i < 200; i++) await enqueueJob(database.db, 'mail.send', { outboxId: i })
    const names = ['w1', 'w2', 'w3', 'w4']
    for (const name of names) {
      worker(
        async (payload) => {
          runs.set(payload.outboxId, [...(runs.get(payload.outboxId) ?? []), name])
          // Outside I/O: gives the other workers time to try the same rows.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
        },
        { name, pollMs: 5 },
      )
    }
    await eventually(async () => {
      const done = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobs)
        .where(eq(jobs.status, 'done'))
      expect(done[0]!.n).toBe(200)
    }, 30_000)
    expect(runs.size).toBe(200)
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true)
    // The work really was shared (not one worker doing everything while the others waited).
    const byWorker = new Set([...runs.values()].map((by) => by[0]))
    expect(byWorker.size).toBeGreaterThan(1)
    expect((await jobRows()).every((row) => row.attempts === 1)).toBe(true)
  })

  it('50 concurrent claims of 10 jobs hand out each job once', async () => {
    for (let i = 0; i < 10; i++) await enqueueJob(database.db, 'mail.send', { outboxId: i })
    const claims = await Promise.all(
      Array.from({ length: 50 }, (_, i) => claimNextJob(database.db, `claimer-${i}`, ['mail.send'], 60_000)),
    )
    const ids = claims.filter((claim) => claim !== null).map((claim) => claim.id)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)
  })

  it('never runs a job whose transaction rolled back, even while workers poll during it', async () => {
    const seen: number[] = []
    worker(
      async (payload) => {
        seen.push(payload.outboxId)
      },
      { pollMs: 5 },
    )
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'mail.send', { outboxId: 1 })
        // Workers poll while the transaction is open: the row is invisible to them until commit.
        await new Promise((resolve) => setTimeout(resolve, 100))
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    await enqueueJob(database.db, 'mail.send', { outboxId: 2 })
    await eventually(() => expect(seen).toEqual([2]))
    expect(await jobRows()).toHaveLength(1)
  })
})
