import { asc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orderLines, orders } from '#server/db/schema'
import { nextOrderNumber } from './numbering'
import type { OrderLineValues, OrderValues } from './snapshot'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

/** The order made from a checkout; with `lock`, locked for the rest of the caller's transaction. */
export async function findOrderOfCheckout(
  tx: Database,
  checkoutId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

export async function findOrder(
  tx: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.id, id))
  const [row] = options.lock ? await query.for('update') : await query
  return row ?? null
}

export async function orderLinesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position))
}

/**
 * Writes the checkout's order as it is now: a new order (with the next number) the first time, else the
 * same unpaid order taken again from the checkout, number and date kept (docs/decisions/0022).
 */
export async function writeOrder(
  tx: Database,
  existing: OrderRow | null,
  values: OrderValues,
  lines: readonly OrderLineValues[],
  now: Date,
): Promise<OrderRow> {
  let order: OrderRow
  if (existing) {
    const [updated] = await tx
      .update(orders)
      .set({ ...values, status: 'pending_payment', updatedAt: sql`now()` })
      .where(eq(orders.id, existing.id))
      .returning()
    order = updated!
    await tx.delete(orderLines).where(eq(orderLines.orderId, existing.id))
  } else {
    const [created] = await tx
      .insert(orders)
      .values({ ...values, number: await nextOrderNumber(tx, now) })
      .returning()
    order = created!
  }
  if (lines.length > 0)
    await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })))
  return order
}
