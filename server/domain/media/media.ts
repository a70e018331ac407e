import type { Config } from '#server/config'
import { createHttpsFetcher } from '#server/adapters/media-fetch/https-fetcher'
import type { ImageFetcher } from '#server/adapters/media-fetch/port'
import { createMediaStorage } from '#server/adapters/media-storage/from-config'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import type { Database } from '#server/db/client'
import type { Logger } from '#server/logger'
import { createMediaImages, type MediaImages } from './images'
import { createMediaIngest } from './ingest'
import type { MediaIngest } from './media-ingest'

/** The media pipeline of one process (issue 34): the sync's ingest, the derived files, where both live. */
export interface Media {
  ingest: MediaIngest
  images: MediaImages
  storage: MediaStorage
}

export interface MediaDeps {
  config: Pick<Config, 'dataDir' | 'media'>
  db: Database
  logger: Logger
  /** By default the one the configuration selects (a folder under DATA_DIR, or S3). */
  storage?: MediaStorage
  /** By default the real https fetcher with the configured limits. */
  fetcher?: ImageFetcher
}

export function createMedia(deps: MediaDeps): Media {
  const { media } = deps.config
  const storage = deps.storage ?? createMediaStorage(deps.config)
  const fetcher =
    deps.fetcher ??
    createHttpsFetcher({
      allowedHosts: media.allowedHosts,
      maxBytes: media.maxBytes,
      timeoutMs: media.fetchTimeoutMs,
    })
  return {
    storage,
    ingest: createMediaIngest({
      db: deps.db,
      fetcher,
      storage,
      logger: deps.logger,
      maxPixels: media.maxPixels,
      maxBytes: media.maxBytes,
    }),
    images: createMediaImages({ storage, logger: deps.logger, maxPixels: media.maxPixels }),
  }
}
