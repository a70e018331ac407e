import { type SQL, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#server/db/client'
import type { Localized } from '#server/db/schema'
import { allQueries, queryRows } from '#server/db/query'

/**
 * The back office's product list (issue 35): search, filters, sort and pages over every product, active or
 * not. It must stay fast at 100,000 products (bench/admin-products.ts): the search is one trigram index on
 * the text it searches (migration 0025), a category is the GIN index on `category_ids`, and the name sort
 * walks the collated name index the shop's listings use.
 */

export const PRODUCTS_PER_PAGE = 50
export const PRODUCT_SORTS = ['name', 'reference', 'price', 'stock', 'updated'] as const

const optionalId = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
)

/** The list's query string; anything malformed falls back to its default rather than failing the page. */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  brand: optionalId,
  category: optionalId,
  status: z.enum(['active', 'inactive']).optional().catch(undefined),
  stock: z.enum(['in', 'out']).optional().catch(undefined),
  sort: z.enum(PRODUCT_SORTS).catch('name'),
  dir: z.enum(['asc', 'desc']).catch('asc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>

export interface ProductListRow {
  id: number
  external_ref: string | null
  reference: string
  ean: string
  name: string
  status: 'active' | 'inactive'
  stock: number
  price_cents: number
  sale_price_cents: number | null
  brand: string
  category: string
}

/**
 * The text the list searches, lower-cased: the names in every language, the article code (`external_ref`),
 * the supplier's reference and the EAN. The same expression is indexed (server/db/schema.ts), so it must
 * stay exactly this.
 */
export const PRODUCT_SEARCH_TEXT = sql.raw(
  `lower((name->>'nl') || ' ' || (name->>'en') || ' ' || (name->>'de') || ' ' || coalesce(external_ref, '') || ' ' || reference || ' ' || ean)`,
)

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function productListWhere(query: Omit<ProductListQuery, 'sort' | 'dir' | 'page'>): SQL {
  const conditions: SQL[] = [sql`true`]
  if (query.q) conditions.push(sql`${PRODUCT_SEARCH_TEXT} like ${likePattern(query.q)}`)
  if (query.brand) conditions.push(sql`p.brand_id = ${query.brand}`)
  // The category and every category under it: `category_ids` holds the product's category and its ancestors.
  if (query.category) conditions.push(sql`p.category_ids @> ${`{${query.category}}`}::int[]`)
  if (query.status) conditions.push(sql`p.status = ${query.status}`)
  if (query.stock === 'in') conditions.push(sql`p.stock > 0`)
  if (query.stock === 'out') conditions.push(sql`p.stock = 0`)
  return sql.join(conditions, sql` and `)
}

function orderBy(query: ProductListQuery, locale: 'nl' | 'en'): SQL {
  const dir = sql.raw(query.dir === 'desc' ? 'desc' : 'asc')
  switch (query.sort) {
    case 'reference':
      return sql`coalesce(p.external_ref, '') ${dir}, p.id ${dir}`
    case 'price':
      return sql`p.current_price_cents ${dir}, p.id ${dir}`
    case 'stock':
      return sql`p.stock ${dir}, p.id ${dir}`
    case 'updated':
      return sql`p.updated_at ${dir}, p.id ${dir}`
    default:
      // As the name indexes are collated (products_name_<locale>_idx), so the sort can walk them; but not
      // when searching: walking 100,000 names for the few that match took a second, where the search index
      // finds them at once and sorting a few thousand is cheap. `|| ''` is an expression no index serves.
      return query.q
        ? sql`((p.name->>${sql.raw(`'${locale}'`)}) || '') collate "und-x-icu" ${dir}, p.id ${dir}`
        : sql`(p.name->>${sql.raw(`'${locale}'`)}) collate "und-x-icu" ${dir}, p.id ${dir}`
  }
}

export async function listProducts(
  db: Database,
  query: ProductListQuery,
  locale: 'nl' | 'en',
): Promise<{ rows: ProductListRow[]; total: number }> {
  const where = productListWhere(query)
  // At once on the pool; one after the other inside a transaction (allQueries).
  const [rows, [count]] = await allQueries(db, [
    () =>
      queryRows<
        Omit<ProductListRow, 'brand' | 'category'> & {
          name_all: Localized
          brand: string
          category: Localized
        }
      >(
        db,
        sql`select p.id, p.external_ref, p.reference, p.ean, p.name as name_all, p.status, p.stock, p.price_cents,
            p.sale_price_cents, b.name as brand, c.name as category
          from (select * from products p where ${where}
                order by ${orderBy(query, locale)}
                limit ${PRODUCTS_PER_PAGE} offset ${(query.page - 1) * PRODUCTS_PER_PAGE}) p
          join brands b on b.id = p.brand_id
          join categories c on c.id = p.category_id
          order by ${orderBy(query, locale)}`,
      ),
    () => queryRows<{ total: number }>(db, sql`select count(*)::int as total from products p where ${where}`),
  ] as const)
  return {
    rows: rows.map(({ name_all, category, ...row }) => ({
      ...row,
      name: name_all[locale],
      category: category[locale],
    })),
    total: count?.total ?? 0,
  }
}

/** The brands and categories the filters offer (and the form's choices), by name. */
export async function catalogueChoices(db: Database, locale: 'nl' | 'en') {
  const [brands, categories] = await Promise.all([
    queryRows<{ id: number; external_ref: string | null; name: string }>(
      db,
      sql`select id, external_ref, name from brands order by lower(name), id`,
    ),
    queryRows<{ id: number; external_ref: string | null; name: Localized; depth: number; active: boolean }>(
      db,
      sql`with recursive tree as (
            select id, external_ref, name, active, position, 0 as depth, array[position, id] as sort_path
            from categories where parent_id is null and kind = 'category'
            union all
            select c.id, c.external_ref, c.name, c.active, c.position, t.depth + 1, t.sort_path || array[c.position, c.id]
            from categories c join tree t on c.parent_id = t.id
          )
          select id, external_ref, name, depth, active from tree order by sort_path`,
    ),
  ])
  return {
    brands,
    categories: categories.map((row) => ({ ...row, label: `${'– '.repeat(row.depth)}${row.name[locale]}` })),
  }
}
