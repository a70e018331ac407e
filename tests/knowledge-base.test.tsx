import { sql } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleSite, ShopLoadContext } from '#core/context'
import { LOCALES, type Locale } from '#core/locales'
import { localePath } from '#core/routes/locale'
import { parseListingQuery } from '#core/listing-query'
import type { ArticleBlock, ArticleInline, KnowledgeArticle } from '#core/schemas/knowledge'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { ARTICLES } from '#server/db/demo-data/knowledge/build'
import { loadCatalogue } from '#server/db/demo-data/load'
import { knowledgeArticles } from '#server/db/schema'
import { listPublishedArticles, readArticle } from '#server/domain/knowledge/articles'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import type { RootData } from '#app/lib/root-data'
import * as articleRoute from '#app/routes/knowledge-article'
import * as baseRoute from '#app/routes/knowledge-base'
import { createTestApp, type TestApp } from './app'

/**
 * The knowledge base on the demo data: every article in three languages, its links resolving to real
 * products, categories and articles, the view and the article pages rendered as the server renders them.
 */
// Enough products for every kind the articles link (the default catalogue has 1,500; loading it is slower).
const demo = generateCatalogue({ products: 600 })
let t: TestApp
let context: ShopLoadContext
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://messen.example' },
    handleDocument: async (_request, loadContext) => {
      context = loadContext
      return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
    },
  })
  await loadCatalogue(t.database.db, demo)
  await t.app.request('/')
  await Promise.all(LOCALES.map((locale) => loadCatalog(locale)))
}, 60_000)
afterAll(() => t.close())

const site = (locale: Locale): LocaleSite => ({ locale, prefix: locale === 'nl' ? '' : `/${locale}` })

function inlinesOf(blocks: ArticleBlock[]): ArticleInline[] {
  return blocks.flatMap((block) =>
    block.type === 'paragraph' || block.type === 'note'
      ? block.content
      : block.type === 'list'
        ? block.items.flat()
        : [],
  )
}

async function article(locale: Locale, slug: string): Promise<KnowledgeArticle> {
  const found = await context.knowledge.article(site(locale), slug)
  if (found?.type !== 'article') throw new Error(`No article ${slug} in ${locale}`)
  return found.article
}

interface Rendered {
  status: number
  html: string
  location: string | null
  loaderData: unknown
}

/** Renders a knowledge base page through React Router's server rendering, as the route table routes it. */
async function render(locale: Locale, path: string): Promise<Rendered> {
  const { prefix } = site(locale)
  const shell = await context.shell(locale)
  const root: RootData = {
    locale,
    prefix,
    hostMap: {},
    publicUrl: 'https://messen.example',
    staticDataVersion: 'v',
    shell,
    isDealer: false,
    viewer: null,
    tagManagerId: null,
  }
  const pageContext = { ...context, locale, prefix }
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => (
        <I18nProvider locale={locale} prefix={prefix}>
          <Outlet />
        </I18nProvider>
      ),
      ErrorBoundary: () => <p>error page</p>,
      children: [
        {
          id: 'knowledgeBase',
          path: localePath(prefix, locale, 'knowledgeBase').slice(1),
          loader: () => baseRoute.loader({ context: pageContext } as never),
          Component: () => (
            <baseRoute.default
              {...({ loaderData: useLoaderData() } as Parameters<typeof baseRoute.default>[0])}
            />
          ),
        },
        {
          id: 'knowledgeArticle',
          path: `${localePath(prefix, locale, 'knowledgeBase').slice(1)}/:slug`,
          loader: ({ params }) => articleRoute.loader({ context: pageContext, params } as never),
          Component: () => (
            <articleRoute.default
              {...({ loaderData: useLoaderData() } as Parameters<typeof articleRoute.default>[0])}
            />
          ),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const result = await handler.query(new Request(`https://messen.example${path}`))
  if (result instanceof Response)
    return { status: result.status, html: '', location: result.headers.get('location'), loaderData: null }
  const router = createStaticRouter(handler.dataRoutes, result)
  const html = renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />)
  const leaf = result.matches.at(-1)!.route.id
  return { status: result.statusCode, html, location: null, loaderData: result.loaderData[leaf] }
}

describe('demo articles', () => {
  it('are a few dozen, each complete in all three languages with its own slug', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(24)
    expect(new Set(ARTICLES.map((a) => a.key)).size).toBe(ARTICLES.length)
    for (const locale of LOCALES) {
      const slugs = ARTICLES.map((a) => a[locale].slug)
      expect(new Set(slugs).size, locale).toBe(slugs.length)
      for (const source of ARTICLES) {
        const text = source[locale]
        expect(text.title.length, `${source.key} ${locale}`).toBeGreaterThan(10)
        expect(text.summary.length, `${source.key} ${locale}`).toBeGreaterThan(60)
        expect(text.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(text.body.split(/\s+/).length, `${source.key} ${locale}`).toBeGreaterThan(150)
      }
    }
    for (const row of demo.knowledge_articles) {
      // The same structure in every language: a translation leaves out no heading, list or link.
      const shape = (locale: Locale) => row.body[locale].map((block) => block.type).join(',')
      expect(shape('en'), row.key).toBe(shape('nl'))
      // Except where a language's own readers get more: the German law for German readers.
      if (row.key !== 'law-de-carry') expect(shape('de'), row.key).toBe(shape('nl'))
    }
  })

  it('write to the German reader with "Sie", never "du"', () => {
    for (const source of ARTICLES) {
      const text = `${source.de.title} ${source.de.summary} ${source.de.body}`
      expect(text, source.key).not.toMatch(/\b(du|dein|deine|deinen|dir|dich)\b/i)
    }
  })

  it('cover every section of the menu, with the laws marked as general information', async () => {
    const sections = demo.categories.filter((c) => c.kind === 'knowledge' && c.parent_id !== null)
    for (const section of sections)
      expect(
        demo.knowledge_articles.filter((a) => a.section_id === section.id).length,
      ).toBeGreaterThanOrEqual(3)
    const law = sections.find((s) => s.slug.nl === 'messen-en-de-wet')!
    for (const row of demo.knowledge_articles.filter((a) => a.section_id === law.id)) {
      expect(row.body.nl[0]).toMatchObject({ type: 'note' })
      expect(JSON.stringify(row.body.nl[0])).toContain('geen juridisch advies')
      expect(JSON.stringify(row.body.de[0])).toContain('keine Rechtsberatung')
    }
  })
})

describe('links in articles', () => {
  it('resolve to active products, listed categories and published articles, in every language', async () => {
    for (const locale of LOCALES) {
      const hrefs = new Set<string>()
      for (const row of demo.knowledge_articles) {
        const page = await article(locale, row.slug[locale])
        const links = inlinesOf(page.blocks).filter((inline) => inline.href !== undefined)
        expect(links.length, `${row.key} ${locale}`).toBeGreaterThan(0)
        for (const link of links) hrefs.add(`${link.target} ${link.href}`)
        // The products block: cards of active products, the ones the text links first.
        expect(page.products.length, row.key).toBeGreaterThan(0)
        for (const product of page.products)
          expect(product.link.startsWith(`${site(locale).prefix}/`)).toBe(true)
      }
      expect(hrefs.size).toBeGreaterThan(50)
      // Each distinct link once: what it leads to is what the article says it is.
      for (const entry of hrefs) {
        const [target, href] = entry.split(' ') as ['product' | 'category' | 'article', string]
        if (target === 'article') {
          const base = `${localePath(site(locale).prefix, locale, 'knowledgeBase')}/`
          expect(href.startsWith(base), href).toBe(true)
          expect((await context.knowledge.article(site(locale), href.slice(base.length)))?.type, href).toBe(
            'article',
          )
          continue
        }
        const path = href.slice(site(locale).prefix.length)
        const resolved = await context.catalog.resolvePath(
          site(locale),
          path,
          parseListingQuery(new URLSearchParams()),
        )
        expect(resolved?.type, href).toBe(target)
      }
    }
  }, 120_000)

  it('keep their text but lose the link when the product is no longer sold', async () => {
    const row = demo.knowledge_articles.find((a) => a.key === 'cleaning-knives')!
    const before = await readArticle(t.database.db, site('nl'), row.slug.nl)
    const boardLink = inlinesOf(before!.type === 'article' ? before!.article.blocks : []).find((i) =>
      i.text.includes('snijplank'),
    )!
    expect(boardLink.href).toBeDefined()
    const productId = row.product_ids[0]!
    await t.database.db.execute(sql`update products set status = 'inactive' where id = ${productId}`)
    try {
      const after = await readArticle(t.database.db, site('nl'), row.slug.nl)
      if (after?.type !== 'article') throw new Error('article gone')
      const inline = inlinesOf(after.article.blocks).find((i) => i.text === boardLink.text)!
      expect(inline.href).toBeUndefined()
      expect(after.article.products.map((p) => p.id)).not.toContain(productId)
    } finally {
      await t.database.db.execute(sql`update products set status = 'active' where id = ${productId}`)
    }
  })
})

describe('knowledge base view', () => {
  it('renders its sections at the anchors the menu links to, in each language', async () => {
    for (const locale of LOCALES) {
      const { prefix } = site(locale)
      const page = await render(locale, localePath(prefix, locale, 'knowledgeBase'))
      expect(page.status).toBe(200)
      const menu = (await context.staticData.get(locale)).data.menu
      const knowledge = menu.find((item) => item.kind === 'knowledge')!
      const anchors = knowledge.columns
        .flatMap((column) => column.column_items)
        .filter((item) => item.type === 'list')
        .flatMap((item) => item.items)
        .map((item) => item.url.split('#')[1])
      expect(anchors.length).toBe(5)
      for (const anchor of anchors) {
        expect(anchor).toBeTruthy()
        expect(page.html).toContain(`id="${anchor}"`)
        expect(page.html).toContain(`href="#${anchor}"`)
      }
      for (const row of demo.knowledge_articles)
        expect(page.html).toContain(
          `href="${localePath(prefix, locale, 'knowledgeArticle', { slug: row.slug[locale] })}"`,
        )
      const meta = baseRoute.meta({ loaderData: page.loaderData } as never) as Array<Record<string, unknown>>
      expect(meta[0]!.title).toMatch(/ - Messenwinkel$/)
      expect(meta.find((m) => m.name === 'description')?.content).toBeTruthy()
    }
  })
})

describe('article pages', () => {
  it('render in each language with breadcrumbs, contents, products, alternates and structured data', async () => {
    const row = demo.knowledge_articles.find((a) => a.key === 'whetstone-step-by-step')!
    for (const locale of LOCALES) {
      const { prefix } = site(locale)
      const path = localePath(prefix, locale, 'knowledgeArticle', { slug: row.slug[locale] })
      const page = await render(locale, path)
      expect(page.status).toBe(200)
      expect(page.html).toContain(
        `<h1 class="mb-3 text-3xl font-bold text-gray-900">${row.title[locale]}</h1>`,
      )
      expect(page.html).toContain('data-testid="product-strip"')
      expect(page.html).toContain(`href="${localePath(prefix, locale, 'knowledgeBase')}"`)
      // A table of contents of the headings, each at its anchor.
      const headings = row.body[locale].filter((block) => block.type === 'heading')
      expect(headings.length).toBeGreaterThan(1)
      for (const match of page.html.matchAll(/<h2 id="([^"]+)" class="mt-4/g))
        expect(page.html).toContain(`href="#${match[1]}"`)
      const data = page.loaderData as { alternates: Record<Locale, string> }
      expect(data.alternates).toEqual({
        nl: `/kennisbank/${row.slug.nl}`,
        en: `/knowledge-base/${row.slug.en}`,
        de: `/wissensdatenbank/${row.slug.de}`,
      })
      const meta = articleRoute.meta({ loaderData: page.loaderData } as never) as Array<
        Record<string, unknown>
      >
      expect(meta[0]!.title).toBe(`${row.title[locale]} - Messenwinkel`)
      const description = meta.find((m) => m.name === 'description')?.content as string
      expect(description.length).toBeLessThanOrEqual(160)
      expect(row.summary[locale].startsWith(description.replace(/…$/, ''))).toBe(true)
      const ld = meta.flatMap((m) =>
        m['script:ld+json'] ? [m['script:ld+json'] as Record<string, unknown>] : [],
      )
      expect(ld.find((entry) => entry['@type'] === 'Article')).toMatchObject({
        headline: row.title[locale],
        datePublished: row.published_at,
        mainEntityOfPage: { '@id': `https://messen.example${path}` },
        publisher: { name: 'Messenwinkel' },
      })
      const crumbs = ld.find((entry) => entry['@type'] === 'BreadcrumbList') as {
        itemListElement: Array<{ name: string; item: string }>
      }
      expect(crumbs.itemListElement.map((item) => item.name)).toHaveLength(4)
      expect(crumbs.itemListElement.at(-1)!.item).toBe(`https://messen.example${path}`)
    }
  })

  it('answer 404 for an unknown slug, and move a slug of another language to this one', async () => {
    for (const locale of LOCALES) {
      const { prefix } = site(locale)
      const unknown = await render(
        locale,
        localePath(prefix, locale, 'knowledgeArticle', { slug: 'bestaat-niet' }),
      )
      expect(unknown.status).toBe(404)
      expect(unknown.html).toContain('error page')
    }
    const row = demo.knowledge_articles[0]!
    const moved = await render('de', localePath('/de', 'de', 'knowledgeArticle', { slug: row.slug.nl }))
    expect(moved.status).toBe(301)
    expect(moved.location).toBe(`/de/wissensdatenbank/${row.slug.de}`)
    expect(await context.knowledge.article(site('en'), 'x'.repeat(500))).toBeNull()
  })

  it('are not shown before their publication date', async () => {
    const row = demo.knowledge_articles[1]!
    await t.database.db.execute(
      sql`update ${knowledgeArticles} set published_at = current_date + 7 where id = ${row.id}`,
    )
    try {
      expect(await readArticle(t.database.db, site('en'), row.slug.en)).toBeNull()
      const index = await listPublishedArticles(t.database.db, site('en'))
      expect(index.map((entry) => entry.id)).not.toContain(row.id)
      expect(index).toHaveLength(demo.knowledge_articles.length - 1)
    } finally {
      await t.database.db.execute(
        sql`update ${knowledgeArticles} set published_at = ${row.published_at} where id = ${row.id}`,
      )
    }
  })
})

describe('content index', () => {
  it('lists every published article of a language with title, date, URL and plain text', async () => {
    for (const locale of LOCALES) {
      const entries = await listPublishedArticles(t.database.db, site(locale))
      expect(entries).toHaveLength(demo.knowledge_articles.length)
      for (const entry of entries) {
        const row = demo.knowledge_articles.find((a) => a.id === entry.id)!
        expect(entry).toMatchObject({
          title: row.title[locale],
          published: row.published_at,
          url: localePath(site(locale).prefix, locale, 'knowledgeArticle', { slug: row.slug[locale] }),
        })
        expect(entry.body).not.toMatch(/[<>*[\]]/)
        expect(entry.body.length).toBeGreaterThan(500)
      }
    }
    const steel = (await listPublishedArticles(t.database.db, site('de'))).find(
      (e) => e.key === 'x50crmov15',
    )!
    expect(steel.body).toContain('X50CrMoV15')
    expect(steel.body).toContain('1.4116 / X50CrMoV15 · 55–57 HRC')
  })
})
