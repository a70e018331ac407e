import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../../logger'
import type { AppEnv } from '../env'

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** An id from a proxy or load balancer is kept so one request can be followed across systems. */
const SANE_REQUEST_ID = /^[\w.:@+/=-]{1,128}$/

/**
 * Gives each request an id (echoed in the response) and a logger that puts it on every line; then
 * logs one line per request with its outcome and duration.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER))
    const requestLogger = logger.child({ requestId })
    c.set('requestId', requestId)
    c.set('logger', requestLogger)
    await next()
    // On the response's own headers: Hono's `c.header` after the handler rebuilds the response and, on
    // @hono/node-server's light response, makes it a web Response with a stream first.
    c.res.headers.set(REQUEST_ID_HEADER, requestId)
    requestLogger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    )
  }
}

/** The request's id: the one a proxy sent when it looks sane, else a new one. */
export function requestIdFor(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}
