import { sql } from 'drizzle-orm'
import { euroToCentsText } from './product-money'
import type { Database } from '#server/db/client'
import type { Localized, StoredSlide } from '#server/db/schema'
import { queryRows } from '#server/db/query'

/**
 * A stored product as the feed's CSV columns (docs/decisions/0138): what the product form shows, what a
 * conflict compares and what the audit log's changed fields are made of. Records without a feed key (the
 * demo catalogue's) are named `shop-<id>`, the key their first save by hand gives them.
 */

const LOCALES = ['nl', 'en', 'de'] as const

export type Columns = Record<string, string>

/** The key a record without one gets at its first save by hand. */
export const shopRef = (id: number, ref: string | null) => ref ?? `shop-${id}`

/** The key of a hand-made option of a product: `<productref>--opt-<n>`. */
export const optionRef = (productRef: string, n: number) => `${productRef}--opt-${n}`

export interface StoredProduct {
  id: number
  version: number
  ref: string
  status: 'active' | 'inactive'
  name: Localized
  slug: Localized
  slides: StoredSlide[]
  variantGroup: string | null
  /** The product's columns without its photos (the gallery's own). */
  columns: Columns
  /** Its options as the feed's option rows, in order. */
  options: Columns[]
}

interface ProductRow {
  id: number
  version: number
  external_ref: string | null
  status: 'active' | 'inactive'
  category: string
  brand: string
  variant_group: string | null
  name: Localized
  slug: Localized
  description: Localized
  colour: Localized | null
  size: string | null
  price_cents: number
  sale_price_cents: number | null
  vat_rate: number
  stock: number
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
  expected_in_stock_date: string | null
  delivery_promise_type: string
  delivery_promise_note: Localized | null
  product_family: Localized | null
  new_model_label: Localized | null
  is_best_choice: boolean
  comment: Localized | null
  unit_content_amount: number | string | null
  unit: string | null
  ean: string
  reference: string
  max_order_quantity: number
  slides: StoredSlide[]
  related: string[]
}

export async function loadProduct(db: Database, id: number): Promise<StoredProduct | null> {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.version, p.external_ref, p.status,
          coalesce(c.external_ref, 'shop-' || c.id) as category, coalesce(b.external_ref, 'shop-' || b.id) as brand,
          g.external_ref as variant_group, p.name, p.slug, p.description, p.colour, p.size, p.price_cents,
          p.sale_price_cents, p.vat_rate, p.stock, p.is_last_stock, p.stock_is_from_brand, p.is_vdm,
          p.expected_in_stock_date, p.delivery_promise_type, p.delivery_promise_note, p.product_family,
          p.new_model_label, p.is_best_choice, p.comment, p.unit_content_amount, p.unit, p.ean, p.reference,
          p.max_order_quantity, p.slides,
          array(select coalesce(r.external_ref, 'shop-' || r.id) from related_products rp
                join products r on r.id = rp.related_product_id
                where rp.product_id = p.id order by rp.position, rp.related_product_id) as related
        from products p
        join categories c on c.id = p.category_id
        join brands b on b.id = p.brand_id
        left join catalogue_variant_groups g on g.id = p.variant_group_id
        where p.id = ${id}`,
  )
  if (!row) return null
  const ref = shopRef(row.id, row.external_ref)
  const columns: Columns = {
    type: 'product',
    ref,
    category: row.category,
    brand: row.brand,
    status: row.status,
    variant_group: row.variant_group ?? '',
    ...localized('name', row.name),
    ...localized('slug', row.slug),
    ...localized('description', row.description),
    ...localized('colour', row.colour),
    size: row.size ?? '',
    price: euroToCentsText(row.price_cents),
    sale_price: row.sale_price_cents === null ? '' : euroToCentsText(row.sale_price_cents),
    vat_rate: String(row.vat_rate),
    stock: String(row.stock),
    last_stock: String(row.is_last_stock),
    stock_from_brand: String(row.stock_is_from_brand),
    is_vdm: String(row.is_vdm),
    expected_date: row.expected_in_stock_date ?? '',
    delivery_promise_type: row.delivery_promise_type,
    ...localized('delivery_promise_note', row.delivery_promise_note),
    ...localized('product_family', row.product_family),
    ...localized('new_model_label', row.new_model_label),
    best_choice: String(row.is_best_choice),
    ...localized('comment', row.comment),
    content_amount: row.unit_content_amount === null ? '' : String(Number(row.unit_content_amount)),
    content_unit: row.unit ?? '',
    ean: row.ean,
    reference: row.reference,
    max_order_quantity: String(row.max_order_quantity),
    related: row.related.join('|'),
    ...(await featureColumns(db, id)),
  }
  return {
    id: row.id,
    version: row.version,
    ref,
    status: row.status,
    name: row.name,
    slug: row.slug,
    slides: row.slides,
    variantGroup: row.variant_group,
    columns,
    options: await optionColumns(db, id, ref),
  }
}

function localized(base: string, value: Localized | null): Columns {
  return Object.fromEntries(LOCALES.map((locale) => [`${base}_${locale}`, value?.[locale] ?? '']))
}

/**
 * A product's feature values as columns: a feature with a unit as its number (`feature:blade_length` =
 * `8.5`), another as its label per language (`feature:steel_nl` …), as the feed gives them.
 */
async function featureColumns(db: Database, id: number): Promise<Columns> {
  const rows = await queryRows<{ key: string; unit: string | null; label: Localized; position: number }>(
    db,
    sql`select f.key, f.unit, v.label, v.position from product_features pf
        join feature_values v on v.id = pf.feature_value_id
        join features f on f.id = v.feature_id
        join feature_groups g on g.id = f.group_id
        where pf.product_id = ${id} order by g.position, f.position, f.key`,
  )
  const columns: Columns = {}
  for (const row of rows) {
    if (row.unit) columns[`feature:${row.key}`] = String(row.position / 1000)
    else for (const locale of LOCALES) columns[`feature:${row.key}_${locale}`] = row.label[locale]
  }
  return columns
}

async function optionColumns(db: Database, id: number, productRef: string): Promise<Columns[]> {
  const rows = await queryRows<{
    external_ref: string | null
    kind: string
    option_product: string | null
    name: Localized | null
    price_cents: number
    max_quantity: number
    position: number
  }>(
    db,
    sql`select o.external_ref, o.kind, coalesce(op.external_ref, 'shop-' || op.id) as option_product, o.name,
          o.price_cents, o.max_quantity, o.position
        from product_options o left join products op on op.id = o.option_product_id
        where o.product_id = ${id} order by o.position, o.id`,
  )
  const taken = new Set(rows.map((row) => row.external_ref))
  let next = 1
  return rows.map((row) => {
    let ref = row.external_ref
    // An option without a key (the demo catalogue's) is named as a hand-made one.
    while (!ref) {
      const candidate = optionRef(productRef, next++)
      if (!taken.has(candidate)) ref = candidate
    }
    taken.add(ref)
    return {
      type: 'option',
      ref,
      product: productRef,
      kind: row.kind,
      option_product: row.option_product ?? '',
      ...localized('name', row.name),
      price: euroToCentsText(row.price_cents),
      max_quantity: String(row.max_quantity),
      position: String(row.position),
    }
  })
}
