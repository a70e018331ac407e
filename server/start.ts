import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { ViteDevServer } from 'vite'
import type { Config } from './config'
import { openDatabase } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { loadDemoCatalogueIfEmpty } from './db/demo-data/first-start'
import { migrateDatabase } from './db/migrate'
import { seedReferenceData } from './db/reference-data'
import { createMailTransport } from './adapters/mail/transport'
import { createPaymentProvider } from './adapters/payments/provider'
import { createPickupPointProvider } from './adapters/pickup-points/from-config'
import { scheduleCheckoutSweep } from './checkout-sweep'
import { createMedia } from './domain/media/media'
import { createApp, createAppCheckout, createAppPageCache, type DocumentHandler } from './http/app'
import { createNodeListener } from './http/node-listener'
import { createPageFastLane } from './http/page-fast-lane'
import { createShopServer } from './http-server'
import { createJobHandlers } from './jobs/handlers'
import { startWorker } from './jobs/worker'
import { createLogger, type Logger } from './logger'
import { clientBuildDir, projectRoot } from './paths'
import { createDevDocumentHandler, loadProductionDocumentHandler } from './react-router'
import { scheduleSessionCleanup } from './session-cleanup'
import { sharedSessionSecret } from './domain/sessions/secret'
import { watchCatalogueChanges } from './domain/catalogue/changes'
import { createSearchEngine } from './adapters/search/from-config'
import { prepareSearchIndex, syncSearchOnCatalogueChanges } from './domain/search/sync-job'

/** Starts the server with a valid configuration; on failure logs why and exits with 1. */
export async function start(config: Config, dev: boolean): Promise<void> {
  const logger = createLogger(config)
  try {
    await run(config, logger, dev)
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      // One line, like a configuration error: whoever starts the server needs to know which process.
      process.stderr.write(`${error.message}\n`)
    } else {
      logger.fatal({ err: error }, `start failed: ${(error as Error).message}`)
    }
    process.exit(1)
  }
}

async function run(baseConfig: Config, logger: Logger, dev: boolean): Promise<void> {
  const database = await openDatabase(baseConfig, logger)
  logger.info({ kind: database.kind }, 'database opened')
  await migrateDatabase(database)
  // Without SESSION_SECRET on PostgreSQL every process uses the one kept in the database.
  const config: Config = {
    ...baseConfig,
    sessionSecret: baseConfig.sessionSecret ?? (await sharedSessionSecret(database.db)),
  }
  await seedReferenceData(database.db)
  await loadDemoCatalogueIfEmpty(database.db, logger)
  // After the demo data: its load is one big change nobody needs to hear.
  const catalogueChanges = await watchCatalogueChanges(database, logger)
  const stopCleanup = scheduleSessionCleanup(database.db, logger)
  const mailTransport = createMailTransport(config, logger)
  const paymentProvider = createPaymentProvider(config, database.db)
  const searchEngine = createSearchEngine(config, database.db)
  await prepareSearchIndex(database.db, searchEngine, logger)
  const stopSearchSync = syncSearchOnCatalogueChanges(database.db, catalogueChanges, logger)
  const pickupPoints = createPickupPointProvider(config)
  // One pipeline per process: its fetch and encode limits and its single flights are shared.
  const media = createMedia({ config, db: database.db, logger })
  const checkout = createAppCheckout({
    config,
    db: database.db,
    logger,
    paymentProvider,
    pickupPoints,
    catalogueChanges,
  })
  const worker = startWorker({
    db: database.db,
    logger,
    handlers: createJobHandlers({
      db: database.db,
      config,
      mailTransport,
      searchEngine,
      backInStock: (productIds) => checkout.stockEvents.backInStock(productIds),
      mediaImages: media.images,
    }),
  })
  logger.info({ payments: paymentProvider.name, mail: mailTransport.name }, 'outside services chosen')

  const listenerRef: { current: ((req: IncomingMessage, res: ServerResponse) => void) | null } = {
    current: null,
  }
  const { server, lifecycle, drain } = createShopServer((req, res) => listenerRef.current!(req, res), logger)
  let vite: ViteDevServer | undefined
  let handleDocument: DocumentHandler
  if (dev) {
    // Loaded only in development: Vite is a development dependency.
    const { createServer: createViteServer } = await import('vite')
    const ownListeners = process.listeners('SIGTERM')
    vite = await createViteServer({
      root: projectRoot,
      server: { middlewareMode: true, hmr: { server } },
      appType: 'custom',
    })
    // Vite (through the React Router plugin's own Vite server) adds a SIGTERM listener that exits the
    // process as soon as Vite has closed, cutting our shutdown short; ours closes Vite itself.
    for (const listener of process.listeners('SIGTERM')) {
      if (!ownListeners.includes(listener)) process.off('SIGTERM', listener)
    }
    handleDocument = await createDevDocumentHandler(vite)
  } else {
    handleDocument = await loadProductionDocumentHandler()
  }

  const stopSweep = scheduleCheckoutSweep(checkout, logger)
  const pageCache = createAppPageCache(config, catalogueChanges, logger)
  const app = createApp({
    pageCache,
    config,
    db: database.db,
    logger,
    checkout,
    pickupPoints,
    handleDocument,
    staticRoot: dev ? undefined : clientBuildDir,
    paymentProvider,
    lifecycle,
    catalogueChanges,
    searchEngine,
    media,
  })
  listenerRef.current = createNodeListener(app, {
    fastLane: pageCache ? createPageFastLane({ pageCache, config, logger }) : null,
    viteMiddlewares: vite?.middlewares,
  })

  await listen(server, config)
  logger.info(
    { publicUrl: config.publicUrl },
    `listening on http://${displayHost(config.host)}:${config.port}`,
  )
  onShutdown(async () => {
    stopCleanup()
    stopSweep()
    stopSearchSync()
    // Health 503 and Connection: close first, then the port closes and running requests finish.
    await drain()
    // The running job finishes; nothing new is claimed. Before the database closes, which it needs.
    await worker.stop()
    await mailTransport.close()
    await vite?.close()
    await catalogueChanges.close()
    await database.close()
  }, logger)
}

function listen(server: Server, config: Config): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.port, config.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function onShutdown(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    stop().then(
      () => {
        logger.info('stopped')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', handle)
  process.on('SIGINT', handle)
}

/** 0.0.0.0 and :: listen everywhere; localhost is the address to click. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost'
  return host.includes(':') ? `[${host}]` : host
}
