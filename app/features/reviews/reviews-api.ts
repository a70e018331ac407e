import type { Locale } from '#core/locales'
import type { ReviewCreatedResponse, ReviewsResponse } from '#core/schemas/review'
import { frontApi } from '#app/lib/front-api'

/** The review calls of spec §7. */
export const fetchReviews = (locale: Locale, productId: number, signal?: AbortSignal) =>
  frontApi<ReviewsResponse>(`product/${productId}/reviews`, { locale, signal })

/** The review form as multipart: its fields and the photos under `images`. */
export const postReview = (locale: Locale, form: FormData) =>
  frontApi<ReviewCreatedResponse>('product/review', { method: 'POST', body: form, locale })
