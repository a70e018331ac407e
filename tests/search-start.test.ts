import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { seedReferenceData } from '#server/db/reference-data'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import { queryRows } from '#server/db/query'
import { prepareSearchIndex } from '#server/domain/search/sync-job'
import { createMemoryLogger } from './app'
import { createTestDatabase } from './db'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
  await loadCatalogue(handle.db, generateCatalogue({ products: 120, seed: 3 }))
})
afterAll(() => handle.close())

const indexed = async () =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from search_documents`))[0]!.n
const queuedSyncs = async () =>
  (
    await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from jobs where type = 'search.sync' and status = 'pending'`,
    )
  )[0]!.n

describe('the search index at start', () => {
  it('leaves a large catalogue to the background job, and builds a small one before listening', async () => {
    const { logger } = createMemoryLogger()
    const engine = createPostgresSearchEngine(handle.db)
    await prepareSearchIndex(handle.db, engine, logger, 50)
    expect(await indexed()).toBe(0)
    expect(await queuedSyncs()).toBe(1)
    await prepareSearchIndex(handle.db, engine, logger)
    expect(await indexed()).toBeGreaterThan(120)
  })
})
