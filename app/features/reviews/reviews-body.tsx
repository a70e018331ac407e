import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { STAR_RATING_MAXIMUM } from '#core/constants'
import { LOCALE_TAGS } from '#core/locales'
import type { Review, ReviewPhoto, ReviewsResponse } from '#core/schemas/review'
import { showChunkLoadFailed } from '#app/features/cart/cart-errors'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { Button } from '#app/ui/button'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Modal } from '#app/ui/modal'
import { filledStars } from '#app/ui/star-rating'
import { fetchReviews } from './reviews-api'

const ReviewPanel = lazy(() =>
  loadChunk('review-panel', () => import('./review-panel')).then((module) => ({
    default: module.ReviewPanel,
  })),
)

type ListState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; reviews: ReviewsResponse }

/** A photo of the customer photos strip, with whose review it belongs to. */
interface StripPhoto extends ReviewPhoto {
  reviewer: string
}

/**
 * The published reviews (spec §3 "Review" list entry: grade, date, name, content — shown as text, never as
 * HTML), the customer photos strip and the "write a review" button that opens the review panel.
 */
export function ReviewsBody({ productId, productName }: { productId: number; productName: string }) {
  useMessages('shopper')
  const { t, locale } = useI18n()
  const [state, setState] = useState<ListState>({ kind: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [panelOpen, setPanelOpen] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    fetchReviews(locale, productId, controller.signal).then(
      (reviews) => setState({ kind: 'loaded', reviews }),
      () => !controller.signal.aborted && setState({ kind: 'failed' }),
    )
    return () => controller.abort()
  }, [locale, productId, attempt])

  const closePanel = useCallback(() => setPanelOpen(false), [])
  const reviews = state.kind === 'loaded' ? state.reviews.data : []
  const photos: StripPhoto[] = reviews.flatMap((review) =>
    review.photos.map((photo) => ({ ...photo, reviewer: review.name })),
  )

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="gray-outline" onClick={() => setPanelOpen(true)} data-testid="write-review">
          {t('review.write')}
        </Button>
      </div>
      {photos.length > 0 ? (
        <section data-slot="customer-photos" aria-labelledby={`customer-photos-${productId}`}>
          <h3 id={`customer-photos-${productId}`} className="mb-2 text-base font-semibold text-gray-900">
            {t('review.photos.title')}
          </h3>
          <CustomerPhotos photos={photos} />
        </section>
      ) : null}
      <section data-slot="reviews" aria-label={t('review.list.label')} aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' ? (
          <p className="text-sm text-gray-600">{t('review.list.loading')}</p>
        ) : null}
        {state.kind === 'failed' ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            {t('review.list.failed')}
            <Button
              variant="gray-outline"
              onClick={() => {
                setState({ kind: 'loading' })
                setAttempt((n) => n + 1)
              }}
            >
              {t('review.list.retry')}
            </Button>
          </div>
        ) : null}
        {reviews.length > 0 ? (
          <ol className="flex flex-col divide-y divide-gray-200">
            {reviews.map((review) => (
              <ReviewEntry key={review.id} review={review} />
            ))}
          </ol>
        ) : null}
      </section>
      {panelOpen ? (
        <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
          <Suspense fallback={null}>
            <ReviewPanel
              productId={productId}
              productName={productName}
              onClose={closePanel}
              onPublished={() => setAttempt((n) => n + 1)}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}

function ReviewEntry({ review }: { review: Review }) {
  const { t, locale } = useI18n()
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${review.date}T00:00:00Z`),
  )
  return (
    <li className="flex flex-col gap-1 py-4 first:pt-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span
          role="img"
          aria-label={t('review.list.grade', { grade: review.grade, max: STAR_RATING_MAXIMUM })}
          data-stars={filledStars(review.grade)}
          className="flex"
        >
          <span className="star-row" aria-hidden="true" />
        </span>
        <span className="font-semibold text-gray-900">{review.name}</span>
        <time dateTime={review.date} className="text-sm text-gray-600">
          {date}
        </time>
      </div>
      {/* Text only: React escapes it; line breaks the reviewer typed are kept by CSS. */}
      {review.content ? <p className="whitespace-pre-line text-gray-800">{review.content}</p> : null}
    </li>
  )
}

/** Spec §2 "Customer photos": a strip of thumbnails, each opening a larger view with previous and next. */
function CustomerPhotos({ photos }: { photos: StripPhoto[] }) {
  const { t } = useI18n()
  const [open, setOpen] = useState<number | null>(null)
  const current = open === null ? null : photos[open]
  const count = photos.length
  return (
    <>
      <ul className="flex gap-2 overflow-x-auto pb-2">
        {photos.map((photo, index) => (
          <li key={photo.thumbnail_url} className="shrink-0">
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('review.photos.open', { number: index + 1, count })}
              className="block overflow-hidden rounded-md border border-gray-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.thumbnail_url}
                alt={t('review.list.photo', { name: photo.reviewer })}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null && current !== undefined}
        onClose={() => setOpen(null)}
        title={t('review.photos.viewer')}
        size="large"
      >
        {current ? (
          <div className="flex flex-col items-center gap-3">
            <img
              src={current.large_url}
              alt={t('review.list.photo', { name: current.reviewer })}
              width={current.width}
              height={current.height}
              className="max-h-[70vh] w-auto max-w-full rounded-md object-contain"
            />
            {count > 1 ? (
              <div className="flex items-center gap-4">
                <Button
                  variant="gray-outline"
                  aria-label={t('review.photos.previous')}
                  onClick={() => setOpen(((open ?? 0) - 1 + count) % count)}
                >
                  <ChevronIcon direction="left" className="size-5" />
                </Button>
                <span className="text-sm text-gray-700" aria-live="polite">
                  {t('review.photos.position', { number: (open ?? 0) + 1, count })}
                </span>
                <Button
                  variant="gray-outline"
                  aria-label={t('review.photos.next')}
                  onClick={() => setOpen(((open ?? 0) + 1) % count)}
                >
                  <ChevronIcon direction="right" className="size-5" />
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Modal>
    </>
  )
}
