import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_HEADER, type Locale } from '#core/locales'
import type { CategoryHit, ProductHit, SearchResponse } from '#core/schemas/search'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createStaff } from '#server/domain/staff/staff'
import { apiHeaders, createTestApp, type TestApp } from './app'

/**
 * Issue 32 point 19: staff keep the search's synonyms per language in the back office (audited, refused with
 * the line at fault), and the built-in engine applies a saved group at the next search. The Meilisearch
 * push is in tests/meilisearch-contract.test.ts.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadCatalogue(t.database.db, generateCatalogue({ products: 300, seed: 5 }))
  await syncSearchIndex(t.database.db, CONTENT_SOURCES)
  await createStaff(t.database.db, {
    email: 'piet@messenwinkel.example',
    name: 'Piet',
    password: 'een lang staffwachtwoord',
    locale: 'nl',
  })
})
afterAll(() => t.close())

const form = (values: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(values).toString(),
})

async function staffCookie() {
  const response = await t.app.request(
    '/admin/login',
    form({ email: 'piet@messenwinkel.example', password: 'een lang staffwachtwoord' }),
  )
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

async function listed(cookie: string, locale: Locale): Promise<string> {
  const response = await t.app.request(`/admin/search-synonyms?locale=${locale}`, { headers: { cookie } })
  expect(response.status).toBe(200)
  const html = await response.text()
  return decode(/<textarea[^>]*name="synonyms"[^>]*>([\s\S]*?)<\/textarea>/.exec(html)![1]!)
}

async function search(locale: Locale, query: string) {
  const response = await t.app.request('/front-api/search', {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', [LOCALE_HEADER]: locale }),
    body: JSON.stringify({
      requests: [
        { indexName: `categories_${locale}`, query, hitsPerPage: 3, analytics: false },
        { indexName: `products_${locale}`, query, hitsPerPage: 3, analytics: false },
      ],
    }),
  })
  expect(response.status).toBe(200)
  const { results } = (await response.json()) as SearchResponse
  return { categories: results[0]!.hits as CategoryHit[], products: results[1]!.hits as ProductHit[] }
}

describe('search synonyms in the back office', () => {
  it('lists each language’s groups, saves a group that the next search applies, and audits it', async () => {
    const cookie = await staffCookie()
    const dutch = await listed(cookie, 'nl')
    expect(dutch.split('\n')).toContain('zakmes, knipmes, vouwmes, klapmes')
    expect(await listed(cookie, 'en')).toContain('pocket knife')
    expect((await search('nl', 'tollenaar')).products).toEqual([])

    const response = await t.app.request(
      '/admin/search-synonyms',
      form({ locale: 'nl', synonyms: `${dutch}\nTollenaar, Zakmes` }, cookie),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/admin/search-synonyms?locale=nl&saved=1')
    expect((await listed(cookie, 'nl')).split('\n').at(-1)).toBe('tollenaar, zakmes')

    const found = await search('nl', 'tollenaar')
    expect(found.categories.map((hit) => hit.name)).toContain('Zakmessen')
    expect(found.products.length).toBeGreaterThan(0)
    // Another language's list is its own.
    expect((await search('de', 'tollenaar')).products).toEqual([])

    const audit = (await t.database.db.execute(
      sql`select staff_email, details from audit_log where action = 'search.synonyms.update'`,
    )) as unknown as { rows: Array<{ staff_email: string; details: { added: string[]; removed: string[] } }> }
    expect(audit.rows).toEqual([
      { staff_email: 'piet@messenwinkel.example', details: { added: ['tollenaar, zakmes'], removed: [] } },
    ])
    // A search server is brought in step by the sync job.
    const jobs = (await t.database.db.execute(
      sql`select count(*)::int as n from jobs where type = 'search.sync' and status = 'pending'`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(jobs.rows[0]!.n).toBeGreaterThan(0)

    // The same list again changes nothing.
    const again = await t.app.request(
      '/admin/search-synonyms',
      form({ locale: 'nl', synonyms: await listed(cookie, 'nl') }, cookie),
    )
    expect(again.headers.get('location')).toBe('/admin/search-synonyms?locale=nl&saved=0')
  })

  it('refuses a group of one entry with its line, in the staff member’s language, and keeps the list', async () => {
    const cookie = await staffCookie()
    const before = await listed(cookie, 'de')
    const response = await t.app.request(
      '/admin/search-synonyms',
      form({ locale: 'de', synonyms: `sackmesser, taschenmesser\n\nfunzel` }, cookie),
    )
    expect(response.status).toBe(422)
    const html = decode(await response.text())
    expect(html).toContain('Regel 3:')
    expect(html).toContain('funzel')
    expect(await listed(cookie, 'de')).toBe(before)
    const bad = await t.app.request(
      '/admin/search-synonyms',
      form({ locale: 'xx', synonyms: 'a, b' }, cookie),
    )
    expect(bad.status).toBe(422)
  })

  it('is for staff only', async () => {
    expect((await t.app.request('/admin/search-synonyms')).status).toBe(403)
    const response = await t.app.request('/admin/search-synonyms', form({ locale: 'nl', synonyms: '' }))
    expect(response.status).toBe(403)
  })
})
