import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

/**
 * The one database type domain code works with: both the PGlite and the node-postgres Drizzle
 * instances satisfy it, so nothing outside this folder knows which one it got.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

/** The handle a `db.transaction(async (tx) => …)` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either: functions that only write (enqueue a job, a mail) take this, so they join the caller's transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  close(): Promise<void>
}

/** PostgreSQL at DATABASE_URL, else the embedded PGlite database in DATA_DIR/pgdata. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, logger)
  mkdirSync(config.dataDir, { recursive: true })
  // One process per embedded database: a second one would corrupt it.
  const release = lockDataDir(config.dataDir)
  try {
    const dataDir = join(config.dataDir, 'pgdata')
    mkdirSync(dataDir, { recursive: true })
    const handle = wrapPglite(await PGlite.create({ dataDir }))
    return {
      ...handle,
      async close() {
        await handle.close()
        release()
      },
    }
  } catch (error) {
    release()
    throw error
  }
}

/**
 * How long the shop waits for PostgreSQL (issue 15): a hung or unreachable database must make requests
 * fail within seconds (503), not hang them and every connection with them.
 */
export interface PostgresTimeouts {
  /** Opening a connection. */
  connectMs: number
  /** A statement, enforced by the server (`statement_timeout`). */
  statementMs: number
  /** A query, enforced by the client: also when the network stalls and the server cannot answer. */
  queryMs: number
  /** A transaction left idle by a crashed or stuck handler (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number
}

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 30_000,
}

export function openPostgres(
  connectionString: string,
  logger?: Logger,
  timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  })
  // An idle client that loses its connection (database restart) emits 'error' on the pool; without a
  // listener that would crash the process. The next query simply gets a fresh connection.
  pool.on('error', (error) => logger?.warn({ err: error }, 'idle database connection lost'))
  // A checked-out client (inside a transaction, between its queries) emits 'error' on itself when its
  // connection is cut; unheard, that event killed the process. The running query or the next one fails
  // instead, the request answers 503, and the pool drops the client.
  pool.on('connect', (client) => {
    client.on('error', (error) => logger?.warn({ err: error }, 'database connection lost'))
  })
  const db = drizzleNodePg({ client: pool, schema })
  return { db, kind: 'postgres', close: () => pool.end() }
}

/** Also used by the tests, which hand in an in-memory clone. */
export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema })
  return { db, kind: 'pglite', close: () => client.close() }
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
