import { desc, eq, and, isNull, sql } from 'drizzle-orm'
import { FINAL_PAYMENT_STATUSES, type PaymentProvider } from '#server/adapters/payments/port'
import type { Database } from '#server/db/client'
import { payments } from '#server/db/schema'
import { isUuid } from '#core/ids'
import { loadCheckoutRow } from '#server/domain/cart/checkout-rows'
import { releaseReservations } from '#server/domain/stock/reservations'
import { findOrder } from '../orders'
import { completePaidOrder, NOTHING_AFTER, type AfterPayment, type WhenPaid } from '../when-paid'
import { markRefundDue } from './refunds'

/**
 * Applies a payment's status as the provider reports it (docs/decisions/0023). The webhook
 * (which carries only the payment's id) and the shopper's return both call this: the status is always
 * fetched from the provider, never taken from the request, and applied once:
 * - the same status again changes nothing; `paid` is final here;
 * - `paid` completes the order when the payment is the order's latest attempt for the order as it is
 *   (checkout version and amount); any other paid payment (an older tab, a stale attempt, an order paid or
 *   cancelled already) is refunded, so an order is never paid twice;
 * - `failed`, `canceled`, `expired` release the attempt's stock; the order stays unfinished and can be
 *   paid again (a new attempt).
 * Locks, in the one order: checkout, order, payment, then products (ascending id), then the coupon.
 */

export type ApplyResult = 'unknown' | 'unchanged' | 'changed'

export interface StatusContext {
  db: Database
  provider: PaymentProvider
  whenPaid: WhenPaid
  now: () => Date
}

const FAILED = new Set(['failed', 'canceled', 'expired'])

export async function applyPaymentStatus(
  ctx: StatusContext,
  providerPaymentId: string,
): Promise<ApplyResult> {
  const { db } = ctx
  const remote = await ctx.provider.getPayment(providerPaymentId)
  if (!remote) return 'unknown'
  let [local] = await db.select().from(payments).where(eq(payments.providerPaymentId, remote.id))
  const ours = remote.metadata.payment_id
  if (!local && typeof ours === 'string' && isUuid(ours)) {
    // The webhook came before the answer to our create call was written down.
    ;[local] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, ours), isNull(payments.providerPaymentId)))
  }
  if (!local) return 'unknown'

  const after = await db.transaction(async (transaction): Promise<AfterPayment | null> => {
    const tx = transaction as Database
    const now = ctx.now()
    const unlocked = await findOrder(tx, local.orderId)
    if (!unlocked) return null
    if (unlocked.checkoutId) await loadCheckoutRow(tx, unlocked.checkoutId, { lock: true })
    const order = (await findOrder(tx, local.orderId, { lock: true }))!
    const [payment] = await tx.select().from(payments).where(eq(payments.id, local.id)).for('update')
    if (!payment || payment.status === remote.status || payment.status === 'paid') return null
    const paid = remote.status === 'paid'
    const [updated] = await tx
      .update(payments)
      .set({
        status: remote.status,
        providerPaymentId: remote.id,
        ...(paid ? { paidAt: now } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(payments.id, payment.id))
      .returning()
    if (paid) {
      const [latest] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(desc(payments.attempt))
        .limit(1)
      const current =
        latest?.id === payment.id &&
        order.status === 'pending_payment' &&
        payment.checkoutVersion === order.checkoutVersion &&
        payment.amountCents === order.totalCents &&
        remote.amountCents === payment.amountCents
      if (!current) {
        await markRefundDue(tx, payment.id)
        await releaseReservations(tx, { paymentId: payment.id }, now)
        return { ...NOTHING_AFTER, refundDue: true }
      }
      return completePaidOrder(tx, ctx.whenPaid, order, updated!, now)
    }
    if (FAILED.has(remote.status)) {
      return { ...NOTHING_AFTER, backInStock: await releaseReservations(tx, { paymentId: payment.id }, now) }
    }
    return NOTHING_AFTER
  })
  if (!after) return 'unchanged'
  await ctx.whenPaid.afterCommit(after)
  return 'changed'
}

/** Whether the provider can still change this status (so it is worth asking again). */
export function isFinalStatus(status: string): boolean {
  return (FINAL_PAYMENT_STATUSES as readonly string[]).includes(status) || status === 'create_failed'
}
