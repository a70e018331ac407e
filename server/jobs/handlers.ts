import type { MailTransport } from '../adapters/mail/port'
import { createMailSendHandler } from '../adapters/mail/send-job'
import { testProviderJobHandlers } from '../adapters/payments/test-provider'
import type { SearchEngine } from '../adapters/search/port'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { createSearchSyncHandler } from '../domain/search/sync-job'
import type { MediaImages } from '../domain/media/images'
import type { JobHandlers } from './port'

export interface JobHandlerDeps {
  db: Database
  config: Pick<Config, 'mailFrom' | 'publicUrl'>
  mailTransport: MailTransport
  /** The engine whose copy of the search index the sync job updates (the built-in one has none). */
  searchEngine?: SearchEngine
  /** The process's stock events (the checkout's): `stock.back-in-stock` jobs are handed to their listeners. */
  backInStock: (productIds: readonly number[]) => Promise<void>
  /**
   * The process's derived images (server/domain/media/images.ts). Without it a `media.warm` job is done
   * at once: every file is still made at its first request.
   */
  mediaImages?: MediaImages
}

/**
 * Every job type's handler, in one place (a type in server/jobs/port.ts without a handler here does
 * not compile). The worker of each server process gets this map.
 */
export function createJobHandlers(deps: JobHandlerDeps): JobHandlers {
  return {
    'mail.send': createMailSendHandler({ db: deps.db, transport: deps.mailTransport, config: deps.config }),
    ...testProviderJobHandlers(deps.db),
    'search.sync': createSearchSyncHandler({ db: deps.db, engine: deps.searchEngine }),
    'stock.back-in-stock': (payload) => deps.backInStock(payload.productIds),
    'media.warm': async (payload) => {
      await deps.mediaImages?.warm(payload.hash)
    },
  }
}
