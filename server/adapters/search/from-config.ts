import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { SearchEngine } from './port'
import { createPostgresSearchEngine } from './postgres'

/** The built-in PostgreSQL engine (docs/decisions/0054). */
export function createSearchEngine(
  _config: Pick<Config, 'outsideServiceTimeoutMs'>,
  db: Database,
): SearchEngine {
  return createPostgresSearchEngine(db)
}
