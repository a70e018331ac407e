import { sql } from 'drizzle-orm'
import { type EnqueuedTask, type Meilisearch, MeilisearchError, type Settings } from 'meilisearch'
import { LOCALES } from '#core/locales'
import { SEARCH_DOCUMENT_INDICES, type SearchDocumentIndex } from '#server/db/schema'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'
import { OutsideServiceError } from '../outside-service'
import {
  indexSettings,
  meiliDocumentId,
  meiliIndexUid,
  type MeiliDocument,
  settingsFingerprint,
  synonymsByLocale,
} from './meilisearch-index'

export const SERVICE = 'Meilisearch'
/** Documents per request when pushing the index, and ids per request when deleting. */
const PUSH_BATCH = 1000
/** Ids read per request when looking for documents that left the shop's index. */
const READ_BATCH = 10_000
/**
 * Rows changed this long before the last sync's start are sent again: a transaction that began before it
 * (its `updated_at`, now() of its start) may have committed after it read. Sending a row twice is harmless.
 */
const OVERLAP = '1 minute'
/** The index a full re-index builds next to the live one before they are swapped. */
const NEXT_SUFFIX = '_next'

export interface TaskWait {
  /** How long one task may take (a large document batch on a busy server takes seconds). */
  timeoutMs: number
  /** How often its status is asked. */
  intervalMs: number
}

interface Target {
  index: SearchDocumentIndex
  locale: string
  uid: string
  settings: Settings
  fingerprint: string
}

/** Turns a client failure (unreachable, an error answer, a task that took too long) into the shop's error. */
export function outsideError(what: string, error: unknown): OutsideServiceError {
  if (error instanceof OutsideServiceError) return error
  const detail = error instanceof MeilisearchError ? error.message : 'request failed'
  return new OutsideServiceError(SERVICE, `${what}: ${detail}`, { cause: error })
}

/**
 * The sync of the search-server adapter (docs/decisions/0056, 0154): every write is a Meilisearch task,
 * waited for and checked; a failed one throws, and the search.sync job retries as for any failure (the sync
 * mark moves only after a sync that succeeded).
 */
export function createMeilisearchSync(client: Meilisearch, wait: TaskWait, maxFacetValues: number) {
  /** Waits for the task a request enqueued; anything but `succeeded` is an error naming it. */
  const settle = async (what: string, enqueue: () => Promise<EnqueuedTask>) => {
    let task
    try {
      task = await client.tasks.waitForTask(await enqueue(), {
        timeout: wait.timeoutMs,
        interval: wait.intervalMs,
      })
    } catch (error) {
      throw outsideError(what, error)
    }
    if (task.status !== 'succeeded') {
      const reason = task.error ? `${task.error.code}: ${task.error.message}` : 'no reason given'
      throw new OutsideServiceError(SERVICE, `${what}: task ${task.uid} ${task.status} (${reason})`)
    }
    return task
  }

  const call = async <T>(what: string, request: () => Promise<T>): Promise<T> => {
    try {
      return await request()
    } catch (error) {
      throw outsideError(what, error)
    }
  }

  const indexUids = async () => {
    const uids = new Set<string>()
    for (let offset = 0; ; offset += 100) {
      const page = await call('listing the indexes', () => client.getRawIndexes({ offset, limit: 100 }))
      for (const index of page.results) uids.add(index.uid)
      if (page.results.length < 100) return uids
    }
  }

  /**
   * Sends the rows of one index and language (those changed since `since`, or all) in batches, all enqueued
   * before the first is waited for (the server works through them meanwhile).
   */
  const pushDocuments = async (db: Database, target: Target, uid: string, since: string | null) => {
    const index = client.index<MeiliDocument>(uid)
    const enqueued: EnqueuedTask[] = []
    let after: string | null = null
    for (;;) {
      const rows: Array<Omit<MeiliDocument, 'id' | 'in_stock'> & { in_stock: boolean }> = await queryRows(
        db,
        sql`select d.object_id, d.title, coalesce(t.search_text, '') as text, d.document, d.brand, d.category,
              d.price_cents, d.in_stock, d.popularity
            from search_documents d left join search_texts t using (index, locale, object_id)
            where d.index = ${target.index} and d.locale = ${target.locale}
              ${since === null ? sql`` : sql`and d.updated_at >= ${since}::timestamptz - ${OVERLAP}::interval`}
              ${after === null ? sql`` : sql`and d.object_id > ${after}`}
            order by d.object_id limit ${PUSH_BATCH}`,
      )
      if (rows.length === 0) break
      const documents = rows.map((row) => ({
        ...row,
        id: meiliDocumentId(row.object_id),
        in_stock: row.in_stock ? 1 : 0,
      }))
      enqueued.push(
        await call(`sending documents to ${uid}`, () => index.addDocuments(documents, { primaryKey: 'id' })),
      )
      after = rows.at(-1)!.object_id
    }
    for (const task of enqueued) await settle(`adding documents to ${uid}`, () => Promise.resolve(task))
  }

  /**
   * Deletes the documents of a live index that left the shop's index (a product taken off sale, a category,
   * a page or an article removed). The live index holds every row of the shop's index after the push, so
   * when the counts agree nothing is extra; otherwise its ids are read and compared.
   */
  const deleteGone = async (db: Database, target: Target) => {
    const index = client.index<MeiliDocument>(target.uid)
    const present = await queryRows<{ object_id: string }>(
      db,
      sql`select object_id from search_documents where index = ${target.index} and locale = ${target.locale}`,
    )
    const stats = await call(`reading ${target.uid}`, () => index.getStats())
    if (stats.numberOfDocuments === present.length) return
    const keep = new Set(present.map((row) => meiliDocumentId(row.object_id)))
    const gone: string[] = []
    for (let offset = 0; ; offset += READ_BATCH) {
      const page = await call(`reading the ids of ${target.uid}`, () =>
        index.getDocuments({ fields: ['id'], offset, limit: READ_BATCH }),
      )
      for (const document of page.results) if (!keep.has(document.id)) gone.push(document.id)
      if (page.results.length < READ_BATCH) break
    }
    for (let start = 0; start < gone.length; start += PUSH_BATCH) {
      const ids = gone.slice(start, start + PUSH_BATCH)
      await settle(`deleting documents from ${target.uid}`, () => index.deleteDocuments(ids))
    }
  }

  /**
   * A full re-index: each index is built as `<uid>_next` (settings first, then every document), then all
   * of them are swapped with the live ones in one atomic swap and the old ones deleted. Searches answer from
   * the complete live indexes throughout.
   */
  const rebuild = async (db: Database, targets: Target[], existing: Set<string>) => {
    for (const target of targets) {
      const next = `${target.uid}${NEXT_SUFFIX}`
      // Left over by a re-index that failed half-way.
      if (existing.has(next)) await settle(`deleting ${next}`, () => client.deleteIndex(next))
      await settle(`creating ${next}`, () => client.createIndex(next, { primaryKey: 'id' }))
      await settle(`configuring ${next}`, () => client.index(next).updateSettings(target.settings))
      await pushDocuments(db, target, next, null)
    }
    await settle('swapping in the new indexes', () =>
      client.swapIndexes(
        targets.map((target) => {
          const next = `${target.uid}${NEXT_SUFFIX}`
          // The first build has no live index yet: the new one takes its name.
          return existing.has(target.uid)
            ? { indexes: [target.uid, next], rename: false }
            : { indexes: [next, target.uid], rename: true }
        }),
      ),
    )
    for (const target of targets) {
      const old = `${target.uid}${NEXT_SUFFIX}`
      if (existing.has(target.uid)) await settle(`deleting ${old}`, () => client.deleteIndex(old))
    }
  }

  return async function sync(db: Database, { full }: { full: boolean }): Promise<void> {
    const [mark] = await queryRows<{ value: string }>(
      db,
      sql`select value from search_sync_state where key = 'meilisearch'`,
    )
    const startedAt = (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0]!.now
    const synonyms = await synonymsByLocale(db)
    const targets: Target[] = SEARCH_DOCUMENT_INDICES.flatMap((index) =>
      LOCALES.map((locale) => {
        const settings = indexSettings(synonyms[locale] ?? {}, maxFacetValues)
        return {
          index,
          locale,
          uid: meiliIndexUid(index, locale),
          settings,
          fingerprint: settingsFingerprint(settings),
        }
      }),
    )
    const existing = await indexUids()
    // A server without the live indexes (a new one, or emptied by hand) is built in full.
    if (full || !mark || targets.some((target) => !existing.has(target.uid))) {
      await rebuild(db, targets, existing)
      await rememberSettings(db, targets)
    } else {
      const pushed = await pushedSettings(db)
      for (const target of targets) {
        // Staff changed the synonyms, or the shop's settings changed: the index gets them before documents.
        if (pushed.get(target.uid) !== target.fingerprint) {
          await settle(`configuring ${target.uid}`, () =>
            client.index(target.uid).updateSettings(target.settings),
          )
          await rememberSettings(db, [target])
        }
        await pushDocuments(db, target, target.uid, mark.value)
        await deleteGone(db, target)
      }
    }
    await db.execute(
      sql`insert into search_sync_state (key, value) values ('meilisearch', ${startedAt})
          on conflict (key) do update set value = excluded.value, updated_at = now()`,
    )
  }
}

const SETTINGS_KEY = 'meilisearch-settings:'

async function pushedSettings(db: Database): Promise<Map<string, string>> {
  const rows = await queryRows<{ key: string; value: string }>(
    db,
    sql`select key, value from search_sync_state where starts_with(key, ${SETTINGS_KEY})`,
  )
  return new Map(rows.map((row) => [row.key.slice(SETTINGS_KEY.length), row.value]))
}

async function rememberSettings(db: Database, targets: readonly Target[]) {
  for (const target of targets)
    await db.execute(
      sql`insert into search_sync_state (key, value) values (${SETTINGS_KEY + target.uid}, ${target.fingerprint})
          on conflict (key) do update set value = excluded.value, updated_at = now()`,
    )
}
