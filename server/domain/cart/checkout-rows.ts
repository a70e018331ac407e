import { sql, type SQL } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import type { DeliveryPromiseType } from '#core/schemas/catalogue'
import { isUuid } from '#core/ids'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { queryRows } from '#server/db/query'
import type { CheckoutStatus, Localized, ProductImages, StoredPickupPoint } from '#server/db/schema'
import type { StockFactsRow } from '#server/domain/catalogue/stock'

/**
 * The cart's read model: the checkout row and its lines with their products, as SQL reads them (one statement
 * for both where it can), and as a change without a transaction block left them (optimistic-add.ts). Pricing
 * them is view.ts's.
 */

/** The checkout row with the step columns (spec §3 "Checkout"), as the checkout pages read it. */
export interface CheckoutRow {
  id: string
  status: CheckoutStatus
  version: number
  session_id: string | null
  customer_id: string | null
  country_iso: string
  discount_code: string | null
  email: string | null
  address_id: number | null
  address_invoice_same: boolean
  address_invoice_id: number | null
  shipping_method_id: number | null
  pickup_point: StoredPickupPoint | null
  payment_method: string | null
  payment_issuer: string | null
  customer_comment: string
  customer_reference: string
  newsletter_subscription: boolean
  create_account: boolean
  /** Whether an order was made from it (only then can it have payment attempts). */
  has_order: boolean
}

export interface LineRow extends StockFactsRow {
  id: number
  product_id: number
  quantity: number
  trashed: boolean
  name: string
  slug: string
  brand_name: string
  reference: string
  ean: string
  images: ProductImages
  price_cents: number
  sale_price_cents: number | null
  vat_rate: number
  delivery_promise_type: DeliveryPromiseType
  delivery_promise_note: string | null
  brand_promise_short: string | null
  brand_promise_long: string | null
  expected_in_stock_date: string | null
  /** The line's chosen options: [product option id, quantity]. */
  selected: Array<[number, number]>
  /** The product's related products, in their order. */
  related_ids: number[]
}

/**
 * The lines read with a checkout row (by `loadCheckoutRow`, in the same statement, so they belong to that
 * state of the checkout; or as a change left them, `checkoutAfterChange`): `priceCart` takes them instead of
 * asking again, one round trip less per cart read. Held only as long as the row object itself.
 */
const linesWithRow = new WeakMap<CheckoutRow, StoredLineRow[]>()

/** The checkout row's columns, selected `from checkouts` (not aliased). */
const checkoutColumns =
  sql.raw(`id, status, version, session_id, customer_id, country_iso, discount_code, email,
  address_id, address_invoice_same, address_invoice_id, shipping_method_id, pickup_point, payment_method,
  payment_issuer, customer_comment, customer_reference, newsletter_subscription, create_account,
  exists (select from orders o where o.checkout_id = checkouts.id) as has_order`)

/** A checkout's lines as one JSON array in their order (StoredLineRow[]). */
function linesJson(checkoutId: SQL | string): SQL {
  return sql`(select coalesce(json_agg(x order by x.ord), '[]') from (${lineRowsQuery(checkoutId)}) x)`
}

/**
 * The checkout a read is of: its id, or its row as a change left it, with its lines (`checkoutAfterChange`),
 * which needs no read of the cart; null for none.
 */
export type CheckoutSource = string | CheckoutRow | null

/** A checkout row as read with its lines (`lines`), before they are set aside for `priceCart`. */
export type CheckoutRowWithLines = CheckoutRow & { lines: StoredLineRow[] }

/**
 * The open checkout of `checkoutId` with its lines, as one JSON value: for a statement that reads it along
 * with something else (optimistic-add.ts). Null when it is not open.
 */
export function checkoutWithLinesJson(checkoutId: SQL): SQL {
  return sql`(select row_to_json(x) from (select ${checkoutColumns}, ${linesJson(sql`checkouts.id`)} as lines
    from checkouts where checkouts.id = ${checkoutId} and checkouts.status = 'open') x)`
}

/** The row of a read with lines; its lines kept for `priceCart`. */
function rowKeepingLines({ lines, ...checkout }: CheckoutRowWithLines): CheckoutRow {
  linesWithRow.set(checkout, lines)
  return checkout
}

/**
 * The checkout as a change without a transaction block left it (optimistic-add.ts): the row and lines read
 * by the statement whose version the change matched (so nothing else changed in between), with the version
 * the change wrote and `line` set to its new quantity, or added after the cart's lines when new. Its answer
 * then needs no read after the write.
 */
export function checkoutAfterChange(
  before: CheckoutRowWithLines,
  line: { id: number; quantity: number; added: StoredLineRow | null },
): CheckoutRow {
  const lines = line.added
    ? [
        ...before.lines.filter((row) => !row.trashed),
        { ...line.added, id: line.id, quantity: line.quantity },
      ].concat(before.lines.filter((row) => row.trashed))
    : before.lines.map((row) => (row.id === line.id ? { ...row, quantity: line.quantity } : row))
  return rowKeepingLines({ ...before, version: before.version + 1, lines })
}

/**
 * The checkout row; with `lock`, locked for the rest of the caller's transaction. Without a lock its
 * lines come along for `priceCart`; a locking read leaves them to be read after the lock (a subquery of a
 * `FOR UPDATE` statement sees the state from before any wait for the lock).
 */
export async function loadCheckoutRow(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRow | null> {
  if (!isUuid(id)) return null
  const [row] = await queryRows<CheckoutRow | CheckoutRowWithLines>(
    db,
    prepared(
      'checkout_row',
      sql`select ${checkoutColumns} ${options.lock ? sql`` : sql`, ${linesJson(id)} as lines`}
        from checkouts where id = ${id} ${options.lock ? sql`for update` : sql``}`,
    ),
  )
  if (!row) return null
  return 'lines' in row ? rowKeepingLines(row) : row
}

/** A line row as the query reads it: its product's texts in every language, picked by `inLocale`. */
export type StoredLineRow = Omit<
  LineRow,
  'name' | 'slug' | 'delivery_promise_note' | 'brand_promise_short' | 'brand_promise_long'
> & {
  name: Localized | null
  slug: Localized | null
  delivery_promise_note: Localized | null
  brand_promise_short: Localized | null
  brand_promise_long: Localized | null
  /** The line's place: the cart in the order of adding, then the archive, newest removal first. */
  ord: number
}

/** Lines of active products: the cart in the order of adding, then the archive, newest removal first. */
export async function loadLineRows(
  db: Database,
  site: LocaleSite,
  checkoutId: string,
  row?: CheckoutRow,
): Promise<LineRow[]> {
  const stored =
    (row && linesWithRow.get(row)) ??
    (isUuid(checkoutId)
      ? await queryRows<StoredLineRow>(db, sql`${lineRowsQuery(checkoutId)} order by ord`)
      : [])
  return stored.map((line) => inLocale(line, site.locale))
}

/**
 * A line's product with its brand and related products, as StoredLineRow has them; for one product, `id`.
 * `offset 0` keeps it a subquery of its own, looked up by the primary key for each line: as a join the
 * planner may pick a merge join that walks the products' index up to the cart's highest product id, which
 * stale statistics of the (small, fast-changing) cart tables make look cheap.
 */
function lineProduct(id: SQL): SQL {
  return sql`select p.name, p.slug, b.name as brand_name,
      p.reference, p.ean, p.images, p.price_cents, p.sale_price_cents, p.vat_rate, p.stock, p.stock_status_code,
      p.is_last_stock, p.stock_is_from_brand, p.is_vdm, p.max_order_quantity, p.delivery_promise_type,
      p.delivery_promise_note, b.delivery_promise_short as brand_promise_short,
      b.delivery_promise_long as brand_promise_long, p.expected_in_stock_date::text as expected_in_stock_date,
      array(select r.related_product_id from related_products r where r.product_id = p.id
        order by r.position, r.related_product_id) as related_ids
    from products p join brands b on b.id = p.brand_id
    where p.id = ${id} and p.status = 'active' offset 0`
}

function lineRowsQuery(checkoutId: SQL | string): SQL {
  return sql`select l.id, l.product_id, l.quantity, l.trashed_at is not null as trashed, lp.*,
          -- Chosen options and related products come along: two round trips less per cart read.
          coalesce((select json_agg(json_build_array(lo.product_option_id, lo.quantity))
            from checkout_line_options lo where lo.line_id = l.id), '[]') as selected,
          row_number() over (order by l.trashed_at desc nulls first, l.position, l.id)::int as ord
        from checkout_lines l
        join lateral (${lineProduct(sql`l.product_id`)}) lp on true
        where l.checkout_id = ${checkoutId}`
}

/**
 * An active product as a new line of it would read (StoredLineRow without its id and quantity, which the
 * write gives), as one JSON value; null for a product that is not active (a cart shows no line of it).
 */
export function newLineJson(productId: SQL): SQL {
  return sql`(select row_to_json(x) from (select 0 as id, ${productId}::int as product_id, 0 as quantity,
      false as trashed, lp.*, '[]'::json as selected, 0 as ord from (${lineProduct(productId)}) lp) x)`
}

/** A stored line with its texts in the locale (absent: null, as `column->>'locale'` gives). */
function inLocale(line: StoredLineRow, locale: Locale): LineRow {
  const { ord: _ord, ...rest } = line
  const pick = (value: Localized | null) => value?.[locale] ?? null
  return {
    ...rest,
    name: pick(line.name) as string,
    slug: pick(line.slug) as string,
    delivery_promise_note: pick(line.delivery_promise_note),
    brand_promise_short: pick(line.brand_promise_short),
    brand_promise_long: pick(line.brand_promise_long),
  }
}
