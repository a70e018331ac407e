import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { seedReferenceData } from '#server/db/reference-data'
import { countries, settings } from '#server/db/schema'
import { buildStaticData, createStaticDataService, staticDataVersion } from '#server/domain/shell/static-data'
import { createTestDatabase } from './db'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
})
afterAll(() => handle.close())

describe('static data version', () => {
  it('differs per language and is stable while nothing changes', async () => {
    const { db } = handle
    const nl = await staticDataVersion(db, 'nl')
    expect(await staticDataVersion(db, 'nl')).toBe(nl)
    expect(await staticDataVersion(db, 'en')).not.toBe(nl)
  })

  it('changes with a setting, with a country, and when a row is deleted', async () => {
    const { db } = handle
    let before = await staticDataVersion(db, 'nl')
    await db
      .update(settings)
      .set({ value: '/logo-winter.svg', updatedAt: sql`now() + interval '1 second'` })
      .where(sql`${settings.key} = 'header_logo'`)
    let after = await staticDataVersion(db, 'nl')
    expect(after).not.toBe(before)

    before = after
    await db
      .update(countries)
      .set({ position: 1 })
      .where(sql`${countries.iso} = 'DE'`)
    after = await staticDataVersion(db, 'nl')
    expect(after).not.toBe(before)

    before = after
    await db.delete(settings).where(sql`${settings.key} = 'delivery_promises' and ${settings.locale} = 'de'`)
    after = await staticDataVersion(db, 'nl')
    expect(after).not.toBe(before)
  })

  it('is served from the cache while current, rebuilt when not', async () => {
    const { db } = handle
    const service = createStaticDataService(db)
    const first = await service.get('en')
    expect(await service.get('en')).toBe(first)
    await db
      .update(countries)
      .set({ enabled: false })
      .where(sql`${countries.iso} = 'ES'`)
    const second = await service.get('en')
    expect(second.version).not.toBe(first.version)
    expect(second.data.countries.map((c) => c.country_iso)).not.toContain('ES')
  })

  it('falls back to Dutch texts when a language has none', async () => {
    // The German delivery promises were deleted above.
    const data = await buildStaticData(handle.db, 'de')
    expect(data.delivery_promises.short.AVAILABLE_DIRECT).toBe('Voor 23:59 besteld, morgen in huis')
    expect(data.header_logo).toBe('/logo-winter.svg')
    expect(data.countries[0]).toEqual({ country_iso: 'DE', title: 'Deutschland' })
  })
})
