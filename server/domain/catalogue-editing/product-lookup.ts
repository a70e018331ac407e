import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import type { Localized } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { PRODUCT_SEARCH_TEXT } from './product-list'

/** What the product form offers to choose from: other products (by search), features, a variant's group. */

export interface ProductChoice {
  id: number
  ref: string
  name: string
  status: 'active' | 'inactive'
}

/** Products matching what staff typed (name in any language, article code, reference, EAN), for pickers. */
export async function lookupProducts(
  db: Database,
  q: string,
  locale: 'nl' | 'en',
  limit = 10,
): Promise<ProductChoice[]> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return queryRows<ProductChoice>(
    db,
    sql`select id, coalesce(external_ref, 'shop-' || id) as ref, name->>${locale} as name, status
        from products where ${PRODUCT_SEARCH_TEXT} like ${pattern}
        order by (name->>${sql.raw(`'${locale}'`)}) collate "und-x-icu", id limit ${limit}`,
  )
}

/** The products named by these refs (`shop-<id>` for one without a feed key), in the refs' order. */
export async function productsByRef(
  db: Database,
  refs: readonly string[],
  locale: 'nl' | 'en',
): Promise<ProductChoice[]> {
  if (refs.length === 0) return []
  const rows = await queryRows<ProductChoice>(
    db,
    sql`select id, coalesce(external_ref, 'shop-' || id) as ref, name->>${locale} as name, status
        from products
        where coalesce(external_ref, 'shop-' || id) = any(array(select jsonb_array_elements_text(${JSON.stringify(refs)}::jsonb)))`,
  )
  return refs.flatMap((ref) => rows.filter((row) => row.ref === ref))
}

/** The other products of a variant group, with their colour and size. */
export async function variantSiblings(
  db: Database,
  group: string,
  exceptId: number | null,
  locale: 'nl' | 'en',
): Promise<Array<ProductChoice & { colour: string | null; size: string | null }>> {
  return queryRows(
    db,
    sql`select p.id, coalesce(p.external_ref, 'shop-' || p.id) as ref, p.name->>${locale} as name, p.status,
          p.colour->>${locale} as colour, p.size
        from products p join catalogue_variant_groups g on g.id = p.variant_group_id
        where g.external_ref = ${group} and p.id <> ${exceptId ?? 0}
        order by p.id limit 50`,
  )
}

export interface FeatureChoice {
  key: string
  name: Localized
  group: Localized
  unit: string | null
  /** The labels the feature's values have, to suggest. */
  values: Localized[]
}

export async function featureChoices(db: Database): Promise<FeatureChoice[]> {
  return queryRows<FeatureChoice>(
    db,
    sql`select f.key, f.name, g.name as "group", f.unit,
          coalesce((select jsonb_agg(v.label order by v.position, v.id) from feature_values v where v.feature_id = f.id),
            '[]'::jsonb) as values
        from features f join feature_groups g on g.id = f.group_id
        order by g.position, g.id, f.position, f.id`,
  )
}
