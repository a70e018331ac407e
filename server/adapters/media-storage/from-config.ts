import { join } from 'node:path'
import type { Config } from '#server/config'
import { createFolderStorage } from './folder'
import type { MediaStorage } from './port'
import { createS3Storage } from './s3'

/** The folder media live in without S3. */
export function mediaFolder(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'media')
}

/** The media storage MEDIA_STORAGE selects: `<DATA_DIR>/media` by default, else the S3 bucket. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 'media'>): MediaStorage {
  const { s3 } = config.media
  return config.media.storage === 's3' && s3 ? createS3Storage(s3) : createFolderStorage(mediaFolder(config))
}
