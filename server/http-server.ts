import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Logger } from './logger'

/** What the app asks of the server's life: is it draining (answer `Connection: close`, health 503)? */
export interface Lifecycle {
  readonly draining: boolean
}

export interface ShopServerOptions {
  /** A whole request, body included, must arrive within this (a body dribbled byte by byte is cut). */
  requestTimeoutMs?: number
  /** The request's headers must arrive within this. */
  headersTimeoutMs?: number
  /** While draining, requests are still taken (with `Connection: close`) this long, so that load balancers
   * see the failing health check and clients on keep-alive connections move on, before the port closes. */
  drainDelayMs?: number
  /** In-flight requests get this long to finish after the port closed; then their connections are cut. */
  graceMs?: number
}

export const SERVER_DEFAULTS: Required<ShopServerOptions> = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  drainDelayMs: 2_000,
  graceMs: 10_000,
}

export interface ShopServer {
  server: Server
  lifecycle: Lifecycle
  /**
   * Draining (issue 15): health answers 503 and every response `Connection: close` at once; after the
   * drain delay the port closes and idle connections go; then in-flight requests are awaited (at most
   * the grace time). Resolves when no request runs any more: only then may the database close.
   */
  drain(): Promise<void>
}

/** The node HTTP server around a request listener, with timeouts, in-flight counting and draining. */
export function createShopServer(
  listener: (req: IncomingMessage, res: ServerResponse) => void,
  logger: Logger,
  options: ShopServerOptions = {},
): ShopServer {
  const settings = { ...SERVER_DEFAULTS, ...options }
  let draining = false
  let inFlight = 0
  let idle: (() => void) | null = null
  const server = createServer({
    requestTimeout: settings.requestTimeoutMs,
    headersTimeout: Math.min(settings.headersTimeoutMs, settings.requestTimeoutMs),
    // How often those timeouts are checked (Node's default, 30 s, would let them overrun by that much).
    connectionsCheckingInterval: Math.min(1_000, settings.requestTimeoutMs),
  })
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight++
    res.once('close', () => {
      inFlight--
      if (inFlight === 0) idle?.()
    })
    // Node writes `Connection: close` and ends the keep-alive connection after this response.
    if (draining) res.setHeader('Connection', 'close')
    listener(req, res)
  })
  return {
    server,
    lifecycle: {
      get draining() {
        return draining
      },
    },
    async drain() {
      draining = true
      await delay(settings.drainDelayMs)
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      server.closeIdleConnections()
      if (inFlight > 0) {
        const finished = new Promise<void>((resolve) => {
          idle = resolve
        })
        const timedOut = await Promise.race([
          finished.then(() => false),
          delay(settings.graceMs).then(() => true),
        ])
        if (timedOut) {
          logger.warn(
            { inFlight },
            `requests still running after ${settings.graceMs / 1000} s: closing their connections`,
          )
        }
      }
      server.closeAllConnections()
      await closed
    },
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref())
}
