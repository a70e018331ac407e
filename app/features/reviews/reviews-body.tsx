import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react'
import { STAR_RATING_MAXIMUM } from '#core/constants'
import { LOCALE_TAGS, LOCALES, type Locale } from '#core/locales'
import type { Review, ReviewPhoto, ReviewsResponse } from '#core/schemas/review'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
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
 * HTML), the customer photos strip and the "write a review" button that opens the review panel. Reviews in the
 * page's language come first; the others wait behind "reviews in other languages", grouped by their language
 * by name (docs/decisions/0096).
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
  const own = reviews.filter((review) => review.language === locale)
  const otherGroups = LOCALES.filter((language) => language !== locale)
    .map((language) => ({ language, reviews: reviews.filter((review) => review.language === language) }))
    .filter((group) => group.reviews.length > 0)
  const photos: StripPhoto[] = reviews.flatMap((review) =>
    review.photos.map((photo) => ({ ...photo, reviewer: review.name })),
  )

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="gray-outline" onClick={() => setPanelOpen(true)} data-testid="write-review">
          {t('review.write')}
        </Button>
        {/* Says how reviews are checked before they show (Omnibus: a shop tells how it handles reviews). */}
        <p className="text-sm text-gray-600">{t('review.list.checked')}</p>
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
        {reviews.length > 0 && own.length === 0 ? (
          <p className="text-sm text-gray-700" data-testid="no-own-reviews">
            {t('review.list.noneInLanguage')}
          </p>
        ) : null}
        {own.length > 0 ? (
          <ol className="flex flex-col divide-y divide-gray-200" data-testid="own-reviews">
            {own.map((review) => (
              <ReviewEntry key={review.id} review={review} />
            ))}
          </ol>
        ) : null}
        {otherGroups.length > 0 ? <OtherLanguages groups={otherGroups} /> : null}
      </section>
      {panelOpen ? (
        <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
          <Suspense fallback={null}>
            <ReviewPanel productId={productId} productName={productName} onClose={closePanel} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}

/** The reviews in the other languages, closed until asked for, one group per language with its name. */
function OtherLanguages({ groups }: { groups: Array<{ language: Locale; reviews: Review[] }> }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const id = useId()
  const count = groups.reduce((sum, group) => sum + group.reviews.length, 0)
  return (
    <div className="mt-4 border-t border-gray-200 pt-4" data-testid="other-language-reviews">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 items-center gap-2 rounded-md text-left font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ChevronIcon direction={open ? 'down' : 'right'} className="size-5 shrink-0" />
        {t('review.list.otherLanguages', { count })}
      </button>
      <div id={id} hidden={!open} className="mt-2 flex flex-col gap-4">
        {groups.map((group) => (
          <section key={group.language} aria-labelledby={`${id}-${group.language}`}>
            <h3 id={`${id}-${group.language}`} className="text-base font-semibold text-gray-900">
              {t('review.list.languageGroup', {
                language: t(`review.list.language.${group.language}`),
                count: group.reviews.length,
              })}
            </h3>
            <ol className="mt-2 flex flex-col divide-y divide-gray-200">
              {group.reviews.map((review) => (
                <ReviewEntry key={review.id} review={review} />
              ))}
            </ol>
          </section>
        ))}
      </div>
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
      {review.content ? (
        <p
          className="whitespace-pre-line text-gray-800"
          lang={review.language === locale ? undefined : review.language}
        >
          {review.content}
        </p>
      ) : null}
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
