import { createHash } from 'node:crypto'
import type { Context, Hono } from 'hono'
import {
  REVIEW_PHOTO_PREFIX,
  type ReviewPhotoSize,
  type ReviewsService,
} from '#server/domain/reviews/reviews'
import type { AppEnv } from './env'

/** A photo's URL names bytes that never change (a new photo gets a new token): cache for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

const FILE = /^([A-Za-z0-9_-]{22})-(thumb|large)\.webp$/

/** `<token>-<size>.webp` as its parts, or null. */
export function parsePhotoFile(file: string): { token: string; size: ReviewPhotoSize } | null {
  const match = FILE.exec(file)
  return match ? { token: match[1]!, size: match[2] as ReviewPhotoSize } : null
}

/** Answers a review photo's bytes with an ETag; `cacheControl` says who may keep it. */
export async function servePhoto(
  c: Context<AppEnv>,
  bytes: Buffer | null,
  cacheControl: string,
): Promise<Response> {
  if (!bytes) return c.notFound()
  const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 16)}"`
  c.header('Cache-Control', cacheControl)
  c.header('ETag', etag)
  if (c.req.header('if-none-match') === etag) return c.body(null, 304)
  c.header('Content-Type', 'image/webp')
  c.header('X-Content-Type-Options', 'nosniff')
  return c.body(new Uint8Array(bytes))
}

/**
 * GET /media/reviews/<token>-thumb.webp and -large.webp: a published review's photo, re-encoded at upload
 * (docs/decisions/0063). Before the session: no cookie is read or set, so any cache may keep it.
 */
export function mountReviewPhotos(app: Hono<AppEnv>, reviews: ReviewsService): void {
  app.get(`${REVIEW_PHOTO_PREFIX}/:file`, async (c) => {
    const file = parsePhotoFile(c.req.param('file'))
    if (!file) return c.notFound()
    return servePhoto(c, await reviews.photo(file.token, file.size), IMMUTABLE)
  })
}
