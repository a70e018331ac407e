import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { KeepMePostedResponse } from '#core/schemas/keep-me-posted'
import { keepMePosted, mailOutbox, orders, payments, products } from '#server/db/schema'
import { createKeepMePosted } from '#server/domain/keep-me-posted/keep-me-posted'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, readyToPay, withCart } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'

let t: TestApp
let make: CartFactory
let provider: FakePaymentProvider
beforeAll(async () => {
  provider = new FakePaymentProvider()
  t = await createTestApp({ paymentProvider: provider })
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(() => t.close())

const db = () => t.database.db

async function subscribe(productId: number | string, email: unknown, locale: 'nl' | 'en' | 'de' = 'nl') {
  return cartClient(t.app).call<KeepMePostedResponse & ValidationErrorBody>(
    'POST',
    `product/${productId}/notification`,
    { email },
    locale,
  )
}

async function subscriptionsOf(productId: number) {
  return db()
    .select()
    .from(keepMePosted)
    .where(eq(keepMePosted.productId, productId))
    .orderBy(keepMePosted.id)
}

async function mailsOf(productId: number) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'back_in_stock'), eq(mailOutbox.referenceId, String(productId))))
    .orderBy(mailOutbox.id)
}

/** A shopper pays for the product's last piece, and the payment expires: the reservation is released. */
async function reserveAndExpire(productId: number) {
  const { shopper, checkoutId } = await withCart(t.app, productId)
  await readyToPay(shopper, checkoutId, db())
  const started = await shopper.call('POST', `checkout/${checkoutId}/transaction`, {})
  expect(started.status).toBe(200)
  const [order] = await db().select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id))
  return async () => {
    provider.setStatus(payment!.providerPaymentId!, 'expired')
    await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)
  }
}

describe('POST /front-api/product/{id}/notification', () => {
  it('subscribes an address in the language of the request and answers the success message', async () => {
    const product = await make.product({ stock: 0, stockStatusCode: 'UNAVAILABLE', isLastStock: true })
    for (const locale of ['nl', 'en', 'de'] as const) {
      const response = await subscribe(product.id, `klant-${locale}@example.nl`, locale)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ message: translate(locale, 'keepMePosted.success') })
    }
    const rows = await subscriptionsOf(product.id)
    expect(rows.map((row) => [row.email, row.locale])).toEqual([
      ['klant-nl@example.nl', 'nl'],
      ['klant-en@example.nl', 'en'],
      ['klant-de@example.nl', 'de'],
    ])
    expect(rows.every((row) => /^[A-Za-z0-9_-]{43}$/.test(row.token))).toBe(true)
  })

  it('answers 422 with the field error in the request language for a bad or missing e-mail', async () => {
    const product = await make.product({ stock: 0 })
    for (const locale of ['nl', 'en', 'de'] as const) {
      for (const email of ['geen-adres', '', undefined, 42, 'a@b']) {
        const response = await subscribe(product.id, email, locale)
        expect(response.status, `${locale} ${String(email)}`).toBe(422)
        expect(response.body.errors.email).toHaveLength(1)
        expect(response.body.message).toBe(response.body.errors.email![0])
      }
      const bad = await subscribe(product.id, 'geen-adres', locale)
      expect(bad.body.errors.email).toEqual([translate(locale, 'validation.email')])
    }
    const extra = await cartClient(t.app).call<ValidationErrorBody>(
      'POST',
      `product/${product.id}/notification`,
      { email: 'a@example.nl', admin: true },
    )
    expect(extra.status).toBe(422)
    const notJson = await cartClient(t.app).call<ValidationErrorBody>(
      'POST',
      `product/${product.id}/notification`,
      '{nope',
    )
    expect(notJson.status).toBe(422)
    expect(await subscriptionsOf(product.id)).toEqual([])
  })

  it('answers 404 for an unknown, inactive or malformed product', async () => {
    const inactive = await make.product({ stock: 0, status: 'inactive' })
    for (const id of [inactive.id, 2_000_000_000, '0', 'abc', '99999999999', '1e3']) {
      const response = await subscribe(id, 'a@example.nl')
      expect(response.status, String(id)).toBe(404)
      expect(Object.keys(response.body)).toEqual(['message'])
    }
    expect(await subscriptionsOf(inactive.id)).toEqual([])
  })

  it('keeps one subscription for the same address twice (whatever its case), answering success both times', async () => {
    const product = await make.product({ stock: 0 })
    const first = await subscribe(product.id, 'Dubbel@Example.nl')
    const second = await subscribe(product.id, 'dubbel@example.nl', 'en')
    expect([first.status, second.status]).toEqual([200, 200])
    const rows = await subscriptionsOf(product.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'dubbel@example.nl', locale: 'nl' })
  })

  it('keeps one subscription when the same address arrives many times at once', async () => {
    const product = await make.product({ stock: 0 })
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        subscribe(product.id, i % 2 ? 'tegelijk@example.nl' : 'TEGELIJK@example.nl'),
      ),
    )
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200))
    expect(await subscriptionsOf(product.id)).toHaveLength(1)
  })

  it('needs the X-Requested-With header', async () => {
    const product = await make.product({ stock: 0 })
    const response = await t.app.request(`/front-api/product/${product.id}/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.nl' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('back in stock', () => {
  it('mails every subscriber once, in their language, when released stock comes back; the subscription ends', async () => {
    const product = await make.product({ stock: 1, isLastStock: true })
    const expire = await reserveAndExpire(product.id)
    // Out of stock while the piece is reserved: shoppers subscribe.
    await subscribe(product.id, 'anna@example.nl', 'nl')
    await subscribe(product.id, 'bob@example.com', 'en')
    await subscribe(product.id, 'claudia@example.de', 'de')
    expect(await mailsOf(product.id)).toEqual([])

    await expire()
    const mails = await mailsOf(product.id)
    expect(mails.map((mail) => [mail.recipient, mail.locale])).toEqual([
      ['anna@example.nl', 'nl'],
      ['bob@example.com', 'en'],
      ['claudia@example.de', 'de'],
    ])
    const [nl, en, de] = mails
    const origin = t.config.publicUrl
    expect(nl!.subject).toBe(translate('nl', 'mail.backInStock.subject', { product: product.name.nl }))
    expect(en!.subject).toBe(translate('en', 'mail.backInStock.subject', { product: product.name.en }))
    expect(de!.subject).toBe(translate('de', 'mail.backInStock.subject', { product: product.name.de }))
    // The product's page in the subscriber's language, absolute.
    expect(nl!.text).toContain(`${origin}/`)
    expect(en!.text).toContain(`${origin}/en/`)
    expect(en!.text).toContain(product.slug.en)
    expect(de!.text).toContain(`${origin}/de/`)
    expect(de!.text).toContain(product.slug.de)
    const rows = await subscriptionsOf(product.id)
    for (const [index, row] of rows.entries()) {
      expect(row.notifiedAt).not.toBeNull()
      expect(mails[index]!.text).toContain(`${origin}/keep-me-posted/unsubscribe/${row.token}`)
      expect(mails[index]!.html).toContain(`/keep-me-posted/unsubscribe/${row.token}`)
      // Mail clients offer the one-click unsubscribe (List-Unsubscribe with List-Unsubscribe-Post).
      expect(mails[index]!.listUnsubscribe).toBe(`${origin}/keep-me-posted/unsubscribe/${row.token}`)
    }

    // The same event again (a webhook twice, another server): nothing more.
    await t.checkout.stockEvents.backInStock([product.id])
    await t.checkout.stockEvents.backInStock([product.id])
    expect(await mailsOf(product.id)).toHaveLength(3)
    // The mail jobs are queued with the mails.
    const jobs = await db().execute(
      sql`select count(*)::int as n from jobs where type = 'mail.send' and (payload->>'outboxId')::bigint = any(${`{${mails.map((mail) => mail.id).join(',')}}`}::bigint[])`,
    )
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(3)

    // After the mail the address may subscribe again: a new subscription, a new mail next time.
    await subscribe(product.id, 'anna@example.nl')
    expect((await subscriptionsOf(product.id)).filter((row) => row.notifiedAt === null)).toHaveLength(1)
  })

  it('mails nobody while the product is still out of stock, and the subscribers keep waiting', async () => {
    const product = await make.product({ stock: 0, stockStatusCode: 'UNAVAILABLE', isLastStock: true })
    await subscribe(product.id, 'wacht@example.nl')
    await t.checkout.stockEvents.backInStock([product.id])
    expect(await mailsOf(product.id)).toEqual([])
    expect((await subscriptionsOf(product.id))[0]!.notifiedAt).toBeNull()
  })

  it('never mails an address twice when events for the product run at the same time', async () => {
    const product = await make.product({ stock: 3 })
    for (let i = 0; i < 12; i++) await subscribe(product.id, `race-${i}@example.nl`)
    const module = createKeepMePosted({
      db: db(),
      sites: { hostMap: {}, publicUrl: t.config.publicUrl },
      unsubscribeUrl: (token) => `${t.config.publicUrl}/keep-me-posted/unsubscribe/${token}`,
    })
    const counts = await Promise.all(Array.from({ length: 6 }, () => module.notifyBackInStock([product.id])))
    expect(counts.reduce((a, b) => a + b, 0)).toBe(12)
    const mails = await mailsOf(product.id)
    expect(mails).toHaveLength(12)
    expect(new Set(mails.map((mail) => mail.recipient)).size).toBe(12)
  })
})

describe('unsubscribe', () => {
  async function subscribedToken(email: string, locale: 'nl' | 'en' | 'de' = 'nl') {
    const product = await make.product({ stock: 0, stockStatusCode: 'UNAVAILABLE', isLastStock: true })
    await subscribe(product.id, email, locale)
    const [row] = await subscriptionsOf(product.id)
    return { product, token: row!.token }
  }

  it('GET shows the question in the subscriber language and changes nothing (mail scanners open links)', async () => {
    const { product, token } = await subscribedToken('scanner@example.de', 'de')
    for (let i = 0; i < 3; i++) {
      const response = await t.app.request(`/keep-me-posted/unsubscribe/${token}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toContain('no-store')
      const page = await response.text()
      expect(page).toContain('lang="de"')
      expect(page).toContain(translate('de', 'keepMePosted.unsubscribe.submit'))
      expect(page).toContain('method="post"')
    }
    expect((await subscriptionsOf(product.id))[0]!.unsubscribedAt).toBeNull()
  })

  it('POST unsubscribes without a login: the form and a mail client one-click, all open subscriptions of the address', async () => {
    const { product, token } = await subscribedToken('weg@example.com', 'en')
    const other = await make.product({ stock: 0 })
    await subscribe(other.id, 'weg@example.com', 'en')
    const stranger = await make.product({ stock: 0 })
    await subscribe(stranger.id, 'blijft@example.nl')

    const response = await t.app.request(`/keep-me-posted/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('lang="en"')
    expect(page).toContain(translate('en', 'keepMePosted.unsubscribe.doneTitle'))
    expect((await subscriptionsOf(product.id))[0]!.unsubscribedAt).not.toBeNull()
    expect((await subscriptionsOf(other.id))[0]!.unsubscribedAt).not.toBeNull()
    expect((await subscriptionsOf(stranger.id))[0]!.unsubscribedAt).toBeNull()

    // The page's own button: a same-origin form post (with the shop's Referrer-Policy, the Origin is sent).
    const asked = await t.app.request(`/keep-me-posted/unsubscribe/${token}`)
    expect(asked.headers.get('referrer-policy')).not.toBe('no-referrer')
    const own = await t.app.request(`/keep-me-posted/unsubscribe/${token}`, {
      method: 'POST',
      headers: { origin: new URL(t.config.publicUrl).origin, 'sec-fetch-site': 'same-origin' },
    })
    expect(own.status).toBe(200)
    // Twice is fine; the product coming back mails nobody who left.
    expect((await t.app.request(`/keep-me-posted/unsubscribe/${token}`, { method: 'POST' })).status).toBe(200)
    await db()
      .update(products)
      .set({ stock: 4, stockStatusCode: 'AVAILABLE_DIRECT' })
      .where(eq(products.id, product.id))
    await t.checkout.stockEvents.backInStock([product.id, other.id])
    expect(await mailsOf(product.id)).toEqual([])
    expect(await mailsOf(other.id)).toEqual([])
  })

  it('answers 404 for an unknown or malformed token, and a cross-site POST is refused', async () => {
    for (const token of ['a'.repeat(43), 'kort', '%3Cscript%3E']) {
      expect((await t.app.request(`/keep-me-posted/unsubscribe/${token}`)).status).toBe(404)
      expect((await t.app.request(`/keep-me-posted/unsubscribe/${token}`, { method: 'POST' })).status).toBe(
        404,
      )
    }
    const { product, token } = await subscribedToken('csrf@example.nl')
    const crossSite = await t.app.request(`/keep-me-posted/unsubscribe/${token}`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect((await subscriptionsOf(product.id))[0]!.unsubscribedAt).toBeNull()
  })
})

describe('rate limits', () => {
  it('counts subscriptions per client address and per e-mail address (429 with Retry-After)', async () => {
    const limited = await createTestApp({
      database: undefined,
      env: { RATE_LIMITS: 'keep-me-posted-ip=5/3600,keep-me-posted-email=2/3600' },
    })
    try {
      const factory = await cartFactory(limited.database.db)
      const product = await factory.product({ stock: 0 })
      const call = (email: string) =>
        cartClient(limited.app).call('POST', `product/${product.id}/notification`, { email })
      expect((await call('same@example.nl')).status).toBe(200)
      expect((await call('SAME@example.nl')).status).toBe(200)
      expect((await call('same@example.nl')).status).toBe(429)
      expect((await call('other1@example.nl')).status).toBe(200)
      expect((await call('other2@example.nl')).status).toBe(200)
      const refused = await limited.app.request(`/front-api/product/${product.id}/notification`, {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'other3@example.nl' }),
      })
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      await limited.close()
    }
  })
})
