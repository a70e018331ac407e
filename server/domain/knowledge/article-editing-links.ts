import { sql } from 'drizzle-orm'
import { LOCALES, type Locale } from '#core/locales'
import { localePath } from '#core/routes/locale'
import type { Database } from '#server/db/client'
import type { ArticleRef } from '#server/db/schema'
import { intArray, queryRows } from '#server/db/query'

/**
 * The link targets staff write in an article's markup (docs/decisions/0147):
 *
 * - `product:<code>`: the product's feed key (`external_ref`) or its article code (`reference`, when only one
 *   product has it);
 * - `category:<code or path>`: the category's feed key, or its path in any language (`zakmessen/slipjoints`);
 * - `article:<key or slug>`: another knowledge article;
 * - a shop address (`/zakmessen/slipjoints`, `/en/…`, `https://…/de/…`): whatever product, category or
 *   article is there, old addresses of products and categories included.
 *
 * Links are stored by id, so they follow later renames. An unknown target is the form's error, never a
 * silently unlinked text.
 */
export type LinkProblem = 'unknown' | 'ambiguous'

export interface ResolvedLinks {
  refs: Map<string, ArticleRef>
  problems: Map<string, LinkProblem>
}

const PRODUCT = /^product:(.+)$/
const CATEGORY = /^category:(.+)$/
const ARTICLE = /^article:(.+)$/
const ADDRESS = /^(https?:\/\/[^/]+)?\/(.*)$/

/** Texts as the values of an `in (…)` list (never empty: callers skip empty lists). */
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

/** An address as (language, path without prefix and slashes), or null when the text is no address. */
function addressOf(target: string): { locale: Locale; path: string } | null {
  const match = ADDRESS.exec(target)
  if (!match) return null
  let path: string
  try {
    path = decodeURIComponent(match[2]!.replace(/[?#].*$/, '')).replace(/\/+$/, '')
  } catch {
    return null
  }
  const [first, ...rest] = path.split('/')
  if (first === 'en' || first === 'de') return { locale: first, path: rest.join('/') }
  return { locale: 'nl', path }
}

/** The article slug of a knowledge article's address (`kennisbank/<slug>` and so on), if it is one. */
function articleSlugOf(address: { locale: Locale; path: string }): string | null {
  const base = localePath('', address.locale, 'knowledgeBase').replace(/^\//, '')
  return address.path.startsWith(`${base}/`) ? address.path.slice(base.length + 1) : null
}

/** Resolves every distinct target in one round of queries. */
export async function resolveLinkTargets(db: Database, targets: Iterable<string>): Promise<ResolvedLinks> {
  const refs = new Map<string, ArticleRef>()
  const problems = new Map<string, LinkProblem>()
  const unique = [...new Set(targets)]
  const productCodes = new Map<string, string>()
  const categoryCodes = new Map<string, string>()
  const articleCodes = new Map<string, string>()
  const addresses = new Map<string, { locale: Locale; path: string }>()
  for (const target of unique) {
    const product = PRODUCT.exec(target)?.[1]
    const category = CATEGORY.exec(target)?.[1]
    const article = ARTICLE.exec(target)?.[1]
    const address = addressOf(product ?? category ?? article ?? target)
    if (address) addresses.set(target, address)
    else if (product) productCodes.set(target, product)
    else if (category) categoryCodes.set(target, category.replace(/^\/+|\/+$/g, ''))
    else if (article) articleCodes.set(target, article)
    else problems.set(target, 'unknown')
  }

  const [products, categories, articles, paths] = await Promise.all([
    productCodes.size === 0
      ? []
      : queryRows<{ id: number; external_ref: string | null; reference: string }>(
          db,
          sql`select id, external_ref, reference from products
              where external_ref in (${list([...productCodes.values()])})
                 or reference in (${list([...productCodes.values()])})`,
        ),
    categoryCodes.size === 0
      ? []
      : queryRows<{ id: number; external_ref: string | null; paths: string[] }>(
          db,
          sql`select id, external_ref, array[path->>'nl', path->>'en', path->>'de'] as paths from categories
              where external_ref in (${list([...categoryCodes.values()])})
                 or path->>'nl' in (${list([...categoryCodes.values()])})
                 or path->>'en' in (${list([...categoryCodes.values()])})
                 or path->>'de' in (${list([...categoryCodes.values()])})`,
        ),
    articleSlugsOrKeys(db, [
      ...articleCodes.values(),
      ...[...addresses.values()].map(articleSlugOf).filter((slug) => slug !== null),
    ]),
    addresses.size === 0
      ? []
      : queryRows<{ locale: string; path: string; target_type: 'product' | 'category'; target_id: number }>(
          db,
          sql`select locale, path, target_type, target_id from url_paths
              where (locale, path) in (${sql.join(
                [...addresses.values()].map((a) => sql`(${a.locale}, ${a.path})`),
                sql`, `,
              )})`,
        ),
  ])

  for (const [target, code] of productCodes) {
    const byKey = products.find((row) => row.external_ref === code)
    const byReference = products.filter((row) => row.reference === code)
    if (byKey) refs.set(target, { type: 'product', id: byKey.id })
    else if (byReference.length === 1) refs.set(target, { type: 'product', id: byReference[0]!.id })
    else problems.set(target, byReference.length > 1 ? 'ambiguous' : 'unknown')
  }
  for (const [target, code] of categoryCodes) {
    const row =
      categories.find((candidate) => candidate.external_ref === code) ??
      categories.find((candidate) => candidate.paths.includes(code))
    if (row) refs.set(target, { type: 'category', id: row.id })
    else problems.set(target, 'unknown')
  }
  for (const [target, code] of articleCodes) {
    const row = articles.find((candidate) => candidate.key === code || candidate.slugs.includes(code))
    if (row) refs.set(target, { type: 'article', id: row.id })
    else problems.set(target, 'unknown')
  }
  for (const [target, address] of addresses) {
    const kind = PRODUCT.test(target) ? 'product' : CATEGORY.test(target) ? 'category' : null
    const path = paths.find((row) => row.locale === address.locale && row.path === address.path)
    const slug = articleSlugOf(address)
    const article = slug === null ? undefined : articles.find((row) => row.slugs.includes(slug))
    if (path && (kind === null || kind === path.target_type))
      refs.set(target, { type: path.target_type, id: path.target_id })
    else if (article && kind === null) refs.set(target, { type: 'article', id: article.id })
    else problems.set(target, 'unknown')
  }
  return { refs, problems }
}

function articleSlugsOrKeys(db: Database, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([])
  return queryRows<{ id: number; key: string; slugs: string[] }>(
    db,
    sql`select id, key, array[slug->>'nl', slug->>'en', slug->>'de'] as slugs from knowledge_articles
        where key in (${list(codes)}) or ${sql.join(
          LOCALES.map((locale) => sql`slug->>${locale} in (${list(codes)})`),
          sql` or `,
        )}`,
  )
}

/**
 * How the editor names the references of stored blocks: a product by its feed key, else its article code
 * when no other product shares it, else its Dutch address; a category by its feed key, else its Dutch path;
 * an article by its key. A reference to a record that is gone has no name (its text stays, unlinked).
 */
export async function linkTargetNames(
  db: Database,
  refs: readonly ArticleRef[],
): Promise<(ref: ArticleRef) => string | null> {
  const ids = (type: ArticleRef['type']) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))]
  const [productIds, categoryIds, articleIds] = [ids('product'), ids('category'), ids('article')]
  const [products, categories, articles] = await Promise.all([
    productIds.length === 0
      ? []
      : queryRows<{
          id: number
          external_ref: string | null
          reference: string
          slug: string
          shared: boolean
        }>(
          db,
          sql`select p.id, p.external_ref, p.reference, p.slug->>'nl' as slug,
                exists (select 1 from products o where o.reference = p.reference and o.id <> p.id) as shared
              from products p where p.id = any(${intArray(productIds)})`,
        ),
    categoryIds.length === 0
      ? []
      : queryRows<{ id: number; external_ref: string | null; path: string }>(
          db,
          sql`select id, external_ref, path->>'nl' as path from categories where id = any(${intArray(categoryIds)})`,
        ),
    articleIds.length === 0
      ? []
      : queryRows<{ id: number; key: string }>(
          db,
          sql`select id, key from knowledge_articles where id = any(${intArray(articleIds)})`,
        ),
  ])
  const names = new Map<string, string>()
  for (const row of products)
    names.set(
      `product:${row.id}`,
      row.external_ref
        ? `product:${row.external_ref}`
        : row.shared
          ? `/${row.slug}`
          : `product:${row.reference}`,
    )
  for (const row of categories) names.set(`category:${row.id}`, `category:${row.external_ref ?? row.path}`)
  for (const row of articles) names.set(`article:${row.id}`, `article:${row.key}`)
  return (ref) => names.get(`${ref.type}:${ref.id}`) ?? null
}
