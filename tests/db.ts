import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { migrationsFolder } from '#server/paths'
import { testEnv } from './env'

export interface TestDatabaseOptions {
  /** false: an empty database, for tests of the migrations themselves. */
  migrated?: boolean
}

/**
 * A fresh database for one test file (style.md convention 6), migrated with the committed migrations.
 * PGlite in memory: one instance per process is migrated and each call gets a `clone()` of it.
 * With TEST_DATABASE_URL: a throwaway PostgreSQL database copied from a migrated template database,
 * dropped by `close()`. Call `close()` in afterAll.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrated = options.migrated ?? true
  if (testEnv.databaseUrl) return createPostgresDatabase(testEnv.databaseUrl, migrated)
  if (!migrated) return await wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }))
  // clone() is typed as the interface but returns a PGlite.
  const clone = await (await pgliteTemplate()).clone()
  return await wrapPglite(clone as PGlite)
}

let template: Promise<PGlite> | undefined

function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
    await migrateDatabase(await wrapPglite(client))
    return client
  })()
  return template
}

// ---- PostgreSQL ----

/**
 * A fresh migrated PostgreSQL database on TEST_DATABASE_URL with its address, for server processes that
 * open it themselves (tests/server-processes.ts); `close()` drops it.
 */
export async function createPostgresTestDatabase(): Promise<DatabaseHandle & { url: string }> {
  if (!testEnv.databaseUrl) throw new Error('TEST_DATABASE_URL is not set')
  return createPostgresDatabase(testEnv.databaseUrl, true)
}

/** Serialises template creation between test processes. */
const TEMPLATE_LOCK_KEY = 4_281_903_518
const TEMPLATE_PREFIX = 'test_template_'

let templateName: Promise<string> | undefined

async function createPostgresDatabase(
  adminUrl: string,
  migrated: boolean,
): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${randomBytes(8).toString('hex')}`
  const from = migrated ? ` template "${await (templateName ??= ensureTemplate(adminUrl))}"` : ''
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"${from}`))
  const url = databaseUrl(adminUrl, name)
  const handle = openPostgres(url)
  return {
    ...handle,
    url,
    async close() {
      await handle.close()
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists "${name}" with (force)`))
    },
  }
}

/**
 * A migrated database named after the migrations' content: made once, then copied for each test file
 * (much faster than migrating each).
 */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = TEMPLATE_PREFIX + migrationsHash()
  await withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY])
    // Templates of other migration sets are left alone: another checkout of the shop (a branch with a
    // new migration) may be copying one right now. Only this set's is made when missing.
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname = $1`,
      [name],
    )
    if (rows.length === 0) {
      const building = `${name}_building`
      await admin.query(`drop database if exists "${building}" with (force)`)
      await admin.query(`create database "${building}"`)
      const handle = openPostgres(databaseUrl(adminUrl, building))
      try {
        await migrateDatabase(handle)
      } finally {
        await handle.close()
      }
      // Renamed only when complete, so a crash halfway never leaves a half-migrated template.
      await admin.query(`alter database "${building}" rename to "${name}"`)
    }
  })
  return name
}

function migrationsHash(): string {
  const hash = createHash('sha256')
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (file.endsWith('.sql') || file.endsWith('_journal.json'))
      hash.update(file).update(readFileSync(join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}
