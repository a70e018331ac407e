/**
 * `npm run catalogue:sync -- FILE [--format csv|jsonl]`: imports a supplier feed (docs/catalogue-feed.md)
 * into the configured database (DATABASE_URL, else PGlite in DATA_DIR; stop the server first when it runs on
 * PGlite, which allows one process). The file is streamed, so its size does not matter; a progress bar goes
 * to stderr when that is a terminal. The run is in the back office's sync log like an upload. Exit code 0
 * when the run succeeded (refused rows included: they are listed), 1 when it failed.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { open } from 'node:fs/promises'
import { basename } from 'node:path'
import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { createMedia } from '../domain/media/media'
import { createLogger } from '../logger'
import { detectFormat, type FeedFormat } from '../domain/catalogue-sync/feed'
import { createSyncRun, runSync, syncRunDetail, type SyncProgress } from '../domain/catalogue-sync/sync'
import { enqueueJob } from '../jobs/queue'
import { translate } from '../i18n/translate'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string' } },
})
const file = positionals[0]
if (!file || positionals.length > 1 || (values.format && !['csv', 'jsonl'].includes(values.format))) {
  console.error('usage: npm run catalogue:sync -- FILE [--format csv|jsonl]')
  process.exit(2)
}

const size = (await stat(file)).size
const head = new Uint8Array(64)
const handle = await open(file)
await handle.read(head, 0, 64, 0)
await handle.close()
const format = (values.format as FeedFormat | undefined) ?? detectFormat(file, head)
if (!format) {
  console.error(`${file}: not a CSV or JSON Lines feed (name it .csv or .jsonl, or pass --format).`)
  process.exit(2)
}

const config = loadConfig(undefined, { defaultNodeEnv: 'development' })
const database = await openDatabase(config)
const en = (key: string, values?: Record<string, string | number>) => translate('en', key, values)
try {
  await migrateDatabase(database)
  const db = database.db
  const actor = { staffId: null, name: `cli:${userInfo().username}` }
  const runId = await createSyncRun(db, {
    source: 'cli',
    fileName: basename(file),
    format,
    bytesTotal: size,
    actor,
  })
  const bar = process.stderr.isTTY ? progressBar() : null
  const summary = await runSync(
    {
      db,
      // This process has no keep-me-posted listeners: the server's worker fires the event (server/jobs).
      backInStock: (productIds) =>
        enqueueJob(db, 'stock.back-in-stock', { productIds: [...productIds] }).then(() => {}),
      // Pictures go where the server keeps them (MEDIA_* settings): the same storage it serves from.
      media: createMedia({ config, db, logger: createLogger(config) }).ingest,
      onProgress: bar ?? undefined,
      onError: (error) => console.error(error),
    },
    runId,
    createReadStream(file, { highWaterMark: 256 * 1024 }),
    format,
    actor,
  )
  if (bar) process.stderr.write('\n')
  const detail = await syncRunDetail(db, runId)
  for (const error of detail?.errors ?? []) {
    const where = [error.reference, error.field].filter(Boolean).join(' ')
    console.error(
      `line ${error.line}${where ? ` (${where})` : ''}: ${en(`backOffice.sync.reason.${error.reason}`)}`,
    )
  }
  const counts = `${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.failed} failed`
  if (summary.status === 'failed') {
    const [code, detailText] = (summary.error ?? 'readFailed').split(/:(.*)/s, 2)
    console.error(
      `sync #${runId} failed: ${en(`backOffice.sync.error.${code}`, { detail: detailText ?? '' })}`,
    )
    console.error(counts)
    process.exitCode = 1
  } else {
    console.info(`sync #${runId} succeeded in ${(summary.durationMs / 1000).toFixed(1)} s: ${counts}`)
  }
} finally {
  await database.close()
}

/** A one-line bar on stderr, redrawn after every batch. */
function progressBar() {
  const width = 30
  return (progress: SyncProgress) => {
    const share = progress.bytesTotal ? Math.min(1, progress.bytesRead / progress.bytesTotal) : 0
    const filled = Math.round(share * width)
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)} % ` +
        `${progress.rows} rows: ${progress.created} created, ${progress.updated} updated, ` +
        `${progress.unchanged} unchanged, ${progress.failed} failed`,
    )
  }
}
