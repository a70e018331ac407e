import { type SQL, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import type { CategoryListing, ListingFacets, ListingQuery } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import type { CategoryFacets } from '#server/db/schema'
import {
  type BrandRow,
  type CatalogueCaches,
  type FacetCounts,
  type FeatureValueRow,
  UNCACHED,
} from './catalogue-caches'
import type { CategoryNode, CategoryTree } from './categories'
import { changeTags } from './changes'
import { dependOn } from './dependencies'
import { ListingIndex, type ResolvedFilters } from './listing-index'
import { loadProducts } from './products'
import { intArray, queryRows, text } from '#server/db/query'

/** The stock filter and its facet: products that can be delivered now. */
const IN_STOCK = sql`p.stock_status_code = 'AVAILABLE_DIRECT'`

/** A filter of the listing; facets leave out their own filter ("counts under the other filters"). */
type FilterKey = 'brand' | 'price' | 'stock' | `feature:${number}`

/**
 * One page of a category: the products under every filter, sorted and paged, and the facets. Each facet
 * counts under all filters but its own, so choosing a brand still shows how many the other brands have.
 * The facet counts are kept per category and filter choice, the whole listing per sort and page too, for
 * as long as the catalogue does not change (`caches`, docs/decisions/0044); a choice not seen before is
 * counted from the category's in-memory index (docs/decisions/0046), else by SQL.
 */
export async function loadListing(
  db: Database,
  site: LocaleSite,
  tree: CategoryTree,
  category: CategoryNode,
  query: ListingQuery,
  caches: CatalogueCaches = UNCACHED,
): Promise<CategoryListing> {
  const { locale } = site
  const [brandRows, allFeatureRows] = await Promise.all([
    query.brand.length === 0 ? Promise.resolve([]) : caches.brands.get('', () => allBrands(db)),
    caches.featureValues.get(locale, () => featureValueRows(db, locale)),
  ])
  const featureRows = offeredFeatures(allFeatureRows, category.filterFeatureIds)
  const chosenBrands = new Set(query.brand)
  const brandIds = brandRows.filter((brand) => chosenBrands.has(brand.slug)).map((brand) => brand.id)
  const filters: ResolvedFilters = {
    brandIds: brandIds.length > 0 ? brandIds.sort((a, b) => a - b) : null,
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
  // The same choice written in another order (or with unknown values) is the same listing.
  const filterKey = JSON.stringify([
    filters.brandIds,
    filters.priceMinCents,
    filters.priceMaxCents,
    filters.inStock,
    [...filters.features]
      .map(([id, values]) => [id, [...values].sort((a, b) => a - b)])
      .sort((a, b) => (a[0] as number) - (b[0] as number)),
  ])
  const listingKey = JSON.stringify([
    locale,
    site.prefix,
    category.id,
    filterKey,
    query.sort,
    query.page,
    query.per_page,
  ])
  const listing = await caches.listings.get(listingKey, () =>
    buildListing(db, site, tree, category, query, filters, featureRows, filterKey, caches),
  )
  // The query as asked (its order of brands and features), whichever equal query filled the cache.
  return listing.query === query ? listing : { ...listing, query }
}

async function buildListing(
  db: Database,
  site: LocaleSite,
  tree: CategoryTree,
  category: CategoryNode,
  query: ListingQuery,
  filters: ResolvedFilters,
  featureRows: FeatureValueRow[],
  filterKey: string,
  caches: CatalogueCaches,
): Promise<CategoryListing> {
  dependOn(changeTags.category(category.id))
  const unfiltered =
    filters.brandIds === null &&
    filters.priceMinCents === null &&
    filters.priceMaxCents === null &&
    !filters.inStock &&
    filters.features.size === 0
  const storedFacets = unfiltered ? category.facets : null
  const [page, counts] =
    (await fromIndex(db, site, category, query, filters, featureRows, caches)) ??
    (await Promise.all([
      pageIds(db, site, category, filters, query, unfiltered),
      storedFacets
        ? storedCounts(db, storedFacets, caches)
        : caches.facets.get(`${category.id}:${filterKey}`, () =>
            facetCounts(db, category, filters, featureRows),
          ),
    ]))
  const products = await loadProducts(db, site, page, { shownAs: 'card' })

  // A filtered feature's values count in its own query (its filter left out), all others in the main one.
  const filteredFeatureIds = new Set(filters.features.keys())
  const ownValues = new Set(
    featureRows.filter((f) => filteredFeatureIds.has(f.feature_id)).map((f) => f.value_id),
  )
  const valueCounts = new Map<number, number>()
  for (const [own, valueId, count] of counts.values) {
    if (own === ownValues.has(valueId)) valueCounts.set(valueId, count)
  }
  const chosenValues = new Set([...filters.features.values()].flat())
  const features: ListingFacets['features'] = []
  for (const value of featureRows) {
    const count = valueCounts.get(value.value_id) ?? 0
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
    total: counts.total,
    pages: Math.ceil(counts.total / query.per_page),
    facets: {
      brands: counts.brands,
      price: {
        min: counts.min_cents === null ? 0 : Math.floor(Number(counts.min_cents) / 100),
        max: counts.max_cents === null ? 0 : Math.ceil(Number(counts.max_cents) / 100),
      },
      in_stock_count: counts.in_stock,
      features,
    },
  }
}

/**
 * The page's product ids and the facet counts from the category's in-memory index (docs/decisions/0046),
 * built once per catalogue generation. Null where SQL answers instead: while the caches keep nothing
 * (no change notifications: an index would be built for one request), for a category too large to index,
 * or when a name order could not be read consistently.
 */
async function fromIndex(
  db: Database,
  site: LocaleSite,
  category: CategoryNode,
  query: ListingQuery,
  filters: ResolvedFilters,
  featureRows: FeatureValueRow[],
  caches: CatalogueCaches,
): Promise<[number[], FacetCounts] | null> {
  if (!caches.listingIndexes.keeps()) return null
  const [index, brandRows] = await Promise.all([
    caches.listingIndexes.get(String(category.id), () => ListingIndex.build(db, category.id)),
    caches.brands.get('', () => allBrands(db)),
  ])
  const listing = await index?.listing(db, site.locale, filters, featureRows, brandRows, query)
  return listing ? [listing.pageIds, listing.counts] : null
}

/**
 * The page's product ids under the filters, in the sort order. Written as the listing indexes are, so that
 * PostgreSQL can read them in order and stop after the page: the popularity and price indexes carry the
 * filter columns (migration 0010), so even a choice that few products match costs at most one pass over
 * an index. The name indexes carry nothing else: a filtered name sort reads the category's matching
 * products and sorts them, as a walk through the name index that skips most rows costs far more.
 */
async function pageIds(
  db: Database,
  site: LocaleSite,
  category: CategoryNode,
  filters: ResolvedFilters,
  query: ListingQuery,
  unfiltered: boolean,
): Promise<number[]> {
  const offset = (query.page - 1) * query.per_page
  const inCategory = sql`p.category_ids @> array[${category.id}::int] and p.status = 'active'`
  const byName = query.sort === 'name_asc' || query.sort === 'name_desc'
  const rows = await queryRows<{ id: number }>(
    db,
    byName && !unfiltered
      ? sql`with p as materialized (
              select p.id, p.brand_id, p.current_price_cents, p.stock_status_code, p.feature_value_ids,
                ${text('p.name', site.locale)} as sort_name
              from products p where ${inCategory}
            )
            select p.id from p where ${where(filters)}
            order by p.sort_name collate ${NAME_COLLATION} ${sql.raw(query.sort === 'name_asc' ? 'asc' : 'desc')},
              p.id ${sql.raw(query.sort === 'name_asc' ? 'asc' : 'desc')}
            limit ${query.per_page} offset ${offset}`
      : sql`select p.id from products p where ${inCategory} and ${where(filters)}
            order by ${indexOrder(query.sort, site.locale)} limit ${query.per_page} offset ${offset}`,
  )
  return rows.map((row) => row.id)
}

/**
 * The facet counts under filters, in one statement: the category's active products are read once (from
 * the covering popularity index, or the GIN index on `category_ids` for small categories) into a narrow
 * working set; one pass counts the total, the in-stock count and the price range (each under the filters
 * but its own), one groups the brands, one the feature values.
 */
async function facetCounts(
  db: Database,
  category: CategoryNode,
  filters: ResolvedFilters,
  featureRows: FeatureValueRow[],
): Promise<FacetCounts> {
  dependOn(changeTags.category(category.id))
  const filtered = [...filters.features.entries()]
  const all = where(filters)
  const withoutPrice = where(filters, ['price'])
  const [row] = await queryRows<FacetCounts>(
    db,
    sql`with p as materialized (
          select p.brand_id, p.current_price_cents, p.stock_status_code, p.feature_value_ids
          from products p
          where p.category_ids @> array[${category.id}::int] and p.status = 'active'
        )
        select c.total, c.in_stock, c.min_cents, c.max_cents,
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
          ) v) as "values"
        from (
          select count(*) filter (where ${all})::int as total,
            count(*) filter (where ${where(filters, ['stock'])} and ${IN_STOCK})::int as in_stock,
            min(p.current_price_cents) filter (where ${withoutPrice}) as min_cents,
            max(p.current_price_cents) filter (where ${withoutPrice}) as max_cents
          from p
        ) c`,
  )
  return row ?? { total: 0, in_stock: 0, min_cents: null, max_cents: null, brands: [], values: [] }
}

/** The plain category page's facets, as refreshCategoryCounts stored them, with the brands' names. */
async function storedCounts(
  db: Database,
  facets: CategoryFacets,
  caches: CatalogueCaches,
): Promise<FacetCounts> {
  const brands = await caches.brands.get('', () => allBrands(db))
  return {
    total: facets.total,
    in_stock: facets.in_stock,
    min_cents: facets.min_cents,
    max_cents: facets.max_cents,
    brands: brands.flatMap((brand) =>
      brand.id in facets.brands
        ? [{ slug: brand.slug, name: brand.name, count: facets.brands[brand.id] ?? 0 }]
        : [],
    ),
    values: Object.entries(facets.values).map(([valueId, count]) => [false, Number(valueId), count]),
  }
}

/** Every brand, in the facet's order (a small table: one cheap query). */
function allBrands(db: Database): Promise<BrandRow[]> {
  return queryRows<BrandRow>(db, sql`select id, slug, name from brands order by name, slug`)
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

/** The sort orders written as the product indexes are, so that PostgreSQL can read them in order; ties go by id so that pages never overlap. */
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
/**
 * The feature values a category's listing filters on: the features staff chose for it, in their order
 * (issue 35), or every filterable one when they chose none. A feature not offered is neither a facet nor a
 * filter: a link that names one lists as if it did not.
 */
export function offeredFeatures(
  rows: FeatureValueRow[],
  chosen: readonly number[] | null,
): FeatureValueRow[] {
  if (chosen === null) return rows
  const order = new Map(chosen.map((id, index) => [id, index]))
  // Stable: the values keep their own order within a feature.
  return rows
    .filter((row) => order.has(row.feature_id))
    .sort((a, b) => order.get(a.feature_id)! - order.get(b.feature_id)!)
}

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
