import { and, eq, isNull, sql } from 'drizzle-orm'
import { DEFAULT_LOCALE, isLocale } from '#core/locales'
import type { Database } from '#server/db/client'
import { checkouts, coupons, orders, payments } from '#server/db/schema'
import { ensureCustomer } from '#server/domain/customers/customers'
import type { OrderRow } from '#server/domain/orders/orders'
import { consumeReservations, releaseReservations } from '#server/domain/stock/reservations'

type PaymentRow = typeof payments.$inferSelect

/** What has to happen once the paying transaction has committed. */
export interface AfterPayment {
  /** A payment was marked `refund_status = 'due'`: refund it at the provider (server/domain/payments/refunds.ts). */
  refundDue: boolean
  /** Products whose stock status changed (sold out): refresh the catalogue's stored counts. */
  statusChanged: readonly number[]
  /** Products whose free stock came back: the keep-me-posted hook. */
  backInStock: readonly number[]
  /** The order that was paid just now, if any. */
  orderPaid: string | null
}

export interface PaidEffects {
  /**
   * Runs inside the paying transaction, once per paid order: the confirmation mail is enqueued here.
   * Answers whether it was (the order then records when).
   */
  orderPaid: (tx: Database, order: OrderRow) => Promise<boolean>
  afterCommit: (after: AfterPayment) => Promise<void>
}

/**
 * Completes an order whose current payment is paid, inside the transaction that locked the checkout, the
 * order and the payment: the reserved stock becomes sold (products locked in id order), the coupon's use
 * is counted, the cart is closed, an account is made when the guest asked for one
 * (docs/decisions/0025). When a reservation had expired and the pieces are gone meanwhile, the shop does
 * not sell what it does not have: the order is cancelled and the payment refunded
 * (docs/decisions/0024).
 */
export async function completePaidOrder(
  tx: Database,
  effects: PaidEffects,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
): Promise<AfterPayment> {
  const consumed = await consumeReservations(tx, order.id, payment.id, now)
  if (!consumed.ok) {
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    await markRefundDue(tx, payment.id)
    const backInStock = await releaseReservations(tx, { orderId: order.id }, now)
    return { refundDue: true, statusChanged: [], backInStock, orderPaid: null }
  }
  let customerId = order.customerId
  if (order.createAccount && customerId === null) {
    const invoice = order.invoiceAddress
    const customer = await ensureCustomer(tx, {
      email: order.email,
      firstName: invoice.first_name,
      lastName: invoice.last_name,
      locale: isLocale(order.locale) ? order.locale : DEFAULT_LOCALE,
    })
    // An account that already has a password is not someone else's to attach an order to by e-mail.
    if (customer.passwordHash === null) customerId = customer.id
  }
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, customerId, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning()
  if (order.couponId !== null) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
      .where(eq(coupons.id, order.couponId))
  }
  if (order.checkoutId) {
    await tx
      .update(checkouts)
      .set({ status: 'ordered', version: sql`${checkouts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(checkouts.id, order.checkoutId))
  }
  if (paid!.confirmationMailedAt === null && (await effects.orderPaid(tx, paid!))) {
    await tx
      .update(orders)
      .set({ confirmationMailedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.confirmationMailedAt)))
  }
  return { refundDue: false, statusChanged: consumed.statusChanged, backInStock: [], orderPaid: order.id }
}

export async function markRefundDue(tx: Database, paymentId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ refundStatus: 'due', updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.refundStatus)))
}
