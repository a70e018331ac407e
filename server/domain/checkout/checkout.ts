import type { LocaleSite } from '#core/context'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import type { Database } from '#server/db/client'
import type { Logger } from '#server/logger'
import type { PageUrl } from '#server/domain/legal/order-documents'
import { createMethodLister } from '#server/domain/orders/payments/methods'
import { refundDuePayments } from '#server/domain/orders/payments/refunds'
import { applyPaymentStatus, type ApplyResult } from '#server/domain/orders/payments/status'
import { createCatalogueRefresher } from '#server/domain/stock/catalogue-refresh'
import { createStockEvents } from '#server/domain/stock/events'
import { releaseExpiredReservations } from '#server/domain/stock/reservations'
import { createWhenPaid } from '#server/domain/orders/when-paid'
import { cachedReferenceData } from '#server/domain/cart/reference-data'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
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
  const onRefundError = (error: unknown, paymentId: string) =>
    logger.error({ err: error, paymentId }, 'refund failed; the sweep tries again')
  const stockEvents = createStockEvents((error) =>
    logger.error({ err: error }, 'back-in-stock listener failed'),
  )
  const catalog = createCatalogueRefresher(db, (error) =>
    logger.error({ err: error }, 'refreshing the catalogue counts failed'),
  )
  // What paying an order does, step by step: server/domain/orders/when-paid.ts.
  const whenPaid = createWhenPaid({
    db,
    provider: deps.payments,
    publicUrl: deps.publicUrl,
    returnUrl: deps.returnUrl,
    pageUrl: deps.pageUrl,
    refreshCatalogue: () => catalog.request(),
    backInStock: (productIds) => stockEvents.backInStock(productIds),
    onRefundError,
  })
  const listMethods = createMethodLister(deps.payments)
  const fulfilment = { db, listMethods, onProviderError }
  const steps = createCheckoutSteps({
    ...fulfilment,
    pickupPoints: deps.pickupPoints,
    now,
    reference: cachedReferenceData(deps.catalogueChanges),
  })
  const status = deps.payments ? { provider: deps.payments, whenPaid, now } : null
  const placing = createPlacing({
    ...fulfilment,
    now,
    status,
    transactions: {
      provider: deps.payments,
      returnUrl: deps.returnUrl,
      webhookUrl: deps.webhookUrl,
      whenPaid,
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
    afterOrderChange: whenPaid.afterCommit,
    /** The links of an order's confirmation mail, for the back office's resend as for the first one. */
    confirmationUrls: whenPaid.confirmationUrls,
    /** Waits for a catalogue refresh a sale asked for (tests, benchmarks). */
    catalogueRefreshed: () => catalog.request(),
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
      if (deps.payments) await refundDuePayments(db, deps.payments, onRefundError)
    },
  }
}

export type CheckoutModule = ReturnType<typeof createCheckout>
