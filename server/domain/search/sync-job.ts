import { sql } from 'drizzle-orm'
import type { SearchEngine } from '#server/adapters/search/port'
import type { Database } from '#server/db/client'
import {
  CATALOGUE_CHANNEL,
  type CatalogueChange,
  type CatalogueChanges,
  isCategoryTag,
} from '#server/domain/catalogue/changes'
import { queryRows } from '#server/db/query'
import { enqueueJob } from '#server/jobs/queue'
import type { JobHandler, JobPayloads } from '#server/jobs/port'
import type { Logger } from '#server/logger'
import { knowledgeArticlesSource, servicePagesSource, type ContentSource } from './content-sources'
import { syncSearchIndex } from './indexer'

/** The content index's sources: the service pages and the knowledge base's articles. */
export const CONTENT_SOURCES: readonly ContentSource[] = [servicePagesSource, knowledgeArticlesSource]

/** Changes within this long are synced together (one job for a burst of writes). */
const SYNC_DELAY_MS = 2_000

/**
 * The `search.sync` job: the shop's index first (search_documents), then the engine's own copy when a
 * search server is configured. Safe to run twice (decision 0054).
 */
export function createSearchSyncHandler(deps: {
  db: Database
  engine?: SearchEngine
  sources?: readonly ContentSource[]
}): JobHandler<JobPayloads['search.sync']> {
  return async (payload, context) => {
    const result = await syncSearchIndex(deps.db, deps.sources ?? CONTENT_SOURCES, { full: payload.full })
    context.logger.info(result, 'search index synced')
    await deps.engine?.sync(deps.db, { full: result.full })
    if (result.products + result.removed + result.categories + result.content > 0) {
      await notifySearchIndexChanged(deps.db)
    }
  }
}

/**
 * Tells every process that search answers changed (docs/decisions/0149): cached search pages are kept until
 * the index they were read from changes, not until any catalogue change (the index follows those later).
 */
export async function notifySearchIndexChanged(db: Database): Promise<void> {
  await db.execute(
    sql`select pg_notify(${CATALOGUE_CHANNEL}, json_build_object('s', nextval('catalogue_change_seq'), 't', 'search')::text)`,
  )
}

/** Asks for a sync (one pending job at a time: a burst of changes is one sync). */
export function enqueueSearchSync(db: Database, options: { full?: boolean; delayMs?: number } = {}) {
  return enqueueJob(db, 'search.sync', options.full ? { full: true } : {}, {
    dedupeKey: options.full ? 'search:full' : 'search',
    runAt: new Date(Date.now() + (options.delayMs ?? SYNC_DELAY_MS)),
  })
}

/**
 * Keeps the index in step while the server runs: every catalogue change this process hears asks for a sync
 * (server processes all hear every change; the pending job's dedupe key makes one of them). Answers the
 * unsubscribe.
 */
export function syncSearchOnCatalogueChanges(
  db: Database,
  changes: CatalogueChanges,
  logger: Logger,
): () => void {
  return changes.subscribe((change) => {
    if (!searchMayFollow(change)) return
    enqueueSearchSync(db).catch((error: unknown) => logger.warn({ err: error }, 'search sync not enqueued'))
  })
}

/**
 * Whether the index may have to follow a change: everything, or products whose listing or texts changed (the
 * database then names their categories, migration 0027); not a change only a card shows (a stock message, a
 * photo: a sale mostly), nor the index's own news that a sync changed it.
 */
export function searchMayFollow(change: CatalogueChange): boolean {
  if (change.everything) return true
  for (const tag of change.tags) if (isCategoryTag(tag)) return true
  return false
}

/** Up to this many products an empty index is built before the server listens (seconds); more in the background. */
export const BLOCKING_BUILD_MAX_PRODUCTS = 20_000

/**
 * At start: an empty index (a new database, or one from before search) of a catalogue up to
 * BLOCKING_BUILD_MAX_PRODUCTS is built before the server listens, so its first search finds something; a
 * larger one (minutes: 100,000 products × 3 languages) is built by the sync job while the shop already
 * serves its pages. Otherwise a sync is queued for whatever changed while no server ran.
 */
export async function prepareSearchIndex(
  db: Database,
  engine: SearchEngine,
  logger: Logger,
  blockingMax = BLOCKING_BUILD_MAX_PRODUCTS,
): Promise<void> {
  const [row] = await queryRows<{ present: boolean; large: boolean }>(
    db,
    sql`select exists (select 1 from search_documents) as present,
          (select count(*) from (select 1 from products limit ${blockingMax + 1}) p) > ${blockingMax} as large`,
  )
  if (row?.present) {
    await enqueueSearchSync(db, { delayMs: 0 })
    return
  }
  if (row?.large) {
    await enqueueSearchSync(db, { full: true, delayMs: 0 })
    logger.info('search index: a large catalogue, built in the background')
    return
  }
  const started = performance.now()
  const result = await syncSearchIndex(db, CONTENT_SOURCES, { full: true })
  await engine.sync(db, { full: true })
  logger.info({ ...result, ms: Math.round(performance.now() - started) }, 'search index built')
}
