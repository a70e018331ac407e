import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { CheckoutLineRequest } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import { relaxedCommit } from '#server/db/relaxed-commit'
import { queryRows } from '#server/domain/catalog/sql'
import {
  type AlongWithChange,
  type CartOwner,
  type LineChange,
  loadLineProduct,
  optionKind,
  refusal,
} from './changes'
import { decideLineQuantity } from './rules'
import { defaultCountrySql } from './shipping'

/**
 * A new visitor's first add to cart (docs/decisions/0083): the product is read and the rules decide first,
 * then the checkout, its line and the visitor's session row are written by one statement, without a
 * transaction block: two round trips instead of six (begin, checkout, product and line, line, session,
 * commit). A single statement is as atomic as the transaction was; a refused product writes nothing.
 *
 * It needs what makes the general path's checks moot: no cart yet, and a session whose id this request
 * reserved (no other request can hold a cart on it). The cart's lock is not needed either: nobody else can
 * know the new checkout's id before the statement has committed.
 */
export function isFirstAdd(
  owner: CartOwner,
  request: CheckoutLineRequest,
  alongWith: AlongWithChange | undefined,
): alongWith is AlongWithChange & Required<Pick<AlongWithChange, 'statement'>> {
  return (
    owner.checkoutId === null && owner.sessionId !== null && !optionKind(request) && !!alongWith?.statement
  )
}

export async function addToNewCart(
  db: Database,
  owner: CartOwner,
  request: CheckoutLineRequest,
  locale: Locale,
  alongWith: Required<Pick<AlongWithChange, 'statement'>>,
): Promise<LineChange | null> {
  const product = await loadLineProduct(db, request.product_id)
  // An empty cart: adding and setting ask for the same quantity.
  const decision = decideLineQuantity(product, request.quantity)
  if (!decision.ok) throw refusal(locale, decision)
  const checkoutId = randomUUID()
  const session = alongWith.statement(checkoutId)
  if (!session) return null
  // The new checkout counts this change in its version already (2, as createCheckoutRow); the foreign keys
  // (line → checkout → session) are checked at the statement's end, when all three rows are there.
  const [row] = await queryRows<{ line_id: number }>(
    db,
    prepared(
      'cart_first_add',
      sql`with checkout as (
          insert into checkouts (id, session_id, customer_id, country_iso, version)
          values (${checkoutId}, ${owner.sessionId}, ${owner.customerId}, ${defaultCountrySql}, 2)
          returning id),
        line as (
          insert into checkout_lines (checkout_id, product_id, quantity, position)
          select id, ${request.product_id}, ${decision.quantity}, 0 from checkout
          returning id),
        session as (${session.statement})
        select line.id as line_id, ${relaxedCommit} as relaxed from line`,
    ),
  )
  if (!row) throw new Error('The first add wrote no line')
  session.written()
  return { checkoutId, lineId: row.line_id, adjustedTo: decision.adjusted ? decision.quantity : null }
}
