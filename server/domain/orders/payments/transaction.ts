import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { SupplyAdjustment } from '#core/schemas/checkout'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { Database } from '#server/db/client'
import { checkoutLineOptions, checkoutLines, payments, type PaymentRowStatus } from '#server/db/schema'
import { refusal, syncOptions, touch } from '#server/domain/cart/changes'
import { loadCheckoutRow } from '#server/domain/cart/checkout-rows'
import { priceCart, type PricedCart } from '#server/domain/cart/view'
import { findAddress, rowToFields } from '#server/domain/customers/addresses'
import { findOrder, findOrderOfCheckout, writeOrder, type OrderRow } from '../orders'
import { orderSnapshot } from '../snapshot'
import { translate } from '#server/i18n/translate'
import { allocateStock, type StockUsage } from '#server/domain/stock/rules'
import {
  insertReservations,
  lockStock,
  releaseReservations,
  reservationExpiry,
} from '#server/domain/stock/reservations'
import type { Viewer } from '#server/domain/sessions/viewer'
import { completePaidOrder, NOTHING_AFTER, type AfterPayment, type WhenPaid } from '../when-paid'

/**
 * `POST /front-api/checkout/{id}/transaction` (docs/decisions/0023, 0022).
 *
 * 1. One transaction locks the checkout, its order and the order's latest payment (that order). A payment
 *    still open for this very state of the checkout (`version`), within its reservation's time, is
 *    answered again: a double click or a second tab gets the same payment.
 * 2. Otherwise the products are locked in ascending id order and the free stock is shared over the lines
 *    (server/domain/stock/rules.ts). Not enough: the cart's quantities are lowered, committed, and no
 *    payment is made (spec §8 "Not enough supply available").
 * 3. Enough: the order is written from the checkout (one order per checkout, taken again on every new
 *    attempt), the previous attempt's reservations released, a payment row `creating` with a fresh
 *    idempotency key and the new reservations inserted; commit.
 * 4. Only then, holding no lock, the provider is asked for the payment with that key; a parallel request
 *    that found the same `creating` row asks with the same key and gets the same payment.
 */

type PaymentRow = typeof payments.$inferSelect

/** The payment method of an order that costs nothing. */
export const NO_PAYMENT_METHOD = 'none'

/** Attempts that can still be paid: answered again instead of making another. */
const REUSABLE: ReadonlySet<PaymentRowStatus> = new Set(['creating', 'open', 'pending', 'authorized'])

export type TransactionOutcome =
  | { kind: 'payment'; payment: PaymentRow }
  | { kind: 'not_enough_supply'; adjusted: SupplyAdjustment[] }
  /** The provider could not make the payment (spec §8 "Placing the order fails"). */
  | { kind: 'failed' }
  /** The checkout is not open any more (paid meanwhile). */
  | { kind: 'closed' }

export interface TransactionContext {
  db: Database
  provider: PaymentProvider | null
  /**
   * Where the shopper returns after paying: the confirmation page in their language, on `origin` when the
   * request names one (PUBLIC_URL unset, server/http/middleware/return-origin.ts), else the configured one.
   */
  returnUrl: (site: LocaleSite, checkoutId: string, origin: string | null) => string
  webhookUrl: string
  whenPaid: WhenPaid
  now: () => Date
  onProviderError: (error: unknown) => void
}

export interface TransactionRequest {
  gaClientId: string | null
  gaSessionId: string | null
  /** The origin the shopper placed the order on, when the return goes there; null: the configured one. */
  returnOrigin: string | null
}

export async function startTransaction(
  ctx: TransactionContext,
  site: LocaleSite,
  checkoutId: string,
  viewer: Viewer,
  request: TransactionRequest,
): Promise<TransactionOutcome> {
  const prepared = await ctx.db.transaction((tx) =>
    prepare(ctx, tx as Database, site, checkoutId, viewer, request),
  )
  if (prepared.kind !== 'create') return prepared
  if (prepared.payment.status === 'paid') {
    await ctx.whenPaid.afterCommit(prepared.after)
    return { kind: 'payment', payment: prepared.payment }
  }
  return createAtProvider(ctx, site, prepared.payment, prepared.order, request.returnOrigin)
}

type Prepared =
  | Exclude<TransactionOutcome, { kind: 'payment' | 'failed' }>
  | {
      kind: 'create'
      payment: PaymentRow
      order: OrderRow
      after: AfterPayment
    }

async function prepare(
  ctx: TransactionContext,
  tx: Database,
  site: LocaleSite,
  checkoutId: string,
  viewer: Viewer,
  request: TransactionRequest,
): Promise<Prepared> {
  const now = ctx.now()
  const row = await loadCheckoutRow(tx, checkoutId, { lock: true })
  if (!row || row.status !== 'open') return { kind: 'closed' }
  const existing = await findOrderOfCheckout(tx, row.id, { lock: true })
  const [latest] = existing
    ? await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, existing.id))
        .orderBy(desc(payments.attempt))
        .limit(1)
        .for('update')
    : []
  // Within its reservation's time only: after that a new attempt reserves the stock again.
  const reusable =
    latest !== undefined &&
    latest.checkoutVersion === row.version &&
    REUSABLE.has(latest.status) &&
    reservationExpiry(latest.method, new Date(latest.createdAt)) > now
  if (existing && reusable) return { kind: 'create', payment: latest, order: existing, after: NOTHING_AFTER }

  const priced = await priceCart(tx, site, row, now, { related: false })
  const rate = priced.chosenRate
  const free = priced.totals.totalInclCents === 0
  const method = free ? NO_PAYMENT_METHOD : row.payment_method
  if (priced.lines.length === 0 || !rate || !method || !row.email || row.address_id === null) {
    // The page checked all this a moment ago; another tab changed the checkout since.
    throw refusal(site.locale, { field: 'checkout', key: 'checkout.changedMeanwhile' })
  }

  const usages = stockUsages(priced)
  const states = await lockStock(
    tx,
    usages.map((usage) => usage.productId),
    now,
    existing?.id ?? null,
  )
  const allocation = allocateStock(usages, states)
  if (allocation.shortages.length > 0) {
    const adjusted = await lowerToStock(tx, row.id, priced, allocation.shortages)
    await touch(tx, row.id)
    return { kind: 'not_enough_supply', adjusted }
  }

  const delivery = await findAddress(tx, row.address_id)
  const invoice =
    row.address_invoice_same || row.address_invoice_id === null
      ? delivery
      : await findAddress(tx, row.address_invoice_id)
  if (!delivery || !invoice)
    throw refusal(site.locale, { field: 'checkout', key: 'checkout.changedMeanwhile' })
  const snapshot = orderSnapshot({
    priced,
    rate,
    locale: site.locale,
    email: row.email,
    customerId: viewer.customerId ?? existing?.customerId ?? null,
    delivery: rowToFields(delivery),
    invoice: rowToFields(invoice),
    pickupPoint: row.pickup_point,
    paymentMethod: method,
    paymentIssuer: free ? null : row.payment_issuer,
    ga: { clientId: request.gaClientId, sessionId: request.gaSessionId },
  })
  if (existing) await releaseReservations(tx, { orderId: existing.id }, now)
  const order = await writeOrder(tx, existing, snapshot.order, snapshot.lines, now)
  if (!free && !ctx.provider) {
    throw refusal(site.locale, {
      field: 'checkout',
      key: 'checkout.placeOrderFailed',
      values: { reference: row.id },
    })
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      attempt: (latest?.attempt ?? 0) + 1,
      checkoutVersion: row.version,
      provider: free ? 'none' : ctx.provider!.name,
      idempotencyKey: randomUUID(),
      method,
      issuer: order.paymentIssuer,
      amountCents: order.totalCents,
      status: free ? 'paid' : 'creating',
      paidAt: free ? now : null,
    })
    .returning()
  await insertReservations(tx, {
    orderId: order.id,
    paymentId: payment!.id,
    items: allocation.reservations,
    expiresAt: reservationExpiry(method, now),
  })
  // Nothing to pay: the order is complete at once, as a paid one is.
  const after = free ? await completePaidOrder(tx, ctx.whenPaid, order, payment!, now) : NOTHING_AFTER
  return { kind: 'create', payment: payment!, order, after }
}

/** What the order takes of each product: every line's own product and its free products and combinations. */
export function stockUsages(priced: PricedCart): StockUsage[] {
  const usages: StockUsage[] = []
  for (const { line, options } of priced.lines) {
    usages.push({ productId: line.product_id, quantity: line.quantity, lineId: line.id, optionId: null })
    for (const option of options) {
      if (option.productId !== null) {
        usages.push({
          productId: option.productId,
          quantity: option.quantity,
          lineId: line.id,
          optionId: option.id,
        })
      }
    }
  }
  return usages
}

/**
 * Lowers the cart to what the stock allows: a line to the pieces left (removed at none), an option off.
 * Every change is answered, an option's too, so nothing leaves the cart without the shopper being told.
 */
async function lowerToStock(
  tx: Database,
  checkoutId: string,
  priced: PricedCart,
  shortages: ReturnType<typeof allocateStock>['shortages'],
): Promise<SupplyAdjustment[]> {
  const adjusted: SupplyAdjustment[] = []
  for (const { usage, quantity } of shortages) {
    const line = priced.lines.find((candidate) => candidate.line.id === usage.lineId)
    const lineName = line?.item.product.name ?? ''
    if (usage.optionId !== null) {
      await tx
        .delete(checkoutLineOptions)
        .where(
          and(
            eq(checkoutLineOptions.lineId, usage.lineId),
            eq(checkoutLineOptions.productOptionId, usage.optionId),
          ),
        )
      const option = line?.options.find((candidate) => candidate.id === usage.optionId)
      adjusted.push({
        product_id: usage.productId,
        quantity: 0,
        name: option?.name ?? '',
        option_id: usage.optionId,
        line_product_name: lineName,
      })
      continue
    }
    if (quantity === 0) {
      await tx
        .update(checkoutLines)
        .set({ trashedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(checkoutLines.id, usage.lineId), eq(checkoutLines.checkoutId, checkoutId)))
    } else {
      await tx
        .update(checkoutLines)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(checkoutLines.id, usage.lineId), eq(checkoutLines.checkoutId, checkoutId)))
      await syncOptions(tx, usage.lineId, quantity)
    }
    adjusted.push({
      product_id: usage.productId,
      quantity,
      name: lineName,
      option_id: null,
      line_product_name: null,
    })
  }
  return adjusted
}

async function createAtProvider(
  ctx: TransactionContext,
  site: LocaleSite,
  payment: PaymentRow,
  order: OrderRow,
  returnOrigin: string | null,
): Promise<TransactionOutcome> {
  const { db, provider } = ctx
  if (payment.providerPaymentId && payment.status !== 'creating') return { kind: 'payment', payment }
  const invoice = order.invoiceAddress
  try {
    const created = await provider!.createPayment(
      {
        amountCents: payment.amountCents,
        description: translate(site.locale, 'payment.description', { number: order.number }),
        method: payment.method as Parameters<PaymentProvider['createPayment']>[0]['method'],
        ...(payment.issuer ? { issuer: payment.issuer } : {}),
        locale: site.locale,
        redirectUrl: ctx.returnUrl(site, order.checkoutId!, returnOrigin),
        webhookUrl: ctx.webhookUrl,
        metadata: { order_id: order.id, order_number: order.number, payment_id: payment.id },
        billing: {
          givenName: invoice.first_name,
          familyName: invoice.last_name,
          email: order.email,
          streetAndNumber: [invoice.address, invoice.house_number, invoice.house_number_addition]
            .filter(Boolean)
            .join(' '),
          postalCode: invoice.postal_code,
          city: invoice.city,
          countryIso: invoice.country_iso,
          phone: invoice.phone_number,
        },
      },
      payment.idempotencyKey,
    )
    // A webhook may have moved the status on already: only a row still `creating` takes the answer's.
    const [updated] = await db
      .update(payments)
      .set({
        providerPaymentId: created.id,
        checkoutUrl: created.checkoutUrl,
        status: sql`case when ${payments.status} = 'creating' then ${created.status} else ${payments.status} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(payments.id, payment.id),
          or(isNull(payments.providerPaymentId), eq(payments.providerPaymentId, created.id)),
        ),
      )
      .returning()
    return { kind: 'payment', payment: updated ?? payment }
  } catch (error) {
    ctx.onProviderError(error)
    await db.transaction(async (transaction) => {
      const tx = transaction as Database
      // The one lock order: checkout, order, payment, products.
      if (order.checkoutId) await loadCheckoutRow(tx, order.checkoutId, { lock: true })
      await findOrder(tx, order.id, { lock: true })
      const failed = await tx
        .update(payments)
        .set({ status: 'create_failed', updatedAt: sql`now()` })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, ['creating'])))
        .returning({ id: payments.id })
      if (failed.length > 0) await releaseReservations(tx, { paymentId: payment.id }, ctx.now())
    })
    return { kind: 'failed' }
  }
}
