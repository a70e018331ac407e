import { eq } from 'drizzle-orm'
import { catalogueSyncErrors } from '#server/db/schema'
import type { FeedFormat } from '#server/domain/catalogue-sync/feed'
import { createSyncRun, runSync, type SyncDeps } from '#server/domain/catalogue-sync/sync'

const actor = { staffId: null, name: 'cli:test' }

/** The text in small pieces, so records cross chunk boundaries as they do when a file is read. */
export async function* feedBytes(text: string): AsyncGenerator<Uint8Array> {
  const all = new TextEncoder().encode(text)
  for (let start = 0; start < all.length; start += 37) yield all.subarray(start, start + 37)
}

/** Runs the sync on a feed's text as the command line does; answers its summary and its refused rows. */
export async function syncFeed(deps: SyncDeps, text: string, format: FeedFormat = 'jsonl') {
  const runId = await createSyncRun(deps.db, {
    source: 'cli',
    fileName: `feed.${format}`,
    format,
    bytesTotal: text.length,
    actor,
  })
  const summary = await runSync(deps, runId, feedBytes(text), format, actor)
  const errors = await deps.db
    .select()
    .from(catalogueSyncErrors)
    .where(eq(catalogueSyncErrors.runId, runId))
    .orderBy(catalogueSyncErrors.line, catalogueSyncErrors.id)
  return { ...summary, errors }
}

/** A refused row as `[line, ref, field, reason]`. */
export const problemOf = (error: {
  line: number
  reference: string | null
  field: string | null
  reason: string
}) => [error.line, error.reference, error.field, error.reason]
