import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { DatabaseHandle } from '#server/db/client'
import { brands, categories } from '#server/db/schema'
import { claimVersion } from '#server/db/edit-check'
import { createTestDatabase } from './db'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

describe('claimVersion', () => {
  it('raises the version once for the form that saw it, and tells the second form who was first', async () => {
    const [brand] = await database.db
      .insert(brands)
      .values({ slug: 'edit-check', name: 'Edit check', logo: '' })
      .returning()
    expect(brand!.version).toBe(1)
    const first = await database.db.transaction((tx) => claimVersion(tx, 'brands', brand!.id, 1))
    expect(first).toEqual({ ok: true, version: 2 })
    const second = await database.db.transaction((tx) => claimVersion(tx, 'brands', brand!.id, 1))
    expect(second).toEqual({ ok: false, reason: 'conflict', version: 2 })
    expect(await database.db.transaction((tx) => claimVersion(tx, 'brands', 999_999, 1))).toEqual({
      ok: false,
      reason: 'not_found',
    })
    // Any other update raises it too (the trigger), so a form opened before it conflicts.
    await database.db.update(brands).set({ name: 'Renamed' }).where(eq(brands.id, brand!.id))
    expect(await database.db.transaction((tx) => claimVersion(tx, 'brands', brand!.id, 2))).toMatchObject({
      reason: 'conflict',
      version: 3,
    })
  })
})

describe('the version triggers', () => {
  it('leave a category’s version alone when only its counts change, and raise it for anything staff edit', async () => {
    const [category] = await database.db
      .insert(categories)
      .values({
        name: { nl: 'Telling', en: 'Count', de: 'Zählung' },
        slug: { nl: 'telling', en: 'count', de: 'zaehlung' },
        path: { nl: 'telling', en: 'count', de: 'zaehlung' },
        description: { nl: '', en: '', de: '' },
      })
      .returning()
    await database.db
      .update(categories)
      .set({
        productCount: 7,
        facets: { total: 7, in_stock: 7, min_cents: 100, max_cents: 900, brands: {}, values: {} },
      })
      .where(eq(categories.id, category!.id))
    const [counted] = await database.db.select().from(categories).where(eq(categories.id, category!.id))
    expect(counted!.version).toBe(1)
    await database.db.update(categories).set({ position: 3 }).where(eq(categories.id, category!.id))
    const [moved] = await database.db.select().from(categories).where(eq(categories.id, category!.id))
    expect(moved!.version).toBe(2)
  })
})
