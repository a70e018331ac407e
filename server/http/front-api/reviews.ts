import { Hono } from 'hono'
import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_COUNT,
  reviewRequestSchema,
  type ReviewCreatedResponse,
  type ReviewsResponse,
} from '#core/schemas/review'
import type { Limit } from '#server/domain/limits/limits'
import { PhotoRefused, type PhotoUpload } from '#server/domain/reviews/photos'
import type { ReviewsService } from '#server/domain/reviews/reviews'
import { translate } from '#server/i18n/translate'
import type { Locale } from '#core/locales'
import { ValidationError, validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { idParam } from './checkout-request'

/** The form field that carries the photos (several files under one name). */
const IMAGES_FIELD = 'images'

/**
 * The review calls of spec §7: the published reviews of a product (the request's language first), and a new
 * review as multipart form data (fields of `reviewRequestSchema`, photos under `images`) or, without photos,
 * as a JSON object of the same fields. Both go through the same schema: bad fields and bad photos answer 422
 * per field in the request's language; an unknown product 404. The body may be up to ~60 MB
 * (request-limits.ts).
 */
export function reviewRoutes(reviews: ReviewsService) {
  return new Hono<AppEnv>()
    .get('/product/:id/reviews', async (c) => {
      const id = idParam(c.req.param('id'))
      const list = id === null ? null : await reviews.list(id, c.get('locale'))
      if (!list) throw new HttpError(404)
      // Fetched by the page in the browser (the cached page holds no reviews, docs/decisions/0063).
      c.header('Cache-Control', 'no-cache')
      return c.json<ReviewsResponse>(list)
    })
    .post('/product/review', async (c) => {
      const locale = c.get('locale')
      const json = await readJsonFields(c.req.raw, locale)
      const form = json ? null : await readForm(c.req.raw)
      if (!json && !form) throw new ValidationError({ _form: [translate(locale, 'review.validation.form')] })
      // Keyed by the client's part names: no prototype, so `constructor` or `__proto__` is just a field (issue 32).
      const fields: Record<string, unknown> = json ?? (Object.create(null) as Record<string, unknown>)
      const files: File[] = []
      for (const [name, value] of form?.entries() ?? []) {
        if (name === IMAGES_FIELD || name === `${IMAGES_FIELD}[]`) {
          // An empty file input still sends one nameless, empty part.
          if (typeof value !== 'string' && !(value.size === 0 && value.name === '')) files.push(value)
          else if (typeof value === 'string' && value !== '') fields[IMAGES_FIELD] = value
        } else if (typeof value === 'string') {
          fields[name] = value
        }
      }
      if (typeof fields[IMAGES_FIELD] === 'string') {
        throw new ValidationError({
          [IMAGES_FIELD]: [translate(locale, 'review.photo.notImage', { name: '' })],
        })
      }
      const body = validate(reviewRequestSchema, fields, locale)
      // Counted once the form is whole (a shopper correcting a field is not held back), before any photo is
      // decoded (the costly part).
      const session = c.get('session')
      const limits = c.get('limits')
      const checks: Array<readonly [Limit, string]> = [[limits['review-ip'], c.get('clientAddress')]]
      if (session.stored && session.id) checks.push([limits['review-session'], session.id])
      await c.get('enforceLimits')(checks)
      const uploads: PhotoUpload[] = files.map((file) => ({
        name: file.name,
        size: file.size,
        bytes: async () => new Uint8Array(await file.arrayBuffer()),
      }))
      try {
        const created = await reviews.create(locale, body, uploads)
        if (!created) throw new HttpError(404)
        const message = translate(locale, 'review.thanks.pending')
        return c.json<ReviewCreatedResponse>({ data: created, message }, 201)
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error
        const message = translate(locale, `review.photo.${error.reason}`, {
          name: error.fileName,
          max: REVIEW_PHOTO_MAX_COUNT,
          megabytes: REVIEW_PHOTO_MAX_BYTES / 1024 / 1024,
        })
        throw new ValidationError({ [IMAGES_FIELD]: [message] })
      }
    })
}

/** The multipart (or urlencoded) body; null when it is neither or cannot be parsed. */
async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) return null
  try {
    return await request.formData()
  } catch {
    return null
  }
}

/**
 * A review sent as JSON (spec §7: it has no photos): its fields, or null when the body is not JSON. Photos come
 * only as multipart files, so `images` may be absent or an empty list; anything else is a 422 there, as is a
 * body that is not one JSON object.
 */
async function readJsonFields(request: Request, locale: Locale): Promise<Record<string, unknown> | null> {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return null
  let json: unknown
  try {
    json = await request.json()
  } catch {
    json = undefined
  }
  if (json === null || typeof json !== 'object' || Array.isArray(json))
    throw new ValidationError({ _form: [translate(locale, 'review.validation.form')] })
  // Null-prototype: a client's key (`constructor`, `__proto__`) never meets Object.prototype's.
  const fields = Object.assign(Object.create(null) as Record<string, unknown>, json)
  const images = fields[IMAGES_FIELD]
  if (images !== undefined && !(Array.isArray(images) && images.length === 0)) {
    throw new ValidationError({
      [IMAGES_FIELD]: [translate(locale, 'review.photo.notImage', { name: '' })],
    })
  }
  delete fields[IMAGES_FIELD]
  return fields
}
