import { type SQL, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import type { CategoryListing, ListingFacets, ListingQuery } from '#core/schemas/catalog'
import type { Database } from '#server/db/client'
import type { CategoryFacets } from '#server/db/schema'
import type { CategoryNode, CategoryTree } from './categories'
import { loadProducts } from './products'
import { intArray, queryRows, text } from './sql'

/** The stock filter and its facet: products that can be delivered now. */
const IN_STOCK = sql`p.stock_status_code = 'AVAILABLE_DIRECT'`

/** A filter of the listing; facets leave out their own filter ("counts under the other filters"). */
type FilterKey = 'brand' | 'price' | 'stock' | `feature:${number}`

interface ResolvedFilters {
  brandIds: number[] | null
  priceMinCents: number | null
  priceMaxCents: number | null
  inStock: boolean
  /** Feature id → the chosen value ids (any of them); several features all apply. */
  features: Map<number, number[]>
}

interface FeatureValueRow {
  value_id: number
  value_key: string
  label: string
  feature_id: number
  feature_key: string
  feature_name: string
}

interface ListingRow {
  page: number[]
  total: number
  in_stock: number
  min_cents: number | null
  max_cents: number | null
  brands: Array<{ slug: string; name: string; count: number }>
  /** [from the feature's own query, value id, count]. */
  values: Array<[boolean, number, number]>
}

/**
 * One page of a category: the products under every filter, sorted and paged, and the facets. Each facet
 * counts under all filters but its own, so choosing a brand still shows how many the other brands have.
 * One statement: the category's active products are read once (GIN index on `category_ids`) into a
 * narrow working set, and the page, the total and every facet are computed from it.
 */
export async function loadListing(
  db: Database,
  site: LocaleSite,
  tree: CategoryTree,
  category: CategoryNode,
  query: ListingQuery,
): Promise<CategoryListing> {
  const { locale } = site
  const [brandRows, featureRows] = await Promise.all([
    query.brand.length === 0
      ? Promise.resolve([])
      : queryRows<{ id: number }>(
          db,
          sql`select id from brands where slug in (${sql.join(
            query.brand.map((slug) => sql`${slug}`),
            sql`, `,
          )})`,
        ),
    featureValueRows(db, locale),
  ])
  const filters: ResolvedFilters = {
    brandIds: brandRows.length > 0 ? brandRows.map((row) => row.id) : null,
    priceMinCents: query.price_min === undefined ? null : query.price_min * 100,
    priceMaxCents: query.price_max === undefined ? null : query.price_max * 100,
    inStock: query.in_stock,
    features: new Map(),
  }
  const valuesByPair = new Map(featureRows.map((row) => [`${row.feature_key}:${row.value_key}`, row]))
  for (const pair of query.feature) {
    const row = valuesByPair.get(pair)
    if (!row) continue
    const chosen = filters.features.get(row.feature_id) ?? []
    if (!chosen.includes(row.value_id)) chosen.push(row.value_id)
    filters.features.set(row.feature_id, chosen)
  }

  const unfiltered =
    filters.brandIds === null &&
    filters.priceMinCents === null &&
    filters.priceMaxCents === null &&
    !filters.inStock &&
    filters.features.size === 0
  const result =
    unfiltered && category.facets
      ? await unfilteredListing(db, site, category, category.facets, query)
      : await filteredListing(db, site, category, filters, featureRows, query)
  const products = await loadProducts(db, site, result.page)

  // A filtered feature's values count in its own query (its filter left out), all others in the main one.
  const filteredFeatureIds = new Set(filters.features.keys())
  const ownValues = new Set(
    featureRows.filter((f) => filteredFeatureIds.has(f.feature_id)).map((f) => f.value_id),
  )
  const counts = new Map<number, number>()
  for (const [own, valueId, count] of result.values) {
    if (own === ownValues.has(valueId)) counts.set(valueId, count)
  }
  const chosenValues = new Set([...filters.features.values()].flat())
  const features: ListingFacets['features'] = []
  for (const value of featureRows) {
    const count = counts.get(value.value_id) ?? 0
    if (count === 0 && !chosenValues.has(value.value_id)) continue
    let feature = features.at(-1)
    if (!feature || feature.key !== value.feature_key) {
      feature = { key: value.feature_key, name: value.feature_name, values: [] }
      features.push(feature)
    }
    feature.values.push({ value: value.value_key, label: value.label, count })
  }

  return {
    category: {
      id: category.id,
      name: category.name,
      description: category.description,
      link: tree.link(category),
      breadcrumbs: tree.breadcrumbs(category.id),
      children: tree.childrenOf(category.id).map((child) => tree.summary(child)),
      alternates: tree.alternates(category),
    },
    query,
    products,
    total: result.total,
    pages: Math.ceil(result.total / query.per_page),
    facets: {
      brands: result.brands,
      price: {
        min: result.min_cents === null ? 0 : Math.floor(Number(result.min_cents) / 100),
        max: result.max_cents === null ? 0 : Math.ceil(Number(result.max_cents) / 100),
      },
      in_stock_count: result.in_stock,
      features,
    },
  }
}

/**
 * The listing under filters, in one statement: the category's active products are read once (GIN index
 * on `category_ids`) into a narrow working set, and the page, the total and every facet come from it.
 */
async function filteredListing(
  db: Database,
  site: LocaleSite,
  category: CategoryNode,
  filters: ResolvedFilters,
  featureRows: FeatureValueRow[],
  query: ListingQuery,
): Promise<ListingRow> {
  const { locale } = site
  const filtered = [...filters.features.entries()]
  const all = where(filters)
  const offset = (query.page - 1) * query.per_page
  const [row] = await queryRows<ListingRow>(
    db,
    sql`with p as materialized (
          select p.id, p.brand_id, p.current_price_cents, p.stock_status_code, p.popularity,
            ${text('p.name', locale)} as sort_name, p.feature_value_ids
          from products p
          where p.category_ids @> array[${category.id}::int] and p.status = 'active'
        )
        select
          (select coalesce(json_agg(page.id), '[]') from (
            select p.id from p where ${all} order by ${orderBy(query.sort)} limit ${query.per_page} offset ${offset}
          ) page) as page,
          (select count(*) from p where ${all})::int as total,
          (select count(*) from p where ${where(filters, ['stock'])} and ${IN_STOCK})::int as in_stock,
          (select min(p.current_price_cents) from p where ${where(filters, ['price'])}) as min_cents,
          (select max(p.current_price_cents) from p where ${where(filters, ['price'])}) as max_cents,
          (select coalesce(json_agg(json_build_object('slug', b.slug, 'name', b.name, 'count', c.n) order by b.name, b.slug), '[]')
            from (select p.brand_id, count(*)::int as n from p where ${where(filters, ['brand'])} group by p.brand_id) c
            join brands b on b.id = c.brand_id) as brands,
          (select coalesce(json_agg(json_build_array(v.own, v.value_id, v.n)), '[]') from (
            ${sql.join(
              [
                // Features without a filter count under every filter… (unnest in the select list: a
                // ProjectSet, much cheaper than a lateral join per product)
                sql`select false as own, value_id, count(*)::int as n
                    from (select unnest(p.feature_value_ids) as value_id from p where ${all}) unnested
                    group by value_id`,
                // …a filtered feature under every filter but its own, and only its own values.
                ...filtered.map(
                  ([featureId]) =>
                    sql`select true as own, value_id, count(*)::int as n
                        from (select unnest(p.feature_value_ids) as value_id from p
                          where ${where(filters, [`feature:${featureId}`])}) unnested
                        where value_id = any(${intArray(featureRows.filter((f) => f.feature_id === featureId).map((f) => f.value_id))})
                        group by value_id`,
                ),
              ],
              sql` union all `,
            )}
          ) v) as "values"`,
  )
  return row ?? { page: [], total: 0, in_stock: 0, min_cents: null, max_cents: null, brands: [], values: [] }
}

/**
 * The plain category page: facets as refreshCategoryCounts stored them, and the page of products in
 * index order (popularity, price or name), which stops after the page instead of sorting the category.
 */
async function unfilteredListing(
  db: Database,
  site: LocaleSite,
  category: CategoryNode,
  facets: CategoryFacets,
  query: ListingQuery,
): Promise<ListingRow> {
  const offset = (query.page - 1) * query.per_page
  const brandIds = Object.keys(facets.brands).map(Number)
  const [page, brands] = await Promise.all([
    queryRows<{ id: number }>(
      db,
      sql`select p.id from products p
          where p.category_ids @> array[${category.id}::int] and p.status = 'active'
          order by ${indexOrder(query.sort, site.locale)} limit ${query.per_page} offset ${offset}`,
    ),
    brandIds.length === 0
      ? Promise.resolve([])
      : queryRows<{ id: number; slug: string; name: string }>(
          db,
          sql`select id, slug, name from brands where id = any(${intArray(brandIds)}) order by name, slug`,
        ),
  ])
  return {
    page: page.map((row) => row.id),
    total: facets.total,
    in_stock: facets.in_stock,
    min_cents: facets.min_cents,
    max_cents: facets.max_cents,
    brands: brands.map((brand) => ({
      slug: brand.slug,
      name: brand.name,
      count: facets.brands[brand.id] ?? 0,
    })),
    values: Object.entries(facets.values).map(([valueId, count]) => [false, Number(valueId), count]),
  }
}

/**
 * Names sort as people read them ("lockback" before "Mini", "Åbo" with the A's), not by byte: ICU's root
 * collation, right for Dutch, English and German alike, available on PGlite and on PostgreSQL built with ICU.
 * The name indexes use the same collation (schema.ts), so the unfiltered page still reads in index order.
 */
const NAME_COLLATION = sql.raw('"und-x-icu"')

function nameOrder(locale: Locale): SQL {
  return sql`(${text('p.name', locale)}) collate ${NAME_COLLATION}`
}

/** The sort orders written as the product indexes are, so that PostgreSQL can read them in order. */
function indexOrder(sort: ListingQuery['sort'], locale: Locale): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`p.current_price_cents asc, p.id asc`
    case 'price_desc':
      return sql`p.current_price_cents desc, p.id desc`
    case 'name_asc':
      return sql`${nameOrder(locale)} asc, p.id asc`
    case 'name_desc':
      return sql`${nameOrder(locale)} desc, p.id desc`
    case 'recommended':
      return sql`p.popularity desc nulls last, p.id asc`
  }
}

/** Every value of the filterable features, in display order (a small table: one cheap query). */
function featureValueRows(db: Database, locale: Locale): Promise<FeatureValueRow[]> {
  return queryRows<FeatureValueRow>(
    db,
    sql`select v.id as value_id, v.key as value_key, ${text('v.label', locale)} as label,
          f.id as feature_id, f.key as feature_key, ${text('f.name', locale)} as feature_name
        from features f join feature_values v on v.feature_id = f.id
        where f.filterable
        order by f.position, f.id, v.position, v.id`,
  )
}

/** Sort orders; ties go by id so that pages never overlap. */
function orderBy(sort: ListingQuery['sort']): SQL {
  switch (sort) {
    case 'price_asc':
      return sql`p.current_price_cents asc, p.id asc`
    case 'price_desc':
      return sql`p.current_price_cents desc, p.id desc`
    case 'name_asc':
      return sql`p.sort_name collate ${NAME_COLLATION} asc, p.id asc`
    case 'name_desc':
      return sql`p.sort_name collate ${NAME_COLLATION} desc, p.id desc`
    case 'recommended':
      return sql`p.popularity desc, p.id asc`
  }
}

/** Every filter but the ones left out, over the category's working set `p`. */
function where(filters: ResolvedFilters, leaveOut: FilterKey[] = []): SQL {
  const keys: FilterKey[] = [
    'brand',
    'price',
    'stock',
    ...[...filters.features.keys()].map((id) => `feature:${id}` as const),
  ]
  const parts = keys.filter((key) => !leaveOut.includes(key)).flatMap((key) => filterSql(filters, key) ?? [])
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `)
}

function filterSql(filters: ResolvedFilters, key: FilterKey): SQL | null {
  if (key === 'brand') return filters.brandIds ? sql`p.brand_id = any(${intArray(filters.brandIds)})` : null
  if (key === 'stock') return filters.inStock ? IN_STOCK : null
  if (key === 'price') {
    const parts: SQL[] = []
    if (filters.priceMinCents !== null) parts.push(sql`p.current_price_cents >= ${filters.priceMinCents}`)
    if (filters.priceMaxCents !== null) parts.push(sql`p.current_price_cents <= ${filters.priceMaxCents}`)
    return parts.length === 0 ? null : sql.join(parts, sql` and `)
  }
  const values = filters.features.get(Number(key.slice('feature:'.length)))
  return values ? sql`p.feature_value_ids && ${intArray(values)}` : null
}
