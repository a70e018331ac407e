import { get } from 'node:https'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMollieProvider } from '#server/adapters/payments/mollie-provider'
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentProvider,
} from '#server/adapters/payments/port'
import { createPaymentProvider } from '#server/adapters/payments/provider'
import { IN3_BILLING, paymentInput } from './payment-fixtures'
import { createTestApp, testConfig, type TestApp } from './app'
import { startFakeMollie, type FakeMollie } from './fakes/mollie-api'

let fake: FakeMollie
let provider: PaymentProvider
let previousTlsSetting: string | undefined

beforeAll(async () => {
  fake = await startFakeMollie()
  // The official client trusts only its own bundle of public CAs, so a loopback fake with a throw-away
  // certificate is reachable only with verification off; this test process talks to nothing else.
  previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
  // Node warns once per process about that; let it do so here, before the console is watched per test.
  await new Promise<void>((resolve, reject) =>
    get(fake.endpoint, (res) => res.resume().on('end', resolve)).on('error', reject),
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  provider = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.endpoint })
})
afterAll(async () => {
  await fake.close()
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting
})
beforeEach(() => {
  fake.requests.length = 0
})

function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return paymentInput('https://shop.example', overrides)
}

describe('the Mollie adapter against a fake Mollie API', () => {
  it('is chosen when MOLLIE_API_KEY is set, the test provider otherwise', async () => {
    const t = await createTestApp()
    try {
      expect(createPaymentProvider(testConfig({ MOLLIE_API_KEY: fake.apiKey }), t.database.db).name).toBe(
        'mollie',
      )
      expect(createPaymentProvider(testConfig(), t.database.db).name).toBe('test')
    } finally {
      await t.close()
    }
  })

  it('lists the shop’s methods for an amount, with issuers, limits and names in the language', async () => {
    const methods = await provider.listMethods({ amountCents: 12345, locale: 'de', countryIso: 'nl' })
    expect(methods.map((m) => m.id)).toEqual([
      'ideal',
      'creditcard',
      'bancontact',
      'kbc',
      'paypal',
      'banktransfer',
      'in3',
    ])
    expect(methods.find((m) => m.id === 'creditcard')).toEqual({
      id: 'creditcard',
      description: 'Kreditkarte',
      minimumCents: 1,
      maximumCents: 1_000_000,
      issuers: [],
      image: 'https://www.mollie.com/external/icons/payment-methods/creditcard.svg',
    })
    expect(methods.find((m) => m.id === 'kbc')?.issuers).toEqual([
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ])
    expect(methods.find((m) => m.id === 'ideal')?.issuers).toEqual([])
    const [request] = fake.requests
    expect(request!.path).toBe('/v2/methods')
    expect(request!.query.get('amount[value]')).toBe('123.45')
    expect(request!.query.get('amount[currency]')).toBe('EUR')
    expect(request!.query.get('locale')).toBe('de_DE')
    expect(request!.query.get('include')).toBe('issuers')
    expect(request!.headers.authorization).toBe(`Bearer ${fake.apiKey}`)
    // in3 needs at least € 50.
    const small = await provider.listMethods({ amountCents: 4999, locale: 'nl', countryIso: 'NL' })
    expect(small.map((m) => m.id)).not.toContain('in3')
  })

  it('creates a payment with the idempotency key, and the same key gives the same payment', async () => {
    const first = await provider.createPayment(input({ method: 'kbc', issuer: 'cbc' }), 'checkout-abc:1')
    expect(first).toMatchObject({
      status: 'open',
      amountCents: 12345,
      method: 'kbc',
      metadata: { checkoutId: 'abc' },
      amountRefundedCents: 0,
      paidAt: null,
    })
    expect(first.id).toMatch(/^tr_\w{10}$/)
    expect(first.checkoutUrl).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//)
    expect(first.expiresAt).toBeInstanceOf(Date)
    const request = fake.requests.at(-1)!
    expect(request.headers['idempotency-key']).toBe('checkout-abc:1')
    expect(request.body).toEqual({
      amount: { currency: 'EUR', value: '123.45' },
      description: 'Bestelling 2025-000123',
      method: 'kbc',
      issuer: 'cbc',
      locale: 'nl_NL',
      redirectUrl: 'https://shop.example/checkout/abc/bevestiging',
      webhookUrl: 'https://shop.example/webhooks/payments',
      metadata: { checkoutId: 'abc' },
    })
    const again = await provider.createPayment(input({ method: 'kbc', issuer: 'cbc' }), 'checkout-abc:1')
    expect(again.id).toBe(first.id)
    expect(fake.payments.size).toBeGreaterThanOrEqual(1)
    const other = await provider.createPayment(input(), 'checkout-abc:2')
    expect(other.id).not.toBe(first.id)
  })

  it('sends the billing address for in3', async () => {
    await provider.createPayment(
      input({
        method: 'in3',
        billing: IN3_BILLING,
      }),
      'in3-1',
    )
    // Mollie's names: `country` where the port says `countryIso`.
    const { countryIso, ...address } = IN3_BILLING
    expect((fake.requests.at(-1)!.body as { billingAddress: unknown }).billingAddress).toEqual({
      ...address,
      country: countryIso,
    })
  })

  it('reads a payment back with its status, and null for an id Mollie does not know', async () => {
    const created = await provider.createPayment(input(), 'read-back')
    fake.setStatus(created.id, 'paid')
    const paid = await provider.getPayment(created.id)
    expect(paid).toMatchObject({ id: created.id, status: 'paid', checkoutUrl: null, expiresAt: null })
    expect(paid!.paidAt).toBeInstanceOf(Date)
    expect(await provider.getPayment('tr_doesnotexist')).toBeNull()
  })

  it('refunds part of a paid payment', async () => {
    const created = await provider.createPayment(input(), 'refund-me')
    await expect(provider.createRefund(created.id, 1000, 'Retour')).rejects.toMatchObject({
      kind: 'rejected',
    })
    fake.setStatus(created.id, 'paid')
    const refund = await provider.createRefund(created.id, 1000, 'Retour koksmes')
    expect(refund).toMatchObject({ status: 'pending', amountCents: 1000 })
    expect(refund.id).toMatch(/^re_/)
    expect(fake.requests.at(-1)!.body).toMatchObject({
      amount: { currency: 'EUR', value: '10.00' },
      description: 'Retour koksmes',
    })
    expect((await provider.getPayment(created.id))!.amountRefundedCents).toBe(1000)
    await expect(provider.createRefund(created.id, 20000, 'Te veel')).rejects.toMatchObject({
      kind: 'rejected',
    })
  })

  it('says "rejected" for what Mollie refuses and "unavailable" when Mollie fails or the key is wrong', async () => {
    const refused = provider.createPayment(input({ method: 'in3', amountCents: 1000 }), 'too-small')
    await expect(refused).rejects.toBeInstanceOf(PaymentProviderError)
    await expect(refused).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining('lower than the minimum'),
    })
    fake.failNext(3)
    await expect(provider.getPayment('tr_abcdefghij')).rejects.toMatchObject({ kind: 'unavailable' })
    const wrongKey = createMollieProvider({
      apiKey: 'test_wrongwrongwrongwrongwrongwr',
      apiEndpoint: fake.endpoint,
    })
    await expect(
      wrongKey.listMethods({ amountCents: 100, locale: 'nl', countryIso: 'NL' }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
    })
  })

  it('retries a Mollie hiccup with the same idempotency key, making one payment', async () => {
    const before = fake.payments.size
    fake.failNext(1)
    const payment = await provider.createPayment(input(), 'hiccup')
    expect(fake.payments.size).toBe(before + 1)
    const posts = fake.requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => r.headers['idempotency-key'])).toEqual(['hiccup', 'hiccup'])
    expect(payment.status).toBe('open')
  })
})

describe('the webhook with the Mollie adapter: trusted only through the status fetched back', () => {
  let t: TestApp
  const seen: string[] = []
  beforeAll(async () => {
    t = await createTestApp({
      env: { MOLLIE_API_KEY: fake.apiKey },
      paymentProvider: provider,
      onPaymentWebhook: async (id) => {
        const payment = await provider.getPayment(id)
        seen.push(`${id}:${payment?.status ?? 'unknown'}`)
      },
    })
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers 200 for a known and an unknown id, and has no test payment page', async () => {
    const created = await provider.createPayment(input(), 'webhook-1')
    fake.setStatus(created.id, 'paid')
    const form = (id: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `id=${id}`,
    })
    expect((await t.app.request('/webhooks/payments', form(created.id))).status).toBe(200)
    expect((await t.app.request('/webhooks/payments', form('tr_unknown123'))).status).toBe(200)
    expect(seen).toEqual([`${created.id}:paid`, 'tr_unknown123:unknown'])
    expect((await t.app.request(`/test-psp/${created.id}`)).status).toBe(404)
  })
})
