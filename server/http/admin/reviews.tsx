import type { Hono } from 'hono'
import type { Locale } from '#core/locales'
import { createReviews, STAFF_REVIEW_PHOTO_PREFIX, type PendingReview } from '#server/domain/reviews/reviews'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import { PRIVATE_NO_STORE } from '../middleware/cache-policy'
import { parsePhotoFile, servePhoto } from '../review-photos'
import type { BackOfficeKit } from './kit'
import { Banners, translatorFor, type Translate } from './views'

const NOTICES = {
  published: 'backOffice.reviews.published',
  rejected: 'backOffice.reviews.rejected',
} as const

/**
 * The back office's "Reviews" screen (docs/decisions/0063): the pending reviews, oldest first, with their
 * photos, and a publish and a reject button each. A decision recomputes the product's rating in its
 * transaction and is written to the audit log. Mounted behind the staff guard.
 */
export function mountReviewModeration(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const reviews = createReviews(kit.db)

  app.get('/admin/reviews', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const done = c.req.query('done')
    const notice = done === 'published' || done === 'rejected' ? t(NOTICES[done]) : undefined
    const alreadyDecided = done === 'decided' ? t('backOffice.reviews.decided') : undefined
    return kit.render(
      c,
      staff,
      t('backOffice.reviews.title'),
      <PendingReviews
        t={t}
        locale={staff.locale}
        rows={await reviews.pending()}
        notice={notice}
        error={alreadyDecided}
      />,
    )
  })

  // A pending review's photos, for staff only (the public route serves published ones).
  app.get(`${STAFF_REVIEW_PHOTO_PREFIX}/:file`, async (c) => {
    const file = parsePhotoFile(c.req.param('file'))
    if (!file) return c.notFound()
    return servePhoto(c, await reviews.photo(file.token, file.size, true), PRIVATE_NO_STORE)
  })

  for (const [action, status] of [
    ['publish', 'published'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/admin/reviews/:id/${action}`, async (c) => {
      const staff = kit.staffOf(c)
      const id = idParam(c.req.param('id'))
      const outcome = id === null ? null : await reviews.decide(staff, id, status)
      if (!outcome || (!outcome.ok && outcome.refusal === 'not-found')) return kit.notFound(c)
      return c.redirect(`/admin/reviews?done=${outcome.ok ? status : 'decided'}`, 303)
    })
  }
}

function PendingReviews({
  t,
  locale,
  rows,
  notice,
  error,
}: {
  t: Translate
  locale: Locale
  rows: PendingReview[]
  notice?: string
  error?: string
}) {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  })
  return (
    <section>
      <h1>{t('backOffice.reviews.title')}</h1>
      <p className="muted">{t('backOffice.reviews.intro')}</p>
      <Banners notice={notice} error={error} />
      {rows.length === 0 ? <p className="empty">{t('backOffice.reviews.none')}</p> : null}
      <div className="stack">
        {rows.map((review) => (
          <article key={review.id} className="card" data-review-id={review.id}>
            <h2>{review.productName}</h2>
            <p>
              <strong>{t('backOffice.reviews.rating', { rating: review.rating })}</strong> · {review.name} ·{' '}
              {review.email} · {format.format(review.createdAt)}
            </p>
            {/* The shopper's text, as text (React escapes it). */}
            {review.content ? <p className="review-text">{review.content}</p> : null}
            {review.photos.length > 0 ? (
              <p className="row">
                {review.photos.map((photo, index) => (
                  <a key={photo.largeUrl} href={photo.largeUrl} target="_blank" rel="noreferrer">
                    <img
                      src={photo.thumbnailUrl}
                      width={96}
                      height={96}
                      alt={t('backOffice.reviews.photo', { number: index + 1 })}
                    />
                  </a>
                ))}
              </p>
            ) : null}
            <div className="row">
              <form method="post" action={`/admin/reviews/${review.id}/publish`}>
                <button type="submit" className="primary">
                  {t('backOffice.reviews.publish')}
                </button>
              </form>
              <form method="post" action={`/admin/reviews/${review.id}/reject`}>
                <button type="submit" className="secondary">
                  {t('backOffice.reviews.reject')}
                </button>
              </form>
            </div>
          </article>
        ))}
      </div>
    </section>
  )
}
