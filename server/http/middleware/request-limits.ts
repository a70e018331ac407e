import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'

/**
 * Largest request body the shop reads: JSON calls and page forms are a few KB; uploads (reviews' photos)
 * will get a limit of their own on their route.
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024

/** A body beyond the limit is refused with 413 in the one error shape, before anything reads it whole. */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: () => {
    throw new HttpError(413, 'error.payloadTooLarge')
  },
})

/**
 * A NUL byte (`%00`) in the path or query is never a shop URL, and PostgreSQL refuses it in text: refuse the
 * request with 400 here instead of letting it reach a query as a 500.
 */
export const refuseNulBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  if (url.includes('\0') || /%00/i.test(url)) throw new HttpError(400, 'error.badRequest')
  await next()
}
