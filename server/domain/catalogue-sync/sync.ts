import { desc, eq, sql } from 'drizzle-orm'
import type {
  FeedBrand,
  FeedCategory,
  FeedFeature,
  FeedFeatureGroup,
  FeedOption,
  FeedProduct,
} from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'
import {
  auditLog,
  catalogueSyncErrors,
  catalogueSyncRuns,
  type SyncSource,
  type SyncStatus,
} from '#server/db/schema'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { upsertFeatureGroups, upsertFeatures } from './features'
import {
  FeedError,
  readFeed,
  type ByteCounter,
  type FeedFormat,
  type FeedItem,
  type RowProblem,
} from './feed'
import { ingestSources, remoteSources, type IngestResults } from './media'
import { relatedProblem, writeRelated, type RelatedRow } from './related'
import {
  upsertBrands,
  upsertCategories,
  upsertOptions,
  upsertProducts,
  type BatchCounts,
  type Located,
} from './upsert'

/** Rows per transaction: the unit of atomicity (docs/decisions/0067). */
export const BATCH_ROWS = 500
/** Refused rows kept per run; the count goes on beyond it. */
export const MAX_STORED_ERRORS = 1000

export interface SyncActor {
  /** The staff member of an upload; null for the command line. */
  staffId: string | null
  /** Their e-mail, or `cli:<user>`. */
  name: string
}

export interface SyncProgress extends BatchCounts {
  runId: number
  failed: number
  rows: number
  bytesRead: number
  bytesTotal: number | null
}

export interface SyncSummary extends SyncProgress {
  status: Exclude<SyncStatus, 'running'>
  error: string | null
  durationMs: number
}

export interface SyncDeps {
  db: Database
  /**
   * The media pipeline (server/domain/media): a batch's `https://` pictures are handed to it before the
   * batch's transaction; the rows are written with the shop's own addresses of what it stored.
   */
  media: MediaIngest
  /** After each batch's commit, with the products whose free stock went from none to some. */
  backInStock: (productIds: readonly number[]) => Promise<void>
  onProgress?: (progress: SyncProgress) => void
  /** Logs what failed a run (the run row keeps only its code). */
  onError?: (error: unknown) => void
  now?: () => Date
  batchRows?: number
  /** Tests: runs inside every batch's transaction after its writes; throwing fails that batch. */
  afterBatchWrites?: (tx: Database, batch: number) => Promise<void>
}

/** A batch that changed nothing is rolled back, so it notifies nobody (the page cache keeps its pages). */
class NothingChanged extends Error {}

export async function createSyncRun(
  db: Database,
  run: {
    source: SyncSource
    fileName: string
    format: FeedFormat
    bytesTotal: number | null
    actor: SyncActor
  },
): Promise<number> {
  const [row] = await db
    .insert(catalogueSyncRuns)
    .values({
      source: run.source,
      fileName: run.fileName.slice(0, 200),
      format: run.format,
      staffId: run.actor.staffId,
      startedBy: run.actor.name,
      bytesTotal: run.bytesTotal,
    })
    .returning({ id: catalogueSyncRuns.id })
  return row!.id
}

/**
 * Reads the feed and writes it batch by batch, each batch in its own transaction; a run that fails halfway
 * keeps the batches before it and none of the failing one, and says so. Afterwards (when anything changed)
 * the stored category counts are refreshed and the search index is asked to catch up; the page caches of
 * every process were told by the database at each commit (docs/decisions/0043).
 */
export async function runSync(
  deps: SyncDeps,
  runId: number,
  source: AsyncIterable<Uint8Array>,
  format: FeedFormat,
  actor: SyncActor,
): Promise<SyncSummary> {
  const { db } = deps
  const now = deps.now ?? (() => new Date())
  const size = deps.batchRows ?? BATCH_ROWS
  const started = performance.now()
  const counter: ByteCounter = { read: 0 }
  const [run] = await db.select().from(catalogueSyncRuns).where(eq(catalogueSyncRuns.id, runId))
  const progress: SyncProgress = {
    runId,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    rows: 0,
    bytesRead: 0,
    bytesTotal: run?.bytesTotal ?? null,
  }
  let stored = 0
  let batchNumber = 0
  let error: string | null = null

  const record = async (problems: RowProblem[]) => {
    progress.failed += problems.length
    progress.bytesRead = counter.read
    const keep = problems.slice(0, Math.max(0, MAX_STORED_ERRORS - stored))
    stored += keep.length
    if (keep.length > 0)
      await db.insert(catalogueSyncErrors).values(
        keep.map((problem) => ({
          runId,
          line: problem.line,
          reference: problem.ref ?? null,
          field: problem.field ?? null,
          reason: problem.reason,
        })),
      )
    await db
      .update(catalogueSyncRuns)
      .set({
        bytesRead: progress.bytesRead,
        rowsRead: progress.rows,
        created: progress.created,
        updated: progress.updated,
        unchanged: progress.unchanged,
        failed: progress.failed,
      })
      .where(eq(catalogueSyncRuns.id, runId))
    deps.onProgress?.({ ...progress })
  }

  // Rows whose related products name one still to come: written at the end of the run.
  let waitingRelated: RelatedRow[] = []

  const flush = async (items: FeedItem[]) => {
    batchNumber++
    const problems: RowProblem[] = []
    const rows = { feature_group: [], feature: [], category: [], brand: [], product: [], option: [] } as {
      feature_group: Located<FeedFeatureGroup>[]
      feature: Located<FeedFeature>[]
      category: Located<FeedCategory>[]
      brand: Located<FeedBrand>[]
      product: Located<FeedProduct>[]
      option: Located<FeedOption>[]
    }
    for (const item of items) {
      if ('problem' in item) problems.push(item.problem)
      else
        (rows[item.row.type] as Located<typeof item.row>[]).push({
          line: item.line,
          row: item.row,
          csv: item.csv,
        })
    }
    const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0 }
    const rowProblems: RowProblem[] = []
    let backInStock: number[] = []
    let waiting: RelatedRow[] = []
    try {
      // Fetching takes seconds: before the transaction, so that no row lock waits on a supplier's server.
      const media: IngestResults = await ingestSources(deps.media, remoteSources(rows.product, rows.brand))
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database
        await upsertFeatureGroups(tx, rows.feature_group, counts, rowProblems)
        await upsertFeatures(tx, rows.feature, counts, rowProblems)
        await upsertCategories(tx, rows.category, counts, rowProblems)
        await upsertBrands(tx, rows.brand, counts, rowProblems, media)
        const written = await upsertProducts(tx, rows.product, counts, rowProblems, now(), media)
        backInStock = written.backInStock
        waiting = written.waiting.map((entry) => entry.row)
        await upsertOptions(tx, rows.option, counts, rowProblems)
        await deps.afterBatchWrites?.(tx, batchNumber)
        if (counts.created + counts.updated === 0) throw new NothingChanged()
      })
    } catch (caught) {
      if (!(caught instanceof NothingChanged)) {
        // The batch's transaction rolled back whole: report where the unwritten rows start.
        deps.onError?.(caught)
        error = 'batchFailed'
        await record([...problems, { line: items[0]?.line ?? 0, reason: 'batchFailed' }])
        return false
      }
    }
    progress.created += counts.created
    progress.updated += counts.updated
    progress.unchanged += counts.unchanged
    waitingRelated = waitingRelated.concat(waiting)
    await record([...problems, ...rowProblems].sort((a, b) => a.line - b.line))
    if (backInStock.length > 0) await deps.backInStock(backInStock)
    // Let the event loop breathe between batches: on PGlite every query resolves without I/O, and an upload
    // read from memory would otherwise hold the process (its other requests) until the whole feed is done.
    await new Promise((resolve) => setImmediate(resolve))
    return true
  }

  try {
    let batch: FeedItem[] = []
    for await (const item of readFeed(source, format, counter)) {
      progress.rows++
      batch.push(item)
      if (batch.length >= size) {
        if (!(await flush(batch))) break
        batch = []
      }
    }
    if (!error && batch.length > 0) await flush(batch)
    if (!error && waitingRelated.length > 0) await finishRelated(db, waitingRelated, progress, record)
  } catch (caught) {
    if (caught instanceof FeedError) {
      error = caught.detail ? `${caught.reason}:${caught.detail}`.slice(0, 500) : caught.reason
    } else {
      deps.onError?.(caught)
      error = 'readFailed'
    }
    await record([])
  }

  if (progress.created + progress.updated > 0) {
    await refreshCategoryCounts(db)
    await enqueueSearchSync(db)
  }
  const status = error ? 'failed' : 'succeeded'
  const durationMs = Math.round(performance.now() - started)
  await db.transaction(async (tx) => {
    await tx
      .update(catalogueSyncRuns)
      .set({ status, finishedAt: now(), error, bytesRead: counter.read })
      .where(eq(catalogueSyncRuns.id, runId))
    await tx.insert(auditLog).values({
      staffId: actor.staffId,
      staffEmail: actor.name,
      action: 'catalogue.sync',
      entity: 'catalogue_sync_run',
      entityId: String(runId),
      details: {
        status,
        source: run?.source,
        file: run?.fileName,
        created: progress.created,
        updated: progress.updated,
        unchanged: progress.unchanged,
        failed: progress.failed,
        ...(error ? { error } : {}),
      },
    })
  })
  return { ...progress, bytesRead: counter.read, status, error, durationMs }
}

/**
 * The related products that named a product still to come: every row is in now, so a ref still unknown is
 * the row's problem (its related products stay as they were). A row counted unchanged in its batch whose
 * related products change now counts as updated; a refused one counts as failed instead.
 */
async function finishRelated(
  db: Database,
  rows: RelatedRow[],
  progress: SyncProgress,
  record: (problems: RowProblem[]) => Promise<void>,
): Promise<void> {
  // Nothing is written (nor anyone notified) unless some row's related products differ.
  const { changed, waiting } = await db.transaction((transaction) =>
    writeRelated(transaction as unknown as Database, rows),
  )
  const refused = new Set(waiting.map((entry) => entry.row))
  for (const row of rows) {
    if (!refused.has(row) && !(row.outcome === 'unchanged' && changed.has(row.productId))) continue
    progress[row.outcome]--
    if (!refused.has(row)) progress.updated++
  }
  await record(waiting.map(({ row, missing }) => relatedProblem(row, missing)))
}

export const RUNS_PER_PAGE = 25

export async function listSyncRuns(db: Database, page: number) {
  const rows = await db
    .select()
    .from(catalogueSyncRuns)
    .orderBy(desc(catalogueSyncRuns.startedAt), desc(catalogueSyncRuns.id))
    .limit(RUNS_PER_PAGE)
    .offset((page - 1) * RUNS_PER_PAGE)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(catalogueSyncRuns)
  return { rows, total: count?.total ?? 0 }
}

export async function syncRunDetail(db: Database, id: number) {
  const [run] = await db.select().from(catalogueSyncRuns).where(eq(catalogueSyncRuns.id, id))
  if (!run) return null
  const errors = await db
    .select()
    .from(catalogueSyncErrors)
    .where(eq(catalogueSyncErrors.runId, id))
    .orderBy(catalogueSyncErrors.line, catalogueSyncErrors.id)
    .limit(MAX_STORED_ERRORS)
  return { run, errors }
}

export type SyncRun = typeof catalogueSyncRuns.$inferSelect
export type SyncRunError = typeof catalogueSyncErrors.$inferSelect
