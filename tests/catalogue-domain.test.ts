import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleSite } from '#core/context'
import { parseListingQuery, type CategoryListing, type ProductDetail } from '#core/schemas/catalogue'
import type { Database, DatabaseHandle } from '#server/db/client'
import { generateCatalogue, type DemoCatalogue, type DemoProduct } from '#server/db/demo-data/generate'
import { loadDemoCatalogueIfEmpty } from '#server/db/demo-data/first-start'
import { loadCatalogue } from '#server/db/demo-data/load'
import { seedReferenceData } from '#server/db/reference-data'
import { categories } from '#server/db/schema'
import { createCatalogueService, type CatalogueService } from '#server/domain/catalogue/catalogue'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'
import { createStaticDataService } from '#server/domain/shell/static-data'
import { createMemoryLogger } from './app'
import { createTestDatabase } from './db'

const NL: LocaleSite = { locale: 'nl', prefix: '' }
const EN: LocaleSite = { locale: 'en', prefix: '/en' }
const DE: LocaleSite = { locale: 'de', prefix: '/de' }

let handle: DatabaseHandle
let catalog: CatalogueService
const demo: DemoCatalogue = generateCatalogue({ products: 200, seed: 7 })
const active = demo.products.filter((p) => p.status === 'active')
const current = (p: DemoProduct) =>
  p.sale_price_cents !== null && p.sale_price_cents < p.price_cents ? p.sale_price_cents : p.price_cents
const inCategory = (id: number) => active.filter((p) => p.category_ids.includes(id))
const top = demo.categories.find((c) => c.parent_id === null && c.kind === 'category')!

beforeAll(async () => {
  handle = await createTestDatabase()
  await seedReferenceData(handle.db)
  await loadCatalogue(handle.db, demo)
  catalog = createCatalogueService(handle.db)
})
afterAll(() => handle.close())

const query = (search = '') => parseListingQuery(new URLSearchParams(search))

async function listing(site: LocaleSite, path: string, search = ''): Promise<CategoryListing> {
  const resolved = await catalog.resolvePath(site, path, query(search))
  if (resolved?.type !== 'category') throw new Error(`${path} is no category: ${JSON.stringify(resolved)}`)
  return resolved.listing
}

async function detail(site: LocaleSite, product: DemoProduct): Promise<ProductDetail> {
  const resolved = await catalog.resolvePath(site, `/${product.slug[site.locale]}`, query())
  if (resolved?.type !== 'product') throw new Error(`${product.id} is no product page`)
  return resolved.product
}

describe('category listing', () => {
  it('lists the active products of a category and its children, most popular first, 24 a page', async () => {
    const expected = inCategory(top.id).sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    const page = await listing(NL, `/${top.path.nl}`)
    expect(page.total).toBe(expected.length)
    expect(page.pages).toBe(Math.ceil(expected.length / 24))
    expect(page.products.map((p) => p.id)).toEqual(expected.slice(0, 24).map((p) => p.id))
    expect(page.category).toMatchObject({
      id: top.id,
      name: top.name.nl,
      link: `/${top.path.nl}`,
      breadcrumbs: [{ name: top.name.nl, link: `/${top.path.nl}` }],
      alternates: { nl: `/${top.path.nl}`, en: `/${top.path.en}`, de: `/${top.path.de}` },
    })
    const children = demo.categories.filter((c) => c.parent_id === top.id)
    expect(page.category.children.map((c) => [c.name, c.hit_count, c.link])).toEqual(
      children.map((c) => [c.name.nl, inCategory(c.id).length, `/${c.path.nl}`]),
    )
    expect(page.query).toMatchObject({ sort: 'recommended', page: 1, per_page: 24 })
  })

  it('answers the plain page from the stored facets exactly as a filtered pass over the products would', async () => {
    for (const category of demo.categories.filter((c) => c.kind !== 'knowledge').slice(0, 12)) {
      for (const sort of ['recommended', 'price_asc', 'price_desc', 'name_asc', 'name_desc']) {
        // The second page where there is one (a page past the last is a 404).
        const page = inCategory(category.id).length > 24 ? 2 : 1
        const plain = await listing(EN, `/${category.path.en}`, `sort=${sort}&page=${page}&per_page=24`)
        // price_min=0 filters nothing but takes the path that counts over the products.
        const counted = await listing(
          EN,
          `/${category.path.en}`,
          `sort=${sort}&page=${page}&per_page=24&price_min=0`,
        )
        expect(plain.facets).toEqual(counted.facets)
        expect(plain.total).toBe(counted.total)
        expect(plain.products.map((p) => p.id)).toEqual(counted.products.map((p) => p.id))
      }
    }
  })

  it('pages with per_page and page; a page past the last is no page (404)', async () => {
    const expected = inCategory(top.id).sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    const second = await listing(EN, `/${top.path.en}`, 'page=2&per_page=24')
    expect(second.products.map((p) => p.id)).toEqual(expected.slice(24, 48).map((p) => p.id))
    const wide = await listing(EN, `/${top.path.en}`, 'per_page=48')
    expect(wide.products).toHaveLength(Math.min(48, expected.length))
    expect(wide.pages).toBe(Math.ceil(expected.length / 48))
    const last = Math.ceil(expected.length / 24)
    expect((await listing(EN, `/${top.path.en}`, `page=${last}`)).products.length).toBeGreaterThan(0)
    for (const search of [`page=${last + 1}`, 'page=99', `page=${last + 1}&in_stock=1`]) {
      expect(await catalog.resolvePath(EN, `/${top.path.en}`, query(search)), search).toBeNull()
    }
    // A bad value falls back to the default rather than failing the page.
    expect((await listing(EN, `/${top.path.en}`, 'per_page=13')).query.per_page).toBe(24)
  })

  it('sorts by price and by name in the request language', async () => {
    const ascending = await listing(DE, `/${top.path.de}`, 'sort=price_asc&per_page=96')
    const prices = ascending.products.map((p) => p.prices.price)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    expect(prices[0]).toBe(Math.min(...inCategory(top.id).map(current)) / 100)
    const descending = await listing(DE, `/${top.path.de}`, 'sort=price_desc&per_page=96')
    expect(descending.products[0]!.prices.price).toBe(Math.max(...inCategory(top.id).map(current)) / 100)

    const byName = await listing(DE, `/${top.path.de}`, 'sort=name_asc&per_page=96')
    const names = byName.products.map((p) => p.name)
    expect(new Set(names)).toEqual(new Set(inCategory(top.id).slice(0, 96).length ? names : []))
    const reverse = await listing(DE, `/${top.path.de}`, 'sort=name_desc&per_page=96')
    if (byName.total <= 96) {
      const distinct = (list: string[]) => list.filter((name, i) => list.indexOf(name) === i)
      expect(distinct(reverse.products.map((p) => p.name))).toEqual(distinct(names).reverse())
    }
    expect(names[0]! <= names.at(-1)!).toBe(true)
    // German names: the products' German names, not the Dutch ones.
    expect(names.every((name) => active.some((p) => p.name.de === name))).toBe(true)
  })

  it('sorts names as people read them, not by byte: case and accents do not split the list', async () => {
    const leaf = demo.categories.find(
      (c) => c.kind === 'category' && inCategory(c.id).length >= 3 && inCategory(c.id).length <= 24,
    )!
    const [a, b, c] = inCategory(leaf.id)
    const rename = (id: number, name: string) =>
      handle.db.execute(
        sql`update products set name = jsonb_set(name, '{en}', to_jsonb(${name}::text)) where id = ${id}`,
      )
    const originals = [a!, b!, c!]
    try {
      await rename(a!.id, 'Mini marker')
      await rename(b!.id, 'lockback linerlock')
      await rename(c!.id, 'Ångström edge')
      const order = (names: string[]) =>
        names.filter((name) => ['Mini marker', 'lockback linerlock', 'Ångström edge'].includes(name))
      for (const search of ['sort=name_asc', 'sort=name_asc&price_min=0']) {
        const page = await listing(EN, `/${leaf.path.en}`, search)
        expect(order(page.products.map((p) => p.name)), search).toEqual([
          'Ångström edge',
          'lockback linerlock',
          'Mini marker',
        ])
      }
      const reverse = await listing(EN, `/${leaf.path.en}`, 'sort=name_desc')
      expect(order(reverse.products.map((p) => p.name))).toEqual([
        'Mini marker',
        'lockback linerlock',
        'Ångström edge',
      ])
    } finally {
      // Later tests compare with the demo data.
      for (const product of originals) await rename(product.id, product.name.en)
    }
  })

  it('filters by brand and counts brands under the other filters', async () => {
    const products = inCategory(top.id)
    const brandCounts = new Map<number, number>()
    for (const p of products) brandCounts.set(p.brand_id, (brandCounts.get(p.brand_id) ?? 0) + 1)
    const [brandId] = [...brandCounts.entries()].sort((a, b) => b[1] - a[1])[0]!
    const brand = demo.brands[brandId - 1]!
    const page = await listing(NL, `/${top.path.nl}`, `brand=${brand.slug}&brand=no-such-brand`)
    expect(page.total).toBe(brandCounts.get(brandId))
    expect(page.products.every((p) => p.brand_name === brand.name)).toBe(true)
    // The brand facet ignores the brand filter: every brand of the category is still there.
    expect(page.facets.brands).toHaveLength(brandCounts.size)
    expect(page.facets.brands.find((b) => b.slug === brand.slug)?.count).toBe(brandCounts.get(brandId))
    for (const facet of page.facets.brands) {
      const id = demo.brands.find((b) => b.slug === facet.slug)!.id
      expect(facet.count).toBe(brandCounts.get(id))
    }

    // Under the stock filter the brand counts shrink to the products in stock.
    const inStock = await listing(NL, `/${top.path.nl}`, 'in_stock=1')
    for (const facet of inStock.facets.brands) {
      const id = demo.brands.find((b) => b.slug === facet.slug)!.id
      expect(facet.count).toBe(
        products.filter((p) => p.brand_id === id && p.stock_status_code === 'AVAILABLE_DIRECT').length,
      )
    }
  })

  it('filters by price in whole euros and by stock, with the price range and stock count as facets', async () => {
    const products = inCategory(top.id)
    const page = await listing(NL, `/${top.path.nl}`, 'price_min=20&price_max=60')
    const expected = products.filter((p) => current(p) >= 2000 && current(p) <= 6000)
    expect(page.total).toBe(expected.length)
    expect(page.products.every((p) => p.prices.price >= 20 && p.prices.price <= 60)).toBe(true)
    // The price range is the category's, before the price filter.
    expect(page.facets.price).toEqual({
      min: Math.floor(Math.min(...products.map(current)) / 100),
      max: Math.ceil(Math.max(...products.map(current)) / 100),
    })
    expect(page.facets.in_stock_count).toBe(
      expected.filter((p) => p.stock_status_code === 'AVAILABLE_DIRECT').length,
    )

    const inStock = await listing(NL, `/${top.path.nl}`, 'in_stock=1')
    const stocked = products.filter((p) => p.stock_status_code === 'AVAILABLE_DIRECT')
    expect(inStock.total).toBe(stocked.length)
    expect(inStock.query.in_stock).toBe(true)
    expect(inStock.facets.in_stock_count).toBe(stocked.length)
    expect(inStock.products.every((p) => p.stock_status_code === 'AVAILABLE_DIRECT')).toBe(true)
  })

  it('filters by feature values (any value of one feature, all features) with counts that make sense', async () => {
    const products = inCategory(top.id)
    const valueOf = new Map(demo.feature_values.map((v) => [v.id, v]))
    const featureOf = new Map(demo.features.map((f) => [f.id, f]))
    const valuesOf = (p: DemoProduct) =>
      demo.product_features
        .filter((pf) => pf.product_id === p.id)
        .map((pf) => valueOf.get(pf.feature_value_id)!)
    const steel = demo.features.find((f) => f.key === 'steel')!
    const counts = new Map<string, number>()
    for (const p of products) {
      for (const v of valuesOf(p))
        if (v.feature_id === steel.id) counts.set(v.key, (counts.get(v.key) ?? 0) + 1)
    }
    const [first, second] = [...counts.keys()].sort()
    const page = await listing(EN, `/${top.path.en}`, `feature=steel:${first}&feature=steel:${second}`)
    const matching = products.filter((p) =>
      valuesOf(p).some((v) => v.feature_id === steel.id && [first, second].includes(v.key)),
    )
    expect(page.total).toBe(matching.length)
    // The steel facet ignores its own filter: all steels of the category, with their full counts.
    const steelFacet = page.facets.features.find((f) => f.key === 'steel')!
    expect(steelFacet.name).toBe('Steel')
    expect(Object.fromEntries(steelFacet.values.map((v) => [v.value, v.count]))).toEqual(
      Object.fromEntries(counts),
    )
    // Other facets count the filtered products only.
    const lock = page.facets.features.find((f) => f.key === 'lock')
    if (lock) {
      for (const value of lock.values) {
        expect(value.count).toBe(
          matching.filter((p) =>
            valuesOf(p).some((v) => v.key === value.value && featureOf.get(v.feature_id)!.key === 'lock'),
          ).length,
        )
      }
    }
    // Weight is no filter.
    expect(page.facets.features.some((f) => f.key === 'weight')).toBe(false)
    // Two features together: both apply.
    const handle = demo.features.find((f) => f.key === 'handle_material')!
    const someHandle = valuesOf(matching[0]!).find((v) => v.feature_id === handle.id)!
    const both = await listing(
      EN,
      `/${top.path.en}`,
      `feature=steel:${first}&feature=steel:${second}&feature=handle_material:${someHandle.key}`,
    )
    expect(both.total).toBe(matching.filter((p) => valuesOf(p).some((v) => v.id === someHandle.id)).length)
    // An unknown pair is ignored.
    expect((await listing(EN, `/${top.path.en}`, 'feature=nothing:here')).total).toBe(products.length)
  })
})

describe('resolvePath', () => {
  it('answers a product page with everything the page shows', async () => {
    const withOptions = active.find(
      (p) =>
        demo.product_options.some((o) => o.product_id === p.id && o.kind === 'extra_service') &&
        demo.related_products.some((r) => r.product_id === p.id),
    )!
    const page = await detail(EN, withOptions)
    const leaf = demo.categories.find((c) => c.id === withOptions.category_id)!
    const parent = demo.categories.find((c) => c.id === leaf.parent_id)!
    expect(page).toMatchObject({
      id: withOptions.id,
      link: `/en/${withOptions.slug.en}`,
      name: withOptions.name.en,
      name_translated: withOptions.name.nl,
      vat_rate: withOptions.vat_rate,
      alternates: {
        nl: `/${withOptions.slug.nl}`,
        en: `/${withOptions.slug.en}`,
        de: `/${withOptions.slug.de}`,
      },
      breadcrumbs: [
        { name: parent.name.en, link: `/en/${parent.path.en}` },
        { name: leaf.name.en, link: `/en/${leaf.path.en}` },
        { name: withOptions.name.en, link: `/en/${withOptions.slug.en}` },
      ],
    })
    expect(page.slides.length).toBeGreaterThanOrEqual(2)
    expect(page.slides[0]).toMatchObject({ type: 'image', width: 1000, height: 1000 })
    const services = demo.product_options.filter(
      (o) => o.product_id === withOptions.id && o.kind === 'extra_service',
    )
    expect(page.extra_services).toEqual(
      services.map((o) => ({
        id: o.id,
        name: o.name!.en,
        price: o.price_cents / 100,
        quantity: o.max_quantity,
      })),
    )
    expect(page.feature_groups.length).toBeGreaterThan(0)
    expect(page.feature_groups.flatMap((g) => g.features).length).toBe(
      demo.product_features.filter((pf) => pf.product_id === withOptions.id).length,
    )
    const related = demo.related_products
      .filter((r) => r.product_id === withOptions.id)
      .map((r) => r.related_product_id)
      .filter((id) => active.some((p) => p.id === id))
    expect(page.related_products.map((p) => p.id)).toEqual(related)
  })

  it('gives free options and combinations with their option products', async () => {
    const free = demo.product_options.find(
      (o) =>
        o.kind === 'free' &&
        active.some((p) => p.id === o.product_id) &&
        active.some((p) => p.id === o.option_product_id),
    )!
    const owner = active.find((p) => p.id === free.product_id)!
    const gift = active.find((p) => p.id === free.option_product_id)!
    const [card] = await catalog.products(NL, [owner.id])
    expect(card!.free_product_options).toContainEqual({
      id: free.id,
      name: gift.name.nl,
      quantity: 1,
      price_to_show: 0,
      original_price: current(gift) / 100,
      image: gift.images.sq125,
      option_product: {
        name: gift.name.nl,
        description: gift.description.nl,
        thumb_category_height_140: gift.images.h140,
        product_square_550: gift.images.sq550,
        link: `/${gift.slug.nl}`,
        review_amount: gift.review_amount,
        average_review_rating: gift.average_review_rating,
      },
    })
    const combination = demo.product_options.find(
      (o) =>
        o.kind === 'combination' &&
        active.some((p) => p.id === o.product_id) &&
        active.some((p) => p.id === o.option_product_id),
    )!
    const page = await detail(
      DE,
      active.find((p) => p.id === combination.product_id)!,
    )
    const partner = active.find((p) => p.id === combination.option_product_id)!
    expect(page.combinations).toContainEqual({
      id: combination.id,
      price: combination.price_cents / 100,
      option_product: expect.objectContaining({ name: partner.name.de, link: `/de/${partner.slug.de}` }),
    })
  })

  it('links variants to their siblings, without a link to an inactive one', async () => {
    const groups = new Map<number, DemoProduct[]>()
    for (const p of demo.products) {
      if (p.variant_group_id !== null && p.colour !== null && p.size === null) {
        groups.set(p.variant_group_id, [...(groups.get(p.variant_group_id) ?? []), p])
      }
    }
    const group = [...groups.values()].find((g) => g.length >= 3 && g.every((p) => p.status === 'active'))!
    const [own, other, gone] = group
    await handle.db.execute(sql`update products set status = 'inactive' where id = ${gone!.id}`)
    try {
      const page = await detail(NL, own!)
      expect(page.variants.size).toEqual([])
      expect(page.variants.colour).toHaveLength(group.length)
      expect(page.variants.colour.find((v) => v.value === own!.colour!.nl)).toMatchObject({
        is_current: true,
        product_link: `/${own!.slug.nl}`,
      })
      expect(page.variants.colour.find((v) => v.value === other!.colour!.nl)).toMatchObject({
        is_current: false,
        product_link: `/${other!.slug.nl}`,
        available_for_order: other!.stock_status_code !== 'UNAVAILABLE',
        delayed: other!.stock_status_code === 'AVAILABLE_DELAYED',
      })
      expect(page.variants.colour.find((v) => v.value === gone!.colour!.nl)).toMatchObject({
        product_link: null,
        available_for_order: false,
      })
      // The inactive product itself is no page, and no card.
      expect(await catalog.resolvePath(NL, `/${gone!.slug.nl}`, query())).toBeNull()
      expect(await catalog.products(NL, [gone!.id])).toEqual([])
    } finally {
      await handle.db.execute(sql`update products set status = 'active' where id = ${gone!.id}`)
    }
  })

  it('redirects an old slug, and another language’s path, to the current one', async () => {
    const old = demo.url_paths.find(
      (p) =>
        !p.is_current &&
        p.target_type === 'product' &&
        p.locale === 'en' &&
        active.some((a) => a.id === p.target_id),
    )!
    const product = active.find((p) => p.id === old.target_id)!
    expect(await catalog.resolvePath(EN, `/${old.path}`, query())).toEqual({
      type: 'redirect',
      location: `/en/${product.slug.en}`,
    })
    const oldCategory = demo.url_paths.find(
      (p) => !p.is_current && p.target_type === 'category' && p.locale === 'nl',
    )!
    const category = demo.categories.find((c) => c.id === oldCategory.target_id)!
    expect(await catalog.resolvePath(NL, `/${oldCategory.path}/`, query())).toEqual({
      type: 'redirect',
      location: `/${category.path.nl}`,
    })
    expect(await catalog.resolvePath(NL, `/${top.path.en}`, query())).toEqual(
      top.path.en === top.path.nl
        ? expect.objectContaining({ type: 'category' })
        : { type: 'redirect', location: `/${top.path.nl}` },
    )
    const dutchWords = active.find(
      (p) => p.slug.nl !== p.slug.de && !active.some((q) => q.slug.de === p.slug.nl),
    )!
    expect(await catalog.resolvePath(DE, `/${dutchWords.slug.nl}`, query())).toEqual({
      type: 'redirect',
      location: `/de/${dutchWords.slug.de}`,
    })
  })

  it('answers null for unknown paths, knowledge categories and inactive products', async () => {
    expect(await catalog.resolvePath(NL, '/no-such-thing', query())).toBeNull()
    expect(await catalog.resolvePath(NL, '/', query())).toBeNull()
    expect(await catalog.resolvePath(NL, '', query())).toBeNull()
    expect(await catalog.resolvePath(NL, '/kennisbank', query())).toBeNull()
    const inactive = demo.products.find((p) => p.status === 'inactive')
    if (inactive) expect(await catalog.resolvePath(NL, `/${inactive.slug.nl}`, query())).toBeNull()
  })

  it('shows stock 0 for brand-supplied and vdm products and sale prices with their percentage', async () => {
    const brandSupplied = active.find((p) => p.stock_is_from_brand && p.stock > 0)!
    const vdm = active.find((p) => p.is_vdm && p.stock > 0)
    const last = active.find((p) => p.is_last_stock)
    const unavailable = active.find((p) => p.stock_status_code === 'UNAVAILABLE')!
    const onSale = active.find((p) => p.sale_price_cents !== null && p.sale_price_cents < p.price_cents)!
    const zeroSale = demo.products.find((p) => p.sale_price_cents === p.price_cents)
    const ids = [brandSupplied, vdm, last, unavailable, onSale, zeroSale]
      .filter((p) => p !== undefined)
      .map((p) => p!.id)
    const cards = new Map((await catalog.products(NL, ids)).map((p) => [p.id, p]))
    const brandCard = cards.get(brandSupplied.id)!
    expect(brandCard).toMatchObject({ stock: 0, stock_is_from_brand: true, delivery_promise_type: 'brand' })
    expect(brandCard.brand_delivery_promise_short).toContain(demo.brands[brandSupplied.brand_id - 1]!.name)
    if (vdm) expect(cards.get(vdm.id)).toMatchObject({ stock: 0, is_vdm: true, delivery_promise_type: 'vdm' })
    if (last)
      expect(cards.get(last.id)).toMatchObject({
        stock: last.stock,
        stock_available: Math.min(last.stock, last.max_order_quantity),
      })
    expect(cards.get(unavailable.id)).toMatchObject({ stock: 0, stock_available: 0 })
    expect(cards.get(onSale.id)!.prices).toEqual({
      price: onSale.sale_price_cents! / 100,
      sale: {
        price_original: onSale.price_cents / 100,
        price_sale: onSale.sale_price_cents! / 100,
        percentage: Math.round((1 - onSale.sale_price_cents! / onSale.price_cents) * 100),
      },
    })
    if (zeroSale?.status === 'active') expect(cards.get(zeroSale.id)!.prices.sale).toBeNull()
  })
})

describe('home and products by id', () => {
  it('has featured products, strips and the top categories with counts', async () => {
    const home = await catalog.home(EN)
    expect(home.featured.length).toBe(8)
    const best = active
      .filter((p) => p.is_best_choice)
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    expect(home.featured.slice(0, Math.min(8, best.length)).map((p) => p.id)).toEqual(
      best.slice(0, 8).map((p) => p.id),
    )
    expect(home.strips.map((s) => s.key)).toEqual(['sale', 'new', 'top_rated'])
    expect(home.strips[0]!.title).toBe('Special offers')
    expect(home.strips[0]!.products.every((p) => p.prices.sale && p.prices.sale.percentage >= 5)).toBe(true)
    expect(home.strips[1]!.products.every((p) => p.new_model_label !== null)).toBe(true)
    const tops = demo.categories.filter(
      (c) => c.parent_id === null && c.kind !== 'knowledge' && inCategory(c.id).length > 0,
    )
    expect(home.categories.map((c) => [c.name, c.hit_count, c.link])).toEqual(
      tops.map((c) => [c.name.en, inCategory(c.id).length, `/en/${c.path.en}`]),
    )
  })

  it('answers products in the order asked for, skipping unknown and inactive ids', async () => {
    const [a, b, c] = active
    const inactive = demo.products.find((p) => p.status === 'inactive')
    const ids = [c!.id, 999_999, a!.id, ...(inactive ? [inactive.id] : []), b!.id, a!.id]
    expect((await catalog.products(DE, ids)).map((p) => p.id)).toEqual([c!.id, a!.id, b!.id])
    expect(await catalog.products(DE, [])).toEqual([])
  })
})

describe('product version', () => {
  it('rises with every change of the product', async () => {
    const product = active[0]!
    const before = (await catalog.products(NL, [product.id]))[0]!.version
    await handle.db.execute(sql`update products set stock = stock + 1 where id = ${product.id}`)
    await handle.db.execute(sql`update products set stock = stock - 1 where id = ${product.id}`)
    expect((await catalog.products(NL, [product.id]))[0]!.version).toBe(before + 2)
  })
})

describe('menu and first start', () => {
  it('builds the menu from the categories, and its version changes with them', async () => {
    const staticData = createStaticDataService(handle.db)
    const { version, data } = await staticData.get('en')
    const tops = demo.categories.filter((c) => c.parent_id === null)
    expect(data.menu.map((item) => item.label)).toEqual(tops.map((c) => c.name.en))
    const pocket = data.menu[0]!
    expect(pocket).toMatchObject({
      label: top.name.en,
      link: `/en/${top.path.en}`,
      extended_label: 'All pocket knives',
      kind: 'category',
    })
    const items = pocket.columns
      .flatMap((c) => c.column_items)
      .filter((e) => e.type === 'list')
      .flatMap((e) => e.items)
    expect(items.map((i) => i.label)).toEqual(
      demo.categories.filter((c) => c.parent_id === top.id).map((c) => c.name.en),
    )
    expect(items[0]!.url).toMatch(/^\/en\/pocket-knives\//)
    const knowledge = data.menu.find((item) => item.kind === 'knowledge')!
    expect(knowledge.link).toBe('/en/knowledge-base')
    expect(knowledge.columns[0]!.column_items.map((e) => e.type)).toEqual(['title', 'list'])
    expect(data.menu.find((item) => item.kind === 'engraving')!.extended_label).toBe('All about engraving')
    expect((await staticData.get('nl')).data.menu[0]).toMatchObject({
      link: '/zakmessen',
      extended_label: 'Alle zakmessen',
    })
    // On a host of its own the language has no prefix; the stamp says so too.
    const hosted = await staticData.get('en', '')
    expect(hosted.data.menu[0]!.link).toBe(`/${top.path.en}`)
    expect(hosted.version).not.toBe(version)

    await handle.db
      .update(categories)
      .set({
        name: { nl: 'Zakmessen', en: 'Folding knives', de: 'Taschenmesser' },
        updatedAt: sql`now() + interval '1 second'`,
      })
      .where(sql`${categories.id} = ${top.id}`)
    const changed = await staticData.get('en')
    expect(changed.version).not.toBe(version)
    expect(changed.data.menu[0]!.label).toBe('Folding knives')
    await handle.db
      .update(categories)
      .set({ name: top.name })
      .where(sql`${categories.id} = ${top.id}`)
    await refreshCategoryCounts(handle.db)
  })

  it('loads the demo catalogue on first start only into an empty database', async () => {
    const { logger, lines } = createMemoryLogger()
    await loadDemoCatalogueIfEmpty(handle.db, logger)
    expect(lines.some((line) => line.msg === 'demo catalogue loaded into the empty database')).toBe(false)
    expect((await catalog.products(NL, [active[0]!.id]))[0]!.name).toBe(active[0]!.name.nl)

    const empty = await createTestDatabase()
    try {
      // What keeps the first start short: the rows go in batches (bulkInsert), not one statement per row.
      const counted = countingStatements(empty.db)
      await loadDemoCatalogueIfEmpty(counted.db, logger)
      const generated = generateCatalogue()
      const rows = Object.values(generated).reduce(
        (sum, table) => sum + (Array.isArray(table) ? table.length : 0),
        0,
      )
      expect(rows).toBeGreaterThan(10_000)
      expect(counted.statements()).toBeGreaterThan(0)
      expect(counted.statements()).toBeLessThan(rows / 100)
      expect(lines.some((line) => line.msg === 'demo catalogue loaded into the empty database')).toBe(true)
      const products = (await empty.db.execute(sql`select count(*)::int as n from products`)) as unknown as {
        rows: Array<{ n: number }>
      }
      expect(products.rows[0]!.n).toBe(1534)
    } finally {
      await empty.close()
    }
  })
})

/** The database with a count of the SQL statements run through it (`execute`, also inside transactions). */
function countingStatements(db: Database): { db: Database; statements: () => number } {
  let statements = 0
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value: unknown = Reflect.get(object, key)
        if (typeof value !== 'function') return value
        if (key === 'execute')
          return (...args: unknown[]) => {
            statements++
            return (value as (...a: unknown[]) => unknown).apply(object, args)
          }
        if (key === 'transaction')
          return (work: (tx: object) => unknown, ...rest: unknown[]) =>
            (value as (...a: unknown[]) => unknown).call(object, (tx: object) => work(wrap(tx)), ...rest)
        return (value as (...a: unknown[]) => unknown).bind(object)
      },
    })
  return { db: wrap(db), statements: () => statements }
}
