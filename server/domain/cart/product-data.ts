import { sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Product } from '#core/schemas/catalogue'
import type { OptionKind } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { loadProducts, optionProductJson, type OptionProductRow } from '#server/domain/catalogue/products'
import { changeTags } from '#server/domain/catalogue/changes'
import { dependOn } from '#server/domain/catalogue/dependencies'
import { intArray, queryRows, text } from '#server/db/query'

/**
 * What the cart's view reads of the catalogue beside its lines: the products' options and the related
 * products' cards, per product id. Catalogue data only, so reads may keep them per catalogue generation
 * (reference-data.ts).
 */

export interface OptionRow {
  id: number
  product_id: number
  /** The free product or combination product; null for an extra service. */
  option_product_id: number | null
  kind: OptionKind
  name: string | null
  price_cents: number
  max_quantity: number
  option: OptionProductRow | null
}

/**
 * Every option of the products, as shown on their lines, per product (every id asked for is there, an
 * empty list without options); options whose product left the range are left out.
 */
export async function loadProductOptions(
  db: Database,
  site: LocaleSite,
  productIds: readonly number[],
): Promise<Map<number, OptionRow[]>> {
  const byProduct = new Map(productIds.map((id) => [id, [] as OptionRow[]]))
  if (productIds.length === 0) return byProduct
  const { locale } = site
  const rows = await queryRows<OptionRow>(
    db,
    // Named: one text per language (docs/decisions/0074).
    prepared(
      'product_options',
      sql`select o.id, o.product_id, o.option_product_id, o.kind, coalesce(${text('o.name', locale)}, ${text('op.name', locale)}) as name,
          o.price_cents, o.max_quantity,
          case when op.id is null then null else ${optionProductJson(locale)} end as option
        from product_options o left join products op on op.id = o.option_product_id
        where o.product_id = any(${intArray([...byProduct.keys()])}) and (op.id is null or op.status = 'active')
        order by o.product_id, case o.kind when 'free' then 0 when 'extra_service' then 1 else 2 end, o.position, o.id`,
    ),
  )
  dependOn(
    [...byProduct.keys()].map(changeTags.product),
    rows.flatMap((row) =>
      row.option_product_id === null ? [] : [changeTags.product(row.option_product_id)],
    ),
  )
  for (const row of rows) byProduct.get(row.product_id)?.push(row)
  return byProduct
}

/** Catalogue cards of the active ones among the products, by id. */
export async function loadProductCards(
  db: Database,
  site: LocaleSite,
  ids: readonly number[],
): Promise<Map<number, Product>> {
  return new Map((await loadProducts(db, site, ids)).map((product) => [product.id, product]))
}
