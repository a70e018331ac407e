import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '#core/api'
import { loadConfig, type Config } from '#server/config'
import type { DatabaseHandle } from '#server/db/client'
import { seedReferenceData } from '#server/db/reference-data'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import { createPaymentProvider } from '#server/adapters/payments/provider'
import { createPickupPointProvider } from '#server/adapters/pickup-points/from-config'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import { watchCatalogueChanges, type CatalogueChanges } from '#server/domain/catalogue/changes'
import {
  createApp,
  createAppCheckout,
  createAppPageCache,
  type AppDeps,
  type DocumentHandler,
} from '#server/http/app'
import type { PageCache } from '#server/http/page-cache'
import { createMedia, type Media } from '#server/domain/media/media'
import { createFolderStorage } from '#server/adapters/media-storage/folder'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import type { ImageFetcher } from '#server/adapters/media-fetch/port'
import { createLogger, type Logger } from '#server/logger'
import { createTestDatabase } from './db'

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789'

/**
 * Rate limits out of the way: in-process requests have no socket, so every test shares one address.
 * tests/rate-limits.test.ts sets real ones.
 */
export const GENEROUS_RATE_LIMITS = [
  'cart-create-ip',
  'coupon-session',
  'coupon-ip',
  'login-account',
  'login-ip',
  'keep-me-posted-ip',
  'keep-me-posted-email',
  'review-ip',
  'review-session',
]
  .map((name) => `${name}=1000000/60`)
  .join(',')

/** A configuration as the server would read it, from the given variables only (never the real environment). */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'info',
    NODE_ENV: 'test',
    RATE_LIMITS: GENEROUS_RATE_LIMITS,
    ...env,
  })
}

/** A logger that keeps its JSON lines in memory, so tests can read what was logged and the output stays clean. */
export function createMemoryLogger(config: Pick<Config, 'logLevel'> = { logLevel: 'info' }) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  const logger: Logger = createLogger(config, stream)
  return { logger, lines }
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  database: DatabaseHandle
  config: Config
  logs: Record<string, unknown>[]
  /** The app's checkout: its payment webhook handler, sweep, hooks. */
  checkout: CheckoutModule
  /** What the app hears of catalogue changes (with `watchChanges`; its caches follow them). */
  catalogueChanges: CatalogueChanges | undefined
  /** The guests' page cache the app serves from (with `watchChanges`, unless PAGE_CACHE=off). */
  pageCache: PageCache | null
  /** The app's media pipeline (images fetched at sync, derived files served under /media/img). */
  media: Media
  close(): Promise<void>
}

/** The real app on a fresh database with the reference data; pages go to `handleDocument` when given. */
export async function createTestApp(
  options: {
    env?: Record<string, string>
    handleDocument?: DocumentHandler
    database?: DatabaseHandle
    /**
     * Listen for catalogue changes, as the server does: caches (pages, listings, reference data) then
     * follow them. Off by default: on PostgreSQL a notification arrives a moment after the commit, and
     * most tests write the catalogue directly and read it back at once.
     */
    watchChanges?: boolean
  } & Pick<
    AppDeps,
    'paymentProvider' | 'onPaymentWebhook' | 'vatChecker' | 'lifecycle' | 'uploadMemoryBytes'
  > & {
      pickupPoints?: PickupPointProvider
      /** Where the app's media live; by default a temporary folder, removed at close. */
      mediaStorage?: MediaStorage
      /** How it fetches images; by default the real fetcher with the configuration's limits (tests/media-fixtures.ts has one trusting the loopback image server). */
      imageFetcher?: ImageFetcher
    } = {},
): Promise<TestApp> {
  const config = testConfig(options.env)
  const database = options.database ?? (await createTestDatabase())
  await seedReferenceData(database.db)
  const { logger, lines } = createMemoryLogger(config)
  const deps = {
    config,
    db: database.db,
    logger,
    paymentProvider: options.paymentProvider ?? createPaymentProvider(config, database.db),
    pickupPoints: options.pickupPoints ?? createPickupPointProvider(config),
  }
  const catalogueChanges = options.watchChanges ? await watchCatalogueChanges(database) : undefined
  const checkout = createAppCheckout({ ...deps, catalogueChanges })
  const pageCache = createAppPageCache(config, catalogueChanges)
  // Never the project's ./data: a test's media go to a folder of their own, removed at close.
  const mediaDir = options.mediaStorage ? null : await mkdtemp(join(tmpdir(), 'shop-media-'))
  const media = createMedia({
    config,
    db: database.db,
    logger,
    storage: options.mediaStorage ?? createFolderStorage(mediaDir!),
    fetcher: options.imageFetcher,
  })
  const app = createApp({
    pageCache,
    ...deps,
    checkout,
    handleDocument: options.handleDocument,
    onPaymentWebhook: options.onPaymentWebhook,
    vatChecker: options.vatChecker,
    lifecycle: options.lifecycle,
    catalogueChanges,
    uploadMemoryBytes: options.uploadMemoryBytes,
    media,
  })
  const close = async () => {
    await catalogueChanges?.close()
    await database.close()
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
  }
  return { app, database, config, logs: lines, checkout, catalogueChanges, pageCache, media, close }
}

/** Headers of a call from the shop's own script. */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE, ...extra }
}
