import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import type { ConfirmationElsewhereResponse, ConfirmationResponse } from '#core/schemas/order'
import { translate } from '#server/i18n/translate'
import { requestOrigin } from '#server/http/middleware/return-origin'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory } from './cart-fixtures'
import { checkoutShipping, readyToPay, type Shopper } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'

/**
 * Issue 32 point 6: without PUBLIC_URL the payment provider returns the shopper to the origin they ordered
 * on when the shop answers to it (a loopback name, a host of LOCALE_HOSTS), never to a forged Host; a
 * confirmation opened without the session that placed it says the order is safe instead of a 404.
 */

type App = TestApp['app']

/** A shopper whose every call goes to `origin` (the Host header a browser on that address sends). */
function shopperOn(app: App, origin: string): Shopper {
  return cartClient({ request: (path, init) => app.request(`${origin}${path}`, init) })
}

async function placeOn(
  t: TestApp,
  provider: FakePaymentProvider,
  origin: string,
  locale: 'nl' | 'de' = 'nl',
) {
  const make = await cartFactory(t.database.db)
  const product = await make.product()
  const shopper = shopperOn(t.app, origin)
  const added = await shopper.call<{ checkout: { id: string } }>(
    'POST',
    'checkout-line',
    { product_id: product.id, quantity: 1 },
    locale,
  )
  expect(added.status).toBe(200)
  const checkoutId = added.body.checkout.id
  await readyToPay(shopper, checkoutId, t.database.db)
  const paid = await shopper.call<FulfilmentResponse>(
    'POST',
    `checkout/${checkoutId}/transaction`,
    {},
    locale,
  )
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  const transaction = paid.body.checkout.transactions[0]!
  const payment = provider.payments.get(transaction.checkout_url!.split('/').pop()!)!
  return { shopper, checkoutId, payment }
}

describe('without PUBLIC_URL', () => {
  let t: TestApp
  const provider = new FakePaymentProvider()
  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider, env: { LOCALE_HOSTS: 'messer.example=de' } })
    await checkoutShipping(await cartFactory(t.database.db))
  })
  afterAll(() => t.close())

  it('returns a shopper on 127.0.0.1 to 127.0.0.1, port and all', async () => {
    const { checkoutId, payment } = await placeOn(t, provider, 'http://127.0.0.1:3202')
    expect(payment.input.redirectUrl).toBe(`http://127.0.0.1:3202/checkout/${checkoutId}/bevestiging`)
    // The webhook is the provider's own call: it stays on the configured origin.
    expect(payment.input.webhookUrl).toBe('http://localhost:3000/webhooks/payments')
  })

  it('returns a shopper on a host of LOCALE_HOSTS to that host, in its language', async () => {
    const { checkoutId, payment } = await placeOn(t, provider, 'http://messer.example:8080', 'de')
    expect(payment.input.redirectUrl).toMatch(
      new RegExp(`^http://messer\\.example:8080/checkout/${checkoutId}/[a-z-]+$`),
    )
    expect(payment.input.redirectUrl).not.toContain('/de/')
  })

  it('never follows a forged Host: the configured origin', async () => {
    const { checkoutId, payment } = await placeOn(t, provider, 'http://evil.example:3202')
    expect(payment.input.redirectUrl).toBe(`http://localhost:3000/checkout/${checkoutId}/bevestiging`)
  })

  it('shows a confirmation opened without its session as safe, nothing of the order, in the language', async () => {
    const { shopper, checkoutId, payment } = await placeOn(t, provider, 'http://127.0.0.1:3202')
    // The shopper's own session sees the order.
    const own = await shopper.call<ConfirmationResponse>('GET', `checkout/${checkoutId}/confirmation`)
    expect(own.status).toBe(200)
    // Back from paying on another host name: no cookie. The provider is asked, the order is paid.
    provider.setStatus(payment.id, 'paid')
    for (const locale of ['nl', 'en', 'de'] as const) {
      const stranger = shopperOn(t.app, 'http://localhost:3202')
      const answer = await stranger.call<ConfirmationElsewhereResponse>(
        'GET',
        `checkout/${checkoutId}/confirmation`,
        undefined,
        locale,
      )
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({
        message: translate(locale, 'checkout.elsewhere.safe'),
        elsewhere: 'safe',
      })
      expect(JSON.stringify(answer.body)).not.toContain(own.body.order.number)
    }
    const paid = await shopper.call<ConfirmationResponse>('GET', `checkout/${checkoutId}/confirmation`)
    expect(paid.body.payment_status).toBe('paid')
    // Nothing can be done with it from there: no account is made for a stranger.
    const stranger = shopperOn(t.app, 'http://localhost:3202')
    const account = await stranger.call('POST', `checkout/${checkoutId}/confirmation/create-account`, {
      password: 'een-lang-wachtwoord',
    })
    expect(account.status).toBe(404)
  })

  it('says a failed payment is not finished, and a checkout without an order is still a 404', async () => {
    const { checkoutId, payment } = await placeOn(t, provider, 'http://127.0.0.1:3202')
    provider.setStatus(payment.id, 'failed')
    const stranger = shopperOn(t.app, 'http://localhost:3202')
    const answer = await stranger.call<ConfirmationElsewhereResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
    )
    expect(answer.status).toBe(403)
    expect(answer.body.elsewhere).toBe('unfinished')
    const none = await stranger.call('GET', `checkout/${crypto.randomUUID()}/confirmation`)
    expect(none.status).toBe(404)
  })
})

describe('with PUBLIC_URL', () => {
  let t: TestApp
  const provider = new FakePaymentProvider()
  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider, env: { PUBLIC_URL: 'http://shop.example:8080' } })
    await checkoutShipping(await cartFactory(t.database.db))
  })
  afterAll(() => t.close())

  it('returns every shopper to the configured origin', async () => {
    const { checkoutId, payment } = await placeOn(t, provider, 'http://127.0.0.1:3202')
    expect(payment.input.redirectUrl).toBe(`http://shop.example:8080/checkout/${checkoutId}/bevestiging`)
  })
})

describe('the origins the shop answers to', () => {
  const config = { localeHosts: { 'messer.example': 'de' as const } }
  it.each([
    ['http://localhost:3000/x', 'http://localhost:3000'],
    ['http://127.0.0.1:3202/x', 'http://127.0.0.1:3202'],
    ['http://127.1.2.3/x', 'http://127.1.2.3'],
    ['http://[::1]:3000/x', 'http://[::1]:3000'],
    ['http://shop.localhost:3000/x', 'http://shop.localhost:3000'],
    ['https://messer.example/x', 'https://messer.example'],
    ['http://evil.example/x', null],
    ['http://localhost.evil.example/x', null],
    ['http://127.0.0.1.evil.example/x', null],
    ['http://constructor/x', null],
  ])('%s → %s', (url, origin) => {
    expect(requestOrigin(url, config)).toBe(origin)
  })
})
