import { sql } from 'drizzle-orm'

/**
 * Selected in a statement, makes its transaction commit without waiting for the WAL flush
 * (`SET LOCAL synchronous_commit = off`, docs/decisions/0074): a crash of PostgreSQL may lose the last
 * fraction of a second of such commits, never half of one. It costs no round trip of its own and holds for
 * that transaction only. For cart changes and rate-limit counters; orders, payments, stock and logins keep
 * synchronous commits.
 */
export const relaxedCommit = sql<string>`set_config('synchronous_commit', 'off', true)`
