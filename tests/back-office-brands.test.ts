import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { LOCALES } from '#core/locales'
import { mediaImageUrl } from '#core/media'
import { parseListingQuery } from '#core/schemas/catalogue'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import type { Localized } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { feedRowFromColumns } from '#server/domain/catalogue-sync/feed'
import { createStaff } from '#server/domain/staff/staff'
import { createTestApp, type TestApp } from './app'
import { eventually } from './eventually'
import { pictureIn } from './media-fixtures'

/**
 * The brands screen (issue 35): a brand's form posts a feed row (type `brand`) with the feed's rules, its
 * logo an upload through the real media pipeline; the edit check, the audit log, and no deleting a brand
 * that products name.
 */

/** The shop's product page, as a stand-in printing the brand's delivery promise the catalogue resolves. */
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname.slice(context.prefix.length)),
    parseListingQuery(url.searchParams),
  )
  if (resolved?.type !== 'product') return new Response('not found', { status: 404 })
  return new Response(`<p>${resolved.product.brand_delivery_promise_short ?? ''}</p>`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

const demo = generateCatalogue({ products: 60, seed: 4 })
const PASSWORD = 'een lang staffwachtwoord'
let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  await loadCatalogue(t.database.db, demo)
  await createStaff(t.database.db, {
    email: 'merken@messenwinkel.example',
    name: 'Merken',
    password: PASSWORD,
    locale: 'nl',
    role: 'catalogue',
  })
  const login = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'merken@messenwinkel.example', password: PASSWORD }).toString(),
  })
  expect(login.status).toBe(303)
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
})
afterAll(() => t.close())

/** Posts the brand form as a browser does: multipart, with an optional logo file. */
function post(
  path: string,
  values: Record<string, string>,
  logo?: { bytes: Buffer; name: string; type: string },
) {
  const body = new FormData()
  for (const [name, value] of Object.entries(values)) body.append(name, value)
  if (logo) body.append('logo_file', new File([new Uint8Array(logo.bytes)], logo.name, { type: logo.type }))
  return t.app.request(path, { method: 'POST', headers: { cookie }, body })
}
const admin = (path: string) => t.app.request(path, { headers: { cookie } })

interface Brand {
  id: number
  version: number
  name: string
  slug: string
  logo: string
  external_ref: string | null
  delivery_promise_short: Localized | null
}
async function brand(id: number): Promise<Brand> {
  const [row] = await queryRows<Brand>(
    t.database.db,
    sql`select id, version, name, slug, logo, external_ref, delivery_promise_short from brands where id = ${id}`,
  )
  return row!
}
const idFrom = (response: Response) =>
  Number(/\/admin\/brands\/(\d+)/.exec(response.headers.get('location')!)![1])
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function auditOf(id: number) {
  return queryRows<{ action: string; details: { changes?: Record<string, { from: unknown; to: unknown }> } }>(
    t.database.db,
    sql`select action, details from audit_log where entity = 'brand' and entity_id = ${String(id)} order by id desc`,
  )
}

const EMPTY_PROMISES = Object.fromEntries(
  ['short', 'long'].flatMap((size) =>
    ['nl', 'en', 'de'].map((locale) => [`delivery_promise_${size}_${locale}`, '']),
  ),
)

describe('a brand by hand', () => {
  it('refuses what the feed refuses, on its fields, in the staff member’s language', async () => {
    const values = {
      ...EMPTY_PROMISES,
      name: '',
      slug: 'Geen Slug',
      delivery_promise_short_nl: 'x'.repeat(201),
    }
    const response = await post('/admin/brands', values)
    expect(response.status).toBe(422)
    const html = await response.text()
    const feed = feedRowFromColumns({ type: 'brand', ref: 'x', ...values })
    const fields = 'problems' in feed ? feed.problems.map((p) => p.field!) : []
    expect(fields.sort()).toEqual(['delivery_promise_short_nl', 'name', 'slug'])
    for (const field of fields) expect(html).toContain(`id="${field}-error"`)
    expect(html).toContain('Ongeldige waarde')
  })

  it('creates a brand with an uploaded logo, stored by the media pipeline at its derived address', async () => {
    const png = await sharp({
      create: { width: 320, height: 120, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } },
    })
      .png()
      .toBuffer()
    const response = await post(
      '/admin/brands',
      {
        ...EMPTY_PROMISES,
        name: 'Messermeister',
        slug: '',
        delivery_promise_short_nl: 'Binnen 3 werkdagen geleverd',
        delivery_promise_short_en: 'Delivered within 3 working days',
        delivery_promise_short_de: 'Lieferung innerhalb von 3 Werktagen',
      },
      { bytes: png, name: 'messermeister.png', type: 'image/png' },
    )
    expect(response.status).toBe(303)
    const id = idFrom(response)
    const row = await brand(id)
    expect(row).toMatchObject({
      name: 'Messermeister',
      slug: 'messermeister',
      external_ref: `shop-${id}`,
      logo: mediaImageUrl(sha256(png), 'logo'),
      delivery_promise_short: {
        nl: 'Binnen 3 werkdagen geleverd',
        en: 'Delivered within 3 working days',
        de: 'Lieferung innerhalb von 3 Werktagen',
      },
    })
    // The derived logo is served, and the edit page shows it.
    const served = await t.app.request(row.logo)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([160, 60])
    const edit = await (await admin(`/admin/brands/${id}`)).text()
    expect(edit).toContain(`src="${row.logo}"`)
    const [entry] = await auditOf(id)
    expect(entry!.action).toBe('brand.created')
    expect(entry!.details.changes!.logo).toEqual({ from: null, to: row.logo })
    // A text left empty is no change.
    expect(entry!.details.changes!.delivery_promise_long_nl).toBeUndefined()
    expect(await (await admin('/admin/brands')).text()).toContain('Messermeister')
  })

  it('refuses an SVG (or anything that is no picture) and keeps the logo it had', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from brands where name = 'Messermeister'`,
    )
    const before = await brand(row!.id)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const response = await post(
      `/admin/brands/${before.id}`,
      {
        ...EMPTY_PROMISES,
        version: String(before.version),
        name: 'Messermeister',
        slug: 'messermeister',
        logo: before.logo,
      },
      { bytes: svg, name: 'logo.svg', type: 'image/svg+xml' },
    )
    expect(response.status).toBe(422)
    expect(await response.text()).toContain('id="logo_file-error"')
    expect(await brand(before.id)).toEqual(before)
  })

  it('replaces and removes a logo, each change in the history', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from brands where name = 'Messermeister'`,
    )
    const before = await brand(row!.id)
    const webp = await pictureIn('webp', 300, 100)
    const replaced = await post(
      `/admin/brands/${before.id}`,
      {
        ...EMPTY_PROMISES,
        version: String(before.version),
        name: 'Messermeister',
        slug: 'messermeister',
        logo: before.logo,
      },
      { bytes: webp, name: 'logo.webp', type: 'image/webp' },
    )
    expect(replaced.status).toBe(303)
    const after = await brand(before.id)
    expect(after.logo).toBe(mediaImageUrl(sha256(webp), 'logo'))
    // The promise left empty is no promise.
    expect(after.delivery_promise_short).toBeNull()
    const removed = await post(`/admin/brands/${before.id}`, {
      ...EMPTY_PROMISES,
      version: String(after.version),
      name: 'Messermeister',
      slug: 'messermeister',
      logo: after.logo,
      logo_remove: 'true',
    })
    expect(removed.status).toBe(303)
    expect((await brand(before.id)).logo).toBe('')
    const [entry] = await auditOf(before.id)
    expect(entry!.details.changes!.logo).toEqual({ from: after.logo, to: '' })
    const page = await (await admin(`/admin/brands/${before.id}`)).text()
    expect(page).toContain('Nog geen logo.')
  })

  it('answers a save of an old version with 409 and both versions', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from brands where name = 'Messermeister'`,
    )
    const opened = await brand(row!.id)
    const values = { ...EMPTY_PROMISES, version: String(opened.version), slug: 'messermeister', logo: '' }
    expect(
      (await post(`/admin/brands/${opened.id}`, { ...values, name: 'Messermeister Solingen' })).status,
    ).toBe(303)
    const second = await post(`/admin/brands/${opened.id}`, { ...values, name: 'Messermeister GmbH' })
    expect(second.status).toBe(409)
    const html = await second.text()
    expect(html).toContain('Messermeister Solingen')
    expect(html).toContain('Messermeister GmbH')
    expect(html).toContain(`name="version" value="${(await brand(opened.id)).version}"`)
  })

  it('the delivery promise of its products follows a save within a second, in every language', async () => {
    const [product] = await queryRows<{ slug: Localized; brand_id: number }>(
      t.database.db,
      sql`select slug, brand_id from products where status = 'active' and delivery_promise_type = 'brand' limit 1`,
    )
    const paths = { nl: `/${product!.slug.nl}`, en: `/en/${product!.slug.en}`, de: `/de/${product!.slug.de}` }
    for (const locale of LOCALES) await t.app.request(paths[locale])
    expect((await t.app.request(paths.nl)).headers.get('x-page-cache')).toBe('hit')
    const row = await brand(product!.brand_id)
    const response = await post(`/admin/brands/${row.id}`, {
      ...EMPTY_PROMISES,
      version: String(row.version),
      name: row.name,
      slug: row.slug,
      logo: row.logo,
      delivery_promise_short_nl: 'Morgen in huis',
      delivery_promise_short_en: 'At your door tomorrow',
      delivery_promise_short_de: 'Morgen bei Ihnen',
    })
    expect(response.status).toBe(303)
    const expected = { nl: 'Morgen in huis', en: 'At your door tomorrow', de: 'Morgen bei Ihnen' }
    await eventually(async () => {
      for (const locale of LOCALES)
        expect(await (await t.app.request(paths[locale])).text()).toBe(`<p>${expected[locale]}</p>`)
    }, 1000)
  })

  it('deletes a brand no product names, never one with products', async () => {
    const [used] = await queryRows<{ id: number; version: number; products: number }>(
      t.database.db,
      sql`select b.id, b.version, count(p.id)::int as products from brands b join products p on p.brand_id = b.id
          group by b.id order by b.id limit 1`,
    )
    const page = await (await admin(`/admin/brands/${used!.id}`)).text()
    expect(page).not.toContain('/delete"')
    expect(page).toContain(`${used!.products} producten hebben dit merk`)
    const refused = await post(`/admin/brands/${used!.id}/delete`, { version: String(used!.version) })
    expect(refused.status).toBe(422)
    expect(await brand(used!.id)).toBeDefined()

    const [unused] = await queryRows<{ id: number; version: number }>(
      t.database.db,
      sql`select id, version from brands where name like 'Messermeister%'`,
    )
    const deleted = await post(`/admin/brands/${unused!.id}/delete`, { version: String(unused!.version) })
    expect(deleted.status).toBe(303)
    expect(await queryRows(t.database.db, sql`select 1 from brands where id = ${unused!.id}`)).toEqual([])
    expect((await auditOf(unused!.id))[0]!.action).toBe('brand.deleted')
  })
})
