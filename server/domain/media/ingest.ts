import { createHash } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import type { ImageFetcher } from '#server/adapters/media-fetch/port'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import type { Database } from '#server/db/client'
import { mediaAssets, mediaSources } from '#server/db/schema'
import { enqueueJob } from '#server/jobs/queue'
import type { Logger } from '#server/logger'
import { ORIGINAL_MIME_TYPES, inspectOriginal } from './inspect'
import { originalKey } from './keys'
import { createLimiter, createSingleFlight } from './limit'
import type { IngestOutcome, MediaIngest } from './media-ingest'

export interface MediaIngestDeps {
  db: Database
  fetcher: ImageFetcher
  storage: MediaStorage
  logger: Logger
  maxPixels: number
  /** The largest upload, as MEDIA_MAX_BYTES limits a fetch. */
  maxBytes: number
  /** Fetches (and checks) at once; the rest wait. */
  concurrency?: number
}

export const DEFAULT_FETCH_CONCURRENCY = 6

/** Addresses looked up in the database per statement. */
const LOOKUP_CHUNK = 1000

/**
 * The media ingest (MediaIngest, issue 34): known addresses are answered from media_sources without a
 * request; the others are fetched a few at a time, checked (server/domain/media/inspect.ts), stored once
 * under the SHA-256 of their bytes (two addresses with the same bytes share one original) and recorded.
 * Refusals are not recorded: the next sync tries the address again (a supplier's server may be back).
 */
export function createMediaIngest(deps: MediaIngestDeps): MediaIngest {
  const limit = createLimiter(deps.concurrency ?? DEFAULT_FETCH_CONCURRENCY)
  // Two rows (or two syncs in this process) naming one new address fetch it once.
  const once = createSingleFlight<IngestOutcome>()
  const storeOnce = createSingleFlight<void>()

  async function known(urls: string[]): Promise<Map<string, IngestOutcome>> {
    const answers = new Map<string, IngestOutcome>()
    for (let start = 0; start < urls.length; start += LOOKUP_CHUNK) {
      const rows = await deps.db
        .select({
          url: mediaSources.url,
          hash: mediaAssets.hash,
          width: mediaAssets.width,
          height: mediaAssets.height,
        })
        .from(mediaSources)
        .innerJoin(mediaAssets, eq(mediaAssets.hash, mediaSources.hash))
        .where(inArray(mediaSources.url, urls.slice(start, start + LOOKUP_CHUNK)))
      for (const { url, ...image } of rows) answers.set(url, { ok: true, image })
    }
    return answers
  }

  /** Checks the bytes and stores them once under their hash; `url` is recorded as their source when given. */
  async function store(bytes: Buffer, url: string | null): Promise<IngestOutcome> {
    const inspected = await inspectOriginal(bytes, deps.maxPixels)
    if (!inspected.ok) return inspected
    const { format, width, height } = inspected
    const hash = createHash('sha256').update(bytes).digest('hex')
    const key = originalKey(hash)
    // Two addresses with the same bytes arriving together write the original once (per process; two
    // processes may both write it, which leaves the same whole bytes).
    await storeOnce(hash, async () => {
      if (!(await deps.storage.has(key))) await deps.storage.put(key, bytes, ORIGINAL_MIME_TYPES[format])
    })
    await deps.db.transaction(async (tx) => {
      const added = await tx
        .insert(mediaAssets)
        .values({ hash, format, width, height, bytes: bytes.length })
        .onConflictDoNothing()
        .returning({ hash: mediaAssets.hash })
      // A new original: its first sizes are made in the background (docs/decisions/0125).
      if (added.length > 0) await enqueueJob(tx, 'media.warm', { hash }, { dedupeKey: hash, maxAttempts: 3 })
      if (url !== null) await tx.insert(mediaSources).values({ url, hash }).onConflictDoNothing()
    })
    return { ok: true, image: { hash, width, height } }
  }

  async function fetchAndStore(url: string): Promise<IngestOutcome> {
    const fetched = await deps.fetcher.fetch(url)
    if (!fetched.ok) return fetched
    return store(fetched.bytes, url)
  }

  return {
    async ingest(sources) {
      const urls = [...new Set(sources)]
      const answers = await known(urls)
      const unknown = urls.filter((url) => !answers.has(url))
      const outcomes = await Promise.all(
        unknown.map((url) =>
          once(url, () =>
            limit(async () => {
              try {
                return await fetchAndStore(url)
              } catch (error) {
                // Storage or database trouble is the shop's, not the image's: the caller's run fails.
                deps.logger.error({ err: error, url }, 'media ingest failed')
                throw error
              }
            }),
          ),
        ),
      )
      unknown.forEach((url, index) => {
        const outcome = outcomes[index]!
        if (!outcome.ok)
          deps.logger.info({ url, reason: outcome.reason, detail: outcome.detail }, 'image refused')
        answers.set(url, outcome)
      })
      return new Map(sources.map((url) => [url, answers.get(url)!]))
    },

    async ingestUpload(bytes) {
      if (bytes.length > deps.maxBytes) return { ok: false, reason: 'imageTooLarge' }
      const outcome = await store(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), null)
      if (!outcome.ok) deps.logger.info({ reason: outcome.reason, detail: outcome.detail }, 'upload refused')
      return outcome
    },
  }
}
