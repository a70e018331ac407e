import { type SQL, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import { LOCALES, type Locale } from '#core/locales'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import type { Database } from '#server/db/client'

/**
 * Today in the shop's time zone, in SQL (`current_date` is the database session's, UTC on most servers): an
 * article the back office publishes "today" just after midnight in Amsterdam is in the shop at once, not an
 * hour or two later when UTC's day turns too.
 */
export const SHOP_TODAY: SQL = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** An int[] parameter (the ids are checked to be whole numbers, so the literal is safe). */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`)
  return sql`${`{${ids.join(',')}}`}::int[]`
}

/** A text[] parameter of normalised search words (checked to be [a-z0-9], so the literal is safe). */
export function wordArray(words: readonly string[]): SQL {
  for (const word of words) if (!/^[a-z0-9]*$/.test(word)) throw new Error(`Not a word: ${word}`)
  return sql`${`{${words.join(',')}}`}::text[]`
}

/**
 * The text of a jsonb column in one language: `p.name->>'en'`, with the locale as a literal so that
 * the expression indexes on it apply.
 */
export function text(column: string, locale: Locale): SQL {
  if (!/^[a-z_]+(\.[a-z_]+)?$/.test(column)) throw new Error(`Not a column: ${column}`)
  if (!LOCALES.includes(locale)) throw new Error(`Unknown locale ${String(locale)}`)
  return sql.raw(`${column}->>'${locale}'`)
}

/**
 * Runs independent queries at once on the pool, but one after another inside a transaction: a
 * transaction has one connection, where node-postgres would only queue them (and warns that it will stop).
 */
export async function allQueries<T extends readonly unknown[]>(
  db: Database,
  tasks: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return Promise.all(tasks.map((task) => task())) as unknown as Promise<T>
  const results: unknown[] = []
  for (const task of tasks) results.push(await task())
  return results as unknown as T
}
