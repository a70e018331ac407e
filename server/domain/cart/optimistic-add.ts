import { sql } from 'drizzle-orm'
import { isDatabaseId } from '#core/schemas/ids'
import type { Locale } from '#core/locales'
import type { CheckoutLineRequest } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { isUniqueViolation } from '#server/db/errors'
import { prepared } from '#server/db/prepared'
import { relaxedCommit } from '#server/db/relaxed-commit'
import { queryRows } from '#server/db/query'
import {
  type LineChange,
  type LineCount,
  lineCountOf,
  lineCountSql,
  type LineMode,
  lineProductColumns,
  lineProductOf,
  type LineProductRow,
  refusal,
} from './changes'
import { decideLineQuantity, MAX_CART_LINES } from './rules'
import {
  checkoutAfterChange,
  type CheckoutRowWithLines,
  checkoutWithLinesJson,
  newLineJson,
  type StoredLineRow,
} from './checkout-rows'

/** A row of the read, as the driver gives it; the product's columns are null when there is no such product. */
interface CartAndProductRow extends Partial<Omit<LineProductRow, 'id'>> {
  version: number
  id: number | null
  line_id: number | null
  line_quantity: number | null
  line_trashed: boolean | null
  line_has_options: boolean | null
  lines: LineCount
  checkout: CheckoutRowWithLines | null
  /** Only without a line of the product. */
  new_line: StoredLineRow | null
}

/**
 * A product's line in a cart that exists, changed without a transaction block (docs/decisions/0084): one
 * statement reads the cart's version, the product and its line; the rules decide; one statement raises the
 * version only if it is still the one read, and writes the line in the same statement. Every change of a cart
 * raises its version (`touch`), so a version that still matches means nothing changed in between; one that
 * does not (another tab's change came first) sends the add down the locked path (changes.ts), as do the cases
 * that need more than one line written: a line with options, an archived line, a full cart.
 *
 * The same read brings the checkout with its lines (and the product as a new line would show it), so the
 * answer is built from the read and the change, without reading again: three round trips in all (session,
 * read, write).
 *
 * For a product (not an option) in a cart the session holds, the session having a row (add.ts chooses).
 * Null: take the locked path. A refusal throws (422), as there.
 */
export async function addOptimistically(
  db: Database,
  checkoutId: string,
  request: CheckoutLineRequest,
  mode: LineMode,
  locale: Locale,
): Promise<Omit<LineChange, 'checkoutId'> | null> {
  const productId = request.product_id
  if (!isDatabaseId(productId)) return null
  const [row] = await queryRows<CartAndProductRow>(
    db,
    prepared(
      'cart_add_read',
      sql`select c.version, ${lineProductColumns}, l.id as line_id, l.quantity as line_quantity,
          l.trashed_at is not null as line_trashed,
          exists (select 1 from checkout_line_options o where o.line_id = l.id) as line_has_options,
          ${lineCountSql(sql`c.id`)} as lines, ${checkoutWithLinesJson(sql`c.id`)} as checkout,
          case when l.id is null then ${newLineJson(sql`${productId}`)} end as new_line
        from checkouts c
          left join products p on p.id = ${productId}
          left join checkout_lines l on l.checkout_id = c.id and l.product_id = p.id
        where c.id = ${checkoutId} and c.status = 'open'`,
    ),
  )
  // No open cart (the locked path makes one), or a line that needs more than its own row written.
  if (!row?.checkout || row.line_trashed || row.line_has_options) return null
  const lines = lineCountOf(row.lines)
  if (row.line_id === null && lines.count >= MAX_CART_LINES) return null
  const product = row.id === null ? null : lineProductOf(row as LineProductRow)
  const current = row.line_quantity ?? 0
  const decision = decideLineQuantity(product, mode === 'add' ? current + request.quantity : request.quantity)
  if (!decision.ok) throw refusal(locale, decision)
  const { quantity } = decision
  // The version is raised and checked in one UPDATE: it waits for a change that holds the cart's lock, then
  // finds the version that change wrote, and writes nothing.
  const changed = sql`with checkout as (
      update checkouts set version = version + 1, updated_at = now()
      where id = ${checkoutId} and status = 'open' and version = ${row.version}
      returning id)`
  try {
    const [written] = await queryRows<{ id: number }>(
      db,
      row.line_id === null
        ? prepared(
            'cart_add_line',
            sql`${changed}
              insert into checkout_lines (checkout_id, product_id, quantity, position)
              select id, ${productId}, ${quantity}, ${lines.next} from checkout
              returning id, ${relaxedCommit} as relaxed`,
          )
        : prepared(
            'cart_add_quantity',
            sql`${changed}
              update checkout_lines l set quantity = ${quantity}, updated_at = now() from checkout
              where l.id = ${row.line_id} and l.checkout_id = checkout.id
              returning l.id, ${relaxedCommit} as relaxed`,
          ),
    )
    if (!written) return null
    return {
      lineId: written.id,
      adjustedTo: decision.adjusted ? quantity : null,
      checkout: checkoutAfterChange(row.checkout, { id: written.id, quantity, added: row.new_line }),
    }
  } catch (error) {
    // The product's line was added in between by a change that did not raise the version: the locked path
    // finds it.
    if (isUniqueViolation(error)) return null
    throw error
  }
}
