import { personName } from '#core/address/summary'
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { OrderFilter, OrderStatusChange } from '#core/schemas/back-office'
import { orderStatusChangeSchema } from '#core/schemas/back-office'
import { isPaidStatus, type OrderStatus } from '#core/schemas/order'
import { isLocale } from '#core/locales'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import type { Database } from '#server/db/client'
import { auditLog, orderLines, orders, payments } from '#server/db/schema'
import { recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { returnStock } from '#server/domain/stock/reservations'
import { validate } from '#server/validation'
import { enqueueOrderConfirmation } from './confirmation-mail'
import { invoicePdf } from './invoices'
import type { PageUrl } from '#server/domain/legal/order-documents'
import { orderLinesOf, type OrderRow } from './orders'
import { markRefundDue } from './payments/refunds'
import { NOTHING_AFTER, type AfterPayment, type WhenPaid } from './when-paid'

/**
 * The statuses staff may move an order to from each status. Payment moves an order from pending to paid
 * (or cancelled) by itself; after that staff take it through processing, shipped and delivered. Cancelling
 * (before shipping) and refunding (a return after shipping) give the pieces back and refund the payment.
 */
export const STAFF_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: [],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
}

export const ORDERS_PER_PAGE = 50

export interface OrderListRow {
  id: string
  number: string
  createdAt: Date
  status: OrderStatus
  email: string
  name: string
  totalCents: number
  paymentMethod: string
  deliveryKind: string
}

export async function listOrders(
  db: Database,
  filter: OrderFilter,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where: SQL[] = []
  if (filter.status) where.push(eq(orders.status, filter.status))
  if (filter.payment) where.push(eq(orders.paymentMethod, filter.payment))
  if (filter.delivery) where.push(eq(orders.shippingMethodKind, filter.delivery))
  if (filter.from)
    where.push(gte(orders.createdAt, sql`(${filter.from}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`))
  if (filter.to)
    where.push(lt(orders.createdAt, sql`(${filter.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}`))
  if (filter.q) {
    const q = filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)
    where.push(or(ilike(orders.number, `${q}%`), ilike(orders.email, `%${q}%`))!)
  }
  const condition = where.length > 0 ? and(...where) : undefined
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        email: orders.email,
        invoice: orders.invoiceAddress,
        totalCents: orders.totalCents,
        paymentMethod: orders.paymentMethod,
        deliveryKind: orders.shippingMethodKind,
      })
      .from(orders)
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(ORDERS_PER_PAGE)
      .offset((filter.page - 1) * ORDERS_PER_PAGE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(condition),
  ])
  return {
    rows: rows.map(({ invoice, ...row }) => ({
      ...row,
      name: personName(invoice),
    })),
    total: count?.n ?? 0,
  }
}

export async function orderDetail(db: Database, number: string) {
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) return null
  const [lines, attempts, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.attempt)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.id)))
      .orderBy(desc(auditLog.at), desc(auditLog.id)),
  ])
  return { order, lines, payments: attempts, history }
}

export type StatusChangeResult =
  { ok: true; order: OrderRow; after: AfterPayment } | { ok: false; reason: 'not_found' | 'transition' }

/**
 * Moves an order on, in one transaction with its audit line: shipping records carrier and tracking code;
 * cancelling or refunding puts the pieces back on the shelf and marks the paid payment for a refund at the
 * provider (done after the commit, as every refund is). What has to happen after the commit is answered.
 */
export async function changeOrderStatus(
  db: Database,
  actor: StaffMember,
  number: string,
  input: unknown,
  now: Date,
): Promise<StatusChangeResult> {
  const change: OrderStatusChange = validate(orderStatusChangeSchema, input, actor.locale)
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const [order] = await tx.select().from(orders).where(eq(orders.number, number)).for('update')
    if (!order) return { ok: false, reason: 'not_found' }
    if (!STAFF_TRANSITIONS[order.status].includes(change.status)) return { ok: false, reason: 'transition' }
    const after: AfterPayment = { ...NOTHING_AFTER }
    const set: Partial<typeof orders.$inferInsert> = { status: change.status }
    if (change.status === 'shipped') {
      set.carrier = change.carrier!
      set.trackingCode = change.tracking_code!
      set.shippedAt = now
    }
    if (change.status === 'delivered') set.deliveredAt = now
    if (change.status === 'cancelled' || change.status === 'refunded') {
      const lines = await tx
        .select({
          productId: orderLines.productId,
          quantity: orderLines.quantity,
          options: orderLines.options,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
      const pieces = lines.flatMap((line) => [
        ...(line.productId === null ? [] : [{ productId: line.productId, quantity: line.quantity }]),
        // Free products and combinations left the shelf with the line.
        ...line.options.flatMap((option) =>
          option.product_id === null ? [] : [{ productId: option.product_id, quantity: option.quantity }],
        ),
      ])
      const returned = await returnStock(tx, pieces, now)
      after.statusChanged = returned.statusChanged
      after.backInStock = returned.backInStock
      const [paid] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')))
      if (paid) {
        await markRefundDue(tx, paid.id)
        after.refundDue = true
      }
    }
    const [updated] = await tx
      .update(orders)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning()
    await recordAudit(tx, actor, {
      action: 'order.status',
      entity: 'order',
      entityId: order.id,
      details: {
        from: order.status,
        to: change.status,
        ...(change.carrier ? { carrier: change.carrier, tracking_code: change.tracking_code } : {}),
        ...(after.refundDue ? { refund: 'due' } : {}),
      },
    })
    return { ok: true, order: updated!, after }
  })
}

/**
 * Sends the order confirmation again (a customer who lost it, or typed their address wrong and had it
 * corrected): a new mail in the order's language, with the audit line, for a paid order only.
 */
export async function resendOrderConfirmation(
  db: Database,
  actor: StaffMember,
  number: string,
  /** The same links as the mail sent when the order was paid (`WhenPaid.confirmationUrls`). */
  confirmationUrls: WhenPaid['confirmationUrls'],
  now: Date,
): Promise<'sent' | 'not_found' | 'not_paid'> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const [order] = await tx.select().from(orders).where(eq(orders.number, number))
    if (!order) return 'not_found'
    if (!isPaidStatus(order.status)) return 'not_paid'
    await enqueueOrderConfirmation(tx, order, confirmationUrls(order), now)
    await recordAudit(tx, actor, {
      action: 'order.confirmation_resent',
      entity: 'order',
      entityId: order.id,
      details: { email: order.email },
    })
    return 'sent'
  })
}

/** The invoice PDF of a paid order, in the order's language: for staff, whoever the customer is. */
export async function staffInvoice(
  db: Database,
  number: string,
  pageUrl: PageUrl,
): Promise<{ number: string; pdf: Uint8Array } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order?.invoiceNumber) return null
  const locale = isLocale(order.locale) ? order.locale : 'nl'
  return {
    number: order.invoiceNumber,
    pdf: await invoicePdf(db, order, await orderLinesOf(db, order.id), locale, pageUrl),
  }
}
