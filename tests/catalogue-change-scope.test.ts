import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { seedReferenceData } from '#server/db/reference-data'
import {
  type CatalogueChange,
  type CatalogueChanges,
  changeTags,
  watchCatalogueChanges,
} from '#server/domain/catalogue/changes'
import { notifySearchIndexChanged, searchMayFollow } from '#server/domain/search/sync-job'
import { queryRows } from '#server/db/query'
import { createTestDatabase } from './db'
import { eventually } from './eventually'

/**
 * What the database says changed (migration 0027, docs/decisions/0149): product rows name the products,
 * their categories, brands and variant groups, and only when a guest would see the difference; category
 * rows whose counts alone changed name those categories; everything else is everything.
 */
let handle: DatabaseHandle
let changes: CatalogueChanges
let heard: CatalogueChange[] = []
const demo = generateCatalogue({ products: 260, seed: 5 })
const plain = demo.products.filter(
  (p) => p.status === 'active' && !p.is_last_stock && !p.stock_is_from_brand && !p.is_vdm,
)
const [first, second] = plain

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
  await loadCatalogue(handle.db, demo)
  changes = await watchCatalogueChanges(handle)
  changes.subscribe((change) => heard.push(change))
})
afterAll(async () => {
  await changes.close()
  await handle.close()
})
beforeEach(async () => {
  await quiet()
  heard = []
})

/** Long enough for a notification that would come. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 150))
const run = (statement: ReturnType<typeof sql>) => handle.db.execute(statement)
const tagsHeard = () => new Set(heard.flatMap((change) => [...change.tags]))

async function nothingHeard(statement: ReturnType<typeof sql>) {
  await run(statement)
  await quiet()
  expect(heard).toEqual([])
}

/** Sets up a state, whatever it notifies. */
async function arrange(statement: ReturnType<typeof sql>) {
  await run(statement)
  await quiet()
  heard = []
}

async function heardAfter(statement: ReturnType<typeof sql>) {
  await run(statement)
  await eventually(() => expect(heard.length).toBeGreaterThan(0))
  await quiet()
  return heard
}

describe('product rows (migration 0027)', () => {
  it('a price change names the product, every category that lists it, its brand and group, and no more', async () => {
    const [change, ...more] = await heardAfter(
      sql`update products set price_cents = price_cents + 100 where id = ${first!.id}`,
    )
    expect(more).toEqual([])
    expect(searchMayFollow(change!)).toBe(true)
    expect(change!.everything).toBe(false)
    expect(change!.seq).toEqual(expect.any(Number))
    const expected = [
      changeTags.anyProduct,
      changeTags.product(first!.id),
      // A card shows the price.
      changeTags.card(first!.id),
      ...first!.category_ids.map(changeTags.category),
      changeTags.brand(first!.brand_id),
      ...(first!.variant_group_id === null ? [] : [changeTags.variantGroup(first!.variant_group_id)]),
    ]
    expect([...change!.tags].sort()).toEqual([...new Set(expected)].sort())
    expect(change!.tags.has(changeTags.product(second!.id))).toBe(false)
  })

  it('a stock change is heard only when the stock message or a last-stock maximum changes', async () => {
    await arrange(sql`update products set stock = 45 where id = ${first!.id}`)
    // "More than five" before and after: what a paid order mostly does.
    await nothingHeard(sql`update products set stock = 44 where id = ${first!.id}`)
    await nothingHeard(sql`update products set stock = 6 where id = ${first!.id}`)
    for (const [stock, shown] of [
      [5, '5'],
      [1, 'one left'],
      [0, 'none'],
    ] as const) {
      heard = []
      const changed = await heardAfter(sql`update products set stock = ${stock} where id = ${first!.id}`)
      expect(
        changed.map((change) => change.tags.has(changeTags.product(first!.id))),
        shown,
      ).toEqual([true])
      // Only its page shows the message: its card (no stock figure) stays, with the listings that show it
      // (docs/decisions/0161).
      expect(changed[0]!.tags.has(changeTags.card(first!.id)), shown).toBe(false)
      // The category's listing index and counts stay, and search, which finds products by their texts,
      // price and status, is not asked to follow.
      expect(
        first!.category_ids.filter((id) => changed[0]!.tags.has(changeTags.category(id))),
        shown,
      ).toEqual([])
      expect(searchMayFollow(changed[0]!), shown).toBe(false)
    }
    // The brand's stock is not shown: none of its changes are.
    await arrange(sql`update products set stock_is_from_brand = true, stock = 30 where id = ${second!.id}`)
    await nothingHeard(sql`update products set stock = 2 where id = ${second!.id}`)
    // Last stock: the most one may order is shown (the quantity chooser), so 9 → 8 is seen under a maximum of 10.
    await arrange(
      sql`update products set stock_is_from_brand = false, is_last_stock = true, max_order_quantity = 10, stock = 20
          where id = ${second!.id}`,
    )
    await nothingHeard(sql`update products set stock = 19 where id = ${second!.id}`)
    await heardAfter(sql`update products set stock = 9 where id = ${second!.id}`)
    heard = []
    await heardAfter(sql`update products set stock = 8 where id = ${second!.id}`)
    expect(tagsHeard().has(changeTags.card(second!.id))).toBe(false)
    // The last piece sold: the card can no longer add it.
    await arrange(sql`update products set stock = 1 where id = ${second!.id}`)
    await heardAfter(sql`update products set stock = 0 where id = ${second!.id}`)
    expect(tagsHeard().has(changeTags.card(second!.id))).toBe(true)
  })

  it('a description is found by search: it names the categories, so the index follows', async () => {
    const [change] = await heardAfter(
      sql`update products set description = description || '{"en":"sharper"}'::jsonb where id = ${first!.id}`,
    )
    expect(searchMayFollow(change!)).toBe(true)
  })

  it('a statement that changes nothing shown, or nothing at all, is not heard', async () => {
    await nothingHeard(sql`update products set updated_at = now() where id = ${first!.id}`)
    await nothingHeard(sql`update products set price_cents = price_cents where id = ${first!.id}`)
    await nothingHeard(sql`update products set price_cents = 1 where false`)
  })

  it('a move names the categories it left as well as those it joined', async () => {
    const other = demo.products.find((p) => p.status === 'active' && p.category_id !== first!.category_id)!
    const changed = await heardAfter(
      sql`update products set category_id = ${other.category_id}, category_ids = ${sql.raw(
        `'{${other.category_ids.join(',')}}'::integer[]`,
      )} where id = ${first!.id}`,
    )
    const tags = new Set(changed.flatMap((change) => [...change.tags]))
    for (const id of [...first!.category_ids, ...other.category_ids]) {
      expect(tags.has(changeTags.category(id)), `category ${id}`).toBe(true)
    }
  })

  it('options, features and related products name the product they belong to', async () => {
    const feature = demo.product_features.find((row) => row.product_id === second!.id)!
    await heardAfter(
      sql`delete from product_features where product_id = ${second!.id} and feature_value_id = ${feature.feature_value_id}`,
    )
    expect(tagsHeard().has(changeTags.product(second!.id))).toBe(true)
    for (const id of second!.category_ids) expect(tagsHeard().has(changeTags.category(id))).toBe(true)
    heard = []
    await heardAfter(
      sql`insert into related_products (product_id, related_product_id, position) values (${second!.id}, ${first!.id}, 99)`,
    )
    expect(heard.every((change) => !change.everything)).toBe(true)
    expect(tagsHeard().has(changeTags.product(second!.id))).toBe(true)
    // Related products are on the product's page, not on its card.
    expect(tagsHeard().has(changeTags.card(second!.id))).toBe(false)
  })

  it('a change of many products comes in pieces that together name each of them', async () => {
    const ids = demo.products.slice(0, 200).map((p) => p.id)
    const changed = await heardAfter(
      sql`update products set price_cents = price_cents + 1 where id = any(${sql.raw(`'{${ids.join(',')}}'::integer[]`)})`,
    )
    await eventually(() => {
      const tags = new Set(heard.flatMap((change) => [...change.tags]))
      expect(ids.filter((id) => !tags.has(changeTags.product(id)))).toEqual([])
    })
    expect(changed.every((change) => !change.everything)).toBe(true)
    expect(heard.length).toBeGreaterThan(1)
  })
})

describe('category rows and the search index', () => {
  it('counts alone name those categories; a name is everything', async () => {
    const category = demo.categories.find((c) => c.kind === 'category')!
    const [counted] = await heardAfter(
      sql`update categories set product_count = product_count + 1 where id = ${category.id}`,
    )
    expect(counted!.everything).toBe(false)
    expect([...counted!.tags].sort()).toEqual(
      [changeTags.categoryCounts, changeTags.category(category.id)].sort(),
    )
    heard = []
    const [renamed] = await heardAfter(
      sql`update categories set name = name || '{"nl":"x"}'::jsonb where id = ${category.id}`,
    )
    expect(renamed!.everything).toBe(true)
  })

  it('a search sync that changed the index says so', async () => {
    await notifySearchIndexChanged(handle.db)
    await eventually(() => expect(heard.length).toBe(1))
    expect(heard[0]!.everything).toBe(false)
    expect([...heard[0]!.tags]).toEqual([changeTags.searchIndex])
    expect(searchMayFollow(heard[0]!)).toBe(false)
  })

  it('settings are everything', async () => {
    const [change] = await heardAfter(sql`update settings set updated_at = now()`)
    expect(change!.everything).toBe(true)
  })

  it('a statement that writes no row of the tables that are everything is not heard (migration 0029)', async () => {
    await nothingHeard(sql`update settings set updated_at = now() where false`)
    await nothingHeard(
      sql`insert into countries (iso, position, enabled) select iso, position, enabled from countries
          on conflict (iso) do nothing`,
    )
    await nothingHeard(sql`delete from brands where id = -1`)
    await nothingHeard(sql`update categories set name = name where false`)
    await nothingHeard(sql`delete from categories where id = -1`)
    await nothingHeard(sql`update knowledge_articles set updated_at = now() where false`)
    // One row is a change, whichever way it is written.
    const [deleted] = await heardAfter(sql`delete from settings where key = 'company_name'`)
    expect(deleted!.everything).toBe(true)
    heard = []
    await seedReferenceData(handle.db)
    await eventually(() => expect(heard.some((change) => change.everything)).toBe(true))
  })

  it('a start that finds every setting and country in place notifies nobody, so nobody empties a page', async () => {
    await seedReferenceData(handle.db)
    await quiet()
    expect(heard).toEqual([])
    // A setting gone missing is added again: that is a change.
    await arrange(sql`delete from settings where key = 'company_name'`)
    await seedReferenceData(handle.db)
    await eventually(() => expect(heard.some((change) => change.everything)).toBe(true))
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from settings where key = 'company_name'`,
    )
    expect(row!.n).toBe(1)
  })
})
