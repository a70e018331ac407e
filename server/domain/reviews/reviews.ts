import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { isLocale, type Locale } from '#core/locales'
import { shopDay } from '#core/shop-dates'
import type { Review, ReviewRequest, ReviewsResponse } from '#core/schemas/review'
import type { Database, Executor } from '#server/db/client'
import { products, reviewPhotos, reviews, type ReviewStatus } from '#server/db/schema'
import { recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { encodePhotos, type PhotoUpload } from './photos'
import { moderationHints, NEW_REVIEW_STATUS } from './policy'

/** Where a review photo is served (server/http/review-photos.ts); the token never changes, nor do the bytes. */
export const REVIEW_PHOTO_PREFIX = '/media/reviews'
/** The same photos for staff, behind the back office's login: a pending review's photos are not public. */
export const STAFF_REVIEW_PHOTO_PREFIX = '/admin/reviews/photos'
export type ReviewPhotoSize = 'thumb' | 'large'

export function reviewPhotoUrl(token: string, size: ReviewPhotoSize): string {
  return `${REVIEW_PHOTO_PREFIX}/${token}-${size}.webp`
}

/** Most reviews one call lists: the newest first (a product with more shows its latest). */
const LIST_MAX = 100
/** Published reviews per page of the back office's list. */
export const PUBLISHED_PER_PAGE = 30

/** What both of the back office's review lists show of a review (`staffReviewColumns`). */
interface StaffReview {
  id: number
  productId: number
  productName: string
  name: string
  email: string
  rating: number
  content: string
  createdAt: Date
}

export interface PendingReview extends StaffReview {
  photos: Array<{ thumbnailUrl: string; largeUrl: string }>
  /** What to look at twice: a link in the name or text, photos. */
  hints: { link: boolean; photos: boolean }
}

/** A published review as staff see it in the back office (to take one down). */
export interface PublishedReview extends StaffReview {
  locale: string
  photoCount: number
}

export type ModerationOutcome =
  | { ok: true; productId: number; reviewAmount: number; averageRating: number }
  | { ok: false; refusal: 'not-found' | 'decided' }

export type RemovalOutcome =
  | { ok: true; productId: number; reviewAmount: number; averageRating: number }
  | { ok: false; refusal: 'not-found' | 'not-published' }

export interface ReviewsService {
  /**
   * The published reviews of an active product for a page in `locale`: that language's first, then the
   * others, each part newest first; an anonymous reviewer is named in `locale`. Null when there is no such
   * product.
   */
  list(productId: number, locale: Locale): Promise<ReviewsResponse | null>
  /**
   * Stores a review, waiting for staff (docs/decisions/0096); null when the product is unknown or inactive.
   * Throws PhotoRefused for a bad photo.
   */
  create(
    locale: Locale,
    request: ReviewRequest,
    photos: readonly PhotoUpload[],
  ): Promise<{ id: number; status: typeof NEW_REVIEW_STATUS } | null>
  /** A photo's bytes: of a published review, or of any review for staff (`anyStatus`). */
  photo(token: string, size: ReviewPhotoSize, anyStatus?: boolean): Promise<Buffer | null>
  pending(): Promise<PendingReview[]>
  /** Publishes or rejects a pending review, with the product's rating and an audit line, in one transaction. */
  decide(
    staff: Pick<StaffMember, 'id' | 'email'>,
    reviewId: number,
    status: Exclude<ReviewStatus, 'pending'>,
  ): Promise<ModerationOutcome>
  /**
   * The published reviews, newest first, matching `q` (product, name, e-mail, text, number); one page and
   * whether there are more. With `id`, only that review (a removal form sent back with its error).
   */
  published(query: {
    q?: string
    page: number
    id?: number
  }): Promise<{ rows: PublishedReview[]; more: boolean }>
  /**
   * Takes a published review down (it becomes `rejected`): it leaves the page, the count and the average,
   * with the product's rating and an audit line carrying staff's reason, in one transaction.
   */
  remove(staff: Pick<StaffMember, 'id' | 'email'>, reviewId: number, reason: string): Promise<RemovalOutcome>
}

/**
 * The product's review_amount and average_review_rating from its published reviews. Runs in the transaction
 * that publishes (or rejects) one, after locking the product's row, so two decisions at once cannot leave a
 * stale count. The products row changing notifies the page cache (docs/decisions/0043): its stars refresh.
 */
export async function recomputeRating(tx: Executor, productId: number) {
  const [row] = await tx
    .update(products)
    .set({
      reviewAmount: sql`(select count(*)::int from ${reviews} r
        where r.product_id = ${productId} and r.status = 'published')`,
      averageReviewRating: sql`coalesce((select round(avg(r.rating), 2) from ${reviews} r
        where r.product_id = ${productId} and r.status = 'published'), 0)`,
    })
    .where(eq(products.id, productId))
    .returning({ reviewAmount: products.reviewAmount, averageRating: products.averageReviewRating })
  return row ?? { reviewAmount: 0, averageRating: 0 }
}

export function createReviews(db: Database): ReviewsService {
  return {
    async list(productId, locale) {
      const [product] = await db
        .select({ amount: products.reviewAmount, average: products.averageReviewRating })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')))
      if (!product) return null
      const rows = await db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          createdAt: reviews.createdAt,
          name: reviews.name,
          anonymous: reviews.anonymous,
          content: reviews.content,
          locale: reviews.locale,
        })
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
        // The page's language first, so that a product with more than LIST_MAX keeps the reader's own.
        .orderBy(sql`${reviews.locale} = ${locale} desc`, desc(reviews.createdAt), desc(reviews.id))
        .limit(LIST_MAX)
      const photos = await photosOf(
        db,
        rows.map((row) => row.id),
      )
      const data: Review[] = rows.map((row) => ({
        id: row.id,
        grade: row.rating,
        date: shopDay(row.createdAt),
        // The stored name of an anonymous review is "Anonymous" in the writer's language; the reader's here.
        name: row.anonymous ? translate(locale, 'review.anonymous') : row.name,
        content: row.content,
        language: isLocale(row.locale) ? row.locale : locale,
        photos: (photos.get(row.id) ?? []).map((photo) => ({
          thumbnail_url: reviewPhotoUrl(photo.token, 'thumb'),
          large_url: reviewPhotoUrl(photo.token, 'large'),
          width: photo.width,
          height: photo.height,
        })),
      }))
      return { data, review_amount: product.amount, average_review_rating: product.average }
    },

    async create(locale, request, uploads) {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, request.product_id), eq(products.status, 'active')))
      if (!product) return null
      // Decoded before the transaction: it takes a moment, and holds no lock meanwhile.
      const photos = await encodePhotos(uploads)
      const name = request.anonymous ? translate(locale, 'review.anonymous') : request.name
      const status = NEW_REVIEW_STATUS
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({
            productId: product.id,
            name,
            anonymous: request.anonymous,
            email: request.email,
            rating: request.rating,
            content: request.review,
            locale,
            status,
          })
          .returning({ id: reviews.id })
        const reviewId = row!.id
        if (photos.length > 0) {
          await tx
            .insert(reviewPhotos)
            .values(photos.map((photo, position) => ({ reviewId, position, ...photo })))
        }
        return reviewId
      })
      return { id, status }
    },

    async photo(token, size, anyStatus = false) {
      const column = size === 'thumb' ? reviewPhotos.thumbnail : reviewPhotos.large
      // Only a published review's photos are public.
      const [row] = await db
        .select({ bytes: column })
        .from(reviewPhotos)
        .innerJoin(reviews, eq(reviews.id, reviewPhotos.reviewId))
        .where(and(eq(reviewPhotos.token, token), anyStatus ? undefined : eq(reviews.status, 'published')))
      return row?.bytes ?? null
    },

    async pending() {
      const rows = await db
        .select(staffReviewColumns())
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, 'pending'))
        .orderBy(asc(reviews.createdAt), asc(reviews.id))
        .limit(200)
      const photos = await photosOf(
        db,
        rows.map((row) => row.id),
      )
      return rows.map((row) => {
        const own = photos.get(row.id) ?? []
        return {
          ...row,
          photos: own.map((photo) => ({
            thumbnailUrl: `${STAFF_REVIEW_PHOTO_PREFIX}/${photo.token}-thumb.webp`,
            largeUrl: `${STAFF_REVIEW_PHOTO_PREFIX}/${photo.token}-large.webp`,
          })),
          hints: moderationHints({ content: row.content, name: row.name, photoCount: own.length }),
        }
      })
    },

    async published({ q, page, id: only }) {
      const pattern = q ? `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null
      const id = q && /^\d{1,9}$/.test(q) ? Number(q) : null
      const rows = await db
        .select({
          ...staffReviewColumns(),
          locale: reviews.locale,
          photoCount: sql<number>`(select count(*)::int from ${reviewPhotos} rp where rp.review_id = ${reviews.id})`,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(
          and(
            eq(reviews.status, 'published'),
            only === undefined ? undefined : eq(reviews.id, only),
            pattern
              ? or(
                  sql`${products.name}->>'nl' ilike ${pattern}`,
                  ilike(reviews.name, pattern),
                  ilike(reviews.email, pattern),
                  ilike(reviews.content, pattern),
                  id === null ? undefined : eq(reviews.id, id),
                  id === null ? undefined : eq(reviews.productId, id),
                )
              : undefined,
          ),
        )
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(PUBLISHED_PER_PAGE + 1)
        .offset((page - 1) * PUBLISHED_PER_PAGE)
      return { rows: rows.slice(0, PUBLISHED_PER_PAGE), more: rows.length > PUBLISHED_PER_PAGE }
    },

    async remove(staff, reviewId, reason) {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ productId: reviews.productId })
          .from(reviews)
          .where(eq(reviews.id, reviewId))
        if (!review) return { ok: false, refusal: 'not-found' } as const
        // Product first, then the review: the order a decision takes too.
        await lockProduct(tx, review.productId)
        const [updated] = await tx
          .update(reviews)
          .set({ status: 'rejected', decidedAt: new Date() })
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'published')))
          .returning({ id: reviews.id })
        if (!updated) return { ok: false, refusal: 'not-published' } as const
        // The products row changes with the count, which tells every process to drop its cached pages.
        const rating = await recomputeRating(tx, review.productId)
        await recordAudit(tx as Database, staff, {
          action: 'review.remove',
          entity: 'review',
          entityId: String(reviewId),
          details: { productId: review.productId, reason, ...rating },
        })
        return { ok: true, productId: review.productId, ...rating } as const
      })
    },

    async decide(staff, reviewId, status) {
      return db.transaction(async (tx) => {
        const [review] = await tx
          .select({ productId: reviews.productId, status: reviews.status })
          .from(reviews)
          .where(eq(reviews.id, reviewId))
        if (!review) return { ok: false, refusal: 'not-found' } as const
        // Product first, then the review: the order a shopper's published review takes too.
        await lockProduct(tx, review.productId)
        const [updated] = await tx
          .update(reviews)
          .set({ status, decidedAt: new Date() })
          .where(and(eq(reviews.id, reviewId), eq(reviews.status, 'pending')))
          .returning({ id: reviews.id })
        if (!updated) return { ok: false, refusal: 'decided' } as const
        const rating = await recomputeRating(tx, review.productId)
        await recordAudit(tx as Database, staff, {
          action: status === 'published' ? 'review.publish' : 'review.reject',
          entity: 'review',
          entityId: String(reviewId),
          details: { productId: review.productId, ...rating },
        })
        return { ok: true, productId: review.productId, ...rating } as const
      })
    },
  }
}

async function lockProduct(tx: Executor, productId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${products} where ${products.id} = ${productId} for update`)
}

async function photosOf(db: Executor, reviewIds: number[]) {
  const byReview = new Map<number, Array<{ token: string; width: number; height: number }>>()
  if (reviewIds.length === 0) return byReview
  const rows = await db
    .select({
      reviewId: reviewPhotos.reviewId,
      token: reviewPhotos.token,
      width: reviewPhotos.width,
      height: reviewPhotos.height,
    })
    .from(reviewPhotos)
    .where(inArray(reviewPhotos.reviewId, reviewIds))
    .orderBy(asc(reviewPhotos.reviewId), asc(reviewPhotos.position))
  for (const row of rows) {
    const list = byReview.get(row.reviewId) ?? []
    list.push(row)
    byReview.set(row.reviewId, list)
  }
  return byReview
}

/** What the back office's review lists show of a review, waiting or published. */
function staffReviewColumns() {
  return {
    id: reviews.id,
    productId: reviews.productId,
    productName: sql<string>`${products.name}->>'nl'`,
    name: reviews.name,
    email: reviews.email,
    rating: reviews.rating,
    content: reviews.content,
    createdAt: reviews.createdAt,
  }
}
