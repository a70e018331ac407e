import type { LocaleSite } from '#core/context'
import { isLocale } from '#core/locales'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import type { Database } from '#server/db/client'
import type { Logger } from '#server/logger'
import { enqueueOrderConfirmation } from '#server/domain/orders/confirmation-mail'
import { assignInvoiceNumber } from '#server/domain/orders/invoices'
import type { OrderRow } from '#server/domain/orders/orders'
import type { PageUrl } from '#server/domain/legal/order-documents'
import type { AfterPayment, PaidEffects } from '#server/domain/payments/completion'
import { createMethodLister } from '#server/domain/payments/methods'
import { refundDuePayments } from '#server/domain/payments/refunds'
import { applyPaymentStatus, type ApplyResult } from '#server/domain/payments/status'
import { createCatalogRefresher } from '#server/domain/stock/catalog-refresh'
import { createStockEvents } from '#server/domain/stock/events'
import { releaseExpiredReservations } from '#server/domain/stock/reservations'
import { cachedReferenceData } from '#server/domain/cart/reference-data'
import type { CatalogueChanges } from '#server/domain/catalog/changes'
import { createLogin } from './login'
import { createPlacing } from './placing'
import { createCheckoutSteps } from './service'

export interface CheckoutDeps {
  db: Database
  /** Null until a provider is configured: the checkout then offers no payment methods (spec §8). */
  payments: PaymentProvider | null
  /** Null: pickup points are taken as the shopper's browser sent them (validated, not looked up). */
  pickupPoints: PickupPointProvider | null
  /**
   * The shopper's return address after paying: the confirmation page (absolute), on `origin` when given
   * (the shopper's own, without PUBLIC_URL), else on the configured origin.
   */
  returnUrl: (site: LocaleSite, checkoutId: string, origin: string | null) => string
  /** Absolute URL of the payment webhook (server/http/payment-webhook.ts). */
  webhookUrl: string
  /** The shop's public origin, for the mails' footer. */
  publicUrl: string
  /** A shop page's absolute address in a language: the legal pages the confirmation mail links to. */
  pageUrl: PageUrl
  logger: Logger
  now?: () => Date
  /** Catalogue change notifications: cart reads keep shipping rates and countries until a change. */
  catalogueChanges?: CatalogueChanges
}

/** Every part of the checkout, wired once per app: steps, placing, login, payment statuses, maintenance. */
export function createCheckout(deps: CheckoutDeps) {
  const { db, logger } = deps
  const now = deps.now ?? (() => new Date())
  const onProviderError = (error: unknown) => logger.warn({ err: error }, 'payment provider call failed')
  const stockEvents = createStockEvents((error) =>
    logger.error({ err: error }, 'back-in-stock listener failed'),
  )
  const catalog = createCatalogRefresher(db, (error) =>
    logger.error({ err: error }, 'refreshing the catalogue counts failed'),
  )
  // The confirmation mail goes out once per paid order, from the transaction that marks it paid.
  const paidHooks: Array<(tx: Database, order: OrderRow) => Promise<void>> = [
    // The invoice number, without gaps: given in the transaction that marks the order paid.
    (tx, order) => assignInvoiceNumber(tx, order.id, now()),
    (tx, order) =>
      enqueueOrderConfirmation(tx, order, {
        publicUrl: deps.publicUrl,
        orderUrl: order.checkoutId
          ? deps.returnUrl(
              { locale: isLocale(order.locale) ? order.locale : 'nl', prefix: '' },
              order.checkoutId,
              null,
            )
          : null,
        pageUrl: deps.pageUrl,
      }),
  ]

  async function afterCommit(after: AfterPayment): Promise<void> {
    if (after.refundDue && deps.payments) {
      await refundDuePayments(db, deps.payments, (error, paymentId) =>
        logger.error({ err: error, paymentId }, 'refund failed; the sweep tries again'),
      )
    }
    if (after.statusChanged.length > 0) void catalog.request()
    await stockEvents.backInStock(after.backInStock)
  }

  const effects: PaidEffects = {
    async orderPaid(tx, order) {
      for (const hook of paidHooks) await hook(tx, order)
      return paidHooks.length > 0
    },
    afterCommit,
  }
  const listMethods = createMethodLister(deps.payments)
  const fulfilment = { db, listMethods, onProviderError }
  const steps = createCheckoutSteps({
    ...fulfilment,
    pickupPoints: deps.pickupPoints,
    now,
    reference: cachedReferenceData(deps.catalogueChanges),
  })
  const status = deps.payments ? { provider: deps.payments, effects, now } : null
  const placing = createPlacing({
    ...fulfilment,
    now,
    status,
    transactions: {
      provider: deps.payments,
      returnUrl: deps.returnUrl,
      webhookUrl: deps.webhookUrl,
      effects,
      now,
      onProviderError,
    },
  })

  return {
    steps,
    placing,
    login: createLogin(db, now),
    stockEvents,
    /** After a back-office change of an order has committed: refund, catalogue counts, keep-me-posted. */
    afterOrderChange: afterCommit,
    /** Waits for a catalogue refresh a sale asked for (tests, benchmarks). */
    catalogRefreshed: () => catalog.request(),
    /**
     * Registers more to do inside the transaction that marks an order paid, once per order (the
     * confirmation mail is registered already).
     */
    onOrderPaid(hook: (tx: Database, order: OrderRow) => Promise<void>): void {
      paidHooks.push(hook)
    },
    /** The payment webhook's handler: the status is fetched from the provider and applied once. */
    async handlePaymentWebhook(providerPaymentId: string): Promise<ApplyResult> {
      if (!status || providerPaymentId === '' || providerPaymentId.length > 100) return 'unknown'
      return applyPaymentStatus({ db, ...status }, providerPaymentId)
    },
    /**
     * Periodic upkeep (server/start.ts): expired reservations are marked released (they stopped counting
     * when they expired), and refunds that failed are tried again.
     */
    async sweep(): Promise<void> {
      const cameBack = await releaseExpiredReservations(db, now())
      await stockEvents.backInStock(cameBack)
      if (deps.payments) {
        await refundDuePayments(db, deps.payments, (error, paymentId) =>
          logger.error({ err: error, paymentId }, 'refund failed; the sweep tries again'),
        )
      }
    },
  }
}

export type CheckoutModule = ReturnType<typeof createCheckout>
