import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_COUNT } from '#core/schemas/review'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'

/**
 * Largest request body the shop reads: JSON calls and page forms are a few KB; uploads (reviews' photos)
 * have a limit of their own on their route.
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024

/** A review with all its photos at their largest, and room for the form fields and multipart framing. */
export const REVIEW_BODY_MAX_BYTES = REVIEW_PHOTO_MAX_COUNT * REVIEW_PHOTO_MAX_BYTES + 256 * 1024

/** The one path that takes uploads (POST /front-api/product/review). */
export const REVIEW_UPLOAD_PATH = '/front-api/product/review'

const onError = () => {
  throw new HttpError(413, 'error.payloadTooLarge')
}
const smallBodyLimit = bodyLimit({ maxSize: REQUEST_BODY_MAX_BYTES, onError })
const uploadBodyLimit = bodyLimit({ maxSize: REVIEW_BODY_MAX_BYTES, onError })

/** Routes that take a larger upload and check its size themselves (the catalogue feed: server/http/admin/sync.tsx). */
export const OWN_BODY_LIMIT_PATHS = new Set(['/admin/sync'])

/** Methods whose body no route reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A body beyond the limit is refused with 413 in the one error shape, before anything reads it whole.
 * A GET's body is never read, so it is not looked at: asking for it would build the whole Fetch request
 * (signal, headers, stream) that an API read otherwise never needs (a tenth of such a request's time).
 * Nor is a body of declared length (`Content-Length`, no `Transfer-Encoding`): node's parser delivers no more
 * than it declares, so the declaration is checked instead (docs/decisions/0079). A chunked body is counted
 * as it is read.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (BODILESS_METHODS.has(c.req.method) || OWN_BODY_LIMIT_PATHS.has(c.req.path)) return next()
  const upload = c.req.path === REVIEW_UPLOAD_PATH
  const declared = c.req.header('content-length')
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(declared) > (upload ? REVIEW_BODY_MAX_BYTES : REQUEST_BODY_MAX_BYTES)) return onError()
    return next()
  }
  return upload ? uploadBodyLimit(c, next) : smallBodyLimit(c, next)
}

/**
 * A NUL byte (`%00`) in the path or query is never a shop URL, and PostgreSQL refuses it in text: refuse the
 * request with 400 here instead of letting it reach a query as a 500.
 */
export const refuseNulBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = c.req.url
  if (url.includes('\0') || /%00/i.test(url)) throw new HttpError(400, 'error.badRequest')
  await next()
}
