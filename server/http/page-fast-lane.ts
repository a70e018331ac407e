import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Config } from '../config'
import type { Logger } from '../logger'
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './middleware/session'
import { REQUEST_ID_HEADER, requestIdFor } from './middleware/request-id'
import { isHttps, securityHeaderSet } from './middleware/security-headers'
import type { PageCache } from './page-cache'
import { cachedAnswer, pageCacheKey } from './pages'

/** Answers a request on the spot and says so, or returns false: then the app handles it. */
export type FastLane = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * Serves a page the page cache holds straight from the node request, before a fetch Request is built and
 * the middleware runs (docs/decisions/0052): a visitor without a session (a first visit, a crawler, a CDN
 * filling its cache) gets the page exactly as `servePage` would send it, at the cost of a map lookup.
 *
 * Only what the page cache holds is answered here, and it holds only pages that the full chain rendered
 * for the same host, path and query without a session: redirects, the locale and the canonical address
 * were decided then and come out the same. A request with a session cookie goes the long way, since the
 * session decides whether the visitor is logged in (a customer's page is rendered for them) or an
 * invalid cookie must be removed.
 */
export function createPageFastLane(deps: {
  pageCache: PageCache
  config: Pick<Config, 'mapTiles' | 'tagManagerId' | 'nodeEnv'>
  logger: Logger
}): FastLane {
  const { pageCache, logger } = deps
  const securityHeaders = securityHeaderSet(deps.config)
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const host = req.headers.host
    const target = req.url
    if (!host || !target || !target.startsWith('/') || hasSessionCookie(req.headers.cookie)) return false
    let url: URL
    try {
      url = new URL(target, `http://${host}`)
    } catch {
      return false
    }
    const page = pageCache.get(pageCacheKey(url))
    if (!page) return false
    const started = performance.now()
    const requestId = requestIdFor(header(req.headers[REQUEST_ID_HEADER.toLowerCase()]))
    const answer = cachedAnswer(page, 'hit', {
      method: req.method,
      ifNoneMatch: header(req.headers['if-none-match']),
      acceptEncoding: header(req.headers['accept-encoding']),
    })
    const https = isHttps(`${isEncrypted(req) ? 'https' : 'http'}:`, header(req.headers['x-forwarded-proto']))
    for (const [name, value] of answer.headers) res.setHeader(name, value)
    for (const [name, value] of securityHeaders(page.nonce, https)) res.setHeader(name, value)
    res.setHeader(REQUEST_ID_HEADER, requestId)
    res.writeHead(answer.status)
    res.end(answer.body)
    if (logger.isLevelEnabled('info')) {
      logger.info(
        {
          requestId,
          method: req.method,
          path: url.pathname,
          status: answer.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      )
    }
    return true
  }
}

/** Whether the Cookie header may carry a session (either cookie name; a look-alike just takes the long way). */
function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && (cookie.includes(SESSION_COOKIE) || cookie.includes(SECURE_SESSION_COOKIE))
}

function header(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value
}

function isEncrypted(req: IncomingMessage): boolean {
  return 'encrypted' in req.socket && req.socket.encrypted === true
}
