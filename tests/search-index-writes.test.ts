import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { queryRows } from '#server/db/query'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createTestDatabase } from './db'

/**
 * A sync writes only what changed (docs/decisions/0076): each one sees every category, page and word again,
 * and rewriting the same rows left dead ones behind that PGlite never vacuums.
 */
let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await loadCatalogue(handle.db, generateCatalogue({ products: 40, seed: 3 }))
  await syncSearchIndex(handle.db, CONTENT_SOURCES)
})
afterAll(() => handle.close())

/** Each row's version (`xmin` changes when a row is written again). */
async function versions(
  table: 'search_documents' | 'search_texts' | 'search_words',
): Promise<Map<string, string>> {
  const key =
    table === 'search_words' ? sql`locale || ' ' || word` : sql`index || ' ' || locale || ' ' || object_id`
  const rows = await queryRows<{ key: string; xmin: string }>(
    handle.db,
    sql`select ${key} as key, xmin::text as xmin from ${sql.raw(table)}`,
  )
  return new Map(rows.map((row) => [row.key, row.xmin]))
}

describe('a search index sync', () => {
  it('writes no row again when nothing changed', async () => {
    const all = () =>
      Promise.all([versions('search_documents'), versions('search_texts'), versions('search_words')])
    const changed = (a: Map<string, string>, b: Map<string, string>) =>
      [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key))
    // A sync after a change reads the words the last one stored to split compounds (a full one reads only
    // the names): from the second of a kind on, nothing is new.
    for (const options of [{}, { full: true }]) {
      await syncSearchIndex(handle.db, CONTENT_SOURCES, options)
      const before = await all()
      expect(before[0].size).toBeGreaterThan(100)
      expect(before[2].size).toBeGreaterThan(100)
      await syncSearchIndex(handle.db, CONTENT_SOURCES, options)
      const after = await all()
      for (const [i, table] of before.entries()) expect(changed(table, after[i]!)).toEqual([])
    }
  })

  it('writes a renamed category again, in its own language only, with its new word', async () => {
    const [category] = await queryRows<{ id: number; name: string }>(
      handle.db,
      sql`select id, name->>'nl' as name from categories where parent_id is not null order by id limit 1`,
    )
    const before = await versions('search_documents')
    await handle.db.execute(
      sql`update categories set name = jsonb_set(name, '{nl}', '"Zwerfkeienbakjes"') where id = ${category!.id}`,
    )
    await syncSearchIndex(handle.db, CONTENT_SOURCES, { full: true })
    const after = await versions('search_documents')
    const key = `categories nl ${category!.id}`
    expect(after.get(key)).not.toBe(before.get(key))
    expect(after.get(`categories en ${category!.id}`)).toBe(before.get(`categories en ${category!.id}`))
    const words = await versions('search_words')
    expect(words.has('nl zwerfkeienbakjes')).toBe(true)
  })

  it('drops from the lexicon, on a full sync, the words no entry holds any more, and only those', async () => {
    await handle.db.execute(
      sql`insert into search_words (locale, word, documents) values ('nl', 'qqvergetenwoord', 3)`,
    )
    const before = await versions('search_words')
    await syncSearchIndex(handle.db, CONTENT_SOURCES, { full: true })
    const after = await versions('search_words')
    expect(after.has('nl qqvergetenwoord')).toBe(false)
    expect([...before.keys()].filter((key) => !after.has(key))).toEqual(['nl qqvergetenwoord'])
  })
})
