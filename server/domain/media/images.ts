import { IMAGE_DENSITIES, MIME_TYPES, type MediaImageAddress } from '#core/media'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import type { Logger } from '#server/logger'
import { deriveImage } from './derive'
import { derivedKey, originalKey } from './keys'
import { createLimiter, createSingleFlight } from './limit'

export interface DerivedImage {
  bytes: Buffer
  contentType: string
}

export interface MediaImages {
  /**
   * The bytes of a derived file: from the storage, or made from the original at the first request and
   * stored (docs/decisions/0125). Null when the shop holds no original with that hash.
   */
  read(address: MediaImageAddress): Promise<DerivedImage | null>
  /**
   * Makes the files shoppers meet first (WARM_FILES) of an original that are not stored yet, one at a time
   * (the `media.warm` job, after the ingest stored a new original).
   */
  warm(hash: string): Promise<void>
}

/**
 * What a new original's warm-up derives: the category card and the product page's picture in AVIF, the
 * format every current browser takes, at both densities. The rest (WebP and JPEG fallbacks, the small
 * square, logos) is made at its first request: rarely asked for, and cheap at that size.
 */
export const WARM_FILES: ReadonlyArray<Omit<MediaImageAddress, 'hash'>> = (
  ['h140', 'sq550'] as const
).flatMap((variant) => IMAGE_DENSITIES.map((density) => ({ variant, density, format: 'avif' as const })))

export interface MediaImagesDeps {
  storage: MediaStorage
  logger: Logger
  maxPixels: number
  /** Encodes at once in this process; more requests wait. */
  concurrency?: number
}

/** Two encodes at once: the machine's cores stay shared with the pages. */
export const DEFAULT_DERIVE_CONCURRENCY = 2

export function createMediaImages(deps: MediaImagesDeps): MediaImages {
  const limit = createLimiter(deps.concurrency ?? DEFAULT_DERIVE_CONCURRENCY)
  // The warm-up takes one of those places at most: a shopper's request never queues behind a whole batch.
  const warmLimit = createLimiter(1)
  // However many shoppers ask for a new file at once, this process renders it once.
  const once = createSingleFlight<Buffer | null>()

  async function derive(address: MediaImageAddress, key: string, original?: Buffer): Promise<Buffer | null> {
    original ??= (await deps.storage.get(originalKey(address.hash))) ?? undefined
    if (!original) return null
    const started = performance.now()
    const bytes = await limit(() => deriveImage(original, address, deps.maxPixels))
    await deps.storage.put(key, bytes, MIME_TYPES[address.format])
    deps.logger.debug(
      { key, ms: Math.round(performance.now() - started), bytes: bytes.length },
      'image derived',
    )
    return bytes
  }

  return {
    async read(address) {
      const key = derivedKey(address)
      const bytes = (await deps.storage.get(key)) ?? (await once(key, () => derive(address, key)))
      return bytes ? { bytes, contentType: MIME_TYPES[address.format] } : null
    },
    async warm(hash) {
      await warmLimit(async () => {
        const missing = []
        for (const file of WARM_FILES) {
          const key = derivedKey({ hash, ...file })
          if (!(await deps.storage.has(key))) missing.push({ address: { hash, ...file }, key })
        }
        if (missing.length === 0) return
        // Read once for all of them.
        const original = await deps.storage.get(originalKey(hash))
        if (!original) return
        for (const { address, key } of missing) await once(key, () => derive(address, key, original))
      })
    },
  }
}
