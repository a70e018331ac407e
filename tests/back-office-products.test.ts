import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/schemas/catalogue'
import { auditLog, jobs, products } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createStaff } from '#server/domain/staff/staff'
import { createTestApp, type TestApp } from './app'
import { cartClient, lineRequest } from './cart-fixtures'
import { problemOf, syncFeed } from './catalogue-sync-fixtures'
import { eventually } from './eventually'
import { pictureIn } from './media-fixtures'

/**
 * The back office's product screens (issue 35) with the real app: a product made, changed, copied,
 * deactivated and deleted by hand is written by the catalogue sync's writers (docs/decisions/0138), so the
 * form refuses what a feed refuses, on the same field, and the shop (its page cache, listings and search
 * index) follows each save. The stand-in page names what the real page takes from the catalogue.
 */

async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const path = url.pathname.slice(context.prefix.length)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(path),
    parseListingQuery(url.searchParams),
  )
  if (!resolved) return new Response('not found', { status: 404 })
  if (resolved.type === 'redirect')
    return new Response(null, { status: 301, headers: { location: resolved.location } })
  const html =
    resolved.type === 'product'
      ? `<h1>${resolved.product.name}</h1><p class="price">${resolved.product.prices.price}</p>`
      : `<ul>${resolved.listing.products.map((product) => `<li>${product.name}</li>`).join('')}</ul>`
  return new Response(`<!doctype html>${html}`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

const CATALOGUE = [
  { type: 'feature_group', ref: 'blade', name: { nl: 'Lemmet', en: 'Blade', de: 'Klinge' } },
  {
    type: 'feature',
    ref: 'blade_length',
    group: 'blade',
    unit: 'cm',
    name: { nl: 'Lemmetlengte', en: 'Blade length', de: 'Klingenlänge' },
  },
  { type: 'feature', ref: 'steel', group: 'blade', name: { nl: 'Staal', en: 'Steel', de: 'Stahl' } },
  {
    type: 'category',
    ref: 'knives',
    name: { nl: 'Messen', en: 'Knives', de: 'Messer' },
    slug: { nl: 'messen', en: 'knives', de: 'messer' },
  },
  {
    type: 'category',
    ref: 'pocket',
    parent: 'knives',
    name: { nl: 'Zakmessen', en: 'Pocket knives', de: 'Taschenmesser' },
    slug: { nl: 'zakmessen', en: 'pocket-knives', de: 'taschenmesser' },
  },
  { type: 'brand', ref: 'opinel', name: 'Opinel', logo: '/media/brand.svg' },
]

let t: TestApp
let cookie: string
let other: string
let png: Uint8Array

beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  const synced = await syncFeed(
    { db: t.database.db, media: t.media.ingest, backInStock: async () => {} },
    CATALOGUE.map((row) => JSON.stringify(row)).join('\n'),
  )
  expect(synced.errors).toEqual([])
  for (const [email, locale] of [
    ['anna@messenwinkel.example', 'en'],
    ['bert@messenwinkel.example', 'nl'],
  ] as const)
    await createStaff(t.database.db, {
      email,
      name: email.split('@')[0],
      password: 'een lang staffwachtwoord',
      locale,
      role: 'catalogue',
    })
  cookie = await staffCookie('anna@messenwinkel.example')
  other = await staffCookie('bert@messenwinkel.example')
  png = new Uint8Array(await pictureIn('png', 640, 480))
})
afterAll(() => t.close())

const db = () => t.database.db

async function staffCookie(email: string) {
  const response = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'een lang staffwachtwoord' }).toString(),
  })
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}

const get = (path: string, as: string | null = cookie, host = 'localhost') =>
  t.app.request(`http://${host}${path}`, { headers: as ? { cookie: as } : {} })

function post(path: string, fields: Record<string, string>, options: { as?: string; photos?: number } = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (let i = 0; i < (options.photos ?? 0); i++)
    form.append(
      'photos',
      new File([png as Uint8Array<ArrayBuffer>], `foto-${i + 1}.png`, { type: 'image/png' }),
    )
  return t.app.request(`http://localhost${path}`, {
    method: 'POST',
    body: form,
    headers: { cookie: options.as ?? cookie },
  })
}

/** A complete new product as the form posts it (Dutch money). */
function newProduct(ref: string, overrides: Record<string, string> = {}) {
  return {
    ref,
    status: 'active',
    category: 'pocket',
    brand: 'opinel',
    ean: '8712345678906',
    name_nl: `Zakmes ${ref}`,
    name_en: `Pocket knife ${ref}`,
    name_de: `Taschenmesser ${ref}`,
    description_nl: 'Een mooi mes.',
    description_en: 'A fine knife.',
    description_de: 'Ein schönes Messer.',
    price: '24,95',
    vat_rate: '21',
    stock: '5',
    ...overrides,
  }
}

async function create(ref: string, overrides: Record<string, string> = {}, photos = 1) {
  const response = await post('/admin/products', newProduct(ref, overrides), { photos })
  expect(response.status, await response.clone().text()).toBe(303)
  const location = response.headers.get('location')!
  expect(location).toMatch(/^\/admin\/products\/\d+\?done=created$/)
  return Number(/\d+/.exec(location)![0])
}

const versionOf = async (id: number) =>
  (await db().select({ version: products.version }).from(products).where(eq(products.id, id)))[0]!.version

/** The edit page's fields as the browser would post them again (text fields only). */
async function formOf(id: number, as = cookie): Promise<Record<string, string>> {
  const html = await (await get(`/admin/products/${id}`, as)).text()
  const fields: Record<string, string> = {}
  const start = html.search(new RegExp(`<form[^>]*action="/admin/products/${id}"[^>]*multipart`))
  const form = html.slice(start, html.indexOf('</form>', start))
  for (const match of form.matchAll(/<input([^>]*)>/g)) {
    const attrs = match[1]!
    const name = /name="([^"]+)"/.exec(attrs)?.[1]
    if (!name || /type="(file|checkbox|search)"/.test(attrs)) continue
    // As a browser posts a form: a radio only when chosen.
    if (/type="radio"/.test(attrs) && !/checked/.test(attrs)) continue
    if (/type="checkbox"/.test(attrs) && !/checked/.test(attrs)) continue
    fields[name] = decode(/value="([^"]*)"/.exec(attrs)?.[1] ?? '')
  }
  for (const match of form.matchAll(/<input([^>]*type="checkbox"[^>]*)>/g)) {
    const name = /name="([^"]+)"/.exec(match[1]!)?.[1]
    if (name && /checked/.test(match[1]!)) fields[name] = 'true'
  }
  for (const match of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields[match[1]!] = decode(match[2]!)
  for (const match of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    fields[match[1]!] = decode(/<option[^>]*value="([^"]*)"[^>]*selected/.exec(match[2]!)?.[1] ?? '')
  return fields
}
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

describe('creating a product', () => {
  it('puts it in its category and on its page in every language, with its features as filters', async () => {
    const id = await create(
      'OPI-08',
      {
        feature_add_1: 'blade_length',
        feature_add_1_value: '8.5',
        feature_add_2: 'steel',
        feature_add_2_value: 'Carbon',
        variant_group: 'opinel-no8',
        colour_nl: 'Beuken',
        colour_en: 'Beech',
        colour_de: 'Buche',
        size: 'No. 8',
      },
      3,
    )
    const [stored] = await db().select().from(products).where(eq(products.id, id))
    expect(stored).toMatchObject({ externalRef: 'OPI-08', priceCents: 2495, stock: 5, status: 'active' })
    expect(stored!.slides.filter((slide) => slide.type === 'image')).toHaveLength(3)
    for (const [host, path, name] of [
      ['localhost', '/zakmes-opi-08', 'Zakmes OPI-08'],
      ['localhost', '/en/pocket-knife-opi-08', 'Pocket knife OPI-08'],
      ['localhost', '/de/taschenmesser-opi-08', 'Taschenmesser OPI-08'],
    ] as const) {
      const response = await get(path, null, host)
      expect(response.status, path).toBe(200)
      expect(await response.text()).toContain(`<h1>${name}</h1>`)
    }
    await eventually(async () =>
      expect(await (await get('/messen/zakmessen', null)).text()).toContain('Zakmes OPI-08'),
    )
    // The category filters on the features set by hand.
    const filtered = await get('/messen/zakmessen?feature=steel:carbon', null)
    expect(await filtered.text()).toContain('Zakmes OPI-08')
    await create('OPI-08S', { feature_add_1: 'steel', feature_add_1_value: 'Stainless' })
    await eventually(async () => {
      const carbon = await (await get('/messen/zakmessen?feature=steel:carbon', null)).text()
      expect(carbon).toContain('Zakmes OPI-08<')
      expect(carbon).not.toContain('Zakmes OPI-08S')
    })
    const facets = await queryRows<{ facets: { values: Record<string, number> } }>(
      db(),
      sql`select facets from categories where external_ref = 'pocket'`,
    )
    expect(Object.values(facets[0]!.facets.values)).toContain(1)
    // Listed in the back office, found by name, EAN and article code.
    for (const q of ['taschenmesser opi', '8712345678906', 'opi-08'])
      expect(await (await get(`/admin/products?q=${encodeURIComponent(q)}`)).text()).toContain(
        'Pocket knife OPI-08',
      )
    // The audit entry names who and what.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    expect(entry).toMatchObject({ action: 'product.create', staffEmail: 'anna@messenwinkel.example' })
    expect((entry!.details as { changes: Record<string, unknown> }).changes).toMatchObject({
      price: { from: null, to: '24.95' },
      'feature:steel_nl': { from: null, to: 'Carbon' },
    })
  })

  it('refuses what the feed refuses, on the same field, with the sync reason and nothing written', async () => {
    const bad = { ean: '12ab', sale_price: '30,00', content_amount: '0.5' }
    const response = await post('/admin/products', newProduct('OPI-BAD', bad), { photos: 1 })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('id="ean-error"')
    expect(html).toContain('id="content_unit-error"')
    expect(html).toMatch(/id="ean-error">Invalid value/)
    // The same row through a feed: refused on the same fields, for the same reasons.
    const feed = await syncFeed(
      { db: db(), media: t.media.ingest, backInStock: async () => {} },
      [
        'type,ref,category,brand,name_nl,name_en,name_de,description_nl,description_en,description_de,price,stock,image,ean,content_amount',
        'product,OPI-BAD,pocket,opinel,A,A,A,B,B,B,24.95,5,/media/x.jpg,12ab,0.5',
      ].join('\n'),
      'csv',
    )
    expect(feed.errors.map(problemOf)).toEqual([[2, 'OPI-BAD', 'ean', 'invalid']])
    // A sale price above the price is the writer's rule: refused by hand as by the feed.
    const sale = await post('/admin/products', newProduct('OPI-SALE', { sale_price: '30,00' }), { photos: 1 })
    expect(sale.status).toBe(422)
    expect(await sale.text()).toMatch(/id="sale_price-error">Sale price is not below the price/)
    // A product needs a photo (the feed's rule), and names in every language.
    const bare = await post('/admin/products', newProduct('OPI-BARE'))
    expect(bare.status).toBe(422)
    expect(await bare.text()).toMatch(/Photos<\/a>: Required field missing/)
    const nameless = await post('/admin/products', newProduct('OPI-BARE', { name_de: '' }), { photos: 1 })
    expect(await nameless.text()).toContain('id="name_de-error">Required field missing')
    // A Dutch staff member reads the same in Dutch.
    const dutch = await post('/admin/products', newProduct('OPI-BAD', bad), { photos: 1, as: other })
    expect(await dutch.text()).toMatch(/id="ean-error">Ongeldige waarde/)
    const count = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from products where external_ref like 'OPI-BAD%' or external_ref in ('OPI-SALE', 'OPI-BARE')`,
    )
    expect(count[0]!.n).toBe(0)
    // An article code is one product's: a second one with it is refused rather than overwriting the first.
    const twice = await post('/admin/products', newProduct('OPI-08'), { photos: 1 })
    expect(twice.status).toBe(422)
    expect(await twice.text()).toContain('Another product already has this article code')
  })
})

describe('editing a product', () => {
  it('renames it: the old address redirects for good, the page cache and listing follow within a second', async () => {
    const id = await create('OPI-06', {})
    const oldPath = '/zakmes-opi-06'
    expect((await get(oldPath, null)).status).toBe(200)
    const cached = await get(oldPath, null)
    expect(cached.headers.get('x-page-cache')).toBe('hit')
    const fields = await formOf(id)
    expect(fields.price).toBe('24,95')
    const response = await post(`/admin/products/${id}`, {
      ...fields,
      name_nl: 'Opinel No. 6 beuken',
      slug_nl: '',
      price: '19,50',
    })
    expect(response.status, await response.clone().text()).toBe(303)
    expect(response.headers.get('location')).toBe(`/admin/products/${id}?done=saved`)
    const moved = await get(oldPath, null)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toContain('/opinel-no-6-beuken')
    await eventually(
      async () => expect(await (await get('/opinel-no-6-beuken', null)).text()).toContain('19.5'),
      1000,
    )
    await eventually(
      async () =>
        expect(await (await get('/messen/zakmessen', null)).text()).toContain('Opinel No. 6 beuken'),
      1000,
    )
    // The search index is asked to follow at once, and does.
    const [job] = await db().select().from(jobs).where(eq(jobs.type, 'search.sync'))
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now())
    await syncSearchIndex(db(), CONTENT_SOURCES)
    const docs = await queryRows<{ title: string }>(
      db(),
      sql`select title from search_documents where object_id = ${String(id)} and locale = 'nl'`,
    )
    expect(docs.map((doc) => doc.title)).toContain('Opinel No. 6 beuken')
    // Audited with exactly what changed.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'product.update')))
    expect((entry!.details as { changes: unknown }).changes).toEqual({
      name_nl: { from: 'Zakmes OPI-06', to: 'Opinel No. 6 beuken' },
      slug_nl: { from: 'zakmes-opi-06', to: 'opinel-no-6-beuken' },
      price: { from: '24.95', to: '19.50' },
    })
  })

  it('answers a second session saving an older version with 409 and both versions', async () => {
    const id = await create('OPI-07')
    const mine = await formOf(id, cookie)
    const theirs = await formOf(id, other)
    const first = await post(`/admin/products/${id}`, { ...theirs, price: '21,00' }, { as: other })
    expect(first.status).toBe(303)
    const second = await post(`/admin/products/${id}`, { ...mine, price: '22,00', name_en: 'Mine' })
    expect(second.status).toBe(409)
    const html = await second.text()
    expect(html).toContain('Someone else saved this in the meantime')
    expect(html).toContain('bert')
    expect(html).toMatch(/Price<\/th><td class="pre">21,00<\/td><td class="pre">22,00<\/td>/)
    // The form holds the staff member's own values and the new version: saving again overwrites knowingly.
    const current = await versionOf(id)
    expect(html).toContain(`name="version" value="${current}"`)
    expect(html).toContain('value="Mine"')
    expect((await db().select().from(products).where(eq(products.id, id)))[0]!.priceCents).toBe(2100)
    const again = await post(`/admin/products/${id}`, { ...mine, version: String(current), price: '22,00' })
    expect(again.status).toBe(303)
    expect((await db().select().from(products).where(eq(products.id, id)))[0]!.priceCents).toBe(2200)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets exactly one of two simultaneous saves of one version win (PostgreSQL)',
    async () => {
      const id = await create('OPI-09')
      const fields = await formOf(id)
      const answers = await Promise.all([
        post(`/admin/products/${id}`, { ...fields, price: '30,00' }),
        post(`/admin/products/${id}`, { ...fields, price: '31,00' }, { as: other }),
      ])
      expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409])
      const winner = answers.find((answer) => answer.status === 303) === answers[0] ? 3000 : 3100
      expect((await db().select().from(products).where(eq(products.id, id)))[0]!.priceCents).toBe(winner)
    },
  )
})

describe('duplicate, deactivate, delete', () => {
  it('copies a product into a new form, without its article code, EAN and addresses', async () => {
    const id = await create('OPI-10', {
      option_1_kind: 'extra_service',
      option_1_name_nl: 'Graveren',
      option_1_name_en: 'Engraving',
      option_1_name_de: 'Gravur',
      option_1_price: '7,50',
    })
    const copy = await (await get(`/admin/products/new?from=${id}`)).text()
    expect(copy).toContain('A copy of Pocket knife OPI-10')
    expect(copy).toContain('value="Zakmes OPI-10"')
    expect(copy).toContain('value="Graveren"')
    expect(copy).not.toContain('value="OPI-10"')
    const [option] = await queryRows<{ external_ref: string; price_cents: number }>(
      db(),
      sql`select external_ref, price_cents from product_options where product_id = ${id}`,
    )
    expect(option).toEqual({ external_ref: 'OPI-10--opt-1', price_cents: 750 })
  })

  it('deactivates (gone from the shop) and reactivates; an ordered or carted product is never deleted', async () => {
    const id = await create('OPI-11')
    expect((await get('/zakmes-opi-11', null)).status).toBe(200)
    const off = await post(`/admin/products/${id}/status`, {
      version: String(await versionOf(id)),
      status: 'inactive',
    })
    expect(off.status).toBe(303)
    await eventually(async () => expect((await get('/zakmes-opi-11', null)).status).toBe(404), 1000)
    expect((await get('/en/pocket-knife-opi-11', null)).status).toBe(404)
    expect(await (await get('/admin/products?status=inactive')).text()).toContain('Pocket knife OPI-11')
    const on = await post(`/admin/products/${id}/status`, {
      version: String(await versionOf(id)),
      status: 'active',
    })
    expect(on.status).toBe(303)
    await eventually(async () => expect((await get('/zakmes-opi-11', null)).status).toBe(200), 1000)

    // In a shopper's cart: not deleted, said so on the page.
    const shopper = cartClient(t.app)
    expect((await shopper.call('POST', 'checkout-line', lineRequest(id, 1))).status).toBeLessThan(300)
    const page = await (await get(`/admin/products/${id}`)).text()
    expect(page).toContain('in a shopper')
    const refused = await post(`/admin/products/${id}/delete`, {
      version: String(await versionOf(id)),
      confirm: 'true',
    })
    expect(refused.status).toBe(409)
    expect(await db().select().from(products).where(eq(products.id, id))).toHaveLength(1)

    // Never ordered, in no cart: deleted, its address gone.
    const loose = await create('OPI-12')
    // Not without its box ticked.
    const unticked = await post(`/admin/products/${loose}/delete`, {
      version: String(await versionOf(loose)),
    })
    expect(unticked.status).toBe(422)
    expect(await db().select().from(products).where(eq(products.id, loose))).toHaveLength(1)
    const deleted = await post(`/admin/products/${loose}/delete`, {
      version: String(await versionOf(loose)),
      confirm: 'true',
    })
    expect(deleted.status).toBe(303)
    expect(await db().select().from(products).where(eq(products.id, loose))).toHaveLength(0)
    expect((await get('/zakmes-opi-12', null)).status).toBe(404)
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'product.delete'))
    expect(entry!.entityId).toBe(String(loose))
  })
})

describe('the staff preview', () => {
  it('shows an inactive product as the shop will, in every language, only to staff and never cached', async () => {
    const id = await create('OPI-20', { status: 'inactive' })
    for (const path of ['/zakmes-opi-20', '/en/pocket-knife-opi-20', '/de/taschenmesser-opi-20'])
      expect((await get(path, null)).status, path).toBe(404)
    for (const [locale, name] of [
      ['nl', 'Zakmes OPI-20'],
      ['en', 'Pocket knife OPI-20'],
      ['de', 'Taschenmesser OPI-20'],
    ] as const) {
      const preview = await get(`/admin/products/${id}/preview/${locale}`)
      expect(preview.status).toBe(200)
      expect(await preview.text()).toContain(`<h1>${name}</h1>`)
      expect(preview.headers.get('cache-control')).toBe('private, no-store')
      expect(preview.headers.get('x-robots-tag')).toContain('noindex')
      expect(preview.headers.get('x-page-cache')).toBeNull()
    }
    // Nobody else: no staff session, no preview; the shop still answers 404 (nothing was cached).
    const stranger = await get(`/admin/products/${id}/preview/nl`, null)
    expect(stranger.status).toBe(403)
    expect(await stranger.text()).not.toContain('Zakmes OPI-20</h1>')
    expect((await get('/zakmes-opi-20', null)).status).toBe(404)
    expect((await get(`/admin/products/${id}/preview/fr`)).status).toBe(404)
    expect((await get(`/admin/products/999999/preview/nl`)).status).toBe(404)
    // The edit page links the three previews.
    const edit = await (await get(`/admin/products/${id}`)).text()
    for (const locale of ['nl', 'en', 'de']) expect(edit).toContain(`/admin/products/${id}/preview/${locale}`)
  })
})
