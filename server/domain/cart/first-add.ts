import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { CheckoutLineRequest } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { relaxedCommit } from '#server/db/relaxed-commit'
import { queryRows } from '#server/db/query'
import { limitHit, RateLimitedError } from '#server/domain/limits/limiter'
import type { CreationLimit } from './add'
import { type CartOwner, type LineChange, loadLineProduct, refusal } from './changes'
import { decideLineQuantity } from './rules'
import type { SessionWriter } from './session-writer'
import { defaultCountrySql } from './shipping'

/**
 * A new visitor's first add to cart (docs/decisions/0083, 0085): the product is read and the rules decide
 * first, then one statement counts the add against the limit on new carts and, within it, writes the checkout,
 * its line and the visitor's session row, without a transaction block: two round trips instead of seven (the
 * limit's count, begin, checkout, product and line, line, session, commit). A single statement is as atomic
 * as the transaction was; a refused product writes nothing, an add over the limit only its count.
 *
 * Only for a product added by a session without a cart, whose id this request reserved (add.ts chooses).
 * Null when the session has nothing to write: the locked path then takes the add.
 */
export async function addToNewCart(
  db: Database,
  owner: CartOwner,
  request: CheckoutLineRequest,
  locale: Locale,
  sessionWriter: SessionWriter,
  [limit, subject]: CreationLimit,
): Promise<LineChange | null> {
  const product = await loadLineProduct(db, request.product_id)
  // An empty cart: adding and setting ask for the same quantity.
  const decision = decideLineQuantity(product, request.quantity)
  if (!decision.ok) throw refusal(locale, decision)
  const checkoutId = randomUUID()
  // The rows are written only within the limit on new carts, counted by the same statement.
  const session = sessionWriter.statement(checkoutId, sql`exists (select 1 from checkout)`)
  if (!session) return null
  const hit = limitHit(limit, subject)
  // The new checkout counts this change in its version already (2, as createCheckoutRow); the foreign keys
  // (line → checkout → session) are checked at the statement's end, when all three rows are there.
  const [row] = await queryRows<{ count: number; line_id: number | null }>(
    db,
    prepared(
      'cart_first_add',
      sql`with hit as (${hit.statement} returning count),
        checkout as (
          insert into checkouts (id, session_id, customer_id, country_iso, version)
          select ${checkoutId}::uuid, ${owner.sessionId}::text, ${owner.customerId}::uuid, ${defaultCountrySql}, 2
          from hit where hit.count <= ${limit.max}::int
          returning id),
        line as (
          insert into checkout_lines (checkout_id, product_id, quantity, position)
          select id, ${request.product_id}::int, ${decision.quantity}::int, 0 from checkout
          returning id),
        session as (${session.statement})
        select hit.count, line.id as line_id, ${relaxedCommit} as relaxed from hit left join line on true`,
    ),
  )
  const counted = hit.result(row!.count)
  if (!counted.allowed) throw new RateLimitedError(limit.name, counted.retryAfterSeconds)
  if (row!.line_id === null) throw new Error('The first add wrote no line')
  session.written()
  return { checkoutId, lineId: row!.line_id, adjustedTo: decision.adjusted ? decision.quantity : null }
}
