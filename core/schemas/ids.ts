import { z } from 'zod'

/** Largest id the database holds (PostgreSQL `integer`); a larger one is no row, and must not reach SQL. */
export const DATABASE_ID_MAX = 2_147_483_647

/** A number that can be a row's id: a whole number from 1 up to DATABASE_ID_MAX. */
export function isDatabaseId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= DATABASE_ID_MAX
}

/** An id written as text (a path segment, a search): digits only, no leading zero, within range; else null. */
export function parseDatabaseId(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= DATABASE_ID_MAX ? id : null
}

/**
 * A row id in a request body: a JSON number that is a positive whole number within the database's range.
 * No coercion: `true`, `"0x10"`, `"1e3"` or `[4]` are no ids (`key` is the catalogue message of the field).
 */
export const databaseIdSchema = (key: string) =>
  z.number({ error: key }).int(key).positive(key).max(DATABASE_ID_MAX, key)
