import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { LOCALE_HEADER, LOCALES, type Locale } from '#core/locales'
import { shopDay } from '#core/shop-dates'
import { localePath } from '#core/routes/locale'
import type { SearchResponse } from '#core/schemas/search'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import type { Database } from '#server/db/client'
import { queryRows, SHOP_TODAY } from '#server/db/query'
import { auditLog, knowledgeArticles } from '#server/db/schema'
import { findArticle, updateArticle, articleFormValues } from '#server/domain/knowledge/article-editing'
import { referencesOf } from '#server/domain/knowledge/blocks'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES, createSearchSyncHandler, enqueueSearchSync } from '#server/domain/search/sync-job'
import { createStaff } from '#server/domain/staff/staff'
import { startWorker, type JobWorker } from '#server/jobs/worker'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createMemoryLogger, createTestApp, type TestApp } from './app'
import { eventually } from './eventually'

/**
 * The knowledge articles screen (issue 35) on the demo knowledge base: the form round-trips the stored
 * blocks, refuses bad links, missing languages and taken addresses, and publishing and unpublishing are
 * followed by the shop's article page (through the page cache) and its search within a second.
 */
const demo = generateCatalogue({ products: 300, seed: 4 })
const PASSWORD = 'een lang staffwachtwoord'

/** A stand-in for the article page, cached as the real one is: it reads the article as the route does. */
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const base = localePath(context.prefix, context.locale, 'knowledgeBase')
  const slug = decodeURIComponent(url.pathname).slice(base.length + 1)
  const found = url.pathname.startsWith(`${base}/`)
    ? await context.knowledge.article({ locale: context.locale, prefix: context.prefix }, slug)
    : null
  if (found?.type === 'redirect')
    return new Response(null, { status: 301, headers: { location: found.location } })
  if (!found || found.type !== 'article') return new Response('not found', { status: 404 })
  return new Response(`<!doctype html><h1>${found.article.title}</h1>`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

let t: TestApp
let worker: JobWorker
let cookie: string
let nlCookie: string
let sectionId: number
beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  const before = t.catalogueChanges!.mark()
  await loadCatalogue(t.database.db, demo)
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
  await syncSearchIndex(t.database.db, CONTENT_SOURCES)
  const { logger } = createMemoryLogger()
  worker = startWorker({
    db: t.database.db,
    logger,
    handlers: { 'search.sync': createSearchSyncHandler({ db: t.database.db }) },
    pollMs: 20,
  })
  await createStaff(db(), {
    email: 'kim@messen.example',
    name: 'Kim',
    password: PASSWORD,
    locale: 'en',
    role: 'catalogue',
  })
  await createStaff(db(), {
    email: 'els@messen.example',
    name: 'Els',
    password: PASSWORD,
    locale: 'nl',
    role: 'catalogue',
  })
  cookie = await staffCookie('kim@messen.example')
  nlCookie = await staffCookie('els@messen.example')
  const [article] = await db().select().from(knowledgeArticles).limit(1)
  sectionId = article!.sectionId
}, 120_000)
afterAll(async () => {
  await worker?.stop()
  await t.close()
})

const db = () => t.database.db
/** What the back office's article screen saves with (server/http/back-office/articles.tsx). */
const writes = () => ({
  db: db(),
  requestSearchSync: (database: Database) => enqueueSearchSync(database, { delayMs: 0 }),
})
const encode = (values: Record<string, string>) => new URLSearchParams(values).toString()

async function staffCookie(email: string) {
  const response = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encode({ email, password: PASSWORD }),
  })
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}

const post = (path: string, values: Record<string, string>, as = cookie) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: as },
    body: encode(values),
  })
const get = (path: string, as = cookie) => t.app.request(path, { headers: { cookie: as } })

async function contentHits(locale: Locale, query: string): Promise<string[]> {
  const response = await t.app.request('/front-api/search', {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', [LOCALE_HEADER]: locale }),
    // As the header's suggestions ask: the four indices at once.
    body: JSON.stringify({
      requests: ['popular_terms', 'categories', 'products', 'content'].map((index) => ({
        indexName: `${index}_${locale}`,
        query,
        hitsPerPage: 5,
      })),
    }),
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as SearchResponse
  return body.results[3]!.hits.map((hit) => (hit as { title: string }).title)
}

/** A valid new article's form, its words unusual enough to be the only search hit. */
function newArticle(extra: Record<string, string> = {}): Record<string, string> {
  const product = demo.products.find((p) => p.status === 'active')!
  const values: Record<string, string> = { section: String(sectionId), position: '3', products: '' }
  const words = { nl: 'Zwaluwstaartverbinding', en: 'Dovetailjoinery', de: 'Schwalbenschwanzverbindung' }
  for (const locale of LOCALES) {
    values[`title_${locale}`] = `${words[locale]} ${locale}`
    values[`slug_${locale}`] = `${words[locale].toLowerCase()}-${locale}`
    values[`summary_${locale}`] = `Over ${words[locale]}.`
    values[`body_${locale}`] = [
      `Intro met **nadruk** en een [mes](product:${product.reference}).`,
      '',
      '## Kopje',
      '- een',
      '- twee',
      '',
      '> Let op.',
      '',
      '| Staal | HRC |',
      '| 1.4116 | 56 |',
    ].join('\n')
  }
  return { ...values, ...extra }
}

async function create(values: Record<string, string>): Promise<number> {
  const response = await post('/admin/articles', values)
  expect(response.status, JSON.stringify(t.logs.slice(-2))).toBe(303)
  const location = response.headers.get('location')!
  expect(location).toMatch(/^\/admin\/articles\/\d+\?done=created$/)
  return Number(/\d+/.exec(location)![0])
}

const articlePath = (locale: Locale, slug: string) =>
  localePath(locale === 'nl' ? '' : `/${locale}`, locale, 'knowledgeArticle', { slug })

describe('the article list and editor', () => {
  it('lists the articles with section, status and languages, and filters drafts', async () => {
    const response = await get('/admin/articles')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html.match(/data-testid="article-row"/g)?.length).toBe(
      (await db().select({ id: knowledgeArticles.id }).from(knowledgeArticles)).length,
    )
    expect(html).toContain('Published')
    const drafts = await (await get('/admin/articles?status=draft')).text()
    expect(drafts).toContain('No articles found.')
  })

  it('shows a stored article in the markup, and saving it unchanged keeps its blocks and links', async () => {
    const [article] = await db()
      .select()
      .from(knowledgeArticles)
      .where(sql`jsonb_path_exists(${knowledgeArticles.body}, '$.nl[*].content[*].ref')`)
      .limit(1)
    const html = await (await get(`/admin/articles/${article!.id}`)).text()
    expect(html).toMatch(/\]\((product|category|article):/)
    // The preview is the stored body as the shop renders it, with its links.
    expect(html).toContain('data-testid="preview-de"')
    const values = await articleFormValues(db(), (await findArticle(db(), article!.id))!)
    const response = await post(`/admin/articles/${article!.id}`, {
      ...(values as Record<string, string>),
      version: String(article!.version),
    })
    expect(response.status, await response.clone().text()).toBe(303)
    const [after] = await db().select().from(knowledgeArticles).where(eq(knowledgeArticles.id, article!.id))
    expect(after!.body).toEqual(article!.body)
    expect(after!.productIds).toEqual(article!.productIds)
    expect(after!.categoryIds.sort()).toEqual(article!.categoryIds.sort())
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(article!.id)))
    expect(entry).toMatchObject({
      action: 'article.update',
      entity: 'knowledge_article',
      staffEmail: 'kim@messen.example',
    })
    expect(entry!.details).toEqual({ changes: {} })
  })

  it('refuses missing languages, unknown links and taken addresses with field errors, in the staff’s language', async () => {
    const [other] = await db().select().from(knowledgeArticles).limit(1)
    const response = await post(
      '/admin/articles',
      newArticle({
        title_de: '',
        body_de: '',
        body_en: 'See [this knife](product:NO-SUCH-CODE) and [that shelf](category:no/such/path).',
        slug_nl: other!.slug.en,
        slug_en: 'Not A Slug',
        section: '999999',
      }),
    )
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('id="title_de-error"')
    expect(html).toContain('id="body_de-error"')
    expect(html).toContain(
      translate('en', 'backOffice.articles.validation.link.unknown', {
        text: 'this knife',
        target: 'product:NO-SUCH-CODE',
      }),
    )
    expect(html).toContain('that shelf')
    expect(html).toMatch(/id="slug_nl-error"[^>]*>Another article already has this address/)
    expect(html).toMatch(/id="slug_en-error"[^>]*>Use lower-case letters/)
    expect(html).toContain('id="section-error"')
    // The form keeps what was typed.
    expect(html).toContain('product:NO-SUCH-CODE')
    const dutch = await (
      await post('/admin/articles', newArticle({ body_nl: '[x](product:NOPE)' }), nlCookie)
    ).text()
    expect(dutch).toContain('De link „x” gaat naar product:NOPE, en dat bestaat niet.')
  })

  it('resolves links by article code, category path, article key and shop address', async () => {
    const product = demo.products.find((p) => p.status === 'active' && p.slug.nl)!
    const [category] = await db()
      .execute(
        sql`select id, path->>'nl' as path, path->>'en' as en from categories where kind = 'category' and parent_id is not null limit 1`,
      )
      .then((r) => (r as unknown as { rows: Array<{ id: number; path: string; en: string }> }).rows)
    const [linked] = await db().select().from(knowledgeArticles).limit(1)
    const body = [
      `[a](product:${product.reference}) [b](/${product.slug.nl}) [c](category:${category!.path})`,
      `[d](https://shop.example/en/${category!.en}) [e](article:${linked!.key}) [f](/en/knowledge-base/${linked!.slug.en})`,
    ].join(' ')
    const id = await create(
      newArticle({ body_nl: body, slug_nl: 'links-nl', slug_en: 'links-en', slug_de: 'links-de' }),
    )
    const stored = await findArticle(db(), id)
    expect(referencesOf(stored!.body.nl)).toEqual([
      { type: 'product', id: product.id },
      { type: 'product', id: product.id },
      { type: 'category', id: category!.id },
      { type: 'category', id: category!.id },
      { type: 'article', id: linked!.id },
      { type: 'article', id: linked!.id },
    ])
  })
})

describe('publishing', () => {
  it('the shop shows articles by the day the back office publishes on: Amsterdam’s, not the database’s', async () => {
    // "Today" of a publication is shopDay(now) (server/http/back-office/articles.tsx); the shop's queries
    // compare with SHOP_TODAY. With the database's current_date (UTC), an article published just after
    // midnight in Amsterdam stayed out of the shop for an hour or two: CI met it at 23:40 UTC.
    const [row] = await queryRows<{ today: string }>(
      db(),
      sql`select to_char(${SHOP_TODAY}, 'YYYY-MM-DD') as today`,
    )
    expect(row!.today).toBe(shopDay(new Date()))
  })

  it('a draft is not in the shop; published, its page and search follow in every language; unpublished, they no longer do', async () => {
    const id = await create(newArticle())
    const record = (await findArticle(db(), id))!
    expect(record.publishedAt).toBeNull()
    for (const locale of LOCALES) {
      expect((await t.app.request(articlePath(locale, record.slug[locale]))).status).toBe(404)
    }
    expect(await contentHits('en', 'Dovetailjoinery')).toEqual([])

    const published = await post(`/admin/articles/${id}/publication`, {
      action: 'publish',
      date: '',
      version: String(record.version),
    })
    expect(published.status, await published.clone().text()).toBe(303)
    expect(published.headers.get('location')).toBe(`/admin/articles/${id}?done=published`)
    await eventually(async () => {
      for (const locale of LOCALES) {
        const response = await t.app.request(articlePath(locale, record.slug[locale]))
        expect(response.status).toBe(200)
        expect(await response.text()).toContain(record.title[locale])
      }
    }, 1000)
    await eventually(async () => {
      expect(await contentHits('en', 'Dovetailjoinery')).toEqual([record.title.en])
      expect(await contentHits('nl', 'Zwaluwstaartverbinding')).toEqual([record.title.nl])
      expect(await contentHits('de', 'Schwalbenschwanzverbindung')).toEqual([record.title.de])
    }, 1000)

    const current = (await findArticle(db(), id))!
    const unpublished = await post(`/admin/articles/${id}/publication`, {
      action: 'unpublish',
      version: String(current.version),
    })
    expect(unpublished.status).toBe(303)
    await eventually(async () => {
      for (const locale of LOCALES)
        expect((await t.app.request(articlePath(locale, record.slug[locale]))).status).toBe(404)
      expect(await contentHits('en', 'Dovetailjoinery')).toEqual([])
    }, 1000)
    const actions = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
    expect(actions.map((a) => a.action).sort()).toEqual([
      'article.create',
      'article.publish',
      'article.unpublish',
    ])
  })

  it('a changed address redirects from the old one for good, in its language, even after a second change', async () => {
    const id = await create(
      newArticle({ slug_nl: 'oud-adres', slug_en: 'old-address', slug_de: 'alte-adresse' }),
    )
    const opened = (await findArticle(db(), id))!
    expect(
      (
        await post(`/admin/articles/${id}/publication`, {
          action: 'publish',
          date: '',
          version: String(opened.version),
        })
      ).status,
    ).toBe(303)
    const rename = async (slugs: Record<string, string>) => {
      const record = (await findArticle(db(), id))!
      const form = (await articleFormValues(db(), record)) as Record<string, string>
      const response = await post(`/admin/articles/${id}`, {
        ...form,
        ...slugs,
        version: String(record.version),
      })
      expect(response.status).toBe(303)
    }
    await rename({ slug_nl: 'nieuw-adres', slug_en: 'new-address' })
    await rename({ slug_nl: 'derde-adres' })
    await eventually(async () => {
      for (const [locale, old, now] of [
        ['nl', 'oud-adres', 'derde-adres'],
        ['nl', 'nieuw-adres', 'derde-adres'],
        ['en', 'old-address', 'new-address'],
      ] as const) {
        const response = await t.app.request(articlePath(locale, old))
        expect(response.status, old).toBe(301)
        expect(response.headers.get('location')).toBe(articlePath(locale, now))
      }
      expect((await t.app.request(articlePath('de', 'alte-adresse'))).status).toBe(200)
    }, 1000)
    expect((await findArticle(db(), id))!.slug.nl).toBe('derde-adres')
    const [row] = await db()
      .select({ former: knowledgeArticles.formerSlugs })
      .from(knowledgeArticles)
      .where(eq(knowledgeArticles.id, id))
    expect([...row!.former].sort()).toEqual(['nieuw-adres', 'old-address', 'oud-adres'])
    // An old address another article takes as its own is that article's.
    const other = await create(
      newArticle({ slug_nl: 'oud-adres', slug_en: 'other-en', slug_de: 'andere-de' }),
    )
    const otherRecord = (await findArticle(db(), other))!
    await post(`/admin/articles/${other}/publication`, {
      action: 'publish',
      date: '',
      version: String(otherRecord.version),
    })
    await eventually(async () => {
      expect((await t.app.request(articlePath('nl', 'oud-adres'))).status).toBe(200)
    }, 1000)
  })

  it('a later day schedules the article: not in the shop yet', async () => {
    const id = await create(newArticle({ slug_nl: 'later-nl', slug_en: 'later-en', slug_de: 'later-de' }))
    const record = (await findArticle(db(), id))!
    const response = await post(`/admin/articles/${id}/publication`, {
      action: 'publish',
      date: '2099-01-01',
      version: String(record.version),
    })
    expect(response.headers.get('location')).toBe(`/admin/articles/${id}?done=scheduled`)
    expect((await t.app.request(articlePath('en', 'later-en'))).status).toBe(404)
    const bad = await post(`/admin/articles/${id}/publication`, {
      action: 'publish',
      date: '01-01-2099',
      version: String((await findArticle(db(), id))!.version),
    })
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('Enter a date (yyyy-mm-dd).')
  })
})

describe('the edit check', () => {
  it('a save over an older version is a 409 with both versions and the new version in the form', async () => {
    const id = await create(newArticle({ slug_nl: 'check-nl', slug_en: 'check-en', slug_de: 'check-de' }))
    const opened = (await findArticle(db(), id))!
    const form = (await articleFormValues(db(), opened)) as Record<string, string>
    const first = await post(`/admin/articles/${id}`, {
      ...form,
      title_en: 'Theirs',
      version: String(opened.version),
    })
    expect(first.status).toBe(303)
    const second = await post(`/admin/articles/${id}`, {
      ...form,
      title_en: 'Mine',
      version: String(opened.version),
    })
    expect(second.status).toBe(409)
    const html = await second.text()
    expect(html).toContain('Someone else saved this in the meantime')
    expect(html).toMatch(/Title \(English\)<\/th><td class="pre">Theirs<\/td><td class="pre">Mine<\/td>/)
    const now = (await findArticle(db(), id))!
    expect(now.title.en).toBe('Theirs')
    expect(html).toContain(`name="version" value="${now.version}"`)
    // Saving again with the new version overwrites knowingly.
    const again = await post(`/admin/articles/${id}`, {
      ...form,
      title_en: 'Mine',
      version: String(now.version),
    })
    expect(again.status).toBe(303)
    expect((await findArticle(db(), id))!.title.en).toBe('Mine')
  })

  it('publishing over an older version is a 409 too, and an unknown article is the 404', async () => {
    const id = await create(newArticle({ slug_nl: 'stale-nl', slug_en: 'stale-en', slug_de: 'stale-de' }))
    const opened = (await findArticle(db(), id))!
    const form = (await articleFormValues(db(), opened)) as Record<string, string>
    expect((await post(`/admin/articles/${id}`, { ...form, version: String(opened.version) })).status).toBe(
      303,
    )
    const stale = await post(`/admin/articles/${id}/publication`, {
      action: 'publish',
      date: '',
      version: String(opened.version),
    })
    expect(stale.status).toBe(409)
    expect(await stale.text()).toContain('Someone else saved this in the meantime')
    expect((await findArticle(db(), id))!.publishedAt).toBeNull()
    expect((await get('/admin/articles/999999')).status).toBe(404)
    expect((await get('/admin/articles/abc')).status).toBe(404)
    expect((await post('/admin/articles/999999', { ...form, version: '1' })).status).toBe(404)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'of two saves racing on one version, one wins and one conflicts',
    async () => {
      const id = await create(newArticle({ slug_nl: 'race-nl', slug_en: 'race-en', slug_de: 'race-de' }))
      const opened = (await findArticle(db(), id))!
      const form = (await articleFormValues(db(), opened)) as Record<string, string>
      const editor = { id: null, email: 'race@messen.example', locale: 'en' as const }
      const results = await Promise.all(
        ['A', 'B'].map((title) =>
          updateArticle(writes(), editor, id, {
            ...form,
            title_en: title,
            version: String(opened.version),
          }),
        ),
      )
      expect(results.filter((r) => r.ok)).toHaveLength(1)
      expect(results.filter((r) => !r.ok && r.reason === 'conflict')).toHaveLength(1)
      const audits = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(id)))
      expect(audits.filter((a) => a.action === 'article.update')).toHaveLength(1)
    },
  )
})
