import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { Database } from '#server/db/client'
import { orders, payments } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { isLocale } from '#core/locales'

/** Marks a paid payment for a refund, inside the transaction that decided it must not count. */
export async function markRefundDue(tx: Database, paymentId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ refundStatus: 'due', updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundStatus)))
}

/**
 * Refunds the payments marked `due`: a paid payment that must not complete its order (paid twice, stale,
 * or paid after its reservation expired and the stock was gone). Marked inside the paying transaction,
 * refunded after it at the provider (never while holding locks); one that fails is due again and is
 * tried again by the periodic sweep. Answers how many were refunded.
 */
export async function refundDuePayments(
  db: Database,
  provider: PaymentProvider,
  onError: (error: unknown, paymentId: string) => void,
): Promise<number> {
  const due = await db
    .select({
      id: payments.id,
      providerPaymentId: payments.providerPaymentId,
      amountCents: payments.amountCents,
      number: orders.number,
      locale: orders.locale,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.refundStatus, 'due'), isNotNull(payments.providerPaymentId)))
  let refunded = 0
  for (const payment of due) {
    // Claimed first, so two servers sweeping at once never refund one payment twice.
    const [claimed] = await db
      .update(payments)
      .set({ refundStatus: 'refunding', updatedAt: sql`now()` })
      .where(and(eq(payments.id, payment.id), eq(payments.refundStatus, 'due')))
      .returning({ id: payments.id })
    if (!claimed) continue
    try {
      const locale = isLocale(payment.locale) ? payment.locale : 'nl'
      const refund = await provider.createRefund(
        payment.providerPaymentId!,
        payment.amountCents,
        translate(locale, 'payment.refundDescription', { number: payment.number }),
      )
      await db
        .update(payments)
        .set({ refundStatus: 'refunded', providerRefundId: refund.id, updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
      refunded += 1
    } catch (error) {
      await db
        .update(payments)
        .set({ refundStatus: 'due', updatedAt: sql`now()` })
        .where(eq(payments.id, payment.id))
      onError(error, payment.id)
    }
  }
  return refunded
}
