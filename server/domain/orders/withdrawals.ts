import { personName } from '#core/address/summary'
import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { OrderStatus } from '#core/schemas/order'
import type { Database } from '#server/db/client'
import { orders, payments } from '#server/db/schema'

/** A withdrawal is handled once the order is refunded (after delivery) or cancelled (before shipping). */
export const HANDLED_STATUSES: readonly OrderStatus[] = ['refunded', 'cancelled']

export interface WithdrawalRow {
  id: string
  number: string
  email: string
  name: string
  status: OrderStatus
  totalCents: number
  withdrawnAt: Date
  /** What the payment provider has refunded, in cents; and whether a refund is still on its way. */
  refundedCents: number
  refundPending: boolean
}

/**
 * The withdrawals customers filed (EU right of withdrawal, docs/decisions/0039): those still to handle
 * first, oldest first (the 14-day refund period runs from the withdrawal), then the handled ones, newest
 * first. Handling is the order's own refund or cancel step, which gives the stock back and refunds.
 */
export async function listWithdrawals(db: Database, handled: boolean, limit = 200): Promise<WithdrawalRow[]> {
  const refunded = db
    .select({
      orderId: payments.orderId,
      cents:
        sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.refundStatus} = 'refunded'), 0)::int`.as(
          'cents',
        ),
      pending: sql<boolean>`bool_or(${payments.refundStatus} in ('due', 'refunding'))`.as('pending'),
    })
    .from(payments)
    .groupBy(payments.orderId)
    .as('refunded')
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      email: orders.email,
      invoice: orders.invoiceAddress,
      status: orders.status,
      totalCents: orders.totalCents,
      withdrawnAt: orders.withdrawnAt,
      refundedCents: refunded.cents,
      refundPending: refunded.pending,
    })
    .from(orders)
    .leftJoin(refunded, eq(refunded.orderId, orders.id))
    .where(
      and(
        isNotNull(orders.withdrawnAt),
        handled
          ? inArray(orders.status, [...HANDLED_STATUSES])
          : notInArray(orders.status, [...HANDLED_STATUSES]),
      ),
    )
    .orderBy(handled ? desc(orders.withdrawnAt) : asc(orders.withdrawnAt))
    .limit(limit)
  return rows.map(({ invoice, withdrawnAt, refundedCents, refundPending, ...row }) => ({
    ...row,
    name: personName(invoice),
    withdrawnAt: withdrawnAt!,
    refundedCents: refundedCents ?? 0,
    refundPending: refundPending ?? false,
  }))
}
