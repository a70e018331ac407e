import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_COUNT } from '#core/schemas/review'
import type { MessageBody } from '#core/api'
import { translate } from '#server/i18n/translate'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'

/**
 * Largest request body the shop reads: JSON calls and page forms are a few KB; uploads (reviews' photos, the
 * back office's feed and pictures) have a limit of their own (`uploadLimitOf`).
 */
export const REQUEST_BODY_MAX_BYTES = 256 * 1024

/** A review with all its photos at their largest, and room for the form fields and multipart framing. */
export const REVIEW_BODY_MAX_BYTES = REVIEW_PHOTO_MAX_COUNT * REVIEW_PHOTO_MAX_BYTES + 256 * 1024

/** The shopper's path that takes uploads (POST /front-api/product/review). */
export const REVIEW_UPLOAD_PATH = '/front-api/product/review'

/** Largest catalogue feed a member of staff may upload (server/http/back-office/sync.tsx). */
export const FEED_UPLOAD_MAX_BYTES = 20 * 1024 * 1024

/**
 * Largest back-office form with pictures (a product with its new photos and a video poster, a brand with its
 * logo; issue 35, docs/decisions/0142): several photos straight from a camera at once. Each picture is also
 * held to MEDIA_MAX_BYTES by the media pipeline.
 */
export const ADMIN_MEDIA_UPLOAD_MAX_BYTES = 40 * 1024 * 1024

/** The product form's limit: its own route refuses a bigger one with a page (admin/products/gallery-limit.tsx). */
export const PRODUCT_FORM_MAX_BYTES = ADMIN_MEDIA_UPLOAD_MAX_BYTES

/** The product form's addresses (`/admin/products`, `/admin/products/<id>`), which take photos. */
export const PRODUCT_FORM_PATH = /^\/admin\/products(?:\/new|\/\d+)?$/

/** The brand form's addresses, which take a logo. */
const BRAND_FORM_PATH = /^\/admin\/brands(?:\/new|\/\d+)?$/

/** The most an upload to this path may send, or undefined for a path that takes no uploads. */
export function uploadLimitOf(path: string): number | undefined {
  if (path === REVIEW_UPLOAD_PATH) return REVIEW_BODY_MAX_BYTES
  if (path === '/admin/sync') return FEED_UPLOAD_MAX_BYTES
  if (PRODUCT_FORM_PATH.test(path) || BRAND_FORM_PATH.test(path)) return ADMIN_MEDIA_UPLOAD_MAX_BYTES
  return undefined
}

/**
 * Bytes of upload bodies the process takes in at once, all uploads together (issue 32,
 * docs/decisions/0094): two reviews with all their photos at their largest. An upload reserves its
 * declared length (a body without one: its path's most) before anything of it is read, and frees it when
 * its answer is made (photos decoded and stored); one that does not fit is refused with 503 and
 * Retry-After, unread.
 */
export const UPLOAD_MEMORY_MAX_BYTES = 2 * REVIEW_BODY_MAX_BYTES

/** Seconds a refused upload is asked to wait: about what one large upload takes to finish. */
export const UPLOAD_RETRY_AFTER_SECONDS = 10

const onError = () => {
  throw new HttpError(413, 'error.payloadTooLarge')
}
const smallBodyLimit = bodyLimit({ maxSize: REQUEST_BODY_MAX_BYTES, onError })
const uploadBodyLimits = new Map<number, MiddlewareHandler>()
const uploadBodyLimit = (maxSize: number) => {
  let limit = uploadBodyLimits.get(maxSize)
  if (!limit) uploadBodyLimits.set(maxSize, (limit = bodyLimit({ maxSize, onError })))
  return limit
}

/** Routes that take a larger upload and check its size themselves (the catalogue feed: server/http/back-office/sync.tsx). */
export const OWN_BODY_LIMIT_PATHS = new Set(['/admin/sync'])

/** Whether a path's routes limit their bodies themselves: the feed upload, the product form. */
const ownBodyLimit = (path: string) => OWN_BODY_LIMIT_PATHS.has(path) || PRODUCT_FORM_PATH.test(path)

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
  if (BODILESS_METHODS.has(c.req.method) || ownBodyLimit(c.req.path)) return next()
  const upload = uploadLimitOf(c.req.path)
  const declared = c.req.header('content-length')
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    if (Number(declared) > (upload ?? REQUEST_BODY_MAX_BYTES)) return onError()
    return next()
  }
  return upload !== undefined ? uploadBodyLimit(upload)(c, next) : smallBodyLimit(c, next)
}

/**
 * The upload budget of one process (UPLOAD_MEMORY_MAX_BYTES, smaller in tests): the middleware goes right
 * after `requestBodyLimit`, which has already refused a body beyond its path's limit.
 */
export function uploadMemoryBudget(maxBytes = UPLOAD_MEMORY_MAX_BYTES): MiddlewareHandler<AppEnv> {
  let held = 0
  return async (c, next) => {
    const most = uploadLimitOf(c.req.path)
    if (most === undefined || BODILESS_METHODS.has(c.req.method)) return next()
    const bytes = reservedBytes(c.req.header('content-length'), c.req.header('transfer-encoding'), most)
    if (held + bytes > maxBytes) {
      c.get('logger')?.warn({ held, bytes, path: c.req.path }, 'upload refused: upload memory budget full')
      c.header('Retry-After', String(UPLOAD_RETRY_AFTER_SECONDS))
      return c.json<MessageBody>({ message: translate(c.get('locale'), 'error.unavailable') }, 503)
    }
    held += bytes
    try {
      await next()
    } finally {
      held -= bytes
    }
  }
}

/**
 * What an upload reserves: its declared length (at most its path's largest: beyond, the body limit has
 * refused it), its path's largest when it comes chunked. A request with neither header has no body in
 * HTTP/1.1 (RFC 9112 §6.3), which the node server speaks; only an in-process request (tests) lacks both.
 */
function reservedBytes(length: string | undefined, encoding: string | undefined, most: number): number {
  if (encoding !== undefined) return most
  if (length === undefined) return 0
  const declared = Number(length)
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, most) : most
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
