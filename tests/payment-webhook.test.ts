import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestPaymentProvider } from '#server/adapters/payments/test-provider'
import { createTestApp, type TestApp } from './app'

/** `POST /webhooks/payments`: the provider's server-to-server call, with the handler the checkout registers. */
let t: TestApp
const calls: string[] = []
let failure: Error | null = null

beforeAll(async () => {
  t = await createTestApp({
    onPaymentWebhook: async (id, { logger }) => {
      logger.info('handler ran')
      if (failure) throw failure
      calls.push(id)
    },
  })
})
afterAll(async () => {
  await t.close()
})
beforeEach(() => {
  calls.length = 0
  failure = null
  t.logs.length = 0
})

function post(
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' },
) {
  return t.app.request('/webhooks/payments', { method: 'POST', headers, body })
}

describe('the payment webhook', () => {
  it('hands a form-encoded id to the handler and answers 200, without cookie or X-Requested-With', async () => {
    const response = await post('id=tr_WDqYK6vllg')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(calls).toEqual(['tr_WDqYK6vllg'])
  })

  it('accepts a multipart form too', async () => {
    const form = new FormData()
    form.set('id', 'tr_WDqYK6vllg')
    const response = await t.app.request('/webhooks/payments', { method: 'POST', body: form })
    expect(response.status).toBe(200)
    expect(calls).toEqual(['tr_WDqYK6vllg'])
  })

  it('logs each call with the request id and the payment id', async () => {
    const response = await post('id=tr_WDqYK6vllg')
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    const lines = t.logs.filter((line) => line.requestId === requestId)
    expect(lines).toContainEqual(
      expect.objectContaining({ msg: 'payment webhook', paymentId: 'tr_WDqYK6vllg' }),
    )
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'handler ran', paymentId: 'tr_WDqYK6vllg' }))
  })

  it('calls the handler each time the same webhook comes (the handler makes it idempotent)', async () => {
    for (let i = 0; i < 5; i++) expect((await post('id=tr_WDqYK6vllg')).status).toBe(200)
    expect(calls).toHaveLength(5)
  })

  it('answers 500 without details when the shop failed, so the provider tries again', async () => {
    failure = new Error('connection to the database lost at 10.0.0.5')
    const response = await post('id=tr_WDqYK6vllg')
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(body).not.toContain('10.0.0.5')
    expect(JSON.parse(body)).toEqual({ message: expect.any(String) })
    expect(t.logs).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }))
  })

  it.each([
    ['no body', ''],
    ['no id', 'foo=bar'],
    ['an empty id', 'id='],
    ['an id of another shape', 'id=re_WDqYK6vllg'],
    ['an id with extra characters', 'id=tr_WDqYK6vllg%27%3B--'],
    ['a very long id', `id=tr_${'a'.repeat(5000)}`],
    ['two ids', 'id=tr_WDqYK6vllg&id=tr_other12345'],
    ['broken percent-encoding', 'id=%E0%A4%A'],
  ])('answers %s with 422 and calls no handler', async (_name, body) => {
    const response = await post(body)
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: { id: [expect.any(String)] },
    })
    expect(calls).toEqual([])
  })

  it.each([
    ['JSON', '{"id":"tr_WDqYK6vllg"}', 'application/json'],
    ['plain text', 'id=tr_WDqYK6vllg', 'text/plain'],
    ['a broken multipart body', '--x\r\nnonsense', 'multipart/form-data; boundary=x'],
  ])('answers a %s body with 422, never 500', async (_name, body, type) => {
    const response = await post(body, { 'Content-Type': type })
    expect(response.status).toBe(422)
    expect(calls).toEqual([])
  })

  it('answers other methods as not found', async () => {
    expect((await t.app.request('/webhooks/payments')).status).toBe(404)
  })
})

describe('the webhook with the checkout’s handler (the default)', () => {
  it('fetches the payment from the provider and changes nothing for a payment that is no order’s', async () => {
    const app = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example' } })
    try {
      const provider = createTestPaymentProvider({ db: app.database.db, publicUrl: 'https://shop.example' })
      const payment = await provider.createPayment(
        {
          amountCents: 1000,
          description: 'Test',
          method: 'ideal',
          locale: 'nl',
          redirectUrl: 'https://shop.example/terug',
          webhookUrl: 'https://shop.example/webhooks/payments',
          metadata: { checkoutId: 'abc' },
        },
        'k1',
      )
      for (const id of [payment.id, 'tr_0000000000']) {
        const response = await app.app.request('/webhooks/payments', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: `id=${id}`,
        })
        expect(response.status).toBe(200)
        expect(app.logs).toContainEqual(
          expect.objectContaining({ msg: 'payment status applied', result: 'unknown', paymentId: id }),
        )
      }
    } finally {
      await app.close()
    }
  })
})
