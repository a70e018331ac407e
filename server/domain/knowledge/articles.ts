import { sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import { LOCALES, type Locale } from '#core/locales'
import type {
  ArticleLookup,
  ArticleSummary,
  KnowledgeArticle,
  KnowledgeOverview,
} from '#core/schemas/knowledge'
import { localePath } from '#core/routes/locale'
import type { Database } from '#server/db/client'
import type { ArticleRef, Localized, StoredBlock } from '#server/db/schema'
import { type CatalogueChanges, changeTags } from '#server/domain/catalogue/changes'
import { dependOn } from '#server/domain/catalogue/dependencies'
import { loadCategoryTree, type CategoryTree } from '#server/domain/catalogue/categories'
import { generationCache } from '#server/domain/catalogue/generation-cache'
import { loadProducts, productLink } from '#server/domain/catalogue/products'
import { intArray, queryRows, SHOP_TODAY, text } from '#server/db/query'
import { plainText, referencesOf, toPageBlocks } from './blocks'

/** Cards in an article's "products from this article" block. */
const MAX_PRODUCTS = 4
/** Slugs are short words; a longer path segment is no article. */
const MAX_SLUG_LENGTH = 200

/** An article of the content index (spec §3 "Search": content with title, published, url). */
export interface ContentIndexEntry {
  id: number
  key: string
  title: string
  summary: string
  /** ISO date (yyyy-mm-dd). */
  published: string
  /** The article's path with the site's language prefix. */
  url: string
  /** The body as plain text, one block a line (the title and summary are apart). */
  body: string
}

export interface KnowledgeBase {
  overview(site: LocaleSite): Promise<KnowledgeOverview>
  article(site: LocaleSite, slug: string): Promise<ArticleLookup>
  published(site: LocaleSite): Promise<ContentIndexEntry[]>
}

/** The knowledge base as pages read it, kept per catalogue generation (articles notify like the catalogue, migration 0013). */
export function createKnowledgeBase(db: Database, changes?: CatalogueChanges): KnowledgeBase {
  const overviews = generationCache<KnowledgeOverview>(changes, 6)
  const articles = generationCache<ArticleLookup>(changes, 300)
  const indexes = generationCache<ContentIndexEntry[]>(changes, 6)
  const key = (site: LocaleSite) => `${site.locale}${site.prefix}`
  return {
    overview: (site) => overviews.get(key(site), () => readKnowledgeOverview(db, site)),
    article: (site, slug) =>
      slug.length > MAX_SLUG_LENGTH
        ? Promise.resolve(null)
        : articles.get(`${key(site)}:${slug}`, () => readArticle(db, site, slug)),
    published: (site) => indexes.get(key(site), () => listPublishedArticles(db, site)),
  }
}

interface ArticleRow {
  id: number
  key: string
  section_id: number
  title: string
  summary: string
  slug: string
  published: string
}

const PUBLISHED = sql`a.published_at is not null and a.published_at <= ${SHOP_TODAY}`

function summaryColumns(locale: Locale) {
  return sql`a.id, a.key, a.section_id, ${text('a.title', locale)} as title, ${text('a.summary', locale)} as summary,
    ${text('a.slug', locale)} as slug, to_char(a.published_at, 'YYYY-MM-DD') as published`
}

function articleLink(site: LocaleSite, slug: string): string {
  return localePath(site.prefix, site.locale, 'knowledgeArticle', { slug })
}

function toSummary(site: LocaleSite, row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    summary: row.summary,
    link: articleLink(site, row.slug),
    published: row.published,
  }
}

/** Published articles of a language, newest first within their section order. */
async function publishedRows(db: Database, locale: Locale, where = sql`true`): Promise<ArticleRow[]> {
  return queryRows<ArticleRow>(
    db,
    sql`select ${summaryColumns(locale)} from knowledge_articles a
        where ${PUBLISHED} and ${where} order by a.section_id, a.position, a.id`,
  )
}

/** The knowledge categories of the menu that are sections: every knowledge category below a top one. */
function sectionsOf(tree: CategoryTree) {
  return tree
    .top()
    .filter((node) => node.kind === 'knowledge')
    .flatMap((top) => tree.childrenOf(top.id).map((node) => ({ top, node })))
}

/**
 * The knowledge base view: every section (a knowledge category, in menu order) with its intro and its
 * published articles. A section without articles is still shown, so the menu's anchor lands on it.
 */
export async function readKnowledgeOverview(db: Database, site: LocaleSite): Promise<KnowledgeOverview> {
  const [tree, rows] = await Promise.all([loadCategoryTree(db, site), publishedRows(db, site.locale)])
  const top = tree.top().find((node) => node.kind === 'knowledge')
  return {
    title: top?.name ?? '',
    description: top?.description ?? '',
    sections: sectionsOf(tree).map(({ node }) => ({
      name: node.name,
      anchor: node.slug,
      intro: node.description,
      articles: rows.filter((row) => row.section_id === node.id).map((row) => toSummary(site, row)),
    })),
  }
}

interface FullRow extends ArticleRow {
  body: StoredBlock[]
  modified: string
  slugs: Localized
  product_ids: number[]
}

/**
 * An article by its slug in the site's language. A slug of another language (a link shared from the Dutch
 * shop, the language switch of an old page) moves to this language's slug; an unknown or unpublished
 * article is null (404).
 */
/** An address an article had before its slug changed redirects to its current one (decision 0147). */
async function formerAddress(db: Database, site: LocaleSite, slug: string): Promise<ArticleLookup> {
  const [row] = await queryRows<{ slug: string }>(
    db,
    sql`select ${text('a.slug', site.locale)} as slug from knowledge_articles a
        where ${PUBLISHED} and ${slug} = any(a.former_slugs)
        order by a.updated_at desc limit 1`,
  )
  return row ? { type: 'redirect', location: articleLink(site, row.slug) } : null
}

export async function readArticle(db: Database, site: LocaleSite, slug: string): Promise<ArticleLookup> {
  const { locale } = site
  const [row] = await queryRows<FullRow>(
    db,
    sql`select ${summaryColumns(locale)}, a.body -> ${locale} as body, a.slug as slugs, a.product_ids,
          to_char(greatest(a.published_at, a.updated_at::date), 'YYYY-MM-DD') as modified
        from knowledge_articles a
        where ${PUBLISHED} and (${sql.join(
          LOCALES.map((l) => sql`${text('a.slug', l)} = ${slug}`),
          sql` or `,
        )})
        order by (${text('a.slug', locale)} = ${slug}) desc limit 1`,
  )
  if (!row) return formerAddress(db, site, slug)
  if (row.slug !== slug) return { type: 'redirect', location: articleLink(site, row.slug) }

  const treeLoad = loadCategoryTree(db, site)
  const [tree, link, siblings] = await Promise.all([
    treeLoad,
    articleLinks(db, site, row.body, treeLoad),
    publishedRows(db, locale, sql`a.section_id = ${row.section_id} and a.id <> ${row.id}`),
  ])
  const section = tree.byId.get(row.section_id)
  const top = section?.parentId != null ? tree.byId.get(section.parentId) : undefined
  const base = localePath(site.prefix, locale, 'knowledgeBase')
  const products = await loadProducts(db, site, row.product_ids, { shownAs: 'card' })
  const article: KnowledgeArticle = {
    ...toSummary(site, row),
    modified: row.modified,
    base: { name: top?.name ?? '', link: base },
    section: { name: section?.name ?? '', link: section ? tree.link(section) : base },
    blocks: toPageBlocks(row.body, link),
    // In the article's order; the cards of products no longer sold are left out.
    products: row.product_ids
      .map((id) => products.find((product) => product.id === id))
      .filter((product) => product !== undefined)
      .slice(0, MAX_PRODUCTS),
    more: siblings.map((sibling) => toSummary(site, sibling)),
    alternates: {
      nl: localePath('', 'nl', 'knowledgeArticle', { slug: row.slugs.nl }),
      en: localePath('', 'en', 'knowledgeArticle', { slug: row.slugs.en }),
      de: localePath('', 'de', 'knowledgeArticle', { slug: row.slugs.de }),
    },
  }
  return { type: 'article', article }
}

/**
 * The shop's link of each reference in an article's blocks, in the site's language: null for a product that
 * is not active, an article that is not published, a category that is gone (the text then stays unlinked).
 * The article page and the back office's preview read links alike.
 */
export async function articleLinks(
  db: Database,
  site: LocaleSite,
  blocks: readonly StoredBlock[],
  tree: Promise<CategoryTree> = loadCategoryTree(db, site),
): Promise<(ref: ArticleRef) => string | null> {
  const refs = collectRefs(blocks)
  // A linked product's address and whether it is sold.
  dependOn(refs.product.map(changeTags.product))
  const [categories, productSlugs, articleSlugs] = await Promise.all([
    tree,
    idSlugs(db, sql`products`, site.locale, refs.product, sql`status = 'active'`),
    idSlugs(db, sql`knowledge_articles`, site.locale, refs.article, sql`published_at <= ${SHOP_TODAY}`),
  ])
  return (ref) => {
    if (ref.type === 'product') {
      const productSlug = productSlugs.get(ref.id)
      return productSlug ? productLink(site, productSlug) : null
    }
    if (ref.type === 'article') {
      const articleSlug = articleSlugs.get(ref.id)
      return articleSlug ? articleLink(site, articleSlug) : null
    }
    const node = categories.byId.get(ref.id)
    return node ? categories.link(node) : null
  }
}

function collectRefs(blocks: readonly StoredBlock[]): Record<ArticleRef['type'], number[]> {
  const refs: Record<ArticleRef['type'], number[]> = { product: [], category: [], article: [] }
  for (const ref of referencesOf(blocks)) refs[ref.type].push(ref.id)
  return refs
}

async function idSlugs(
  db: Database,
  table: ReturnType<typeof sql>,
  locale: Locale,
  ids: number[],
  condition: ReturnType<typeof sql>,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, ${text('slug', locale)} as slug from ${table} where id = any(${intArray(ids)}) and ${condition}`,
  )
  return new Map(rows.map((row) => [row.id, row.slug]))
}

/**
 * Every published article of a language for the search's content index: id, title, published date, URL
 * (with the site's prefix), summary and the body as plain text.
 */
export async function listPublishedArticles(db: Database, site: LocaleSite): Promise<ContentIndexEntry[]> {
  const rows = await queryRows<ArticleRow & { body: StoredBlock[] }>(
    db,
    sql`select ${summaryColumns(site.locale)}, a.body -> ${site.locale} as body from knowledge_articles a
        where ${PUBLISHED} order by a.section_id, a.position, a.id`,
  )
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    summary: row.summary,
    published: row.published,
    url: articleLink(site, row.slug),
    body: plainText(row.body),
  }))
}
