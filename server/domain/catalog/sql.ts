import { type SQL, sql } from 'drizzle-orm'
import { LOCALES, type Locale } from '#core/locales'
import type { Database } from '#server/db/client'

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** An int[] parameter (the ids are checked to be whole numbers, so the literal is safe). */
export function intArray(ids: readonly number[]): SQL {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`Not an id: ${id}`)
  return sql`${`{${ids.join(',')}}`}::int[]`
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
