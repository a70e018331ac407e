import { sql } from 'drizzle-orm'
import type { Database } from './client'
import { queryRows } from './query'

/** The records the back office edits with a version check (each has a `version` its trigger raises). */
export type VersionedTable = 'products' | 'categories' | 'brands' | 'knowledge_articles'

export type VersionClaim =
  | { ok: true; version: number }
  | { ok: false; reason: 'not_found' }
  /** Someone saved after the form was opened: `version` is theirs. */
  | { ok: false; reason: 'conflict'; version: number }

/**
 * The edit check of a back-office save (issue 35, docs/decisions/0137): inside the save's transaction, raises
 * the record's version if it is still the one the form was opened at, and so locks the row until the commit.
 * A second save of the same version waits for the first and then finds its version gone: a conflict, never a
 * silent overwrite. A save that changes only what hangs off the record (features, options, photos) raises
 * the version too, so those conflict as well.
 */
export async function claimVersion(
  tx: Database,
  table: VersionedTable,
  id: number,
  expected: number,
): Promise<VersionClaim> {
  const [claimed] = await queryRows<{ version: number }>(
    tx,
    sql`update ${sql.identifier(table)} set version = version + 1
        where id = ${id} and version = ${expected} returning version`,
  )
  if (claimed) return { ok: true, version: claimed.version }
  const [current] = await queryRows<{ version: number }>(
    tx,
    sql`select version from ${sql.identifier(table)} where id = ${id}`,
  )
  return current
    ? { ok: false, reason: 'conflict', version: current.version }
    : { ok: false, reason: 'not_found' }
}
