import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_SIZE_OPTIONS, SORT_OPTIONS } from '#core/constants'
import type { LocaleSite } from '#core/context'
import type { ListingQuery } from '#core/schemas/catalogue'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue, type DemoCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { Random } from '#server/db/demo-data/prng'
import { seedReferenceData } from '#server/db/reference-data'
import { catalogueCaches, UNCACHED, type CatalogueCaches } from '#server/domain/catalogue/catalogue-caches'
import { loadCategoryTree, type CategoryTree } from '#server/domain/catalogue/categories'
import { watchCatalogueChanges, type CatalogueChanges } from '#server/domain/catalogue/changes'
import { loadListing } from '#server/domain/catalogue/listing'
import { ListingIndex } from '#server/domain/catalogue/listing-index'
import { createTestDatabase } from './db'
import { testEnv } from './env'
import { eventually } from './eventually'

/** The in-memory listing index against the SQL it stands in for (docs/decisions/0046). */

const SITES: LocaleSite[] = [
  { locale: 'nl', prefix: '' },
  { locale: 'en', prefix: '/en' },
  { locale: 'de', prefix: '/de' },
]

let handle: DatabaseHandle
let changes: CatalogueChanges
let caches: CatalogueCaches
const trees = new Map<string, CategoryTree>()
const demo: DemoCatalogue = generateCatalogue({ products: 300, seed: 46 })
const active = demo.products.filter((p) => p.status === 'active')
const listed = demo.categories.filter((c) => c.kind !== 'knowledge')

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
  await loadCatalogue(handle.db, demo)
  changes = await watchCatalogueChanges(handle)
  caches = catalogueCaches(changes)
  for (const site of SITES) trees.set(site.locale, await loadCategoryTree(handle.db, site))
}, 180_000)
afterAll(async () => {
  await changes.close()
  await handle.close()
})

/** The same listing from the index (caches that keep) and from SQL alone (caches that keep nothing). */
async function bothWays(site: LocaleSite, categoryId: number, query: ListingQuery) {
  const tree = trees.get(site.locale)!
  const category = tree.byId.get(categoryId)!
  const [memory, fromSql] = await Promise.all([
    loadListing(handle.db, site, tree, category, query, caches),
    loadListing(handle.db, site, tree, category, query, UNCACHED),
  ])
  return { memory, fromSql }
}

/** A random filter choice over what the category has (and now and then what it has not). */
function randomQuery(random: Random, categoryId: number): ListingQuery {
  const products = active.filter((p) => p.category_ids.includes(categoryId))
  const brands = [...new Set(products.map((p) => p.brand_id))].map(
    (id) => demo.brands.find((b) => b.id === id)!.slug,
  )
  const filterable = new Set(demo.features.filter((f) => f.filterable).map((f) => f.id))
  const values = demo.feature_values.filter(
    (v) => filterable.has(v.feature_id) && products.some((p) => p.feature_value_ids.includes(v.id)),
  )
  const pair = (v: (typeof values)[number]) =>
    `${demo.features.find((f) => f.id === v.feature_id)!.key}:${v.key}`
  const prices = products.map((p) =>
    p.sale_price_cents !== null && p.sale_price_cents < p.price_cents ? p.sale_price_cents : p.price_cents,
  )
  const euros = () => Math.round(random.pick(prices) / 100) + random.int(-3, 3)
  // Mostly none: every filter narrows, and the draws should not be mostly empty pages.
  const some = <T>(items: T[], most: number) =>
    items.length === 0 || random.chance(0.5)
      ? []
      : Array.from({ length: random.int(1, most) }, () => random.pick(items))
  const [low, high] = [euros(), euros()].sort((a, b) => a - b)
  const feature = some(values, 3).map(pair)
  // Two values of one feature: any of them.
  if (feature.length > 0 && random.chance(0.3)) {
    const [key] = feature[0]!.split(':')
    const sibling = values.find((v) => pair(v).startsWith(`${key}:`) && pair(v) !== feature[0])
    if (sibling) feature.push(pair(sibling))
  }
  if (random.chance(0.05)) feature.push('steel:no-such-steel')
  return {
    sort: random.pick(SORT_OPTIONS),
    page: random.chance(0.8) ? 1 : random.int(2, 3),
    per_page: random.pick(PAGE_SIZE_OPTIONS),
    brand: [...some(brands, 3), ...(random.chance(0.05) ? ['no-such-brand'] : [])],
    price_min: random.chance(0.4) ? Math.max(0, low!) : undefined,
    price_max: random.chance(0.4) ? Math.max(0, high!) : undefined,
    in_stock: random.chance(0.3),
    feature,
  }
}

describe(`listing index on ${testEnv.databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('gives the same products, order, pages and facet counts as SQL for many filter choices', async () => {
    const random = new Random(460)
    const stocked = listed.filter((c) => active.some((p) => p.category_ids.includes(c.id)))
    let nonEmpty = 0
    for (let n = 0; n < 240; n++) {
      const category = random.chance(0.5)
        ? random.pick(stocked.filter((c) => c.parent_id === null))
        : random.pick(stocked)
      const query = randomQuery(random, category.id)
      const site = random.pick(SITES)
      const { memory, fromSql } = await bothWays(site, category.id, query)
      expect(memory, JSON.stringify({ category: category.id, locale: site.locale, query })).toEqual(fromSql)
      if (memory.products.length > 0) nonEmpty++
    }
    // The draws are no string of empty pages, and the listings came from indexes.
    expect(nonEmpty).toBeGreaterThan(100)
    expect(caches.listingIndexes.size).toBeGreaterThan(5)
  }, 120_000)

  it('gives the same unfiltered pages in every sort as the stored counts and the SQL page', async () => {
    let n = 0
    for (const category of listed) {
      for (const sort of SORT_OPTIONS) {
        const query: ListingQuery = { sort, page: 1, per_page: 24, brand: [], in_stock: false, feature: [] }
        // Each language in turn: the name orders of all three are read.
        const site = SITES[n++ % SITES.length]!
        const { memory, fromSql } = await bothWays(site, category.id, query)
        expect(memory, `${category.id} ${sort} ${site.locale}`).toEqual(fromSql)
      }
    }
  }, 120_000)

  it('is rebuilt after a change: a new price and stock show at once', async () => {
    const top = listed.find((c) => c.parent_id === null && c.kind === 'category')!
    const site = SITES[0]!
    const query: ListingQuery = {
      sort: 'price_asc',
      page: 1,
      per_page: 24,
      brand: [],
      in_stock: true,
      feature: [],
      price_max: 5,
    }
    const before = (await bothWays(site, top.id, query)).memory
    const index = await caches.listingIndexes.get(String(top.id), () => Promise.reject(new Error('built')))
    const product = active.find(
      (p) => p.category_ids.includes(top.id) && p.price_cents > 500 && (p.sale_price_cents ?? 501) > 500,
    )!
    const generation = changes.mark()
    await handle.db.execute(
      sql`update products set price_cents = 100, sale_price_cents = null, stock = 5,
            stock_status_code = 'AVAILABLE_DIRECT' where id = ${product.id}`,
    )
    await eventually(() => expect(changes.mark()).toBeGreaterThan(generation))
    const { memory, fromSql } = await bothWays(site, top.id, query)
    expect(memory).toEqual(fromSql)
    expect(memory.total).toBe(before.total + 1)
    expect(memory.products[0]!.id).toBe(product.id)
    expect(memory.facets.price.min).toBe(1)
    const rebuilt = await caches.listingIndexes.get(String(top.id), () => Promise.reject(new Error('built')))
    expect(rebuilt).not.toBe(index)
  })

  it('leaves a category larger than its limit to SQL', async () => {
    const top = listed.find((c) => c.parent_id === null && c.kind === 'category')!
    const count = active.filter((p) => p.category_ids.includes(top.id)).length
    expect(await ListingIndex.build(handle.db, top.id, count - 1)).toBeNull()
    expect((await ListingIndex.build(handle.db, top.id, count))?.size).toBe(count)
  })
})
