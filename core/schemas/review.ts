import { z } from 'zod'
import { DEFAULT_REVIEW_RATING, STAR_RATING_MAXIMUM } from '#core/constants'
import type { Locale } from '#core/locales'
import { DATABASE_ID_MAX } from './ids'

/** Longest name and text a review may have (spec §3 "Review"). */
export const REVIEW_NAME_MAX = 80
export const REVIEW_TEXT_MAX = 5000
/** Photos per review and bytes per photo (the issue: 10 MB each, 6 at most). */
export const REVIEW_PHOTO_MAX_COUNT = 6
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024

/** A form value that means "checked": the browser sends `on`, scripts `true` or `1`. */
const checked = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])], { error: 'validation.invalid' })
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')

/** A whole number from a form field (a string) or JSON (a number); anything else is refused, not coerced. */
const wholeNumber = (key: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,10}$/, key)], { error: key })
    .transform(Number)
    .pipe(z.number().int(key).min(min, key).max(max, key))

/**
 * `POST /front-api/product/review` (spec §3, §7), the fields besides the photos: multipart form data (with or
 * without photos) or, without photos, a JSON object; the same rules and field errors for both. The name is required unless the review is anonymous (then the server shows "Anonymous" in the review's
 * language); the e-mail address is required and never shown. Rating 1–5, 5 when left out (spec §9).
 */
export const reviewRequestSchema = z
  .object({
    product_id: wholeNumber('validation.productId', 1, DATABASE_ID_MAX),
    name: z.string({ error: 'validation.invalid' }).trim().max(REVIEW_NAME_MAX).default(''),
    anonymous: checked.default(false),
    email: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(254)
      .pipe(z.email('validation.email')),
    rating: wholeNumber('review.validation.rating', 1, STAR_RATING_MAXIMUM).default(DEFAULT_REVIEW_RATING),
    review: z.string({ error: 'validation.invalid' }).trim().max(REVIEW_TEXT_MAX).default(''),
  })
  .strict()
  // Checked even when other fields failed, so that every field's error shows at once.
  .refine((value) => value.anonymous === true || (typeof value.name === 'string' && value.name !== ''), {
    path: ['name'],
    message: 'review.validation.name',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })

export type ReviewRequest = z.output<typeof reviewRequestSchema>

/** A review photo's two sizes: a square thumbnail for strips and lists, and a large one for the viewer. */
export interface ReviewPhoto {
  thumbnail_url: string
  large_url: string
  width: number
  height: number
}

/** Spec §3 "Review" list entry: grade, date, name, content (plain text), and its photos. */
export interface Review {
  id: number
  grade: number
  /** ISO date (YYYY-MM-DD) of writing. */
  date: string
  /** The reviewer's name, or "Anonymous" in the language of the request (docs/decisions/0096). */
  name: string
  content: string
  /** The language the review was written in (the page's language when it was sent). */
  language: Locale
  photos: ReviewPhoto[]
}

/**
 * `GET /front-api/product/{id}/reviews`: the published reviews, those in the request's language first, each
 * part newest first (docs/decisions/0096). The count and average are over all published reviews.
 */
export interface ReviewsResponse {
  data: Review[]
  review_amount: number
  average_review_rating: number
}

/** `POST /front-api/product/review`: every new review waits for staff's check (docs/decisions/0096). */
export interface ReviewCreatedResponse {
  data: { id: number; status: 'pending' }
  message: string
}
