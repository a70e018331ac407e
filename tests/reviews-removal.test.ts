import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/schemas/catalogue'
import type { ReviewCreatedResponse, ReviewsResponse } from '#core/schemas/review'
import { auditLog, products, reviews, urlPaths } from '#server/db/schema'
import { createReviews } from '#server/domain/reviews/reviews'
import { createStaff } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { eventually } from './eventually'

/**
 * Staff take a published review down in the back office (docs/decisions/0096): it leaves the product's list,
 * count and average, the audit log keeps who and why, and the cached product page follows at once. The
 * stand-in page shows what a real one takes from the product row: its review count and average.
 */
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname),
    parseListingQuery(url.searchParams),
  )
  if (!resolved || resolved.type !== 'product') return new Response('not found', { status: 404 })
  const { review_amount, average_review_rating } = resolved.product
  const html = `<!doctype html><p class="stars">${review_amount} / ${average_review_rating}</p>`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
      'Content-Length': String(Buffer.byteLength(html)),
    },
  })
}

let t: TestApp
let make: CartFactory
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  make = await cartFactory(t.database.db)
  await createStaff(t.database.db, {
    email: 'redactie@messenwinkel.example',
    name: 'Redactie',
    password: 'een lang staffwachtwoord',
    locale: 'nl',
  })
  const login = await t.app.request(
    '/admin/login',
    form({
      email: 'redactie@messenwinkel.example',
      password: 'een lang staffwachtwoord',
    }),
  )
  expect(login.status).toBe(303)
  cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
})
afterAll(() => t.close())

const db = () => t.database.db
const STAFF = { id: null as unknown as string, email: 'redactie@messenwinkel.example' }

function form(values: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams(values).toString(),
  }
}

async function writeAndPublish(productId: number, rating: number, review: string) {
  const response = await t.app.request('/front-api/product/review', {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', 'X-Shop-Locale': 'nl' }),
    body: JSON.stringify({ product_id: productId, name: 'Piet', email: 'piet@example.nl', rating, review }),
  })
  expect(response.status).toBe(201)
  const { data } = (await response.json()) as ReviewCreatedResponse
  expect((await createReviews(db()).decide(STAFF, data.id, 'published')).ok).toBe(true)
  return data.id
}

const listed = async (productId: number) => {
  const response = await t.app.request(`/front-api/product/${productId}/reviews`, { headers: apiHeaders() })
  return (await response.json()) as ReviewsResponse
}

describe('staff remove a published review', () => {
  it('leaves the list, the count, the average and the cached page; the audit log says who and why', async () => {
    const product = await make.product()
    await db().insert(urlPaths).values({
      locale: 'nl',
      path: product.slug.nl,
      targetType: 'product',
      targetId: product.id,
      isCurrent: true,
    })
    const path = `/${product.slug.nl}`
    await writeAndPublish(product.id, 5, 'Top mes.')
    const abusive = await writeAndPublish(product.id, 1, 'Scheldwoorden over de monteur.')
    // Served from the cache with both reviews counted (on PostgreSQL the publishes' notifications arrive a
    // moment after their commits and may drop the first cached copy: ask until a hit shows them).
    await eventually(async () => {
      const shown = await t.app.request(path)
      expect(shown.status).toBe(200)
      expect(shown.headers.get('x-page-cache')).toBe('hit')
      expect(await shown.text()).toContain('<p class="stars">2 / 3</p>')
    })

    // Staff find it under "Published" and see the remove form.
    const search = await t.app.request(`/admin/reviews/published?q=${encodeURIComponent('Scheldwoorden')}`, {
      headers: { cookie },
    })
    expect(search.status).toBe(200)
    const html = await search.text()
    expect(html).toContain(`data-review-id="${abusive}"`)
    expect(html).toContain(`action="/admin/reviews/${abusive}/remove"`)
    expect(html).not.toContain('Top mes.')

    // A reason is required: 422 with the field's error, nothing changes.
    const noReason = await t.app.request(
      `/admin/reviews/${abusive}/remove`,
      form({ reason: ' ' }, { cookie }),
    )
    expect(noReason.status).toBe(422)
    const sentBack = await noReason.text()
    expect(sentBack).toContain(translate('nl', 'validation.required'))
    // That review alone, so its form and error are in view.
    expect(sentBack).toContain(`data-review-id="${abusive}"`)
    expect(sentBack.match(/data-review-id=/g)).toHaveLength(1)
    expect((await listed(product.id)).review_amount).toBe(2)

    // A shopper cannot remove anything.
    expect((await t.app.request(`/admin/reviews/${abusive}/remove`, form({ reason: 'x' }))).status).toBe(403)

    const generation = t.catalogueChanges!.mark()
    const removed = await t.app.request(
      `/admin/reviews/${abusive}/remove`,
      form({ reason: 'Beledigend' }, { cookie }),
    )
    expect(removed.status).toBe(303)
    expect(removed.headers.get('location')).toBe('/admin/reviews/published?done=removed')

    const after = await listed(product.id)
    expect(after.data.map((review) => review.content)).toEqual(['Top mes.'])
    expect(after).toMatchObject({ review_amount: 1, average_review_rating: 5 })
    const [row] = await db()
      .select({ amount: products.reviewAmount, average: products.averageReviewRating })
      .from(products)
      .where(eq(products.id, product.id))
    expect(row).toEqual({ amount: 1, average: 5 })
    const [stored] = await db().select().from(reviews).where(eq(reviews.id, abusive))
    expect(stored?.status).toBe('rejected')
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(abusive)), eq(auditLog.action, 'review.remove')))
    expect(entry).toMatchObject({
      entity: 'review',
      staffEmail: 'redactie@messenwinkel.example',
      details: { productId: product.id, reason: 'Beledigend', reviewAmount: 1, averageRating: 5 },
    })

    // Every process hears the product row change and drops its cached pages: the page shows 1 review.
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(generation))
    const page = await t.app.request(path)
    expect(page.headers.get('x-page-cache')).toBe('miss')
    expect(await page.text()).toContain('<p class="stars">1 / 5</p>')

    // Removed once: a second removal says so; it is gone from the published list.
    const again = await t.app.request(
      `/admin/reviews/${abusive}/remove`,
      form({ reason: 'nogmaals' }, { cookie }),
    )
    expect(again.headers.get('location')).toBe('/admin/reviews/published?done=not-published')
    const list = await (await t.app.request('/admin/reviews/published', { headers: { cookie } })).text()
    expect(list).not.toContain(`data-review-id="${abusive}"`)
    expect(
      (await t.app.request('/admin/reviews/999999999/remove', form({ reason: 'x' }, { cookie }))).status,
    ).toBe(404)
  })

  it('a waiting review cannot be "removed" (staff reject it instead)', async () => {
    const product = await make.product()
    const response = await t.app.request('/front-api/product/review', {
      method: 'POST',
      headers: apiHeaders({ 'content-type': 'application/json' }),
      body: JSON.stringify({ product_id: product.id, anonymous: true, email: 'x@example.nl' }),
    })
    const { data } = (await response.json()) as ReviewCreatedResponse
    expect(await createReviews(db()).remove(STAFF, data.id, 'x')).toEqual({
      ok: false,
      refusal: 'not-published',
    })
    const [stored] = await db().select().from(reviews).where(eq(reviews.id, data.id))
    expect(stored?.status).toBe('pending')
  })
})
