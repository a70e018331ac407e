import { and, desc, eq, sql } from 'drizzle-orm'
import type { CheckoutOutcome } from '#core/context'
import { isLocale, type Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import { CARRIER_NAMES, trackingUrl } from '#core/orders/carriers'
import { isPaidStatus } from '#core/schemas/order'
import {
  guestWithdrawalSchema,
  type AccountOrderResponse,
  type OrderListResponse,
} from '#core/schemas/account'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import { guarded, notFound, ok } from '#server/domain/shared/outcomes'
import { validate } from '#server/validation'
import { loginRequired, type AccountRequest } from '#server/domain/shared/outcomes'
import { renderMail } from '#server/domain/mail/render'
import { readMailShop } from '#server/domain/mail/shop'
import { scoped, translate } from '#server/i18n/translate'
import { orderLinesOf, type OrderRow } from './orders'
import { invoicePdf } from './invoices'
import type { PageUrl } from '#server/domain/legal/order-documents'
import { orderView } from './view'
import { formatShopDate } from '#core/shop-dates'

/**
 * How long the withdrawal button is offered (docs/decisions/0039): the legal 14 days run from delivery; the
 * shop offers 30 days, from delivery once staff record it in the back office, else from payment.
 */
export const WITHDRAWAL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function withdrawalUntil(order: Pick<OrderRow, 'paidAt' | 'deliveredAt' | 'status'>): Date | null {
  if (!isPaidStatus(order.status) || !order.paidAt) return null
  // From delivery once staff record it (never shorter than from payment).
  const from = Math.max(
    new Date(order.paidAt).getTime(),
    order.deliveredAt ? new Date(order.deliveredAt).getTime() : 0,
  )
  return new Date(from + WITHDRAWAL_DAYS * DAY_MS)
}

/** Carrier and tracking link once the order has shipped (back office). */
function orderTracking(order: OrderRow): { carrier: string; code: string; url: string } | null {
  if (!order.carrier || !order.trackingCode) return null
  const destination = order.deliveryAddress ?? order.invoiceAddress
  return {
    carrier: CARRIER_NAMES[order.carrier],
    code: order.trackingCode,
    url: trackingUrl(order.carrier, order.trackingCode, destination),
  }
}

export function canWithdraw(
  order: Pick<OrderRow, 'paidAt' | 'deliveredAt' | 'status' | 'withdrawnAt'>,
  now: Date,
): boolean {
  const until = withdrawalUntil(order)
  return until !== null && order.withdrawnAt === null && now.getTime() <= until.getTime()
}

/** The customer's orders (spec §2 "My account pages"): only the session customer's own; others are 404. */
export function createAccountOrders(deps: {
  db: Database
  publicUrl: string
  now: () => Date
  /** The path of an order's invoice download in a language, for the page's link. */
  invoicePath: (orderId: string, locale: Locale) => string
  pageUrl: PageUrl
}) {
  const { db } = deps

  async function ownOrder(request: AccountRequest, id: string): Promise<OrderRow | null> {
    const customerId = request.session.customerId
    if (!customerId || !UUID.test(id)) return null
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, customerId)))
    return row ?? null
  }

  function detail(order: OrderRow, lines: Awaited<ReturnType<typeof orderLinesOf>>, locale: Locale) {
    const until = withdrawalUntil(order)
    return {
      ...orderView(order, lines, locale),
      tracking: orderTracking(order),
      invoice: order.invoiceNumber
        ? { number: order.invoiceNumber, url: deps.invoicePath(order.id, locale) }
        : null,
      withdrawal: {
        until: until ? until.toISOString() : null,
        possible: canWithdraw(order, deps.now()),
        withdrawn_at: order.withdrawnAt ? new Date(order.withdrawnAt).toISOString() : null,
      },
    }
  }

  /** Records the withdrawal and writes its confirmation mail in one transaction; false when too late. */
  async function withdraw(order: OrderRow): Promise<OrderRow | null> {
    return db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update')
      if (!locked || !canWithdraw(locked, deps.now())) return null
      const [updated] = await tx
        .update(orders)
        .set({ withdrawnAt: deps.now(), updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
        .returning()
      const locale: Locale = isLocale(locked.locale) ? locked.locale : 'nl'
      const shop = await readMailShop(tx, locale, deps.publicUrl)
      const t = scoped(locale, 'mail.withdrawal')
      const date = formatShopDate(deps.now(), locale)
      const mail = renderMail({
        locale,
        shop,
        subject: t('subject', { number: locked.number }),
        preheader: t('preheader'),
        blocks: [
          { type: 'heading', text: t('heading') },
          {
            type: 'paragraph',
            text: t('greeting', {
              name: locked.invoiceAddress.first_name || locked.invoiceAddress.last_name,
            }),
          },
          { type: 'paragraph', text: t('intro', { date, number: locked.number }) },
        ],
      })
      await enqueueMail(
        tx,
        { to: locked.email, ...mail },
        {
          kind: 'order_withdrawal',
          locale,
          reference: { type: 'order', id: locked.number },
          dedupeKey: `order_withdrawal:${locked.id}`,
        },
      )
      return updated!
    })
  }

  return {
    /** The invoice PDF of the customer's own paid order; anything else is a 404. */
    async invoice(
      request: AccountRequest,
      id: string,
      locale: Locale,
    ): Promise<CheckoutOutcome<{ number: string; pdf: Uint8Array }>> {
      if (!request.session.customerId) return loginRequired(request)
      const order = await ownOrder(request, id)
      if (!order || !order.invoiceNumber) return notFound(request)
      const pdf = await invoicePdf(db, order, await orderLinesOf(db, order.id), locale, deps.pageUrl)
      return ok({ number: order.invoiceNumber, pdf })
    },

    async list(request: AccountRequest): Promise<CheckoutOutcome<OrderListResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      const rows = await db
        .select({
          id: orders.id,
          number: orders.number,
          createdAt: orders.createdAt,
          status: orders.status,
          totalCents: orders.totalCents,
          items: sql<number>`(select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = "orders"."id")`,
        })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.createdAt))
      return ok({
        orders: rows.map((row) => ({
          id: row.id,
          number: row.number,
          date: new Date(row.createdAt).toISOString(),
          status: row.status,
          status_title: translate(request.site.locale, `order.status.${row.status}`),
          total: centsToEuros(row.totalCents),
          item_count: Number(row.items),
        })),
      })
    },

    async get(request: AccountRequest, id: string): Promise<CheckoutOutcome<AccountOrderResponse>> {
      if (!request.session.customerId) return loginRequired(request)
      const order = await ownOrder(request, id)
      if (!order) return notFound(request)
      return ok({ order: detail(order, await orderLinesOf(db, order.id), request.site.locale) })
    },

    /** `POST /front-api/order/{id}/withdrawal`: the EU withdrawal function for the customer's own order. */
    async withdraw(request: AccountRequest, id: string): Promise<CheckoutOutcome<AccountOrderResponse>> {
      if (!request.session.customerId) return loginRequired(request)
      const order = await ownOrder(request, id)
      if (!order) return notFound(request)
      const done = await withdraw(order)
      if (!done) return closed(request)
      return ok({ order: detail(done, await orderLinesOf(db, done.id), request.site.locale) })
    },

    /**
     * The guests' withdrawal: order number and e-mail must both match (the same answer for a wrong
     * number and a wrong e-mail).
     */
    async withdrawAsGuest(
      request: AccountRequest,
      body: unknown,
    ): Promise<CheckoutOutcome<{ number: string; withdrawn_at: string }>> {
      return guarded(request, () => withdrawGuestOrder(request, body))
    },
  }

  async function withdrawGuestOrder(
    request: AccountRequest,
    body: unknown,
  ): Promise<CheckoutOutcome<{ number: string; withdrawn_at: string }>> {
    const input = validate(guestWithdrawalSchema, body, request.site.locale)
    const [order] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.number, input.number.trim()),
          eq(sql`lower(${orders.email})`, input.email.trim().toLowerCase()),
        ),
      )
    if (!order) {
      const message = translate(request.site.locale, 'order.withdrawalNotFound')
      return { ok: false, status: 404, body: { message } }
    }
    const done = await withdraw(order)
    if (!done) return closed(request)
    return ok({ number: done.number, withdrawn_at: new Date(done.withdrawnAt!).toISOString() })
  }
}

function closed<T>(request: AccountRequest): CheckoutOutcome<T> {
  return {
    ok: false,
    status: 409,
    body: { message: translate(request.site.locale, 'order.withdrawalClosed') },
  }
}
