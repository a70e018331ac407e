import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { createMeilisearchEngine } from './meilisearch'
import type { SearchEngine } from './port'
import { createPostgresSearchEngine } from './postgres'

/**
 * The built-in PostgreSQL engine (docs/decisions/0054), or a Meilisearch server with SEARCH_ENGINE=meilisearch
 * (decision 0056); popular terms always come from the shop's own query log.
 */
export function createSearchEngine(
  config: Pick<Config, 'outsideServiceTimeoutMs' | 'searchEngine' | 'meilisearchUrl' | 'meilisearchApiKey'>,
  db: Database,
): SearchEngine {
  const postgres = createPostgresSearchEngine(db)
  if (config.searchEngine !== 'meilisearch' || !config.meilisearchUrl) return postgres
  return createMeilisearchEngine({
    url: config.meilisearchUrl,
    apiKey: config.meilisearchApiKey,
    timeoutMs: config.outsideServiceTimeoutMs,
    popularTerms: postgres,
  })
}
