import { STAR_RATING_MAXIMUM } from '#core/constants'
import { formatNumber } from '#core/format-number'
import type { Locale } from '#core/locales'
import { useI18n } from '#app/i18n/i18n'

/** Spec §9: at most 5 stars, rounded up to whole stars (4.2 shows 5 stars); never below 0. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating) || rating <= 0) return 0
  return Math.min(STAR_RATING_MAXIMUM, Math.ceil(rating - 1e-9))
}

/** The rating for reading aloud: one decimal at most, in the page language ("4,5" in Dutch). */
export function formatRating(rating: number, locale: Locale): string {
  const clamped = Number.isFinite(rating) ? Math.max(0, Math.min(STAR_RATING_MAXIMUM, rating)) : 0
  return formatNumber(locale, clamped, 1)
}

const SIZES = { sm: 'star-row-sm', md: 'star-row-md' } as const

/**
 * Stars with the review count (spec §2 cards, §9): whole stars rounded up, at most 5; nothing at all when
 * there are no reviews. Read aloud as one phrase, e.g. "4.5 out of 5, 12 reviews".
 */
export function StarRating({
  rating,
  count,
  size = 'sm',
  className = '',
}: {
  rating: number
  count: number
  size?: keyof typeof SIZES
  className?: string
}) {
  const { t, locale } = useI18n()
  if (!(count > 0)) return null
  const filled = filledStars(rating)
  const label = t('catalog.rating.label', {
    rating: formatRating(rating, locale),
    max: STAR_RATING_MAXIMUM,
    count,
  })
  return (
    <div
      role="img"
      aria-label={label}
      className={`flex items-center gap-1 text-sm text-gray-700 ${className}`}
      data-stars={filled}
    >
      {/* One element for five stars (app.css `.star-row`): a card list shows dozens of ratings. */}
      <span className={`star-row ${SIZES[size]}`} aria-hidden="true" />
      <span aria-hidden="true">{`(${count})`}</span>
    </div>
  )
}
