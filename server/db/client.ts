import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { lockDataDir } from './data-dir-lock'
import { nameStatements } from './prepared'
import { CART_COMMIT_SETTING } from './relaxed-commit'
import * as schema from './schema'

/**
 * The one database type domain code works with: both the PGlite and the node-postgres Drizzle
 * instances satisfy it, so nothing outside this folder knows which one it got.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>
export type DatabaseKind = 'pglite' | 'postgres'

/** The contrib extensions the migrations create (search, migration 0012): every PGlite instance loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent }

/** The handle a `db.transaction(async (tx) => …)` callback gets. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** Either: functions that only write (enqueue a job, a mail) take this, so they join the caller's transaction. */
export type Executor = Database | Transaction

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  /**
   * LISTEN on a channel: `onNotify` gets each payload after its transaction committed. `onListening` says
   * false when the listening connection is lost and true once it listens again: notifications in between
   * are missed, so whoever caches on the strength of them must drop the cache at both.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListening?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** PostgreSQL at DATABASE_URL, else the embedded PGlite database in DATA_DIR/pgdata. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePreparedStatements'>>,
  logger?: Logger,
): Promise<DatabaseHandle> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, logger, POSTGRES_TIMEOUTS, {
      preparedStatements: config.databasePreparedStatements ?? true,
    })
  mkdirSync(config.dataDir, { recursive: true })
  // One process per embedded database: a second one would corrupt it.
  const release = lockDataDir(config.dataDir)
  try {
    const dataDir = join(config.dataDir, 'pgdata')
    mkdirSync(dataDir, { recursive: true })
    const handle = await wrapPglite(await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS }))
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
  { preparedStatements = true }: { preparedStatements?: boolean } = {},
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
    nameStatements(client, preparedStatements)
  })
  const db = drizzleNodePg({ client: pool, schema })
  const listeners = new Set<{ close(): Promise<void> }>()
  return {
    db,
    kind: 'postgres',
    async listen(channel, onNotify, onListening) {
      const listener = listenOnPostgres({
        connectionString,
        timeouts,
        logger,
        channel,
        onNotify,
        onListening,
      })
      listeners.add(listener)
      await listener.ready
      return async () => {
        listeners.delete(listener)
        await listener.close()
      }
    },
    async close() {
      await Promise.all([...listeners].map((listener) => listener.close()))
      await pool.end()
    },
  }
}

const RELISTEN_DELAY_MS = 1_000

/**
 * A connection of its own outside the pool (a pooled one would be handed to queries and lose the LISTEN),
 * opened again a second after it is lost. `ready` settles once the first LISTEN ran or failed; a start
 * without the database keeps trying in the background, not listening meanwhile.
 */
function listenOnPostgres(options: {
  connectionString: string
  timeouts: PostgresTimeouts
  logger?: Logger
  channel: string
  onNotify: (payload: string) => void
  onListening?: (listening: boolean) => void
}): { ready: Promise<void>; close(): Promise<void> } {
  let closed = false
  let missing = false
  let client: pg.Client | null = null
  let retry: ReturnType<typeof setTimeout> | undefined
  const lost = (error?: unknown) => {
    if (closed) return
    if (error) options.logger?.warn({ err: error, channel: options.channel }, 'database listener lost')
    client?.removeAllListeners()
    void client?.end().catch(() => undefined)
    client = null
    if (!missing) options.onListening?.(false)
    missing = true
    clearTimeout(retry)
    retry = setTimeout(() => void connect(), RELISTEN_DELAY_MS)
  }
  const connect = async () => {
    const next = new pg.Client({
      connectionString: options.connectionString,
      connectionTimeoutMillis: options.timeouts.connectMs,
      query_timeout: options.timeouts.queryMs,
    })
    next.on('error', lost)
    next.on('end', () => client === next && lost())
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`)
      if (closed) return void (await next.end())
      client = next
      if (missing) options.onListening?.(true)
      missing = false
    } catch (error) {
      next.removeAllListeners()
      void next.end().catch(() => undefined)
      lost(error)
    }
  }
  return {
    ready: connect(),
    async close() {
      closed = true
      clearTimeout(retry)
      const current = client
      client = null
      current?.removeAllListeners()
      await current?.end().catch(() => undefined)
    },
  }
}

/**
 * Also used by the tests, which hand in an in-memory clone. Every commit on PGlite waits for its WAL
 * write: it has no WAL writer to flush a relaxed commit later, so the cart changes' relaxed commits
 * (docs/decisions/0074) are turned off for the connection's whole session.
 */
export async function wrapPglite(client: PGlite): Promise<DatabaseHandle> {
  await client.exec(`set ${CART_COMMIT_SETTING} = 'on'`)
  const db = drizzlePglite({ client, schema })
  return {
    db,
    kind: 'pglite',
    // One process, one connection: nothing can be missed, so there is no gap to report.
    listen: (channel, onNotify) => client.listen(channel, onNotify).then((unlisten) => () => unlisten()),
    close: () => client.close(),
  }
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`)
}
