import { sql } from 'drizzle-orm'
import { SERVICE_PAGES } from '#core/routes/service-pages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_HEADER } from '#core/locales'
import type { Product } from '#core/schemas/catalogue'
import type { StaticDataResponse } from '#core/schemas/static-data'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { Hono } from 'hono'
import { createApp } from '#server/http/app'
import type { AppEnv } from '#server/http/env'
import { mountSeo } from '#server/http/seo'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createMemoryLogger, createTestApp, type TestApp } from './app'

const demo = generateCatalogue({ products: 200, seed: 11 })
const active = demo.products.filter((p) => p.status === 'active')
const inactive = demo.products.find((p) => p.status === 'inactive')

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://messen.example' } })
  await loadCatalogue(t.database.db, demo)
})
afterAll(() => t.close())

async function countRows(): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select (select count(*) from products) + (select count(*) from sessions) as n`,
  )) as unknown as { rows: Array<{ n: string | number }> }
  return Number(result.rows[0]!.n)
}

function postProduct(body: unknown, headers: Record<string, string> = {}) {
  return t.app.request('/front-api/product', {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', ...headers }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /front-api/product', () => {
  it('answers one product for {id}, in the language of the page', async () => {
    const product = active[3]!
    const response = await postProduct({ id: product.id }, { [LOCALE_HEADER]: 'de' })
    expect(response.status).toBe(200)
    const body = (await response.json()) as Product
    expect(body).toMatchObject({
      id: product.id,
      name: product.name.de,
      name_translated: product.name.nl,
      link: `/de/${product.slug.de}`,
      version: 1,
      status: 'active',
      ean: product.ean,
    })
    // An id is a JSON number: a string is refused, not coerced.
    expect((await postProduct({ id: String(product.id) })).status).toBe(422)
  })

  it('answers {products} for {ids}, in the order asked, without unknown or inactive ones', async () => {
    const ids = [active[5]!.id, 424_242, active[1]!.id, ...(inactive ? [inactive.id] : []), active[9]!.id]
    const response = await postProduct({ ids })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { products: Product[] }
    expect(body.products.map((p) => p.id)).toEqual([active[5]!.id, active[1]!.id, active[9]!.id])
    expect(body.products[0]!.link).toBe(`/${active[5]!.slug.nl}`)
  })

  it('answers 404 JSON for an unknown or inactive product', async () => {
    for (const id of [424_242, ...(inactive ? [inactive.id] : [])]) {
      const response = await postProduct({ id })
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ message: translate('nl', 'error.notFound') })
    }
  })

  it('answers 422 with field errors for bad bodies and changes nothing', async () => {
    const before = await countRows()
    for (const body of [
      {},
      { id: -1 },
      { id: 'x' },
      { ids: [] },
      { ids: 'nope' },
      { id: 1, ids: [1] },
      'not json',
      { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    ]) {
      const response = await postProduct(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      const error = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(error.message).toBeTruthy()
      expect(Object.keys(error.errors).length).toBeGreaterThan(0)
    }
    expect(await countRows()).toBe(before)
    // Without the header the call is refused before anything runs.
    const refused = await t.app.request('/front-api/product', {
      method: 'POST',
      body: JSON.stringify({ id: 1 }),
    })
    expect(refused.status).toBe(403)
  })
})

describe('static data menu', () => {
  it('serves the menu with links under the page language prefix', async () => {
    const response = await t.app.request('/front-api/static-data', {
      headers: apiHeaders({ [LOCALE_HEADER]: 'en' }),
    })
    const body = (await response.json()) as StaticDataResponse
    expect(body.data.menu.length).toBe(demo.categories.filter((c) => c.parent_id === null).length)
    expect(body.data.menu[0]).toMatchObject({
      label: 'Pocket knives',
      link: '/en/pocket-knives',
      kind: 'category',
    })
    expect(body.data.menu.map((m) => m.kind)).toContain('engraving')
  })

  it('on a host of its own, links without prefix', async () => {
    const hosted = createApp({
      config: { ...t.config, localeHosts: { 'messer.example': 'de' } },
      db: t.database.db,
      logger: createMemoryLogger().logger,
    })
    const response = await hosted.request('http://messer.example/front-api/static-data', {
      headers: apiHeaders(),
    })
    const body = (await response.json()) as StaticDataResponse
    expect(body.data.menu[0]).toMatchObject({ label: 'Taschenmesser', link: '/taschenmesser' })
  })
})

describe('robots.txt and sitemaps', () => {
  it('allows everything but the API, checkout and account pages, and names the sitemap', async () => {
    const response = await t.app.request('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const path of [
      '/front-api/',
      '/checkout',
      '/en/checkout',
      '/mijn-account',
      '/en/my-account',
      '/de/mein-account',
    ]) {
      expect(text).toContain(`Disallow: ${path}\n`)
    }
    // The cart is open to crawlers: they see an empty cart (decision 0045).
    expect(text).not.toContain('Disallow: /shopping-cart')
    expect(text).not.toContain('Disallow: /de/warenkorb')
    expect(text).toContain('Sitemap: https://messen.example/sitemap.xml')
  })

  it('has a sitemap index with one sitemap per language', async () => {
    const response = await t.app.request('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await response.text()
    expect(xml).toContain('<sitemapindex')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://messen.example/sitemap-nl.xml',
      'https://messen.example/sitemap-en.xml',
      'https://messen.example/sitemap-de.xml',
    ])
  })

  it('lists home, service pages, categories and active products with absolute URLs and hreflang alternates', async () => {
    const xml = await (await t.app.request('/sitemap-en.xml')).text()
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const listed = demo.categories.filter((c) => c.kind !== 'knowledge')
    // Home, service pages, the knowledge base with its articles, categories, products.
    expect(locs).toHaveLength(
      2 + SERVICE_PAGES.length + demo.knowledge_articles.length + listed.length + active.length,
    )
    expect(locs[0]).toBe('https://messen.example/en/')
    expect(locs).toContain('https://messen.example/en/customer-service/shipping-and-delivery')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://messen.example/de/agb"/>')
    expect(locs).toContain('https://messen.example/en/pocket-knives/slipjoints')
    expect(locs).toContain('https://messen.example/en/knowledge-base')
    const article = demo.knowledge_articles[0]!
    expect(locs).toContain(`https://messen.example/en/knowledge-base/${article.slug.en}`)
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="https://messen.example/de/wissensdatenbank/${article.slug.de}"/>`,
    )
    expect(locs).toContain(`https://messen.example/en/${active[0]!.slug.en}`)
    if (inactive) expect(locs).not.toContain(`https://messen.example/en/${inactive.slug.en}`)
    const product = active[0]!
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="nl" href="https://messen.example/${product.slug.nl}"/>`,
    )
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="https://messen.example/de/${product.slug.de}"/>`,
    )
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="https://messen.example/${product.slug.nl}"/>`,
    )
    expect((await t.app.request('/sitemap-fr.xml')).status).toBe(404)
  })

  it('splits into numbered files beyond the limit, each URL in exactly one file', async () => {
    // The real limit is 50,000; the same routes with a limit of 80 show the split on 200 products.
    const app = new Hono<AppEnv>()
    mountSeo(app, { db: t.database.db, config: t.config, maxUrlsPerFile: 80 })
    const index = await (await app.request('/sitemap.xml')).text()
    const files = [...index.matchAll(/<loc>https:\/\/messen\.example\/([^<]+)<\/loc>/g)].map((m) => m[1])
    const total =
      2 +
      SERVICE_PAGES.length +
      demo.knowledge_articles.length +
      demo.categories.filter((c) => c.kind !== 'knowledge').length +
      active.length
    const perLocale = Math.ceil(total / 80)
    expect(files).toHaveLength(perLocale * 3)
    expect(files[0]).toBe('sitemap-nl-1.xml')
    const seen: string[] = []
    for (let n = 1; n <= perLocale; n++) {
      const xml = await (await app.request(`/sitemap-nl-${n}.xml`)).text()
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
      expect(locs.length).toBeLessThanOrEqual(80)
      seen.push(...locs)
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect((await app.request(`/sitemap-nl-${perLocale + 1}.xml`)).status).toBe(404)
  })
})

describe('demo media', () => {
  it('draws the same SVG for the same URL, cached for good', async () => {
    const url = active[0]!.images.sq550
    const first = await t.app.request(url)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await first.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="550" height="550"/)
    expect(await (await t.app.request(url)).text()).toBe(svg)
    const etag = first.headers.get('etag')!
    expect((await t.app.request(url, { headers: { 'if-none-match': etag } })).status).toBe(304)
    const logo = await (await t.app.request(demo.brands[0]!.logo)).text()
    expect(logo).toContain('Noordkaap')
  })

  it('answers 404 for anything that is no demo picture', async () => {
    for (const path of [
      '/media/demo/unicorn/x-10x10.svg',
      '/media/demo/pocketknife/x-10x10.png',
      '/media/demo/pocketknife/x-0x10.svg',
      '/media/demo/pocketknife/x-5000x10.svg',
      '/media/demo/pocketknife/UPPER-10x10.svg',
      '/media/demo/pocketknife',
    ]) {
      expect((await t.app.request(path)).status, path).toBe(404)
    }
  })
})
