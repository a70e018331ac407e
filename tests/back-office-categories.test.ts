import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { LOCALE_HEADER, LOCALES, type Locale } from '#core/locales'
import { parseListingQuery } from '#core/schemas/catalogue'
import type { StaticDataResponse } from '#core/schemas/static-data'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import type { Localized } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { feedRowFromColumns } from '#server/domain/catalogue-sync/feed'
import { readKnowledgeOverview } from '#server/domain/knowledge/articles'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createStaff } from '#server/domain/staff/staff'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { eventually } from './eventually'

/**
 * The categories screen (issue 35) with the real app and a generated catalogue: the tree's operations
 * written through the feed's writer, what an inactive category means for the shop, the features a listing
 * filters on, the edit check, and the shop's caches following a save. The shop's pages are a stand-in that
 * prints what the real catalogue service resolves for the address (listing, redirect or 404), cached as the
 * real category pages are.
 */

let renders = 0
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  renders++
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname.slice(context.prefix.length)),
    parseListingQuery(url.searchParams),
  )
  if (!resolved) return new Response('not found', { status: 404 })
  if (resolved.type === 'redirect')
    return new Response(null, { status: 301, headers: { location: resolved.location } })
  const body =
    resolved.type === 'category'
      ? {
          name: resolved.listing.category.name,
          children: resolved.listing.category.children.map((child) => child.name),
          features: resolved.listing.facets.features.map((feature) => feature.key),
          total: resolved.listing.total,
        }
      : { product: resolved.product.name, breadcrumbs: resolved.product.breadcrumbs.map((b) => b.name) }
  return new Response(JSON.stringify(body), {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

const demo = generateCatalogue({ products: 120, seed: 7 })
const PASSWORD = 'een lang staffwachtwoord'
let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp({
    handleDocument: page,
    watchChanges: true,
    env: { PUBLIC_URL: 'https://messen.example' },
  })
  const before = t.catalogueChanges!.mark()
  await loadCatalogue(t.database.db, demo)
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
  await createStaff(t.database.db, {
    email: 'catalogus@messenwinkel.example',
    name: 'Catalogus',
    password: PASSWORD,
    locale: 'en',
    role: 'catalogue',
  })
  const login = await t.app.request(
    '/admin/login',
    form({ email: 'catalogus@messenwinkel.example', password: PASSWORD }),
  )
  expect(login.status).toBe(303)
  cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
})
afterAll(() => t.close())

function form(values: Record<string, string>, withCookie?: string): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(withCookie ? { cookie: withCookie } : {}),
    },
    body: new URLSearchParams(values).toString(),
  }
}
const post = (path: string, values: Record<string, string>) => t.app.request(path, form(values, cookie))
const admin = (path: string) => t.app.request(path, { headers: { cookie } })
const shop = (path: string) => t.app.request(path)
const prefix = (locale: Locale) => (locale === 'nl' ? '' : `/${locale}`)

interface Row {
  id: number
  version: number
  description: Localized
  parent_id: number | null
  position: number
  active: boolean
  name: Localized
  slug: Localized
  path: Localized
  external_ref: string | null
}
async function category(id: number): Promise<Row> {
  const [row] = await queryRows<Row>(
    t.database.db,
    sql`select id, version, description, parent_id, position, active, name, slug, path, external_ref from categories where id = ${id}`,
  )
  return row!
}
async function byPath(path: string): Promise<Row> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from categories where path->>'nl' = ${path}`,
  )
  return category(row!.id)
}

/** The edit form's values of a category as it is now (what staff would post unchanged). */
async function formOf(id: number): Promise<Record<string, string>> {
  const row = await category(id)
  const values: Record<string, string> = {
    version: String(row.version),
    parent: row.parent_id === null ? '' : String(row.parent_id),
    position: String(row.position),
    kind: 'category',
  }
  for (const locale of LOCALES) {
    values[`name_${locale}`] = row.name[locale]
    values[`slug_${locale}`] = row.slug[locale]
    values[`description_${locale}`] = row.description[locale]
  }
  return values
}

const idFrom = (response: Response) =>
  Number(/\/admin\/categories\/(\d+)/.exec(response.headers.get('location')!)![1])

async function auditOf(id: number) {
  return queryRows<{ action: string; details: { changes?: Record<string, { from: unknown; to: unknown }> } }>(
    t.database.db,
    sql`select action, details from audit_log where entity = 'category' and entity_id = ${String(id)} order by id desc`,
  )
}

async function menuLabels(locale: Locale): Promise<string[]> {
  const response = await t.app.request('/front-api/static-data', {
    headers: apiHeaders({ [LOCALE_HEADER]: locale }),
  })
  const body = (await response.json()) as StaticDataResponse
  return body.data.menu.flatMap((item) => [
    item.label,
    ...item.columns.flatMap((column) =>
      column.column_items.flatMap((entry) => entry.items.map((i) => i.label)),
    ),
  ])
}

describe('creating a category', () => {
  it('refuses what the feed refuses, every problem at once, each on its field', async () => {
    const values = {
      parent: '',
      kind: 'category',
      position: 'first',
      name_nl: '',
      name_en: 'Throwing axes',
      name_de: 'Äxte',
      slug_nl: 'Bijlen!',
      slug_en: '',
      slug_de: '',
    }
    const response = await post('/admin/categories', values)
    expect(response.status).toBe(422)
    const html = await response.text()
    const feed = feedRowFromColumns({
      type: 'category',
      ref: 'x',
      position: values.position,
      name_nl: '',
      name_en: 'Throwing axes',
      name_de: 'Äxte',
      slug_nl: 'Bijlen!',
    })
    expect('problems' in feed).toBe(true)
    const fields = 'problems' in feed ? feed.problems.map((p) => p.field) : []
    expect(fields.sort()).toEqual(['name_nl', 'position', 'slug_nl'])
    for (const field of fields) expect(html).toContain(`id="${field}-error"`)
    expect(html).toContain('Invalid value')
    expect(
      await queryRows(t.database.db, sql`select 1 from categories where name->>'en' = 'Throwing axes'`),
    ).toEqual([])
  })

  it('writes it under its parent, in all three languages, with its own ref and an audit entry', async () => {
    const parent = await byPath('zakmessen')
    const response = await post('/admin/categories', {
      parent: String(parent.id),
      kind: 'category',
      position: '',
      name_nl: 'Bushcraftmessen',
      name_en: 'Bushcraft knives',
      name_de: 'Bushcraft-Messer',
      description_nl: 'Messen voor buiten.',
    })
    expect(response.status).toBe(303)
    const id = idFrom(response)
    const row = await category(id)
    expect(row.external_ref).toBe(`shop-${id}`)
    expect(row.path).toEqual({
      nl: 'zakmessen/bushcraftmessen',
      en: `${parent.path.en}/bushcraft-knives`,
      de: `${parent.path.de}/bushcraft-messer`,
    })
    // Last among its siblings.
    const [last] = await queryRows<{ max: number }>(
      t.database.db,
      sql`select max(position)::int as max from categories where parent_id = ${parent.id}`,
    )
    expect(row.position).toBe(last!.max)
    for (const locale of LOCALES) {
      const answer = await shop(`${prefix(locale)}/${row.path[locale]}`)
      expect(answer.status).toBe(200)
      expect(((await answer.json()) as { name: string }).name).toBe(row.name[locale])
    }
    const [entry] = await auditOf(id)
    expect(entry!.action).toBe('category.created')
    expect(entry!.details.changes!.name_nl).toEqual({ from: null, to: 'Bushcraftmessen' })
    const tree = await (await admin('/admin/categories')).text()
    expect(tree).toContain('Bushcraft knives')
  })
})

describe('renaming and moving', () => {
  it('a changed address redirects the old one in nl, en and de, its subcategories too', async () => {
    const parent = await byPath('zakmessen')
    const child = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from categories where parent_id = ${parent.id} and active order by position, id limit 1`,
      )
    )[0]!
    const oldChild = await category(child.id)
    const values = await formOf(parent.id)
    Object.assign(values, {
      slug_nl: 'zakmessen-en-meer',
      slug_en: 'pocket-knives-and-more',
      slug_de: 'taschenmesser-und-mehr',
    })
    const response = await post(`/admin/categories/${parent.id}`, values)
    expect(response.status).toBe(303)
    const renamed = await category(parent.id)
    expect(renamed.path.en).toBe('pocket-knives-and-more')
    const newChild = await category(child.id)
    for (const locale of LOCALES)
      expect(newChild.path[locale]).toBe(`${renamed.path[locale]}/${oldChild.slug[locale]}`)
    // The cached paths follow within a second (on PostgreSQL the change arrives as a notification).
    await eventually(async () => {
      for (const locale of LOCALES) {
        const old = await shop(`${prefix(locale)}/${oldChild.path[locale]}`)
        expect(old.status).toBe(301)
        expect(old.headers.get('location')).toBe(`${prefix(locale)}/${newChild.path[locale]}`)
        const oldTop = { nl: 'zakmessen', en: 'pocket-knives', de: 'taschenmesser' }[locale]
        const top = await shop(`${prefix(locale)}/${oldTop}`)
        expect(top.headers.get('location')).toBe(`${prefix(locale)}/${renamed.path[locale]}`)
        expect(top.status).toBe(301)
      }
    }, 1000)
    const [entry] = await auditOf(parent.id)
    expect(entry!.details.changes!.slug_en).toEqual({ from: 'pocket-knives', to: 'pocket-knives-and-more' })
  })

  it('moves a category with its products, and refuses to put one under itself or below itself', async () => {
    const from = await byPath('zakmessen-en-meer')
    const moving = (
      await queryRows<{ id: number; products: number }>(
        t.database.db,
        sql`select c.id, (select count(*) from products p where p.category_id = c.id and p.status = 'active')::int as products
          from categories c where c.parent_id = ${from.id} order by 2 desc limit 1`,
      )
    )[0]!
    expect(moving.products).toBeGreaterThan(0)
    const target = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from categories where parent_id is null and kind = 'category' and id <> ${from.id} order by position limit 1`,
      )
    )[0]!
    const values = await formOf(moving.id)
    values.parent = String(target.id)
    const response = await post(`/admin/categories/${moving.id}`, values)
    expect(response.status).toBe(303)
    const moved = await category(moving.id)
    const targetRow = await category(target.id)
    expect(moved.path.nl.startsWith(`${targetRow.path.nl}/`)).toBe(true)
    // Its products now list under their new top category, with the counts refreshed.
    const listed = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from products where category_id = ${moving.id} and not (category_ids @> array[${target.id}::int])`,
    )
    expect(listed[0]!.n).toBe(0)
    const answer = await shop(`/${targetRow.path.nl}`)
    expect(((await answer.json()) as { children: string[] }).children).toContain(moved.name.nl)

    // Under itself, or under its own child: refused, nothing changed.
    const self = await formOf(target.id)
    self.parent = String(moving.id)
    const cycle = await post(`/admin/categories/${target.id}`, self)
    expect(cycle.status).toBe(422)
    expect(await cycle.text()).toContain('cannot be placed under itself or one of its subcategories')
    expect((await category(target.id)).parent_id).toBeNull()
    // The form does not offer them.
    const edit = await (await admin(`/admin/categories/${target.id}`)).text()
    expect(edit).not.toContain(`<option value="${moving.id}"`)
    expect(edit).not.toContain(`<option value="${target.id}"`)
    const itself = await formOf(moving.id)
    itself.parent = String(moving.id)
    expect((await post(`/admin/categories/${moving.id}`, itself)).status).toBe(422)
  })

  it('orders a category among its siblings with the up and down buttons', async () => {
    const tops = await queryRows<{ id: number; version: number }>(
      t.database.db,
      sql`select id, version from categories where parent_id is null order by position, id`,
    )
    const [first, second] = tops
    const response = await post(`/admin/categories/${second!.id}/move`, {
      version: String(second!.version),
      direction: 'up',
    })
    expect(response.status).toBe(303)
    const after = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from categories where parent_id is null order by position, id`,
    )
    expect(after.slice(0, 2).map((row) => row.id)).toEqual([second!.id, first!.id])
    const [entry] = await auditOf(second!.id)
    expect(entry!.action).toBe('category.reordered')
    // An old version moves nothing.
    const stale = await post(`/admin/categories/${second!.id}/move`, {
      version: String(second!.version),
      direction: 'down',
    })
    expect(stale.headers.get('location')).toBe('/admin/categories?conflict=1')
  })
})

describe('deactivating', () => {
  it('states what will happen with numbers, then takes the category out of the shop in every language', async () => {
    const top = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select c.id from categories c where c.parent_id is null and c.kind = 'category' and c.product_count > 0
            and exists (select 1 from categories s where s.parent_id = c.id) order by c.position limit 1`,
      )
    )[0]!
    const row = await category(top.id)
    const [expected] = await queryRows<{ subcategories: number; products: number }>(
      t.database.db,
      sql`with recursive below as (select id from categories where id = ${top.id}
            union all select c.id from categories c join below on c.parent_id = below.id)
          select (select count(*) - 1 from below)::int as subcategories,
            (select count(*) from products where status = 'active' and category_id in (select id from below))::int as products`,
    )
    // The shop serves the page (and keeps it in its cache) before.
    for (const locale of LOCALES)
      expect((await shop(`${prefix(locale)}/${row.path[locale]}`)).status).toBe(200)
    expect(await menuLabels('en')).toContain(row.name.en)

    const ask = await post(`/admin/categories/${top.id}/deactivate`, { version: String(row.version) })
    expect(ask.status).toBe(200)
    const text = await ask.text()
    expect(text).toContain(`Subcategories that leave the shop with it: ${expected!.subcategories}`)
    expect(text).toContain(`(or a subcategory) as main category: ${expected!.products}.`)
    expect(text).toContain('They stay for sale under their own address')
    expect(text).toContain('name="confirm" value="yes"')
    expect((await category(top.id)).active).toBe(true)

    const product = (
      await queryRows<{ slug: Localized }>(
        t.database.db,
        sql`select slug from products where status = 'active' and category_ids @> array[${top.id}::int] limit 1`,
      )
    )[0]!
    const done = await post(`/admin/categories/${top.id}/deactivate`, {
      version: String(row.version),
      confirm: 'yes',
    })
    expect(done.status).toBe(303)
    expect((await category(top.id)).active).toBe(false)
    // The cached pages follow within a second: 404 in all three languages, the subcategories too.
    await eventually(async () => {
      for (const locale of LOCALES)
        expect((await shop(`${prefix(locale)}/${row.path[locale]}`)).status).toBe(404)
    }, 1000)
    const child = (
      await queryRows<{ path: Localized }>(
        t.database.db,
        sql`select path from categories where parent_id = ${top.id} limit 1`,
      )
    )[0]!
    expect((await shop(`/de/${child.path.de}`)).status).toBe(404)
    expect(await menuLabels('en')).not.toContain(row.name.en)
    expect(await menuLabels('de')).not.toContain(row.name.de)
    const sitemap = await (await shop('/sitemap-nl.xml')).text()
    expect(sitemap).not.toContain(`/${row.path.nl}<`)
    await syncSearchIndex(t.database.db, CONTENT_SOURCES)
    const suggestions = await queryRows(
      t.database.db,
      sql`select 1 from search_documents where index = 'categories' and object_id = ${String(top.id)}`,
    )
    expect(suggestions).toEqual([])
    // Its products stay for sale under their own address.
    expect((await shop(`/${product.slug.nl}`)).status).toBe(200)
    const [entry] = await auditOf(top.id)
    expect(entry).toMatchObject({
      action: 'category.deactivated',
      details: { changes: { active: { from: true, to: false } } },
    })
    expect(await (await admin('/admin/categories')).text()).toContain('Inactive')

    const back = await post(`/admin/categories/${top.id}/reactivate`, {
      version: String((await category(top.id)).version),
    })
    expect(back.status).toBe(303)
    await eventually(async () => {
      for (const locale of LOCALES)
        expect((await shop(`${prefix(locale)}/${row.path[locale]}`)).status).toBe(200)
    }, 1000)
    expect(await menuLabels('nl')).toContain(row.name.nl)
    await syncSearchIndex(t.database.db, CONTENT_SOURCES)
    expect(
      await queryRows(
        t.database.db,
        sql`select 1 from search_documents where index = 'categories' and object_id = ${String(top.id)}`,
      ),
    ).not.toEqual([])
  })
})

describe('deactivating a knowledge section', () => {
  it('counts its published articles and takes it out of the knowledge base overview', async () => {
    const [section] = await queryRows<{ id: number; version: number; name: Localized; articles: number }>(
      t.database.db,
      sql`select c.id, c.version, c.name, (select count(*) from knowledge_articles a
            where a.section_id = c.id and a.published_at <= current_date)::int as articles
          from categories c join categories top on top.id = c.parent_id
          where c.kind = 'knowledge' and top.parent_id is null order by 4 desc limit 1`,
    )
    expect(section!.articles).toBeGreaterThan(0)
    const sections = async () =>
      (await readKnowledgeOverview(t.database.db, { locale: 'en', prefix: '/en' })).sections.map(
        (s) => s.name,
      )
    expect(await sections()).toContain(section!.name.en)
    expect(await menuLabels('en')).toContain(section!.name.en)
    const ask = await post(`/admin/categories/${section!.id}/deactivate`, {
      version: String(section!.version),
    })
    expect(await ask.text()).toContain(`Published knowledge articles in it: ${section!.articles}.`)
    const done = await post(`/admin/categories/${section!.id}/deactivate`, {
      version: String(section!.version),
      confirm: 'yes',
    })
    expect(done.status).toBe(303)
    expect(await sections()).not.toContain(section!.name.en)
    expect(await menuLabels('en')).not.toContain(section!.name.en)
    const back = await post(`/admin/categories/${section!.id}/reactivate`, {
      version: String((await category(section!.id)).version),
    })
    expect(back.status).toBe(303)
    expect(await sections()).toContain(section!.name.en)
  })
})

describe('the features a category filters on', () => {
  it('are offered in the listing exactly as chosen, in the chosen order; others do not filter', async () => {
    const top = (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from categories where parent_id is null and kind = 'category' and active order by product_count desc limit 1`,
      )
    )[0]!
    const row = await category(top.id)
    const before = (await (await shop(`/${row.path.nl}`)).json()) as { features: string[]; total: number }
    expect(before.features.length).toBeGreaterThanOrEqual(3)
    const [a, b] = before.features
    const ids = await queryRows<{ id: number; key: string }>(
      t.database.db,
      sql`select id, key from features where key in (${a}, ${b})`,
    )
    const idOf = (key: string) => ids.find((f) => f.key === key)!.id
    const values = await formOf(top.id)
    Object.assign(values, {
      [`filter_${idOf(a!)}`]: 'true',
      [`filter_order_${idOf(a!)}`]: '2',
      [`filter_${idOf(b!)}`]: 'true',
      [`filter_order_${idOf(b!)}`]: '1',
    })
    expect((await post(`/admin/categories/${top.id}`, values)).status).toBe(303)
    const [stored] = await queryRows<{ ids: number[] }>(
      t.database.db,
      sql`select filter_feature_ids as ids from categories where id = ${top.id}`,
    )
    expect(stored!.ids).toEqual([idOf(b!), idOf(a!)])
    await eventually(async () => {
      const listing = (await (await shop(`/${row.path.nl}`)).json()) as { features: string[] }
      expect(listing.features).toEqual([b, a])
    }, 1000)
    // A feature no longer offered does not filter: the link lists everything.
    const other = before.features[2]!
    const [value] = await queryRows<{ key: string }>(
      t.database.db,
      sql`select v.key from feature_values v join features f on f.id = v.feature_id where f.key = ${other} limit 1`,
    )
    const filtered = (await (await shop(`/${row.path.nl}?feature=${other}:${value!.key}`)).json()) as {
      total: number
    }
    expect(filtered.total).toBe(before.total)
    const edit = await (await admin(`/admin/categories/${top.id}`)).text()
    expect(edit).toMatch(new RegExp(`name="filter_${idOf(b!)}" checked="" value="true"`))
    // Nothing ticked: every filterable feature again.
    const plain = await formOf(top.id)
    expect((await post(`/admin/categories/${top.id}`, plain)).status).toBe(303)
    await eventually(async () => {
      const listing = (await (await shop(`/${row.path.nl}`)).json()) as { features: string[] }
      expect(listing.features).toEqual(before.features)
    }, 1000)
  })
})

describe('the edit check', () => {
  it('answers a save of an old version with 409, both versions shown and the new version in the form', async () => {
    const row = await byPath('keukenmessen').catch(async () =>
      category(
        (
          await queryRows<{ id: number }>(
            t.database.db,
            sql`select id from categories order by id desc limit 1`,
          )
        )[0]!.id,
      ),
    )
    const opened = await formOf(row.id)
    const first = await post(`/admin/categories/${row.id}`, { ...opened, name_en: 'Saved first' })
    expect(first.status).toBe(303)
    const second = await post(`/admin/categories/${row.id}`, { ...opened, name_en: 'Saved second' })
    expect(second.status).toBe(409)
    const html = await second.text()
    expect(html).toContain('Saved first')
    expect(html).toContain('Saved second')
    const current = await category(row.id)
    expect(current.name.en).toBe('Saved first')
    expect(html).toContain(`name="version" value="${current.version}"`)
  })

  it('lets exactly one of two simultaneous saves of one version through', async () => {
    const row = await byPath('zakmessen-en-meer')
    const opened = await formOf(row.id)
    const answers = await Promise.all(
      ['Race A', 'Race B'].map((name) => post(`/admin/categories/${row.id}`, { ...opened, name_de: name })),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409])
    const saved = await category(row.id)
    const winner = answers[0]!.status === 303 ? 'Race A' : 'Race B'
    expect(saved.name.de).toBe(winner)
  })

  it('is not tripped by a recount of the shop that changed nothing (a sale, a sync)', async () => {
    const before = await queryRows<{ id: number; version: number }>(
      t.database.db,
      sql`select id, version from categories order by id`,
    )
    await refreshCategoryCounts(t.database.db)
    expect(await queryRows(t.database.db, sql`select id, version from categories order by id`)).toEqual(
      before,
    )
  })

  it('answers an unknown category with the back office 404', async () => {
    expect((await admin('/admin/categories/999999')).status).toBe(404)
    expect((await post('/admin/categories/999999', { version: '1' })).status).toBe(404)
  })
})

describe('the page cache', () => {
  it('follows a rename within a second', async () => {
    const row = await byPath('zakmessen-en-meer')
    const first = await shop(`/en/${row.path.en}`)
    expect(first.status).toBe(200)
    const rendered = renders
    expect((await shop(`/en/${row.path.en}`)).headers.get('x-page-cache')).toBe('hit')
    expect(renders).toBe(rendered)
    const values = await formOf(row.id)
    expect(
      (await post(`/admin/categories/${row.id}`, { ...values, name_en: 'Knives to carry' })).status,
    ).toBe(303)
    await eventually(async () => {
      const body = (await (await shop(`/en/${row.path.en}`)).json()) as { name: string }
      expect(body.name).toBe('Knives to carry')
    }, 1000)
    expect(await menuLabels('en')).toContain('Knives to carry')
  })
})
