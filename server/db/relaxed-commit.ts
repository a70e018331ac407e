import { sql } from 'drizzle-orm'

/**
 * The custom setting an embedded (PGlite) connection sets to `on` for its whole session (`wrapPglite`):
 * PGlite has no WAL writer, so a commit that does not wait for its flush stays in memory until some later
 * commit flushes it, and a kill of the process loses it (issue 32). Unset on PostgreSQL.
 */
export const CART_COMMIT_SETTING = 'shop.cart_synchronous_commit'

/**
 * Selected in a statement, makes its transaction commit without waiting for the WAL flush on PostgreSQL
 * (`SET LOCAL synchronous_commit = off`, docs/decisions/0074): a crash of PostgreSQL may lose the last
 * fraction of a second of such commits, never half of one. On PGlite the connection's
 * `shop.cart_synchronous_commit` is `on`, so the commit waits as every other does.
 * It costs no round trip of its own and holds for that transaction only. For cart changes and rate-limit
 * counters; orders, payments, stock and logins keep synchronous commits.
 */
export const relaxedCommit = sql<string>`set_config('synchronous_commit', coalesce(nullif(current_setting(${sql.raw(`'${CART_COMMIT_SETTING}'`)}, true), ''), 'off'), true)`
