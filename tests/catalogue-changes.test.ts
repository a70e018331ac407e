import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { seedReferenceData } from '#server/db/reference-data'
import { watchCatalogueChanges, type CatalogueChanges } from '#server/domain/catalogue/changes'
import { createTestDatabase } from './db'
import { testEnv } from './env'
import { eventually } from './eventually'

let handle: DatabaseHandle
let changes: CatalogueChanges

const text = JSON.stringify({ nl: 'x', en: 'x', de: 'x' })

beforeAll(async () => {
  handle = await createTestDatabase()
  // Rows to change: a statement that writes none notifies nobody (migration 0029).
  await seedReferenceData(handle.db)
  await handle.db.execute(
    sql`with section as (
          insert into categories (kind, name, slug, path, description)
          values ('knowledge', ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb) returning id)
        insert into knowledge_articles (key, section_id, title, slug, summary, body)
        select 'heard', id, ${text}::jsonb, ${text}::jsonb, ${text}::jsonb, '{}'::jsonb from section`,
  )
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
      sql`update settings set updated_at = now()`,
      sql`update countries set position = position`,
      // The knowledge base is on guests' pages too (migration 0013).
      sql`update knowledge_articles set updated_at = now()`,
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
        await tx.execute(sql`update settings set updated_at = now()`)
        throw new Error('rolled back')
      })
      .catch(() => undefined)
    await handle.db.execute(
      sql`insert into sessions (id, expires_at) values ('not-the-catalogue', now() + interval '1 hour')`,
    )
    await handle.db.execute(sql`insert into checkouts default values`)
    await settle()
    expect(changes.mark()).toBe(before)
  })

  it('subscribers hear each change, until they unsubscribe', async () => {
    let heard = 0
    const unsubscribe = changes.subscribe(() => heard++)
    await handle.db.execute(sql`update countries set enabled = enabled`)
    await eventually(() => expect(heard).toBe(1))
    unsubscribe()
    await handle.db.execute(sql`update countries set enabled = enabled`)
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
    await handle.db.execute(sql`update settings set updated_at = updated_at`)
    await eventually(() => expect(changes.mark()).toBeGreaterThan(after))
  })
})
