import { sql } from 'drizzle-orm'
import type { Database } from './client'

/**
 * Recounts the active products of every category (its own and its descendants') and the facets of its
 * unfiltered listing (brands, feature values, in stock, price range): a few passes over the products'
 * category_ids, seconds for 100,000 products. Call after writing products; listing pages, the menu and
 * the home page read the stored counts. Touches `categories.updated_at` of the categories whose counts
 * changed, which the static-data version stamp follows.
 */
export async function refreshCategoryCounts(db: Database): Promise<void> {
  await db.execute(sql`
    with listed as materialized (
      select unnest(category_ids) as category_id, brand_id, current_price_cents, stock_status_code, feature_value_ids
      from products where status = 'active'
    ),
    totals as (
      select category_id, count(*)::int as total,
        count(*) filter (where stock_status_code = 'AVAILABLE_DIRECT')::int as in_stock,
        min(current_price_cents) as min_cents, max(current_price_cents) as max_cents
      from listed group by category_id
    ),
    by_brand as (
      select category_id, jsonb_object_agg(brand_id::text, n) as brands
      from (select category_id, brand_id, count(*)::int as n from listed group by 1, 2) counted
      group by category_id
    ),
    by_value as (
      select category_id, jsonb_object_agg(value_id::text, n) as "values"
      from (
        select category_id, value_id, count(*)::int as n from listed, unnest(feature_value_ids) as value_id group by 1, 2
      ) counted
      group by category_id
    ),
    computed as (
      select all_categories.id, coalesce(t.total, 0) as product_count,
        jsonb_build_object(
          'total', coalesce(t.total, 0), 'in_stock', coalesce(t.in_stock, 0),
          'min_cents', t.min_cents, 'max_cents', t.max_cents,
          'brands', coalesce(b.brands, '{}'::jsonb), 'values', coalesce(v."values", '{}'::jsonb)
        ) as facets
      from categories all_categories
      left join totals t on t.category_id = all_categories.id
      left join by_brand b on b.category_id = all_categories.id
      left join by_value v on v.category_id = all_categories.id
    )
    update categories c
    set product_count = computed.product_count, facets = computed.facets, updated_at = now()
    from computed
    where c.id = computed.id
      -- Only what changed: each update raises the category's version (the back office's edit check,
      -- migration 0024), and a recount that changed nothing must not make an open form conflict.
      and (c.product_count, c.facets) is distinct from (computed.product_count, computed.facets)
  `)
}

/**
 * Copies the feature values of products (all, or the given ones) from product_features into
 * products.feature_value_ids, which listings filter and count on. Call after writing product_features.
 */
export async function refreshProductFeatureIds(db: Database, productIds?: readonly number[]): Promise<void> {
  const only = productIds ? sql`where p.id = any(${`{${productIds.map(Number).join(',')}}`}::int[])` : sql``
  await db.execute(sql`
    update products p
    set feature_value_ids = coalesce(
      (select array_agg(pf.feature_value_id order by pf.feature_value_id) from product_features pf where pf.product_id = p.id),
      '{}'
    )
    ${only}
  `)
}
