import { afterEach, describe, expect, it, vi } from 'vitest'
import { DELIVERY_PROMISE_TYPES, STOCK_STATUS_CODES } from '#core/schemas/catalogue'
import { catalogueHash, ean13, generateCatalogue, slugify } from '#server/db/demo-data/generate'
import { parseMediaPath, renderDemoSvg } from '#server/db/demo-data/media'
import { mulberry32 } from '#server/db/demo-data/prng'

afterEach(() => vi.restoreAllMocks())

// The default catalogue, made once: every check below reads it.
const catalogue = generateCatalogue()

describe('demo catalogue generator', () => {
  it('is deterministic: same seed, same catalogue; another seed, another one; never Math.random', () => {
    const random = vi.spyOn(Math, 'random')
    const again = generateCatalogue()
    expect(random).not.toHaveBeenCalled()
    expect(catalogueHash(again)).toBe(catalogueHash(catalogue))
    expect(catalogueHash(generateCatalogue({ seed: 1 }))).not.toBe(catalogueHash(catalogue))
    expect(catalogueHash(generateCatalogue({ products: 200 }))).toBe(
      catalogueHash(generateCatalogue({ products: 200 })),
    )
    expect(mulberry32(42)()).toBe(mulberry32(42)())
  })

  it('sells oil per litre, paste per kilogram and paracord per metre, with the content of each product', () => {
    const leafOf = (slug: string) => catalogue.categories.find((c) => c.slug.en === slug)!.id
    const units = (slug: string) =>
      catalogue.products
        .filter((p) => p.category_id === leafOf(slug))
        .map((p) => `${p.unit_content_amount} ${p.unit}`)
    expect(new Set(units('sharpening-paste'))).toEqual(new Set(['0.025 kg', '0.05 kg', '0.1 kg', '0.25 kg']))
    expect(units('paracord').every((unit) => /^(10|15|30|50|100) m$/.test(unit))).toBe(true)
    expect(units('care').every((unit) => unit.endsWith(' l'))).toBe(true)
    expect(catalogue.products.filter((p) => p.unit === null).length).toBeGreaterThan(1400)
  })

  it('makes 1,500 products over at least 8 top categories with two levels, and 20 brands', () => {
    // 1,500 of the first assortment and, on top, the share of the two leaves added later (paste, paracord).
    expect(catalogue.products).toHaveLength(1534)
    expect(generateCatalogue({ products: 200 }).products).toHaveLength(204)
    const top = catalogue.categories.filter((c) => c.parent_id === null)
    expect(top.length).toBeGreaterThanOrEqual(8)
    for (const category of top) {
      expect(catalogue.categories.some((c) => c.parent_id === category.id)).toBe(true)
    }
    expect(new Set(top.map((c) => c.kind))).toEqual(new Set(['category', 'knowledge', 'engraving']))
    const productTops = new Set(catalogue.products.map((p) => p.category_ids[0]))
    expect(productTops.size).toBeGreaterThanOrEqual(8)
    expect(catalogue.brands).toHaveLength(20)
    expect(new Set(catalogue.products.map((p) => p.brand_id)).size).toBe(20)
    for (const brand of catalogue.brands)
      expect(brand.logo).toMatch(/^\/media\/demo\/brand\/[a-z-]+-200x80\.svg$/)
    // Every product's category list is its leaf and the leaf's parent.
    const parent = new Map(catalogue.categories.map((c) => [c.id, c.parent_id]))
    for (const product of catalogue.products) {
      expect(product.category_ids).toEqual([parent.get(product.category_id), product.category_id])
    }
  })

  it('covers every stock status, stock flag and delivery promise type', () => {
    const codes = new Set(catalogue.products.map((p) => p.stock_status_code))
    expect(codes).toEqual(new Set(STOCK_STATUS_CODES))
    const types = new Set(catalogue.products.map((p) => p.delivery_promise_type))
    expect(types).toEqual(new Set(DELIVERY_PROMISE_TYPES))
    const delayed = catalogue.products.filter((p) => p.stock_status_code === 'AVAILABLE_DELAYED')
    expect(delayed.some((p) => p.expected_in_stock_date !== null)).toBe(true)
    expect(delayed.some((p) => p.expected_in_stock_date === null)).toBe(true)
    expect(catalogue.products.some((p) => p.is_last_stock && p.stock >= 1 && p.stock <= 3)).toBe(true)
    expect(catalogue.products.some((p) => p.stock_is_from_brand)).toBe(true)
    expect(catalogue.products.some((p) => p.is_vdm)).toBe(true)
    for (const product of catalogue.products) {
      if (product.delivery_promise_type === 'custom') expect(product.delivery_promise_note?.nl).toBeTruthy()
      else expect(product.delivery_promise_note).toBeNull()
      if (product.delivery_promise_type === 'pre_order_date')
        expect(product.expected_in_stock_date).toMatch(/^\d{4}-\d\d-\d\d$/)
      if (product.stock_is_from_brand) {
        expect(catalogue.brands[product.brand_id - 1]!.delivery_promise_short?.nl).toBeTruthy()
      }
      if (product.stock_status_code === 'UNAVAILABLE') expect(product.stock).toBe(0)
    }
  })

  it('puts products on sale from 0 to 40 %, some under 5 %', () => {
    const percentages = catalogue.products
      .filter((p) => p.sale_price_cents !== null)
      .map((p) => Math.round((1 - p.sale_price_cents! / p.price_cents) * 100))
    expect(percentages.length).toBeGreaterThan(200)
    expect(Math.min(...percentages)).toBe(0)
    expect(Math.max(...percentages)).toBeLessThanOrEqual(40)
    expect(Math.max(...percentages)).toBeGreaterThanOrEqual(35)
    expect(percentages.some((p) => p > 0 && p < 5)).toBe(true)
    for (const product of catalogue.products) {
      expect(Number.isInteger(product.price_cents)).toBe(true)
      expect(product.price_cents).toBeGreaterThan(0)
    }
    expect(new Set(catalogue.products.map((p) => p.vat_rate))).toEqual(new Set([0, 9, 21]))
  })

  it('groups colour and size variants that link to each other', () => {
    const groups = new Map<number, typeof catalogue.products>()
    for (const product of catalogue.products) {
      if (product.variant_group_id === null) continue
      groups.set(product.variant_group_id, [...(groups.get(product.variant_group_id) ?? []), product])
    }
    expect(groups.size).toBeGreaterThan(50)
    const list = [...groups.values()]
    for (const group of list) {
      expect(group.length).toBeGreaterThan(1)
      expect(new Set(group.map((p) => p.brand_id)).size).toBe(1)
      expect(new Set(group.map((p) => p.category_id)).size).toBe(1)
    }
    expect(list.some((g) => g.every((p) => p.colour !== null && p.size === null))).toBe(true)
    expect(list.some((g) => g.every((p) => p.size !== null && p.colour === null))).toBe(true)
    expect(list.some((g) => g.every((p) => p.size !== null && p.colour !== null))).toBe(true)
  })

  it('has every kind of option, free products and combinations pointing at real products', () => {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]))
    const kinds = new Set(catalogue.product_options.map((o) => o.kind))
    expect(kinds).toEqual(new Set(['extra_service', 'free', 'combination']))
    const services = catalogue.product_options.filter((o) => o.kind === 'extra_service')
    expect(new Set(services.map((o) => o.name?.nl))).toEqual(
      new Set(['Graveren', 'Slijpservice', 'Cadeauverpakking']),
    )
    expect(new Set(services.map((o) => o.max_quantity)).size).toBeGreaterThan(1)
    for (const option of catalogue.product_options) {
      if (option.kind === 'extra_service') {
        expect(option.option_product_id).toBeNull()
        continue
      }
      const target = byId.get(option.option_product_id!)
      expect(target).toBeDefined()
      expect(target!.id).not.toBe(option.product_id)
      if (option.kind === 'free') {
        expect(option.price_cents).toBe(0)
        expect(target!.price_cents).toBeLessThanOrEqual(1500)
      }
    }
  })

  it('writes realistic texts, features, labels, reviews, valid EANs and unique paths', () => {
    const sample = catalogue.products[0]!
    for (const locale of ['nl', 'en', 'de'] as const) {
      expect(sample.name[locale]).toMatch(/\w+ \w+/)
      expect(sample.description[locale].length).toBeGreaterThan(40)
    }
    expect(catalogue.products.some((p) => p.product_family !== null)).toBe(true)
    expect(catalogue.products.some((p) => p.new_model_label !== null)).toBe(true)
    expect(catalogue.products.some((p) => p.is_best_choice)).toBe(true)
    expect(catalogue.products.some((p) => p.comment !== null)).toBe(true)
    expect(catalogue.products.some((p) => p.review_amount === 0 && p.average_review_rating === 0)).toBe(true)
    expect(catalogue.products.some((p) => p.review_amount >= 5)).toBe(true)
    // The stars agree with the published demo reviews (docs/decisions/0063).
    const grades = new Map<number, number[]>()
    for (const review of catalogue.reviews)
      grades.set(review.product_id, [...(grades.get(review.product_id) ?? []), review.rating])
    for (const product of catalogue.products) {
      const own = grades.get(product.id) ?? []
      expect(product.review_amount).toBe(own.length)
      const average = own.length ? own.reduce((sum, grade) => sum + grade, 0) / own.length : 0
      expect(product.average_review_rating).toBeCloseTo(average, 2)
    }
    expect(catalogue.products.some((p) => p.status === 'inactive')).toBe(true)
    expect(catalogue.products.some((p) => p.slides.some((s) => s.type === 'video'))).toBe(true)
    for (const product of catalogue.products) {
      expect(product.ean).toMatch(/^\d{13}$/)
      expect(ean13(product.ean.slice(0, 12))).toBe(product.ean)
      if (product.review_amount > 0) {
        expect(product.average_review_rating).toBeGreaterThanOrEqual(3)
        expect(product.average_review_rating).toBeLessThanOrEqual(5)
      }
    }
    expect(ean13('400638133393')).toBe('4006381333931')
    const featureKeys = new Set(catalogue.features.map((f) => f.key))
    for (const key of ['blade_length', 'steel', 'handle_material', 'weight', 'lumen', 'battery']) {
      expect(featureKeys).toContain(key)
    }
    expect(catalogue.features.some((f) => f.info !== null)).toBe(true)
    expect(catalogue.product_features.length).toBeGreaterThan(catalogue.products.length * 2)
    for (const locale of ['nl', 'en', 'de']) {
      const paths = catalogue.url_paths.filter((p) => p.locale === locale).map((p) => p.path)
      expect(new Set(paths).size).toBe(paths.length)
    }
    expect(catalogue.url_paths.some((p) => !p.is_current && p.target_type === 'product')).toBe(true)
    expect(catalogue.url_paths.some((p) => !p.is_current && p.target_type === 'category')).toBe(true)
  })

  it('describes each product in its own words: per type, brand and attributes, 2 to 4 sentences (issue 10)', () => {
    for (const locale of ['nl', 'en', 'de'] as const) {
      const texts = catalogue.products.map((p) => p.description[locale])
      expect(new Set(texts).size / texts.length).toBeGreaterThanOrEqual(0.9)
      for (const text of texts) {
        expect(text).not.toMatch(/[{}]/)
        const sentences = text.split(/(?<=[.!?])\s+(?=[A-Z])/).length
        expect(sentences).toBeGreaterThanOrEqual(2)
        expect(sentences).toBeLessThanOrEqual(4)
      }
    }
    // The product's own attributes are in its text: a chef's knife names its blade length and steel.
    const chef = catalogue.categories.find((c) => c.slug.en === 'chefs-knives')!
    const values = new Map(catalogue.feature_values.map((v) => [v.id, v]))
    for (const product of catalogue.products.filter((p) => p.category_id === chef.id).slice(0, 20)) {
      const blade = product.feature_value_ids.map((id) => values.get(id)!).find((v) => v.key.endsWith('-cm'))!
      expect(product.description.nl).toContain(blade.label.nl)
      expect(product.description.de).toContain(blade.label.de)
      expect(product.description.en).toContain(catalogue.brands[product.brand_id - 1]!.name)
    }
    // Not the old list of "Feature: value." sentences.
    expect(catalogue.products.some((p) => /Lemmetlengte: /.test(p.description.nl))).toBe(false)
  })

  it('gives every subcategory its own intro, different from its parent and from each other', () => {
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]))
    const children = catalogue.categories.filter((c) => c.parent_id !== null)
    for (const locale of ['nl', 'en', 'de'] as const) {
      for (const child of children) {
        expect(child.description[locale]).not.toBe(byId.get(child.parent_id!)!.description[locale])
        expect(child.description[locale].startsWith(`${child.name[locale]}: `)).toBe(false)
        expect(child.description[locale].length).toBeGreaterThan(40)
      }
      expect(new Set(children.map((c) => c.description[locale])).size).toBe(children.length)
    }
  })

  it('keeps "best choice" for one or two well-rated, in-stock products per subcategory', () => {
    const leaves = new Set(catalogue.products.map((p) => p.category_id))
    for (const leaf of leaves) {
      const best = catalogue.products.filter((p) => p.category_id === leaf && p.is_best_choice)
      expect(best.length).toBeGreaterThanOrEqual(1)
      expect(best.length).toBeLessThanOrEqual(2)
      for (const product of best) {
        expect(product.status).toBe('active')
        expect(product.stock_status_code).toBe('AVAILABLE_DIRECT')
        expect(product.stock).toBeGreaterThan(0)
      }
    }
    const small = generateCatalogue({ products: 200, seed: 11 })
    const counts = new Map<number, number>()
    for (const p of small.products)
      if (p.is_best_choice) counts.set(p.category_id, (counts.get(p.category_id) ?? 0) + 1)
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2)
  })

  it('gives free products that fit the product and pictures that show what they are', () => {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]))
    const category = new Map(catalogue.categories.map((c) => [c.id, c]))
    const kindOf = (url: string) => url.split('/')[3]
    const free = catalogue.product_options.filter((o) => o.kind === 'free')
    expect(free.length).toBeGreaterThan(20)
    const expected: Record<string, string> = {
      'sheaths-and-holsters': 'sheath',
      strops: 'strop',
      'knife-sharpeners': 'sharpener',
      'bits-and-accessories': 'bits',
      'card-multitools': 'cardtool',
      'keychain-tools': 'keychain',
      'batteries-and-chargers': 'battery',
      'fire-starters': 'fire',
      care: 'care',
      'paring-knives': 'kitchenknife',
    }
    for (const option of free) {
      const gift = byId.get(option.option_product_id!)!
      const slug = category.get(gift.category_id)!.slug.en
      expect(expected[slug]).toBeDefined()
      expect(kindOf(gift.images.sq125)).toBe(expected[slug])
      // A flashlight gets a battery, never a sheath.
      const top = category.get(byId.get(option.product_id)!.category_ids[0]!)!.slug.en
      if (top === 'flashlights') expect(slug).toBe('batteries-and-chargers')
    }
  })

  it('writes German demo texts with "Sie", never "du" (issue 10)', () => {
    const du = /\b(du|dich|dir|dein\w*)\b/i
    const german = [
      ...catalogue.products.flatMap((p) => [
        p.description.de,
        p.name.de,
        p.comment?.de,
        p.delivery_promise_note?.de,
      ]),
      ...catalogue.categories.flatMap((c) => [c.name.de, c.description.de]),
      ...catalogue.brands.flatMap((b) => [b.delivery_promise_short?.de, b.delivery_promise_long?.de]),
      ...catalogue.features.flatMap((f) => [f.name.de, f.info?.de]),
      ...catalogue.feature_groups.flatMap((g) => [g.name.de, g.info?.de]),
      ...catalogue.product_options.map((o) => o.name?.de),
    ].filter((text): text is string => typeof text === 'string')
    expect(german.length).toBeGreaterThan(3000)
    expect(german.filter((text) => du.test(text))).toEqual([])
    expect(catalogue.products.some((p) => /\bSie\b/.test(p.description.de))).toBe(true)
  })

  it('draws brand logos that read at card size: a dark badge, white initials, heavy lettering', () => {
    for (const brand of catalogue.brands) {
      const [, , , kind, file] = brand.logo.split('/')
      const svg = renderDemoSvg(parseMediaPath(kind!, file!)!)
      expect(svg).toMatch(/^<svg [^>]*width="200" height="80" viewBox="0 0 250 100"/)
      expect(svg).toContain(brand.name.replace('&', '&amp;').split(' ')[0]!)
      expect(svg).not.toMatch(/stroke/)
      const sizes = [...svg.matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]))
      // At 80 px high the box is 100 units: 20 units and up is at least 16 px, 5 px on a 20 px card logo.
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(20)
      expect(svg).toMatch(/font-weight="800"/)
    }
  })

  it('names pictures that the media route can draw', () => {
    const product = catalogue.products[0]!
    for (const url of [product.images.h140, product.images.sq125, product.images.sq550]) {
      const [, , , kind, file] = url.split('/')
      const request = parseMediaPath(kind!, file!)
      expect(request).not.toBeNull()
      expect(renderDemoSvg(request!)).toMatch(/^<svg [^>]*width="\d+" height="\d+"/)
    }
    expect(product.images.sq125).toMatch(/-125x125\.svg$/)
    expect(product.images.sq550).toMatch(/-550x550\.svg$/)
    expect(product.images.h140).toMatch(/x140\.svg$/)
  })
})

describe('slugs', () => {
  it('write German and Nordic letters out instead of dropping their accents (issue 10)', () => {
    expect(slugify('Küchenmesser für Größe')).toBe('kuechenmesser-fuer-groesse')
    expect(slugify('Fjellstål Ærø Straße')).toBe('fjellstaal-aero-strasse')
    // Decomposed input (u + combining diaeresis) is the same word.
    expect(slugify('Ku\u0308chenmesser')).toBe('kuechenmesser')
    expect(slugify('Crème brûlée')).toBe('creme-brulee')
  })
})

describe('warranty sentences', () => {
  it('a description never promises two different warranties', () => {
    for (const product of catalogue.products) {
      const text = product.description.en
      const promises = (text.match(/warranty/g) ?? []).length
      expect(promises, text).toBeLessThanOrEqual(1)
    }
  })
})
