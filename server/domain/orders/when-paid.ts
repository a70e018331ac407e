import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import { DEFAULT_LOCALE, isLocale, type Locale } from '#core/locales'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { Database } from '#server/db/client'
import { checkouts, coupons, orders, type payments } from '#server/db/schema'
import { ensureCustomer } from '#server/domain/customers/customers'
import type { PageUrl } from '#server/domain/legal/order-documents'
import { consumeReservations, releaseReservations } from '#server/domain/stock/reservations'
import { enqueueOrderConfirmation } from './confirmation-mail'
import { assignInvoiceNumber } from './invoices'
import type { OrderRow } from './orders'
import { markRefundDue, refundDuePayments } from './payments/refunds'

/**
 * What happens when an order is paid (docs/decisions/0157), every effect in the order it happens. An order is
 * paid when the provider's status says so (payments/status.ts: the webhook and the shopper's return) or when
 * it costs nothing and is placed (payments/transaction.ts); both run `completePaidOrder` inside the
 * transaction that locked the checkout, the order and the payment, and `afterCommit` once it has committed.
 *
 * Inside the paying transaction (`completePaidOrder`):
 *  1. the reserved stock becomes sold (products locked in id order). When a reservation had expired and the
 *     pieces are gone meanwhile, the shop does not sell what it does not have (docs/decisions/0024): the order
 *     is cancelled, the payment marked for a refund, the rest of its reservations released, and nothing
 *     below happens but the steps after the commit;
 *  2. an account is made when the guest asked for one (docs/decisions/0025);
 *  3. the order is marked paid;
 *  4. the coupon's use is counted;
 *  5. the cart is closed;
 *  6. the invoice number is given, without gaps (invoices.ts);
 *  7. the confirmation mail is written to the outbox, once per order (confirmation-mail.ts).
 * After the commit (`afterCommit`; a back-office change of an order ends the same way), never holding locks:
 *  8. payments marked for a refund are refunded at the provider (payments/refunds.ts; one that fails is
 *     tried again by the periodic sweep);
 *  9. products whose stock status changed (sold out): the catalogue's stored counts are refreshed in the
 *     background. The cached pages and the search index follow the sale and the refresh through the
 *     catalogue's change notices (database triggers, decision 0149), not through a call from here;
 * 10. products whose free stock came back: the back-in-stock listeners (the keep-me-posted mails).
 */

type PaymentRow = typeof payments.$inferSelect

const orderLocale = (order: OrderRow): Locale => (isLocale(order.locale) ? order.locale : DEFAULT_LOCALE)

/** What has to happen once the paying transaction has committed (steps 8 to 10). */
export interface AfterPayment {
  /** A payment was marked `refund_status = 'due'`: refund it at the provider. */
  refundDue: boolean
  /** Products whose stock status changed (sold out): refresh the catalogue's stored counts. */
  statusChanged: readonly number[]
  /** Products whose free stock came back: the keep-me-posted hook. */
  backInStock: readonly number[]
  /** The order that was paid just now, if any. */
  orderPaid: string | null
}

export const NOTHING_AFTER: Readonly<AfterPayment> = {
  refundDue: false,
  statusChanged: [],
  backInStock: [],
  orderPaid: null,
}

/** The links of an order's confirmation mail. */
export interface ConfirmationUrls {
  /** The shop's public origin, for the mail's footer. */
  publicUrl: string
  /** The order's confirmation page, when it was placed through a checkout. */
  orderUrl: string | null
  /** The legal pages the mail links to. */
  pageUrl: PageUrl
}

/** What paying needs from outside the transaction, made once per app by `createWhenPaid`. */
export interface WhenPaid {
  confirmationUrls: (order: OrderRow) => ConfirmationUrls
  afterCommit: (after: AfterPayment) => Promise<void>
}

export async function completePaidOrder(
  tx: Database,
  whenPaid: WhenPaid,
  order: OrderRow,
  payment: PaymentRow,
  now: Date,
): Promise<AfterPayment> {
  // 1. The reserved stock becomes sold, or the order is cancelled and refunded when it is gone.
  const consumed = await consumeReservations(tx, order.id, payment.id, now)
  if (!consumed.ok) {
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
    await markRefundDue(tx, payment.id)
    const backInStock = await releaseReservations(tx, { orderId: order.id }, now)
    return { ...NOTHING_AFTER, refundDue: true, backInStock }
  }

  // 2. The account the guest asked for.
  let customerId = order.customerId
  if (order.createAccount && customerId === null) {
    const invoice = order.invoiceAddress
    const customer = await ensureCustomer(tx, {
      email: order.email,
      firstName: invoice.first_name,
      lastName: invoice.last_name,
      locale: orderLocale(order),
    })
    // An account that already has a password is not someone else's to attach an order to by e-mail.
    if (customer.passwordHash === null) customerId = customer.id
  }

  // 3. Paid.
  const [paid] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: now, customerId, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning()

  // 4. The coupon's use.
  if (order.couponId !== null) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
      .where(eq(coupons.id, order.couponId))
  }

  // 5. The cart is closed (every change of a checkout raises its version).
  if (order.checkoutId) {
    await tx
      .update(checkouts)
      .set({ status: 'ordered', version: sql`${checkouts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(checkouts.id, order.checkoutId))
  }

  // 6 and 7. The invoice number and the confirmation mail, once per order.
  if (paid!.confirmationMailedAt === null) {
    await assignInvoiceNumber(tx, order.id, now)
    await enqueueOrderConfirmation(tx, paid!, whenPaid.confirmationUrls(paid!))
    await tx
      .update(orders)
      .set({ confirmationMailedAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.confirmationMailedAt)))
  }
  return { ...NOTHING_AFTER, statusChanged: consumed.statusChanged, orderPaid: order.id }
}

/** The adapters paying needs, passed in by the wiring (server/domain/checkout/checkout.ts). */
export interface WhenPaidPorts {
  db: Database
  /** Null without a payment provider: nothing was paid through one, so nothing is refunded. */
  provider: PaymentProvider | null
  /** The shop's public origin, for the mails' footer. */
  publicUrl: string
  /** The confirmation page of a checkout (the shopper's return address after paying). */
  returnUrl: (site: LocaleSite, checkoutId: string, origin: string | null) => string
  /** A shop page's absolute address in a language: the legal pages the confirmation mail links to. */
  pageUrl: PageUrl
  /** Refreshes the catalogue's stored counts (server/domain/stock/catalogue-refresh.ts). */
  refreshCatalogue: () => Promise<void>
  /** Tells the back-in-stock listeners (server/domain/stock/events.ts). */
  backInStock: (productIds: readonly number[]) => Promise<void>
  onRefundError: (error: unknown, paymentId: string) => void
}

export function createWhenPaid(ports: WhenPaidPorts): WhenPaid {
  return {
    confirmationUrls: (order) => ({
      publicUrl: ports.publicUrl,
      // In the order's language, on the configured origin: the mail is read away from the shop's tab.
      orderUrl: order.checkoutId
        ? ports.returnUrl({ locale: orderLocale(order), prefix: '' }, order.checkoutId, null)
        : null,
      pageUrl: ports.pageUrl,
    }),

    async afterCommit(after) {
      // 8. Refunds at the provider.
      if (after.refundDue && ports.provider) {
        await refundDuePayments(ports.db, ports.provider, ports.onRefundError)
      }
      // 9. The catalogue's counts, not awaited: a sale answers without waiting for a pass over the products.
      if (after.statusChanged.length > 0) void ports.refreshCatalogue()
      // 10. Keep-me-posted.
      await ports.backInStock(after.backInStock)
    },
  }
}
