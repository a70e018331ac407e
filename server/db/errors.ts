/** A unique index refused the row (SQLSTATE 23505). node-postgres and PGlite both carry the code; Drizzle may wrap it as `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}
