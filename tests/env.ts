/** The one place tests read the environment (the server reads it only in server/config.ts). */
export const testEnv = {
  /** e.g. postgres://postgres@127.0.0.1:5432/postgres: run the database tests on PostgreSQL instead of PGlite. */
  databaseUrl: process.env.TEST_DATABASE_URL?.trim() || null,
}
