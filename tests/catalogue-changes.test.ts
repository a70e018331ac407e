import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { watchCatalogueChanges, type CatalogueChanges } from '#server/domain/catalogue/changes'
import { createTestDatabase } from './db'
import { testEnv } from './env'
import { eventually } from './eventually'

let handle: DatabaseHandle
let changes: CatalogueChanges

beforeAll(async () => {
  handle = await createTestDatabase()
  changes = await watchCatalogueChanges(handle)
})

afterAll(async () => {
  await changes.close()
  await handle.close()
})

/** Waits a moment for a notification that should not come: long enough for one that would. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150))

describe('catalogue changes (migration 0009, docs/decisions/0043)', () => {
  it('a committed change to prices, stock, texts or settings is heard', async () => {
    for (const statement of [
      sql`update settings set updated_at = now() where false`,
      sql`update countries set position = position where false`,
      // The knowledge base is on guests' pages too (migration 0013).
      sql`update knowledge_articles set updated_at = now() where false`,
    ]) {
      const before = changes.mark()
      await handle.db.execute(statement)
      await eventually(() => expect(changes.mark()).toBeGreaterThan(before))
    }
    expect(changes.live()).toBe(true)
  })

  it('a rolled-back change and writes outside the catalogue are not', async () => {
    await settle()
    const before = changes.mark()
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`update products set stock = stock where false`)
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await handle.db.execute(sql`delete from sessions where false`)
    await handle.db.execute(sql`delete from checkouts where false`)
    await settle()
    expect(changes.mark()).toBe(before)
  })

  it('subscribers hear each change, until they unsubscribe', async () => {
    let heard = 0
    const unsubscribe = changes.subscribe(() => heard++)
    await handle.db.execute(sql`update brands set name = name where false`)
    await eventually(() => expect(heard).toBe(1))
    unsubscribe()
    await handle.db.execute(sql`update brands set name = name where false`)
    await settle()
    expect(heard).toBe(1)
  })
})

describe.skipIf(!testEnv.databaseUrl)('a lost listening connection (PostgreSQL)', () => {
  it('stops caching while nobody listens, and starts again with a new generation once back', async () => {
    const before = changes.generation()
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "catalogue_changed"' and datname = current_database()`,
    )
    await eventually(() => expect(changes.live()).toBe(false))
    expect(changes.generation()).toBeGreaterThan(before)
    const whileDown = changes.generation()
    await eventually(() => expect(changes.live()).toBe(true), 5000)
    expect(changes.generation()).toBeGreaterThan(whileDown)
    const after = changes.mark()
    await handle.db.execute(sql`update settings set updated_at = updated_at where false`)
    await eventually(() => expect(changes.mark()).toBeGreaterThan(after))
  })
})
