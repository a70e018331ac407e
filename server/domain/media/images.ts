import { MIME_TYPES, type MediaImageAddress } from '#core/media'
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
}

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
  // However many shoppers ask for a new file at once, this process renders it once.
  const once = createSingleFlight<Buffer | null>()

  async function derive(address: MediaImageAddress, key: string): Promise<Buffer | null> {
    const original = await deps.storage.get(originalKey(address.hash))
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
  }
}
