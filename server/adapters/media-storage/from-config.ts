import { join } from 'node:path'
import type { Config } from '#server/config'
import { createFolderStorage } from './folder'
import type { MediaStorage } from './port'

/** The media storage MEDIA_STORAGE selects: `<DATA_DIR>/media` by default. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 'media'>): MediaStorage {
  return createFolderStorage(join(config.dataDir, 'media'))
}
