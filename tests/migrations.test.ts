import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { seedReferenceData } from '#server/db/reference-data'
import { countries, settings } from '#server/db/schema'
import { createTestDatabase } from './db'
import { testEnv } from './env'

const opened: DatabaseHandle[] = []
afterAll(async () => {
  for (const handle of opened) await handle.close()
})

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  // Both drivers answer raw queries with `{ rows }`.
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe(`migrations on ${testEnv.databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('apply to an empty database, and a second run changes nothing', async () => {
    const handle = await createTestDatabase({ migrated: false })
    opened.push(handle)
    expect(handle.kind).toBe(testEnv.databaseUrl ? 'postgres' : 'pglite')
    await migrateDatabase(handle)
    await migrateDatabase(handle)
    const tables = await rows<{ table_name: string }>(
      handle,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    expect(tables.map((row) => row.table_name)).toEqual([
      'addresses',
      'audit_log',
      'brands',
      'catalogue_sync_errors',
      'catalogue_sync_runs',
      'catalogue_variant_groups',
      'categories',
      'checkout_line_options',
      'checkout_lines',
      'checkouts',
      'countries',
      'coupons',
      'customers',
      'feature_groups',
      'feature_values',
      'features',
      'invoice_number_counters',
      'jobs',
      'keep_me_posted',
      'knowledge_articles',
      'mail_outbox',
      'media_assets',
      'media_sources',
      'order_lines',
      'order_number_counters',
      'orders',
      'password_reset_tokens',
      'payments',
      'product_features',
      'product_options',
      'products',
      'rate_limits',
      'related_products',
      'review_photos',
      'reviews',
      'search_documents',
      'search_documents_de',
      'search_documents_en',
      'search_documents_nl',
      'search_documents_other',
      'search_queries',
      'search_sync_state',
      'search_synonyms',
      'search_texts',
      'search_words',
      'server_secrets',
      'sessions',
      'settings',
      'shipping_methods',
      'shipping_rates',
      'staff',
      'staff_sessions',
      'stock_reservations',
      'test_psp_payments',
      'test_psp_refunds',
      'url_paths',
      'wish_list_items',
      'wish_lists',
    ])
    const applied = await rows<{ count: string | number }>(
      handle,
      sql`select count(*) from drizzle.__drizzle_migrations`,
    )
    expect(Number(applied[0]!.count)).toBeGreaterThan(0)
  })
})

describe('reference data', () => {
  it('is seeded once and never overwrites what the owner changed', async () => {
    const handle = await createTestDatabase()
    opened.push(handle)
    const { db } = handle
    await seedReferenceData(db)
    const seeded = await db.select().from(settings)
    expect(seeded.length).toBeGreaterThan(5)

    await db
      .update(settings)
      .set({ value: 'De Scherpe Snede' })
      .where(sql`${settings.key} = 'company_name'`)
    await db
      .update(countries)
      .set({ enabled: false })
      .where(sql`${countries.iso} = 'FR'`)
    await db.delete(countries).where(sql`${countries.iso} = 'LU'`)
    await seedReferenceData(db)

    const [company] = await db
      .select()
      .from(settings)
      .where(sql`${settings.key} = 'company_name'`)
    expect(company!.value).toBe('De Scherpe Snede')
    expect(await db.select().from(settings)).toHaveLength(seeded.length)
    const france = await db
      .select()
      .from(countries)
      .where(sql`${countries.iso} = 'FR'`)
    expect(france[0]!.enabled).toBe(false)
    // A missing row is added again: the shop cannot run without its reference data.
    expect(
      await db
        .select()
        .from(countries)
        .where(sql`${countries.iso} = 'LU'`),
    ).toHaveLength(1)
  })
})
