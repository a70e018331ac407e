import type { Context, Hono } from 'hono'
import type { Locale } from '#core/locales'
import { formatShopDate } from '#core/shop-dates'
import {
  publishedReviewsQuerySchema,
  REVIEW_REMOVAL_REASON_MAX,
  reviewRemovalSchema,
} from '#core/schemas/back-office'
import {
  createReviews,
  STAFF_REVIEW_PHOTO_PREFIX,
  type PendingReview,
  type PublishedReview,
} from '#server/domain/reviews/reviews'
import { ValidationError, validate } from '#server/validation'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import { PRIVATE_NO_STORE } from '../middleware/cache-policy'
import { parsePhotoFile, servePhoto } from '../review-photos'
import { Field } from './form-kit'
import type { BackOfficeKit } from './kit'
import { Banners, SearchForm, Tabs, translatorFor, type Translate } from './views'

const NOTICES = {
  published: 'backOffice.reviews.published',
  rejected: 'backOffice.reviews.rejected',
  removed: 'backOffice.reviews.removed',
} as const

const ERRORS = {
  decided: 'backOffice.reviews.decided',
  'not-published': 'backOffice.reviews.notPublished',
} as const

const PUBLISHED_PATH = '/admin/reviews/published'

/**
 * The back office's "Reviews" screen (docs/decisions/0063, 0096): every new review waits here, oldest first,
 * with its photos and a publish and a reject button; under "Published" staff find a published review and take
 * it down with a reason. Every change recomputes the product's rating in its transaction and is written to the
 * audit log. Mounted behind the staff guard.
 */
export function mountReviewModeration(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const reviews = createReviews(kit.db)

  const banners = (t: Translate, c: Context<AppEnv>) => {
    const done = c.req.query('done')
    return {
      notice: done && Object.hasOwn(NOTICES, done) ? t(NOTICES[done as keyof typeof NOTICES]) : undefined,
      error: done && Object.hasOwn(ERRORS, done) ? t(ERRORS[done as keyof typeof ERRORS]) : undefined,
    }
  }

  app.get('/admin/reviews', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    return kit.render(
      c,
      staff,
      t('backOffice.reviews.title'),
      <PendingReviews t={t} locale={staff.locale} rows={await reviews.pending()} {...banners(t, c)} />,
    )
  })

  const publishedPage = async (
    c: Context<AppEnv>,
    extra: { errors?: { id: number; reason: string[] }; status?: 200 | 422 } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    // A removal sent back with its error shows that review alone, so its form and error are in view.
    const query = extra.errors
      ? { q: undefined, page: 1, id: extra.errors.id }
      : publishedReviewsQuerySchema.parse(c.req.query())
    const { rows, more } = await reviews.published(query)
    return kit.render(
      c,
      staff,
      t('backOffice.reviews.title'),
      <PublishedReviews
        t={t}
        locale={staff.locale}
        rows={rows}
        q={query.q}
        page={query.page}
        more={more}
        errors={extra.errors}
        {...banners(t, c)}
      />,
      extra.status,
    )
  }

  app.get(PUBLISHED_PATH, (c) => publishedPage(c))

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

  app.post('/admin/reviews/:id/remove', async (c) => {
    const staff = kit.staffOf(c)
    const id = idParam(c.req.param('id'))
    if (id === null) return kit.notFound(c)
    const body = await c.req.parseBody()
    let reason: string
    try {
      ;({ reason } = validate(reviewRemovalSchema, { reason: body.reason }, staff.locale))
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return publishedPage(c, { errors: { id, reason: error.errors.reason ?? [] }, status: 422 })
    }
    const outcome = await reviews.remove(staff, id, reason)
    if (!outcome.ok && outcome.refusal === 'not-found') return kit.notFound(c)
    return c.redirect(`${PUBLISHED_PATH}?done=${outcome.ok ? 'removed' : 'not-published'}`, 303)
  })
}

function ReviewTabs({ t, current }: { t: Translate; current: 'pending' | 'published' }) {
  return (
    <Tabs
      label={t('backOffice.reviews.tabs')}
      tabs={[
        { href: '/admin/reviews', text: t('backOffice.reviews.tab.pending'), current: current === 'pending' },
        {
          href: PUBLISHED_PATH,
          text: t('backOffice.reviews.tab.published'),
          current: current === 'published',
        },
      ]}
    />
  )
}

/** The language a review was written in, by name. */
function languageName(t: Translate, locale: string) {
  return ['nl', 'en', 'de'].includes(locale) ? t(`backOffice.reviews.language.${locale}`) : locale
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
  return (
    <section>
      <h1>{t('backOffice.reviews.title')}</h1>
      <ReviewTabs t={t} current="pending" />
      <p className="muted">{t('backOffice.reviews.intro')}</p>
      <Banners notice={notice} error={error} />
      {rows.length === 0 ? <p className="empty">{t('backOffice.reviews.none')}</p> : null}
      <div className="stack">
        {rows.map((review) => (
          <article key={review.id} className="card" data-review-id={review.id}>
            <h2>{review.productName}</h2>
            <p>
              <strong>{t('backOffice.reviews.rating', { rating: review.rating })}</strong> · {review.name} ·{' '}
              {review.email} · {formatShopDate(review.createdAt, locale, 'mediumDateTime')}
            </p>
            {review.hints.link || review.hints.photos ? (
              <p className="row">
                {review.hints.link ? (
                  <span className="badge">{t('backOffice.reviews.hint.link')}</span>
                ) : null}
                {review.hints.photos ? (
                  <span className="badge">{t('backOffice.reviews.hint.photos')}</span>
                ) : null}
              </p>
            ) : null}
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

function PublishedReviews({
  t,
  locale,
  rows,
  q,
  page,
  more,
  errors,
  notice,
  error,
}: {
  t: Translate
  locale: Locale
  rows: PublishedReview[]
  q: string | undefined
  page: number
  more: boolean
  errors?: { id: number; reason: string[] }
  notice?: string
  error?: string
}) {
  const pageLink = (to: number) =>
    `${PUBLISHED_PATH}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`
  return (
    <section>
      <h1>{t('backOffice.reviews.title')}</h1>
      <ReviewTabs t={t} current="published" />
      <p className="muted">{t('backOffice.reviews.publishedIntro')}</p>
      <Banners notice={notice} error={error} />
      <SearchForm
        action={PUBLISHED_PATH}
        label={t('backOffice.reviews.search')}
        hint={t('backOffice.reviews.searchHint')}
        submit={t('backOffice.reviews.find')}
        q={q}
        maxLength={100}
      />
      {rows.length === 0 ? <p className="empty">{t('backOffice.reviews.nonePublished')}</p> : null}
      <div className="stack">
        {rows.map((review) => {
          const reasonErrors = errors?.id === review.id ? errors.reason : undefined
          const reasonId = `reason-${review.id}`
          return (
            <article key={review.id} className="card" data-review-id={review.id}>
              <h2>
                <a href={`/admin/stock/${review.productId}`}>{review.productName}</a>
              </h2>
              <p>
                <strong>{t('backOffice.reviews.rating', { rating: review.rating })}</strong> · {review.name} ·{' '}
                {review.email} · {languageName(t, review.locale)} ·{' '}
                {formatShopDate(review.createdAt, locale, 'mediumDateTime')}
                {review.photoCount > 0
                  ? ` · ${t('backOffice.reviews.photoCount', { count: review.photoCount })}`
                  : null}
              </p>
              {review.content ? <p className="review-text">{review.content}</p> : null}
              <form
                method="post"
                action={`/admin/reviews/${review.id}/remove`}
                className="filters remove-review"
              >
                <Field
                  label={t('backOffice.reviews.reason')}
                  name="reason"
                  id={reasonId}
                  required
                  maxLength={REVIEW_REMOVAL_REASON_MAX}
                  placeholder={t('backOffice.reviews.reasonHint')}
                  values={{}}
                  errors={reasonErrors ? { reason: reasonErrors } : {}}
                />
                <button type="submit" className="danger">
                  {t('backOffice.reviews.remove')}
                </button>
              </form>
            </article>
          )
        })}
      </div>
      {page > 1 || more ? (
        <nav className="pager" aria-label={t('backOffice.orders.pages')}>
          {page > 1 ? <a href={pageLink(page - 1)}>{t('backOffice.reviews.newer')}</a> : null}
          {more ? <a href={pageLink(page + 1)}>{t('backOffice.reviews.older')}</a> : null}
        </nav>
      ) : null}
    </section>
  )
}
