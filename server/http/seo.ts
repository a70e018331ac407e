import { sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { localeBase, localePath } from '#core/routes/locale'
import { ROUTE_TABLE, type RouteKey } from '#core/routes/route-table'
import { SERVICE_PAGES } from '#core/routes/service-pages'
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#core/locales'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Localized } from '../db/schema'
import { SHOWN_CATEGORIES } from '#server/domain/catalogue/categories'
import { queryRows, SHOP_TODAY } from '#server/db/query'
import { FRONT_API_PREFIX, type AppEnv } from './env'
import { escapeHtml } from '../html'
import { hostname } from './middleware/locale'

/** At most this many URLs in one sitemap file (the sitemap protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000
/** Products read per query while a sitemap streams out. */
const PRODUCT_BATCH = 5_000

const XML = 'application/xml; charset=utf-8'
const CACHE = 'public, max-age=3600'

/** Pages that are nobody's business in a search engine: the API, the checkout and the account pages. */
const PRIVATE_ROUTES: RouteKey[] = [
  'checkoutRegister',
  'checkoutLogin',
  'checkoutFulfilment',
  'checkoutConfirmation',
  'account',
]

interface SeoDeps {
  db: Database
  config: Pick<Config, 'publicUrl' | 'localeHosts'>
  /** Tests make files small to see the split. */
  maxUrlsPerFile?: number
}

/**
 * `/robots.txt` and the sitemaps: `/sitemap.xml` is an index of one sitemap per language
 * (`/sitemap-nl.xml`, or `/sitemap-nl-1.xml`, `-2`… beyond 50,000 URLs), each listing the home and service
 * pages, the knowledge base and its articles, the categories and the active products with absolute URLs and
 * hreflang alternates. Streamed in batches, so 100,000 products never sit in memory at once.
 */
export function mountSeo(app: Hono<AppEnv>, deps: SeoDeps): void {
  const maxUrls = deps.maxUrlsPerFile ?? SITEMAP_MAX_URLS

  app.get('/robots.txt', (c) => {
    const disallowed = new Set<string>([`${FRONT_API_PREFIX}/`])
    for (const key of PRIVATE_ROUTES) {
      for (const locale of LOCALES) {
        const first = ROUTE_TABLE[key].paths[locale].split('/')[0]!
        disallowed.add(`/${first}`)
        if (locale !== DEFAULT_LOCALE) disallowed.add(`/${locale}/${first}`)
      }
    }
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...[...disallowed].sort().map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${requestOrigin(c, deps.config)}/sitemap.xml`,
      '',
    ]
    c.header('Cache-Control', CACHE)
    return c.text(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (c) => {
    const count = await urlCount(deps.db)
    const files = Math.max(1, Math.ceil(count / maxUrls))
    const entries = LOCALES.flatMap((locale) => {
      const { origin } = localeBase(locale, sites(deps.config))
      const names =
        files === 1 ? [`sitemap-${locale}.xml`] : range(files).map((n) => `sitemap-${locale}-${n}.xml`)
      return names.map((name) => `<sitemap><loc>${escapeHtml(`${origin}/${name}`)}</loc></sitemap>`)
    })
    c.header('Cache-Control', CACHE)
    c.header('Content-Type', XML)
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`,
    )
  })

  app.get('/:file{sitemap-[a-z0-9-]+\\.xml}', async (c) => {
    const match = /^sitemap-([a-z]{2})(?:-(\d+))?\.xml$/.exec(c.req.param('file'))
    const locale = match?.[1]
    const page = Number(match?.[2] ?? 1)
    if (!isLocale(locale) || page < 1) return c.notFound()
    const count = await urlCount(deps.db)
    if ((page - 1) * maxUrls >= Math.max(count, 1)) return c.notFound()
    c.header('Cache-Control', CACHE)
    c.header('Content-Type', XML)
    return c.body(sitemapStream(deps.db, sites(deps.config), locale, (page - 1) * maxUrls, maxUrls))
  })
}

function sites(config: SeoDeps['config']) {
  return { hostMap: config.localeHosts, publicUrl: config.publicUrl }
}

/** This host's own origin when the host map names it, else PUBLIC_URL. */
function requestOrigin(c: Context<AppEnv>, config: SeoDeps['config']): string {
  const host = hostname(new URL(c.req.url).host)
  if (!Object.hasOwn(config.localeHosts, host)) return config.publicUrl
  return `${new URL(config.publicUrl).protocol}//${host}`
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1)
}

/**
 * URLs in one language's sitemap: the home and service pages, the knowledge base and its published articles,
 * the listed categories, the active products.
 */
async function urlCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ${2 + SERVICE_PAGES.length}::int + (select count(*) from categories where kind <> 'knowledge' and id in ${SHOWN_CATEGORIES})::int
          + (select count(*) from knowledge_articles where published_at <= ${SHOP_TODAY})::int
          + (select count(*) from products where status = 'active')::int as n`,
  )
  return Number(row?.n ?? 1)
}

interface SitemapEntry {
  paths: Localized
  lastmod: string | null
}

/** The URLs [start, start + limit) of a language's sitemap, as a stream of XML. */
function sitemapStream(
  db: Database,
  config: { hostMap: Readonly<Record<string, Locale>>; publicUrl: string },
  locale: Locale,
  start: number,
  limit: number,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const bases = Object.fromEntries(LOCALES.map((l) => [l, localeBase(l, config)])) as Record<
    Locale,
    { origin: string; prefix: string }
  >
  const absolute = (l: Locale, path: string) => {
    const { origin, prefix } = bases[l]
    return path === '' ? `${origin}${prefix}/` : `${origin}${prefix}/${path}`
  }
  const entryXml = ({ paths, lastmod }: SitemapEntry) => {
    const links = LOCALES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeHtml(absolute(l, paths[l]))}"/>`,
    )
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(DEFAULT_LOCALE, paths[DEFAULT_LOCALE]))}"/>`,
    )
    return `<url><loc>${escapeHtml(absolute(locale, paths[locale]))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links.join('')}</url>\n`
  }

  async function* chunks(): AsyncGenerator<string> {
    yield '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
    let position = 0
    let left = limit
    const take = (entries: SitemapEntry[]): string => {
      let xml = ''
      for (const entry of entries) {
        if (position >= start && left > 0) {
          xml += entryXml(entry)
          left--
        }
        position++
      }
      return xml
    }
    yield take([
      { paths: { nl: '', en: '', de: '' }, lastmod: null },
      ...SERVICE_PAGES.map((key) => ({ paths: ROUTE_TABLE[key].paths, lastmod: null })),
      { paths: ROUTE_TABLE.knowledgeBase.paths, lastmod: null },
    ])
    const articles = await queryRows<{ slug: Localized; lastmod: string }>(
      db,
      sql`select slug, to_char(greatest(published_at, (updated_at at time zone 'UTC')::date), 'YYYY-MM-DD') as lastmod
          from knowledge_articles where published_at <= ${SHOP_TODAY} order by section_id, position, id`,
    )
    const articlePath = (locale: Locale, slug: string) =>
      localePath('', locale, 'knowledgeArticle', { slug }).slice(1)
    yield take(
      articles.map((row) => ({
        paths: {
          nl: articlePath('nl', row.slug.nl),
          en: articlePath('en', row.slug.en),
          de: articlePath('de', row.slug.de),
        },
        lastmod: row.lastmod,
      })),
    )
    const categories = await queryRows<{ path: Localized; lastmod: string }>(
      db,
      sql`select path, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod
          from categories where kind <> 'knowledge' and id in ${SHOWN_CATEGORIES}
          order by parent_id nulls first, position, id`,
    )
    yield take(categories.map((row) => ({ paths: row.path, lastmod: row.lastmod })))
    // Products: skip to the first one of this file by count, then read by id in batches.
    const skip = Math.max(0, start - position)
    position += skip
    let afterId = 0
    if (skip > 0) {
      const [first] = await queryRows<{ id: number }>(
        db,
        sql`select id from products where status = 'active' order by id offset ${skip - 1} limit 1`,
      )
      afterId = first?.id ?? Number.MAX_SAFE_INTEGER
    }
    while (left > 0) {
      const rows = await queryRows<{ id: number; slug: Localized; lastmod: string }>(
        db,
        sql`select id, slug, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') as lastmod from products
            where status = 'active' and id > ${afterId} order by id limit ${Math.min(PRODUCT_BATCH, left)}`,
      )
      if (rows.length === 0) break
      afterId = rows.at(-1)!.id
      yield take(rows.map((row) => ({ paths: row.slug, lastmod: row.lastmod })))
    }
    yield '</urlset>\n'
  }

  const iterator = chunks()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await iterator.next()
        if (done) controller.close()
        else controller.enqueue(encoder.encode(value))
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await iterator.return(undefined)
    },
  })
}
