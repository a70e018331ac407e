import { Hono } from 'hono'
import { createAddressLookup } from '#server/adapters/address-lookup/from-config'
import type { AddressLookup } from '#server/adapters/address-lookup/port'
import { createPickupPointProvider } from '#server/adapters/pickup-points/from-config'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import type { VatChecker } from '#server/adapters/vat-check/port'
import type { Config } from '../config'
import type { Lifecycle } from '../http-server'
import type { Database } from '../db/client'
import { createCartService } from '#server/domain/cart/cart'
import { createCheckout, type CheckoutModule } from '#server/domain/checkout/checkout'
import { readViewer } from '#server/domain/customers/customers'
import { createCatalogueService } from '#server/domain/catalogue/catalogue'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
import { shellReader } from '#server/domain/shell/shell'
import { createStaticDataService } from '#server/domain/shell/static-data'
import type { PaymentProvider, PaymentWebhookHandler } from '../adapters/payments/port'
import { createPaymentProvider } from '../adapters/payments/provider'
import type { Logger } from '../logger'
import { FRONT_API_PREFIX, isFrontApiPath, type AppEnv } from './env'
import { createErrorHandler, notFound } from './errors'
import { createReviews } from '#server/domain/reviews/reviews'
import { createWishLists } from '#server/domain/wish-list/wish-lists'
import { createFrontApi } from './front-api'
import { createSearchEngine } from '#server/adapters/search/from-config'
import type { SearchEngine } from '#server/adapters/search/port'
import { createSearchService } from '#server/domain/search/search'
import { healthCheck } from './health'
import { createServicePages } from '#server/domain/shell/service-pages'
import { createKnowledgeBase } from '#server/domain/knowledge/articles'
import { createLoadContext, type PageServices } from './load-context'
import { createPageCache, type PageCache } from './page-cache'
import { createSharedRenders } from './shared-renders'
import { mountReviewPhotos } from './review-photos'
import { servePage, type DocumentHandler } from './pages'
import { compression } from './middleware/compression'
import { mountInvoices } from './invoices'
import { createAppAccounts } from './accounts'
import { mountBackOffice } from './back-office'
import { createProductPreview } from './product-preview'
import { shopPageUrl } from './page-urls'
import { createKeepMePosted, type KeepMePostedModule } from '#server/domain/keep-me-posted/keep-me-posted'
import { KEEP_ME_POSTED_UNSUBSCRIBE_PATH, mountKeepMePostedUnsubscribe } from './keep-me-posted-unsubscribe'
import { mountMedia } from './media'
import { createMedia, type Media } from '#server/domain/media/media'
import { mountPaymentWebhook, PAYMENT_WEBHOOK_PATH } from './payment-webhook'
import { mountTestPsp } from './test-psp'
import { cachePolicy } from './middleware/cache-policy'
import { canonicalRedirect } from './middleware/canonical-redirect'
import { localeResolution } from './middleware/locale'
import { localePath } from '#core/routes/locale'
import { returnOriginResolution } from './middleware/return-origin'
import { requestContext } from './middleware/request-id'
import { requireXmlHttpRequest } from './middleware/requested-with'
import { refuseNulBytes, requestBodyLimit, uploadMemoryBudget } from './middleware/request-limits'
import { rateLimiting } from './middleware/rate-limiting'
import { sameOriginWrites } from './middleware/same-origin'
import { securityHeaders } from './middleware/security-headers'
import { sessionMiddleware } from './middleware/session'
import { mountSeo } from './seo'
import { mountStaticFiles } from './static-files'

export type { DocumentHandler } from './pages'

export interface AppDeps {
  config: Config
  db: Database
  logger: Logger
  /** Pages; without it every path outside the API is a 404 (tests of the API alone). */
  handleDocument?: DocumentHandler
  /** The client build to serve (build/client); in development Vite serves the files instead. */
  staticRoot?: string
  /** The payment provider (default: createPaymentProvider from the configuration). */
  paymentProvider?: PaymentProvider
  /**
   * What `POST /webhooks/payments` does with a payment id; by default the checkout's handler (the status
   * fetched back from the provider and applied to the order once).
   */
  onPaymentWebhook?: PaymentWebhookHandler
  /** Outside-service ports; by default the ones the configuration selects. */
  addressLookup?: AddressLookup
  pickupPoints?: PickupPointProvider
  /** Dealers' VAT number check; by default the one VAT_CHECK selects. */
  vatChecker?: VatChecker
  /** The checkout, when the caller made it already (server/start.ts: it also runs the sweep). */
  checkout?: CheckoutModule
  /** The server's life (server/http-server.ts): while draining, health answers 503. */
  lifecycle?: Lifecycle
  /**
   * Committed catalogue changes as this process hears them (server/domain/catalogue/changes.ts): derived
   * catalogue data (decision 0044) and, unless PAGE_CACHE=off, guests' pages (decision 0043) are kept until
   * the next change. Without it nothing is cached.
   */
  catalogueChanges?: CatalogueChanges
  /**
   * The guests' page cache, when the caller shares it with the fast lane (server/http/page-fast-lane.ts);
   * by default the app makes its own from the configuration.
   */
  pageCache?: PageCache | null
  /** The search engine; by default the one SEARCH_ENGINE selects (server/adapters/search/from-config.ts). */
  searchEngine?: SearchEngine
  /** Bytes of upload bodies taken in at once (default UPLOAD_MEMORY_MAX_BYTES; tests use less). */
  uploadMemoryBytes?: number
  /**
   * The media pipeline (server/domain/media/media.ts): the sync's image ingest and the derived images served
   * under /media/img; by default the one the configuration selects (a folder under DATA_DIR, or S3).
   */
  media?: Media
}

/**
 * The guests' page cache the configuration asks for, or null (PAGE_CACHE=off, or no change tracking); on
 * PostgreSQL it renders each page once for the processes of the machine (PAGE_RENDER_DIR).
 */
export function createAppPageCache(
  config: Pick<Config, 'pageCache' | 'pageCacheMegabytes' | 'pageRenderDir'>,
  catalogueChanges: CatalogueChanges | undefined,
  logger?: Logger,
): PageCache | null {
  if (!config.pageCache || !catalogueChanges) return null
  return createPageCache({
    changes: catalogueChanges,
    maxBytes: config.pageCacheMegabytes * 1_000_000,
    shared: config.pageRenderDir ? createSharedRenders({ dir: config.pageRenderDir, logger }) : undefined,
  })
}

/** The checkout of an app: payment return pages in the shopper's language on their host. */
export function createAppCheckout(
  deps: Pick<AppDeps, 'config' | 'db' | 'logger' | 'paymentProvider' | 'pickupPoints' | 'catalogueChanges'>,
): CheckoutModule {
  const { config } = deps
  return createCheckout({
    db: deps.db,
    catalogueChanges: deps.catalogueChanges,
    payments: deps.paymentProvider ?? createPaymentProvider(config, deps.db),
    // A shopper's pickup point is checked against the provider and taken over as it knows it.
    pickupPoints: deps.pickupPoints ?? createPickupPointProvider(config),
    logger: deps.logger,
    webhookUrl: `${config.publicUrl}${PAYMENT_WEBHOOK_PATH}`,
    publicUrl: config.publicUrl,
    pageUrl: (locale, key) => shopPageUrl(config, locale, key),
    returnUrl: (site, checkoutId, origin) =>
      origin === null
        ? shopPageUrl(config, site.locale, 'checkoutConfirmation', { checkoutId })
        : `${origin}${localePath(site.prefix, site.locale, 'checkoutConfirmation', { checkoutId })}`,
  })
}

/**
 * Keep-me-posted (docs/decisions/0065), listening to the checkout's stock events: every path that gives stock
 * back (a released or expired reservation, a cancelled order, staff, the catalogue sync) mails the waiting
 * addresses through the one StockEvents. Links in the mails point to the subscriber's language on its host.
 */
export function createAppKeepMePosted(
  deps: Pick<AppDeps, 'config' | 'db' | 'logger'>,
  checkout: CheckoutModule,
): KeepMePostedModule {
  const { config } = deps
  const keepMePosted = createKeepMePosted({
    db: deps.db,
    sites: { hostMap: config.localeHosts, publicUrl: config.publicUrl },
    unsubscribeUrl: (token) => `${config.publicUrl}${KEEP_ME_POSTED_UNSUBSCRIBE_PATH}/${token}`,
  })
  checkout.stockEvents.onBackInStock(async (productIds) => {
    const mailed = await keepMePosted.notifyBackInStock(productIds)
    if (mailed > 0) deps.logger.info({ productIds, mailed }, 'back-in-stock mails written')
  })
  return keepMePosted
}

/**
 * The HTTP application, without a network: `app.fetch` for the node server, `app.request()` in tests.
 * Order matters: cheap answers (health, static files, redirects) come before the session is loaded.
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { db, config } = deps
  const paymentProvider = deps.paymentProvider ?? createPaymentProvider(config, db)
  const pickupPoints = deps.pickupPoints ?? createPickupPointProvider(config)
  const checkout = deps.checkout ?? createAppCheckout({ ...deps, paymentProvider, pickupPoints })
  const accounts = createAppAccounts(deps)
  const keepMePosted = createAppKeepMePosted(deps, checkout)
  const media = deps.media ?? createMedia(deps)
  const services: PageServices = {
    staticData: createStaticDataService(db, deps.catalogueChanges),
    shell: shellReader(db, deps.catalogueChanges),
    service: createServicePages(db, paymentProvider, deps.catalogueChanges),
    catalog: createCatalogueService(db, deps.catalogueChanges),
    knowledge: createKnowledgeBase(db, deps.catalogueChanges),
    cart: createCartService(db, checkout.steps.read),
    checkout,
    accounts,
    wishLists: createWishLists(db),
    search: createSearchService({
      db,
      engine: deps.searchEngine ?? createSearchEngine(config, db),
      logger: deps.logger,
      limits: config.rateLimits,
    }),
  }
  const reviews = createReviews(db)
  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(deps.logger))
  app.notFound(notFound)

  app.use(requestContext(deps.logger))
  app.use(securityHeaders(config))
  app.use(compression)
  app.use(cachePolicy)
  app.use(localeResolution(config.localeHosts))
  app.use(returnOriginResolution(config))
  app.use(refuseNulBytes, requestBodyLimit, uploadMemoryBudget(deps.uploadMemoryBytes))
  app.get('/healthz', healthCheck(db, deps.lifecycle))
  mountMedia(app, media.images)
  mountReviewPhotos(app, reviews)
  mountSeo(app, { db, config })
  if (deps.staticRoot) mountStaticFiles(app, deps.staticRoot)
  // Calls from the payment provider and its pages: no session, no cookie, no canonical redirects.
  mountPaymentWebhook(
    app,
    deps.onPaymentWebhook ??
      (async (paymentId, { logger }) => {
        const result = await checkout.handlePaymentWebhook(paymentId)
        logger.info({ result }, 'payment status applied')
      }),
  )
  if (paymentProvider.name === 'test') mountTestPsp(app, { db })
  app.use(async (c, next) =>
    isFrontApiPath(c.req.path) ? requireXmlHttpRequest(c, next) : canonicalRedirect(c, next),
  )
  app.use(sameOriginWrites(config))
  app.use(sessionMiddleware({ db, config }))
  app.use(rateLimiting({ db, config }))

  mountInvoices(app, accounts)
  mountKeepMePostedUnsubscribe(app, keepMePosted)
  mountBackOffice(app, {
    db,
    config,
    afterOrderChange: checkout.afterOrderChange,
    confirmationUrls: checkout.confirmationUrls,
    backInStock: (productIds) => checkout.stockEvents.backInStock(productIds),
    media: media.ingest,
    onError: (error) => deps.logger.error({ err: error }, 'catalogue sync failed'),
    previewProduct: deps.handleDocument
      ? createProductPreview({ db, config, services, handleDocument: deps.handleDocument })
      : undefined,
  })
  app.route(
    FRONT_API_PREFIX,
    createFrontApi({
      staticData: services.staticData,
      catalog: services.catalog,
      cart: services.cart,
      addressLookup: deps.addressLookup ?? createAddressLookup(config),
      pickupPoints,
      checkout,
      accounts,
      wishLists: services.wishLists,
      db,
      search: services.search,
      keepMePosted,
      reviews,
    }),
  )

  const { handleDocument, catalogueChanges } = deps
  if (handleDocument) {
    const pageCache =
      deps.pageCache === undefined
        ? createAppPageCache(config, catalogueChanges, deps.logger)
        : deps.pageCache
    app.all('*', async (c) => {
      if (isFrontApiPath(c.req.path)) return c.notFound()
      return servePage(c, {
        handleDocument,
        pageCache,
        loadContext: async () => {
          const viewer = await readViewer(db, c.get('session').customerId)
          return createLoadContext(c, { config, services, viewer })
        },
      })
    })
  }
  return app
}
