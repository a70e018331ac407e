import type { MiddlewareHandler } from 'hono'
import type { Config } from '../../config'
import { HttpError } from '../errors'
import { isFrontApiPath, type AppEnv } from '../env'
import { hostWithoutPort } from '#core/routes/locale'
import { REVIEW_UPLOAD_PATH } from './request-limits'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * CSRF in depth, beside SameSite=Lax and X-Requested-With (issue 15): a state-changing request (page
 * action or front-api call) is refused when the browser says it comes from another site — an `Origin`
 * that is not this shop, or `Sec-Fetch-Site: cross-site` — and a front-api call with a body must send
 * JSON, which a cross-site form cannot. Mounted after the payment webhook, which carries no cookie.
 */
export function sameOriginWrites(
  config: Pick<Config, 'publicUrl' | 'localeHosts'>,
): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(config.publicUrl).origin
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    if (c.req.header('sec-fetch-site') === 'cross-site') throw new HttpError(403)
    const origin = c.req.header('origin')
    if (origin !== undefined && !isOwnOrigin(origin, new URL(c.req.url).host, publicOrigin, config)) {
      throw new HttpError(403)
    }
    if (
      isFrontApiPath(c.req.path) &&
      !jsonOrNoBody(c.req.header('content-type'), c.req.header('content-length')) &&
      !isUpload(c.req.path, c.req.header('content-type'))
    ) {
      throw new HttpError(415, 'error.unsupportedMediaType')
    }
    return next()
  }
}

/** This shop: its public origin, the host the request was sent to, or a host of the host map. */
function isOwnOrigin(
  origin: string,
  host: string | undefined,
  publicOrigin: string,
  config: Pick<Config, 'localeHosts'>,
): boolean {
  const url = URL.parse(origin)
  // `Origin: null` (sandboxed frames, some redirects) names nobody: not this shop.
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false
  if (url.origin === publicOrigin) return true
  // Behind a TLS-terminating proxy the request is plain HTTP, so the host decides, not the scheme.
  if (host !== undefined && url.host === host.toLowerCase()) return true
  return Object.hasOwn(config.localeHosts, hostWithoutPort(url.host))
}

/**
 * The review call carries photos, so multipart (docs/decisions/0063). A cross-site form could send that too,
 * but not the X-Requested-With header every front-api call must have, nor a same-site Origin.
 */
function isUpload(path: string, contentType: string | undefined): boolean {
  return path === REVIEW_UPLOAD_PATH && /^multipart\/form-data\s*;/i.test(contentType ?? '')
}

/**
 * A body must be declared JSON. Every cross-site form or no-cors fetch sends a content type (form,
 * multipart, text/plain), so any other declared type is refused; a body with no type at all too.
 */
function jsonOrNoBody(contentType: string | undefined, contentLength: string | undefined): boolean {
  if (contentType === undefined) return contentLength === undefined || contentLength === '0'
  return contentType.split(';')[0]!.trim().toLowerCase() === 'application/json'
}
