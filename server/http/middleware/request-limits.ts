import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'

/**
 * Largest request body the shop reads: JSON calls and page forms are a few KB; uploads (reviews' photos)
 * will get a limit of their own on their route.
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024

/** Routes that take a larger upload and check its size themselves (the catalogue feed: server/http/admin/sync.tsx). */
export const OWN_BODY_LIMIT_PATHS = new Set(['/admin/sync'])

const defaultBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: () => {
    throw new HttpError(413, 'error.payloadTooLarge')
  },
})

/** A body beyond the limit is refused with 413 in the one error shape, before anything reads it whole. */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  OWN_BODY_LIMIT_PATHS.has(c.req.path) ? next() : defaultBodyLimit(c, next)

/**
 * A NUL byte (`%00`) in the path or query is never a shop URL, and PostgreSQL refuses it in text: refuse the
 * request with 400 here instead of letting it reach a query as a 500.
 */
export const refuseNulBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  if (url.includes('\0') || /%00/i.test(url)) throw new HttpError(400, 'error.badRequest')
  await next()
}
