import { sql } from 'drizzle-orm'
import type { LocaleSite, ShopLoadContext } from '#core/context'
import { LOCALES } from '#core/locales'
import type { HomeContent, ListingQuery, ResolvedPath } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import { type CatalogueCaches, catalogueCaches, type PathRow, UNCACHED } from './catalogue-caches'
import { type CategoryTree, loadCategoryTree } from './categories'
import { type CatalogueChanges, changeTags } from './changes'
import { dependOn } from './dependencies'
import { loadListing } from './listing'
import { loadProductDetail, loadProducts, productLink } from './products'
import { queryRows, text } from '#server/db/query'
import { CATALOG_TEXTS } from './texts'

export type CatalogueService = ShopLoadContext['catalog']

/** Featured products on the home page, and products per strip. */
const FEATURED = 8
const STRIP = 12

/**
 * The catalogue as pages read it (core/context.ts): paths, the home page, products by id. With `changes`,
 * what it derives from the catalogue is kept until the catalogue changes (docs/decisions/0044).
 */
export function createCatalogueService(db: Database, changes?: CatalogueChanges): CatalogueService {
  const caches = catalogueCaches(changes)
  return {
    resolvePath: (site, path, query) => resolvePath(db, site, path, query, caches),
    home: (site) => caches.home.get(siteKey(site), () => home(db, site, caches)),
    products: (site, ids) => loadProducts(db, site, ids),
    // The compare page (issue 12): whole products, from the same cache as their product pages.
    productDetails: async (site, ids) => {
      const details = await Promise.all(
        ids.map((id) =>
          caches.products.get(`${siteKey(site)}:${id}`, async () =>
            loadProductDetail(db, site, id, await categoryTree(db, site, caches)),
          ),
        ),
      )
      return details.filter((detail) => detail !== null)
    },
  }
}

function siteKey(site: LocaleSite): string {
  return `${site.locale}${site.prefix}`
}

/** The category tree of a site, kept while the catalogue does not change. */
function categoryTree(db: Database, site: LocaleSite, caches: CatalogueCaches): Promise<CategoryTree> {
  return caches.trees.get(siteKey(site), () => loadCategoryTree(db, site))
}

/** Longer paths are no catalogue path (the longest real ones are well under 200 characters). */
const MAX_PATH_LENGTH = 500

/**
 * `/zakmessen/slipjoints/` → `zakmessen/slipjoints`; null for what can be no catalogue path. The length is
 * checked before anything else and the slashes are trimmed by index: a regex such as `/\/+$/` retries
 * from every slash and made a path of 16,000 slashes cost 0.1–0.6 s.
 */
export function normalizePath(path: string): string | null {
  if (path.length > MAX_PATH_LENGTH + 2) return null
  let start = 0
  let end = path.length
  while (start < end && path.charCodeAt(start) === SLASH) start++
  while (end > start && path.charCodeAt(end - 1) === SLASH) end--
  if (start === end || end - start > MAX_PATH_LENGTH) return null
  return path.slice(start, end)
}
const SLASH = 0x2f

/**
 * A data-driven path: a category listing, a product page, or a redirect when the path is an old one (or
 * this path in another language's words). Inactive products and unknown paths are null (404).
 */
export async function resolvePath(
  db: Database,
  site: LocaleSite,
  path: string,
  query: ListingQuery,
  caches: CatalogueCaches = UNCACHED,
): Promise<ResolvedPath | null> {
  const normalized = normalizePath(path)
  if (normalized === null) return null
  const { locale } = site
  // The own language first; then the other languages, whose paths move to this language's.
  const row = await caches.paths.get(`${locale}:${normalized}`, async () => {
    const rows = await queryRows<PathRow>(
      db,
      sql`select locale, target_type, target_id, is_current from url_paths
          where path = ${normalized} and locale in (${sql.join(
            LOCALES.map((l) => sql`${l}`),
            sql`, `,
          )})
          order by (locale = ${locale}) desc, is_current desc limit 1`,
    )
    return rows[0] ?? null
  })
  if (!row) return null
  const redirect = row.locale !== locale || !row.is_current

  if (row.target_type === 'product') {
    if (redirect) {
      const [target] = await queryRows<{ slug: string }>(
        db,
        sql`select ${text('slug', locale)} as slug from products where id = ${row.target_id} and status = 'active'`,
      )
      return target ? { type: 'redirect', location: productLink(site, target.slug) } : null
    }
    const product = await caches.products.get(`${siteKey(site)}:${row.target_id}`, async () =>
      loadProductDetail(db, site, row.target_id, await categoryTree(db, site, caches)),
    )
    return product ? { type: 'product', product } : null
  }

  const tree = await categoryTree(db, site, caches)
  const category = tree.byId.get(row.target_id)
  if (!category || category.kind === 'knowledge') return null
  // A tree that has not heard of a move yet still holds the old path: the page, not a redirect to itself.
  if (redirect && category.path !== normalized) return { type: 'redirect', location: tree.link(category) }
  const listing = await loadListing(db, site, tree, category, query, caches)
  // A page beyond the last is no page (404), like one that cannot exist (core/listing-query.ts).
  if (query.page > Math.max(1, listing.pages)) return null
  return { type: 'category', listing }
}

/** Featured products, strips (sale, new models, top rated) and the top categories. */
export async function home(
  db: Database,
  site: LocaleSite,
  caches: CatalogueCaches = UNCACHED,
): Promise<HomeContent> {
  // Its strips pick from the whole catalogue, and it shows the top categories' counts.
  dependOn(changeTags.anyProduct, changeTags.categoryCounts)
  const ids = (condition: ReturnType<typeof sql>, limit: number) =>
    queryRows<{ id: number }>(
      db,
      sql`select id from products p where p.status = 'active' and ${condition}
          order by p.popularity desc nulls last, p.id limit ${limit}`,
    ).then((rows) => rows.map((row) => row.id))
  const [featuredIds, popularIds, saleIds, newIds, ratedIds, tree] = await Promise.all([
    ids(sql`p.is_best_choice`, FEATURED),
    ids(sql`true`, FEATURED * 2),
    // Offers worth a label (spec §9: from 5 %).
    ids(sql`p.sale_price_cents <= p.price_cents * 0.95`, STRIP),
    ids(sql`p.new_model_label is not null`, STRIP),
    ids(sql`p.review_amount >= 10 and p.average_review_rating >= 4.5`, STRIP),
    categoryTree(db, site, caches),
  ])
  // Fewer than eight best choices: the most popular products fill up.
  const featured = [...new Set([...featuredIds, ...popularIds])].slice(0, FEATURED)
  const [featuredProducts, sale, newModels, topRated] = await Promise.all([
    loadProducts(db, site, featured, { shownAs: 'card' }),
    loadProducts(db, site, saleIds, { shownAs: 'card' }),
    loadProducts(db, site, newIds, { shownAs: 'card' }),
    loadProducts(db, site, ratedIds, { shownAs: 'card' }),
  ])
  const texts = CATALOG_TEXTS[site.locale]
  const strips = [
    { key: 'sale', title: texts.sale, products: sale },
    { key: 'new', title: texts.newModels, products: newModels },
    { key: 'top_rated', title: texts.topRated, products: topRated },
  ].filter((strip) => strip.products.length > 0)
  return {
    featured: featuredProducts,
    strips,
    categories: tree
      .top()
      .filter((node) => node.kind !== 'knowledge' && node.productCount > 0)
      .map((node) => tree.summary(node)),
  }
}
