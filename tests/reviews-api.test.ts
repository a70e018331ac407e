import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageBody, ValidationErrorBody } from '#core/api'
import type { ReviewCreatedResponse, ReviewsResponse } from '#core/schemas/review'
import { auditLog, products, reviews } from '#server/db/schema'
import { createReviews } from '#server/domain/reviews/reviews'
import { createStaff } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { createTestApp, GENEROUS_RATE_LIMITS, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { pngDeclaring } from './png-bomb'

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
})
afterAll(() => t.close())

const db = () => t.database.db
const STAFF = { id: null as unknown as string, email: 'moderator@example.nl' }

type Locale = 'nl' | 'en' | 'de'

interface PostOptions {
  locale?: Locale
  files?: Array<{ bytes: Uint8Array; name: string; type: string }>
  app?: TestApp['app']
  cookie?: string
}

/** Posts the review form as the panel does: multipart, the photos under `images`. */
async function postReview(fields: Record<string, string>, options: PostOptions = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of options.files ?? [])
    form.append('images', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }))
  const response = await (options.app ?? t.app).request('/front-api/product/review', {
    method: 'POST',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      'X-Shop-Locale': options.locale ?? 'nl',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

async function getReviews(productId: number | string, locale: Locale = 'nl') {
  const response = await t.app.request(`/front-api/product/${productId}/reviews`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': locale },
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const valid = (productId: number, extra: Record<string, string> = {}) => ({
  product_id: String(productId),
  name: 'Anna de Vries',
  email: 'anna@example.nl',
  rating: '4',
  review: 'Scherp en goed in balans.',
  ...extra,
})

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Leaky 1', Copyright: 'Anna' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .jpeg()
    .toBuffer()
}

/** Staff publish every waiting review of a product, oldest first (as the back office does, one by one). */
async function publishAll(productId: number) {
  const service = createReviews(db())
  for (const review of await service.pending()) {
    if (review.productId === productId) await service.decide(STAFF, review.id, 'published')
  }
}

async function publishedRating(productId: number) {
  const [row] = await db()
    .select({ amount: products.reviewAmount, average: products.averageReviewRating })
    .from(products)
    .where(eq(products.id, productId))
  return row!
}

describe('POST /front-api/product/review', () => {
  it('holds every new review for staff, a text-only one too; once published, the rating follows', async () => {
    const product = await make.product()
    const first = await postReview(valid(product.id, { rating: '4' }))
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    const created = first.body as ReviewCreatedResponse
    expect(created.data.status).toBe('pending')
    expect(created.message).toBe(translate('nl', 'review.thanks.pending'))
    await postReview(valid(product.id, { rating: '5' }))
    // Nothing shows and nothing counts before staff have read it (docs/decisions/0096).
    expect(((await getReviews(product.id)).body as ReviewsResponse).data).toEqual([])
    expect(await publishedRating(product.id)).toEqual({ amount: 0, average: 0 })
    await publishAll(product.id)
    expect(await publishedRating(product.id)).toEqual({ amount: 2, average: 4.5 })

    const list = await getReviews(product.id)
    expect(list.status).toBe(200)
    const body = list.body as ReviewsResponse
    expect(body.review_amount).toBe(2)
    expect(body.data).toHaveLength(2)
    expect(body.data[0]).toMatchObject({ name: 'Anna de Vries', content: 'Scherp en goed in balans.' })
    expect(body.data[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(body.data.map((review) => review.grade).sort()).toEqual([4, 5])
  })

  it("defaults the rating to 5 and names an anonymous reviewer in the reader's language", async () => {
    const product = await make.product()
    for (const locale of ['nl', 'en', 'de'] as const) {
      const { rating: _, ...fields } = valid(product.id, { anonymous: 'on', name: 'Ignored Name' })
      const response = await postReview(fields, { locale })
      expect(response.status, JSON.stringify(response.body)).toBe(201)
    }
    // Stored as written: "Anonymous" in the writer's language (staff see it so).
    const stored = await db().select().from(reviews).where(eq(reviews.productId, product.id))
    expect(stored.map((row) => row.name).sort()).toEqual(['Anoniem', 'Anonym', 'Anonymous'])
    await publishAll(product.id)
    for (const [reader, anonymous] of [
      ['nl', 'Anoniem'],
      ['en', 'Anonymous'],
      ['de', 'Anonym'],
    ] as const) {
      const body = (await getReviews(product.id, reader)).body as ReviewsResponse
      expect(body.data.map((review) => review.name)).toEqual([anonymous, anonymous, anonymous])
      expect(body.data.map((review) => review.language).sort()).toEqual(['de', 'en', 'nl'])
    }
    const body = (await getReviews(product.id)).body as ReviewsResponse
    expect(body.data.every((review) => review.grade === 5)).toBe(true)
  })

  it("lists the page language's reviews first, then the others, each part newest first", async () => {
    const product = await make.product()
    const written: Array<[Locale, string, string]> = [
      ['nl', 'Eerste', '2026-01-01T10:00:00Z'],
      ['en', 'First', '2026-01-02T10:00:00Z'],
      ['de', 'Erste', '2026-01-03T10:00:00Z'],
      ['nl', 'Tweede', '2026-01-04T10:00:00Z'],
      ['en', 'Second', '2026-01-05T10:00:00Z'],
    ]
    for (const [locale, text, at] of written) {
      const created = (await postReview(valid(product.id, { review: text }), { locale }))
        .body as ReviewCreatedResponse
      await db()
        .update(reviews)
        .set({ createdAt: new Date(at) })
        .where(eq(reviews.id, created.data.id))
    }
    await publishAll(product.id)
    const order = async (reader: Locale) => {
      const body = (await getReviews(product.id, reader)).body as ReviewsResponse
      // The count is over every published review, whatever the page's language.
      expect(body.review_amount).toBe(5)
      return body.data.map((review) => [review.language, review.content])
    }
    expect(await order('nl')).toEqual([
      ['nl', 'Tweede'],
      ['nl', 'Eerste'],
      ['en', 'Second'],
      ['de', 'Erste'],
      ['en', 'First'],
    ])
    expect(await order('de')).toEqual([
      ['de', 'Erste'],
      ['en', 'Second'],
      ['nl', 'Tweede'],
      ['en', 'First'],
      ['nl', 'Eerste'],
    ])
    expect((await order('en')).slice(0, 2)).toEqual([
      ['en', 'Second'],
      ['en', 'First'],
    ])
  })

  it('refuses missing and bad fields with 422 per field, in the request language', async () => {
    const product = await make.product()
    const nl = await postReview({ product_id: String(product.id), rating: '6' })
    expect(nl.status).toBe(422)
    const errors = (nl.body as ValidationErrorBody).errors
    expect(errors.name).toEqual([translate('nl', 'review.validation.name')])
    expect(errors.email).toEqual([translate('nl', 'validation.required')])
    expect(errors.rating).toEqual([translate('nl', 'review.validation.rating')])

    const de = await postReview(valid(product.id, { email: 'geen-adres', rating: '0' }), { locale: 'de' })
    expect(de.status).toBe(422)
    const deErrors = (de.body as ValidationErrorBody).errors
    expect(deErrors.email).toEqual([translate('de', 'validation.email')])
    expect(deErrors.rating).toEqual([translate('de', 'review.validation.rating')])

    for (const rating of ['4.5', 'abc', '-1']) {
      const response = await postReview(valid(product.id, { rating }))
      expect(response.status).toBe(422)
      expect(Object.keys((response.body as ValidationErrorBody).errors)).toEqual(['rating'])
    }
    for (const rating of ['1', '5'])
      expect((await postReview(valid(product.id, { rating }))).status).toBe(201)

    const long = await postReview(valid(product.id, { review: 'x'.repeat(5001) }), { locale: 'en' })
    expect(Object.keys((long.body as ValidationErrorBody).errors)).toEqual(['review'])
    const unknown = await postReview(valid(product.id, { admin: '1' }))
    expect(unknown.status).toBe(422)
  })

  it('takes JSON without photos, with the same rules and field errors as the form (spec §7)', async () => {
    const product = await make.product()
    const json = async (payload: unknown, locale: Locale = 'nl', raw?: string) => {
      const response = await t.app.request('/front-api/product/review', {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'X-Shop-Locale': locale,
          'content-type': 'application/json',
        },
        body: raw ?? JSON.stringify(payload),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }

    const ok = await json({
      product_id: product.id,
      name: 'Jan',
      anonymous: false,
      email: 'jan@example.nl',
      rating: 3,
      review: 'Prima mes.',
      images: [],
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
    expect((ok.body as ReviewCreatedResponse).data.status).toBe('pending')
    const [row] = await db()
      .select()
      .from(reviews)
      .where(eq(reviews.id, (ok.body as ReviewCreatedResponse).data.id))
    expect(row).toMatchObject({
      name: 'Jan',
      rating: 3,
      content: 'Prima mes.',
      locale: 'nl',
      anonymous: false,
    })
    // The form's strings work the same.
    expect((await json(valid(product.id))).status).toBe(201)
    const anonymous = await json(
      { product_id: String(product.id), anonymous: true, email: 'a@example.de' },
      'de',
    )
    expect(anonymous.status, JSON.stringify(anonymous.body)).toBe(201)

    // The same 422 field errors as multipart, in the request's language.
    const bad = { product_id: String(product.id), rating: '6' }
    for (const locale of ['nl', 'de'] as const) {
      const asJson = await json(bad, locale)
      const asForm = await postReview(bad, { locale })
      expect(asJson.status).toBe(422)
      expect(asJson.body).toEqual(asForm.body)
    }
    const typed = await json({ ...valid(product.id), rating: 4.5, anonymous: 'ja', name: 7 })
    expect(typed.status).toBe(422)
    expect(Object.keys((typed.body as ValidationErrorBody).errors).sort()).toEqual([
      'anonymous',
      'name',
      'rating',
    ])
    expect((await json({ ...valid(product.id), admin: true })).status).toBe(422)
    // Photos only come as files (multipart).
    const photos = await json({ ...valid(product.id), images: ['data:image/png;base64,AAAA'] }, 'en')
    expect(photos.status).toBe(422)
    expect(Object.keys((photos.body as ValidationErrorBody).errors)).toEqual(['images'])
    // Not an object, or not JSON at all: 422 for the whole form, never a 500.
    for (const raw of ['[1]', 'null', '"x"', '{"product_id":', '']) {
      const response = await json(undefined, 'nl', raw)
      expect(response.status, raw).toBe(422)
      expect((response.body as ValidationErrorBody).errors._form).toEqual([
        translate('nl', 'review.validation.form'),
      ])
    }
    // Keys of Object.prototype are plain unknown fields.
    const proto = await json(undefined, 'nl', `{"constructor":1,"toString":2,"__proto__":{"x":1}}`)
    expect(proto.status).toBe(422)
    expect(await publishedRating(product.id)).toEqual({ amount: 0, average: 0 })
  })

  it('answers 404 for an unknown or inactive product', async () => {
    const inactive = await make.product({ status: 'inactive' })
    for (const id of [2_000_000_000, inactive.id]) {
      const response = await postReview(valid(id))
      expect(response.status).toBe(404)
      expect((response.body as MessageBody).message).toBe(translate('nl', 'error.notFound'))
    }
    expect((await getReviews(2_000_000_000)).status).toBe(404)
    expect((await getReviews('abc')).status).toBe(404)
    expect((await getReviews(inactive.id)).status).toBe(404)
  })

  it('keeps HTML in the text as text', async () => {
    const product = await make.product()
    const html = '<img src=x onerror=alert(1)><b>vet</b> & "quotes"'
    await postReview(valid(product.id, { review: html, name: '<script>x</script>' }))
    await publishAll(product.id)
    const body = (await getReviews(product.id)).body as ReviewsResponse
    expect(body.data[0]!.content).toBe(html)
    expect(body.data[0]!.name).toBe('<script>x</script>')
  })
})

describe('review photos', () => {
  it('holds a review with a photo, re-encodes it without EXIF and serves it once published', async () => {
    const product = await make.product()
    const original = await jpegWithExif()
    expect((await sharp(original).metadata()).exif).toBeDefined()
    const response = await postReview(valid(product.id), {
      files: [{ bytes: original, name: 'mes.jpg', type: 'image/jpeg' }],
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    const created = response.body as ReviewCreatedResponse
    expect(created.data.status).toBe('pending')
    expect(created.message).toBe(translate('nl', 'review.thanks.pending'))
    // Pending: not listed, not counted.
    expect(((await getReviews(product.id)).body as ReviewsResponse).data).toEqual([])
    expect(await publishedRating(product.id)).toEqual({ amount: 0, average: 0 })

    const service = createReviews(db())
    const [pending] = (await service.pending()).filter((review) => review.productId === product.id)
    expect(pending?.photos).toHaveLength(1)
    const token = /\/([A-Za-z0-9_-]{22})-thumb\.webp$/.exec(pending!.photos[0]!.thumbnailUrl)![1]!
    // A pending review's photo is not public.
    expect((await t.app.request(`/media/reviews/${token}-large.webp`)).status).toBe(404)

    const outcome = await service.decide(STAFF, created.data.id, 'published')
    expect(outcome).toMatchObject({ ok: true, reviewAmount: 1, averageRating: 4 })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.data.id)))
    expect(entry).toMatchObject({ action: 'review.publish', entity: 'review', staffEmail: STAFF.email })

    const listed = ((await getReviews(product.id)).body as ReviewsResponse).data[0]!
    expect(listed.photos).toHaveLength(1)
    const large = await t.app.request(listed.photos[0]!.large_url)
    expect(large.status).toBe(200)
    expect(large.headers.get('content-type')).toBe('image/webp')
    expect(large.headers.get('cache-control')).toContain('immutable')
    expect(large.headers.get('set-cookie')).toBeNull()
    const bytes = Buffer.from(await large.arrayBuffer())
    const metadata = await sharp(bytes).metadata()
    expect(metadata.format).toBe('webp')
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false)
    const thumb = await t.app.request(listed.photos[0]!.thumbnail_url)
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(240)
    const etag = large.headers.get('etag')!
    const again = await t.app.request(listed.photos[0]!.large_url, { headers: { 'if-none-match': etag } })
    expect(again.status).toBe(304)
  })

  it('refuses a renamed non-image, an oversized file, too many files and an image bomb', async () => {
    const product = await make.product()
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    const refusal = async (files: PostOptions['files'], locale: Locale = 'en') => {
      const response = await postReview(valid(product.id), { files, locale })
      expect(response.status, JSON.stringify(response.body)).toBe(422)
      return (response.body as ValidationErrorBody).errors.images
    }
    const text = new TextEncoder().encode('just some text, not a picture at all')
    expect(await refusal([{ bytes: text, name: 'x.jpg', type: 'image/jpeg' }])).toEqual([
      translate('en', 'review.photo.notImage', { name: 'x.jpg' }),
    ])
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')
    expect(await refusal([{ bytes: svg, name: 'x.png', type: 'image/png' }], 'nl')).toEqual([
      translate('nl', 'review.photo.notImage', { name: 'x.png' }),
    ])
    const big = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)])
    expect(await refusal([{ bytes: big, name: 'groot.png', type: 'image/png' }])).toEqual([
      translate('en', 'review.photo.tooLarge', { name: 'groot.png', megabytes: 10 }),
    ])
    const seven = Array.from({ length: 7 }, (_, i) => ({ bytes: photo, name: `${i}.png`, type: 'image/png' }))
    expect(await refusal(seven, 'de')).toEqual([translate('de', 'review.photo.tooMany', { max: 6 })])
    const bomb = pngDeclaring(50_000, 50_000)
    expect(bomb.length).toBeLessThan(2000)
    expect(await refusal([{ bytes: bomb, name: 'bomb.png', type: 'image/png' }])).toEqual([
      translate('en', 'review.photo.tooManyPixels', { name: 'bomb.png' }),
    ])
    // Nothing was stored for any refusal.
    const stored = await db().select().from(reviews).where(eq(reviews.productId, product.id))
    expect(stored).toEqual([])
    // Six real photos are fine.
    const six = seven.slice(0, 6)
    const ok = await postReview(valid(product.id), { files: six })
    expect(ok.status, JSON.stringify(ok.body)).toBe(201)
  })
})

describe('moderation', () => {
  it('points staff to a link; publish and reject move the rating; a decision is made once', async () => {
    const product = await make.product()
    await postReview(valid(product.id, { rating: '2' }))
    await publishAll(product.id)
    const linked = (await postReview(valid(product.id, { rating: '5', review: 'see www.example.com' })))
      .body as ReviewCreatedResponse
    expect(linked.data.status).toBe('pending')
    expect(await publishedRating(product.id)).toEqual({ amount: 1, average: 2 })
    const service = createReviews(db())
    const waiting = (await service.pending()).find((review) => review.id === linked.data.id)
    expect(waiting?.hints).toEqual({ link: true, photos: false })
    expect(await service.decide(STAFF, linked.data.id, 'rejected')).toMatchObject({
      ok: true,
      reviewAmount: 1,
      averageRating: 2,
    })
    expect(await service.decide(STAFF, linked.data.id, 'published')).toEqual({
      ok: false,
      refusal: 'decided',
    })
    expect(await service.decide(STAFF, 2_000_000_000, 'published')).toEqual({
      ok: false,
      refusal: 'not-found',
    })
    const second = (await postReview(valid(product.id, { rating: '3', review: 'https://x.nl' })))
      .body as ReviewCreatedResponse
    await service.decide(STAFF, second.data.id, 'published')
    expect(await publishedRating(product.id)).toEqual({ amount: 2, average: 2.5 })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(linked.data.id)))
    expect(entry?.action).toBe('review.reject')
  })
})

describe('forget me', () => {
  it("removes the customer's e-mail address from their reviews, which stay under their shown name", async () => {
    const product = await make.product()
    const email = `vergeet-${Date.now()}@example.nl`
    const shopper = cartClient(t.app)
    const registered = await shopper.call('POST', 'customer', {
      first_name: 'Vera',
      last_name: 'Vergeten',
      email,
      password: 'een lang wachtwoord',
    })
    expect(registered.status).toBe(200)
    const created = (await postReview(valid(product.id, { email: email.toUpperCase(), name: 'Vera' })))
      .body as ReviewCreatedResponse
    expect((await shopper.call('DELETE', 'customer')).status).toBe(200)
    const [row] = await db().select().from(reviews).where(eq(reviews.id, created.data.id))
    expect(row).toMatchObject({ email: '', name: 'Vera', status: 'pending' })
  })
})

describe('concurrent decisions', () => {
  it('two publishes at once both count: the product row is locked while its rating is recomputed', async () => {
    const product = await make.product()
    const held = await Promise.all(
      ['2', '5', '4'].map(
        async (rating) =>
          (await postReview(valid(product.id, { rating, review: `zie www.voorbeeld${rating}.nl` })))
            .body as ReviewCreatedResponse,
      ),
    )
    const service = createReviews(db())
    const outcomes = await Promise.all(
      held.map((review) => service.decide(STAFF, review.data.id, 'published')),
    )
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true)
    expect(await publishedRating(product.id)).toEqual({ amount: 3, average: 3.67 })
  })
})

describe('back office: Reviews screen', () => {
  const form = (values: Record<string, string>, cookie?: string) => ({
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(values).toString(),
  })

  it('lists pending reviews for staff only; publish and reject follow in the rating and the audit log', async () => {
    await createStaff(db(), {
      email: 'mod@messenwinkel.example',
      name: 'Mod',
      password: 'een lang staffwachtwoord',
      locale: 'en',
    })
    const login = await t.app.request(
      '/admin/login',
      form({ email: 'mod@messenwinkel.example', password: 'een lang staffwachtwoord' }),
    )
    const cookie = login.headers
      .getSetCookie()
      .find((value) => value.startsWith('staff='))!
      .split(';')[0]!
    const product = await make.product()
    const photo = await jpegWithExif()
    const held = (
      await postReview(valid(product.id, { rating: '5', review: '<b>Top</b>' }), {
        files: [{ bytes: photo, name: 'a.jpg', type: 'image/jpeg' }],
      })
    ).body as ReviewCreatedResponse
    const spam = (await postReview(valid(product.id, { rating: '1', review: 'www.spam.com' })))
      .body as ReviewCreatedResponse

    // A shopper (no staff cookie) sees the login, and cannot decide.
    expect((await t.app.request('/admin/reviews')).status).toBe(403)
    expect((await t.app.request(`/admin/reviews/${held.data.id}/publish`, form({}))).status).toBe(403)

    const page = await t.app.request('/admin/reviews', { headers: { cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`data-review-id="${held.data.id}"`)
    expect(html).toContain('&lt;b&gt;Top&lt;/b&gt;')
    const photoUrl = /src="(\/admin\/reviews\/photos\/[^"]+-thumb\.webp)"/.exec(html)![1]!
    expect((await t.app.request(photoUrl, { headers: { cookie } })).status).toBe(200)
    expect((await t.app.request(photoUrl)).status).toBe(403)

    const publish = await t.app.request(`/admin/reviews/${held.data.id}/publish`, form({}, cookie))
    expect(publish.status).toBe(303)
    expect(publish.headers.get('location')).toBe('/admin/reviews?done=published')
    const reject = await t.app.request(`/admin/reviews/${spam.data.id}/reject`, form({}, cookie))
    expect(reject.headers.get('location')).toBe('/admin/reviews?done=rejected')
    const again = await t.app.request(`/admin/reviews/${spam.data.id}/publish`, form({}, cookie))
    expect(again.headers.get('location')).toBe('/admin/reviews?done=decided')
    expect((await t.app.request('/admin/reviews/999999999/publish', form({}, cookie))).status).toBe(404)

    expect(await publishedRating(product.id)).toEqual({ amount: 1, average: 5 })
    const entries = await db().select().from(auditLog).where(eq(auditLog.entity, 'review'))
    expect(entries.filter((entry) => entry.staffEmail === 'mod@messenwinkel.example')).toHaveLength(2)
    const after = await (await t.app.request('/admin/reviews', { headers: { cookie } })).text()
    expect(after).not.toContain(`data-review-id="${held.data.id}"`)
  })
})

describe('rate limits', () => {
  it('limits reviews per address with 429', async () => {
    const limited = await createTestApp({
      database: undefined,
      env: { RATE_LIMITS: `${GENEROUS_RATE_LIMITS},review-ip=2/3600` },
    })
    try {
      const product = await (await cartFactory(limited.database.db)).product()
      const statuses: number[] = []
      for (let i = 0; i < 3; i++)
        statuses.push((await postReview(valid(product.id), { app: limited.app })).status)
      expect(statuses).toEqual([201, 201, 429])
    } finally {
      await limited.close()
    }
  })
})
