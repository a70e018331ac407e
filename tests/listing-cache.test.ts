import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleSite } from '#core/context'
import { parseListingQuery, type CategoryListing } from '#core/schemas/catalogue'
import type { DatabaseHandle } from '#server/db/client'
import { generateCatalogue, type DemoCatalogue, type DemoProduct } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { seedReferenceData } from '#server/db/reference-data'
import { createCatalogueService, type CatalogueService } from '#server/domain/catalogue/catalogue'
import { watchCatalogueChanges, type CatalogueChanges } from '#server/domain/catalogue/changes'
import { generationCache } from '#server/domain/catalogue/generation-cache'
import { shellReader } from '#server/domain/shell/shell'
import { createStaticDataService } from '#server/domain/shell/static-data'
import { createTestDatabase } from './db'
import { testEnv } from './env'
import { eventually } from './eventually'

/** Listings and facet counts kept per catalogue generation (docs/decisions/0044). */

const NL: LocaleSite = { locale: 'nl', prefix: '' }
const EN: LocaleSite = { locale: 'en', prefix: '/en' }

let handle: DatabaseHandle
let changes: CatalogueChanges
let cached: CatalogueService
let uncached: CatalogueService
const demo: DemoCatalogue = generateCatalogue({ products: 300, seed: 11 })
const active = demo.products.filter((p) => p.status === 'active')
const top = demo.categories.find((c) => c.parent_id === null && c.kind === 'category')!
const inTop = active.filter((p) => p.category_ids.includes(top.id))
const current = (p: DemoProduct) =>
  p.sale_price_cents !== null && p.sale_price_cents < p.price_cents ? p.sale_price_cents : p.price_cents

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
  await loadCatalogue(handle.db, demo)
  changes = await watchCatalogueChanges(handle)
  cached = createCatalogueService(handle.db, changes)
  uncached = createCatalogueService(handle.db)
})
afterAll(async () => {
  await changes.close()
  await handle.close()
})

async function listing(catalog: CatalogueService, site: LocaleSite, search = ''): Promise<CategoryListing> {
  const resolved = await catalog.resolvePath(
    site,
    `/${top.path[site.locale]}`,
    parseListingQuery(new URLSearchParams(search)),
  )
  if (resolved?.type !== 'category') throw new Error(`no listing: ${JSON.stringify(resolved)}`)
  return resolved.listing
}

/** A change this process makes, and the notification of it arriving. */
async function change(statement: ReturnType<typeof sql>): Promise<void> {
  const before = changes.mark()
  await handle.db.execute(statement)
  await eventually(() => expect(changes.mark()).toBeGreaterThan(before))
}

const brandOf = (p: DemoProduct) => demo.brands.find((b) => b.id === p.brand_id)!
const valuesOf = (p: DemoProduct) =>
  demo.product_features
    .filter((pf) => pf.product_id === p.id)
    .map((pf) => demo.feature_values.find((v) => v.id === pf.feature_value_id)!)

describe(`listing and facet cache on ${testEnv.databaseUrl ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('gives the same listings as without a cache, and as counting the products by hand', async () => {
    const [brandA, brandB] = [...new Set(inTop.map(brandOf))]
    const steel = demo.features.find((f) => f.key === 'steel')!
    const steels = [...new Set(inTop.flatMap(valuesOf).filter((v) => v.feature_id === steel.id))]
    const searches = [
      'in_stock=1&sort=price_asc&price_min=20&price_max=150',
      `brand=${brandA!.slug}&sort=price_desc`,
      `brand=${brandA!.slug}&brand=${brandB!.slug}&in_stock=1&sort=name_asc`,
      `feature=steel:${steels[0]!.key}&in_stock=1&sort=name_desc`,
      `feature=steel:${steels[0]!.key}&feature=steel:${steels[1]!.key}&price_max=80&per_page=48`,
      'price_min=50&price_max=80&sort=name_asc',
      'sort=recommended&page=2',
      `brand=no-such-brand&price_min=0`,
    ]
    for (const search of searches) {
      for (const site of [NL, EN]) {
        const fromCache = await listing(cached, site, search)
        expect(await listing(cached, site, search)).toEqual(fromCache)
        expect(await listing(uncached, site, search)).toEqual(fromCache)
      }
      // By hand: the total and the in-stock count under the filters.
      const query = parseListingQuery(new URLSearchParams(search))
      const brandIds = demo.brands.filter((b) => query.brand.includes(b.slug)).map((b) => b.id)
      const chosenSteels = query.feature.map((pair) => pair.split(':')[1])
      const matching = inTop.filter(
        (p) =>
          (brandIds.length === 0 || brandIds.includes(p.brand_id)) &&
          (query.price_min === undefined || current(p) >= query.price_min * 100) &&
          (query.price_max === undefined || current(p) <= query.price_max * 100) &&
          (chosenSteels.length === 0 ||
            valuesOf(p).some((v) => v.feature_id === steel.id && chosenSteels.includes(v.key))),
      )
      const page = await listing(cached, NL, search)
      const stocked = matching.filter((p) => p.stock_status_code === 'AVAILABLE_DIRECT')
      expect(page.total).toBe(query.in_stock ? stocked.length : matching.length)
      expect(page.facets.in_stock_count).toBe(stocked.length)
    }
  })

  it('answers an equal query written in another order from the cache, with the query as asked', async () => {
    const [brandA, brandB] = [...new Set(inTop.map(brandOf))]
    const first = await listing(cached, NL, `brand=${brandA!.slug}&brand=${brandB!.slug}&in_stock=1`)
    const second = await listing(cached, NL, `in_stock=1&brand=${brandB!.slug}&brand=${brandA!.slug}`)
    expect(second.query.brand).toEqual([brandB!.slug, brandA!.slug])
    expect({ ...second, query: first.query }).toEqual(first)
    // The listing's products are the cached objects themselves: no query ran for the second.
    expect(second.products).toBe(first.products)
  })

  it('shows a stock change at once on the next request after its notification', async () => {
    const before = await listing(cached, NL, 'in_stock=1')
    const product = before.products[0]!
    expect(product.stock_status_code).toBe('AVAILABLE_DIRECT')
    await change(
      sql`update products set stock_status_code = 'UNAVAILABLE', stock = 0 where id = ${product.id}`,
    )
    const after = await listing(cached, NL, 'in_stock=1')
    expect(after.total).toBe(before.total - 1)
    expect(after.facets.in_stock_count).toBe(before.facets.in_stock_count - 1)
    expect(after.products.map((p) => p.id)).not.toContain(product.id)
    const all = await listing(cached, NL, 'price_min=0')
    expect(all.facets.in_stock_count).toBe(before.facets.in_stock_count - 1)
  })

  it('shows a price change at once: filter counts, the price range and the product page', async () => {
    const cheapest = [...inTop].sort((a, b) => current(a) - current(b) || a.id - b.id)[0]!
    const underTwo = await listing(cached, NL, 'price_max=2')
    const pagePath = `/${cheapest.slug.nl}`
    const pageBefore = await cached.resolvePath(NL, pagePath, parseListingQuery(new URLSearchParams()))
    expect(pageBefore?.type).toBe('product')
    await change(
      sql`update products set price_cents = 100, sale_price_cents = null where id = ${cheapest.id}`,
    )
    expect((await listing(cached, NL, 'price_max=100000')).facets.price.min).toBe(1)
    expect((await listing(cached, NL, 'price_max=2')).total).toBe(underTwo.total + 1)
    const pageAfter = await cached.resolvePath(NL, pagePath, parseListingQuery(new URLSearchParams()))
    expect(pageAfter?.type === 'product' && pageAfter.product.prices.price).toBe(1)
  })

  it('keeps the shell and the static-data stamp until the settings change', async () => {
    const shell = shellReader(handle.db, changes)
    const staticData = createStaticDataService(handle.db, changes)
    const name = (await shell('nl')).company_name
    const stamp = await staticData.version('nl')
    expect(await staticData.version('nl')).toBe(stamp)
    await change(
      sql`update settings set value = to_jsonb('Ander Mes'::text), updated_at = now() where key = 'company_name'`,
    )
    expect((await shell('nl')).company_name).toBe('Ander Mes')
    expect(name).not.toBe('Ander Mes')
    expect(await staticData.version('nl')).not.toBe(stamp)
    expect((await staticData.get('nl')).data.company_name).toBe('Ander Mes')
  })
})

/** The real change tracker, on a database stand-in the test drives: a notification, a lost listener. */
async function fakeChanges(): Promise<CatalogueChanges & { change(): void; setLive(live: boolean): void }> {
  let notify: (payload: string) => void = () => undefined
  let listening: (live: boolean) => void = () => undefined
  const changes = await watchCatalogueChanges({
    listen: async (_channel, onNotify, onListening) => {
      notify = onNotify
      listening = onListening ?? listening
      return async () => undefined
    },
  })
  return { ...changes, change: () => notify('products'), setLive: (live) => listening(live) }
}

describe('generation cache', () => {
  it('computes once per key and generation, and again after a change', async () => {
    const changes = await fakeChanges()
    const cache = generationCache<number>(changes, 10)
    let computed = 0
    const compute = async () => ++computed
    expect(await cache.get('a', compute)).toBe(1)
    expect(await cache.get('a', compute)).toBe(1)
    changes.change()
    expect(cache.size).toBe(0)
    expect(await cache.get('a', compute)).toBe(2)
  })

  it('keeps nothing without changes, or while they are not live', async () => {
    let computed = 0
    const compute = async () => ++computed
    const none = generationCache<number>(undefined, 10)
    await none.get('a', compute)
    await none.get('a', compute)
    expect(computed).toBe(2)
    const changes = await fakeChanges()
    const cache = generationCache<number>(changes, 10)
    changes.setLive(false)
    await cache.get('a', compute)
    await cache.get('a', compute)
    expect(computed).toBe(4)
    expect(cache.size).toBe(0)
  })

  it('never serves what was computed across a change', async () => {
    const changes = await fakeChanges()
    const cache = generationCache<string>(changes, 10)
    let release: (value: string) => void = () => undefined
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)))
    changes.change()
    release('old')
    expect(await slow).toBe('old')
    expect(await cache.get('a', async () => 'new')).toBe('new')
  })

  it('holds at most its bound, dropping the least recently used', async () => {
    const cache = generationCache<string>(await fakeChanges(), 3)
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    await cache.get('a', async () => 'again')
    await cache.get('d', async () => 'd')
    expect(cache.size).toBe(3)
    expect(await cache.get('a', async () => 'recomputed')).toBe('a')
    expect(await cache.get('b', async () => 'recomputed')).toBe('recomputed')
  })

  it('holds at most its weight, dropping the least recently used, and never a value heavier than all', async () => {
    const changes = await fakeChanges()
    const cache = generationCache<string>(changes, 10, { of: (value) => value.length, max: 10 })
    expect(cache.keeps()).toBe(true)
    for (const key of ['aaaa', 'bbbb']) await cache.get(key, async () => key)
    await cache.get('aaaa', async () => 'again')
    await cache.get('cccc', async () => 'cccc')
    // 12 > 10: bbbb, the least recently used, made room.
    expect([cache.size, cache.weight]).toEqual([2, 8])
    expect(await cache.get('bbbb', async () => 'bb')).toBe('bb')
    expect(await cache.get('aaaa', async () => 'recomputed')).toBe('aaaa')
    expect(cache.weight).toBe(10)
    await cache.get('huge', async () => 'x'.repeat(11))
    expect(await cache.get('huge', async () => 'recomputed')).toBe('recomputed')
    expect(cache.weight).toBeLessThanOrEqual(10)
    changes.change()
    expect([cache.size, cache.weight]).toEqual([0, 0])
    changes.setLive(false)
    expect(cache.keeps()).toBe(false)
  })

  it('does not keep a failed computation', async () => {
    const cache = generationCache<string>(await fakeChanges(), 3)
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.get('a', async () => 'fine')).toBe('fine')
  })
})
