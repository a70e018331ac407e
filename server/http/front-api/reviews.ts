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
import { ValidationError, validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { idParam } from './checkout-request'

/** The form field that carries the photos (several files under one name). */
const IMAGES_FIELD = 'images'

/**
 * The review calls of spec §7: the published reviews of a product, and a new review as multipart form data
 * (fields of `reviewRequestSchema`, photos under `images`). Bad fields and bad photos answer 422 per field in
 * the request's language; an unknown product 404. The body may be up to ~60 MB (request-limits.ts).
 */
export function reviewRoutes(reviews: ReviewsService) {
  return new Hono<AppEnv>()
    .get('/product/:id/reviews', async (c) => {
      const id = idParam(c.req.param('id'))
      const list = id === null ? null : await reviews.list(id)
      if (!list) throw new HttpError(404)
      // Fetched by the page in the browser (the cached page holds no reviews, docs/decisions/0063).
      c.header('Cache-Control', 'no-cache')
      return c.json<ReviewsResponse>(list)
    })
    .post('/product/review', async (c) => {
      const locale = c.get('locale')
      const form = await readForm(c.req.raw)
      if (!form) throw new ValidationError({ _form: [translate(locale, 'review.validation.form')] })
      const fields: Record<string, unknown> = {}
      const files: File[] = []
      for (const [name, value] of form.entries()) {
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
        const message = translate(
          locale,
          created.status === 'published' ? 'review.thanks.published' : 'review.thanks.pending',
        )
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
