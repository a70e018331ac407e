import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type pg from 'pg'
import { migrationsFolder } from '../paths'
import type { DatabaseHandle } from './client'
import type * as schema from './schema'

/** Arbitrary, fixed: the advisory lock that lets one server at a time migrate a shared database. */
const MIGRATION_LOCK_KEY = 4_281_903_517

/**
 * Applies the committed SQL migrations (server/db/migrations) that have not run yet; drizzle records
 * applied ones in drizzle.__drizzle_migrations. Runs at every start.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // Each migrator wants its own driver's type; `kind` says which one `db` really is.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<typeof schema>, { migrationsFolder })
    return
  }
  const db = handle.db as NodePgDatabase<typeof schema> & { $client: pg.Pool }
  // Several servers may start at once against one PostgreSQL; drizzle's migrator takes no lock of its
  // own, so the others wait here and then find nothing left to do.
  const lock = await db.$client.connect()
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    await migrateNodePg(db, { migrationsFolder })
  } finally {
    // Destroying the connection ends its session, which releases the lock even when unlocking would fail.
    lock.release(true)
  }
}
