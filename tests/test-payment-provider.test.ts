import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CreatePaymentInput, PaymentProvider, ProviderPayment } from '#server/adapters/payments/port'
import { createTestPaymentProvider, expireTestPayment } from '#server/adapters/payments/test-provider'
import { jobs, testPspPayments } from '#server/db/schema'
import { createTestApp, type TestApp } from './app'
import { testEnv } from './env'
import { IN3_BILLING, paymentInput, runProviderJobsUntil as runJobsUntil } from './payment-fixtures'
import { createNodeListener } from '#server/http/node-listener'

/**
 * The built-in test provider, through the real app served on a loopback port: its hosted page's HTML
 * and form posts, the webhook it calls server-to-server (back into the same app's /webhooks/payments),
 * idempotency, expiry and refunds.
 */
interface WebhookCall {
  id: string
  status: string | undefined
}
interface RawCall {
  headers: IncomingHttpHeaders
}

let t: TestApp
let server: Server
let origin: string
let provider: PaymentProvider
const webhookCalls: WebhookCall[] = []
const rawCalls: RawCall[] = []
let failWebhook = false

beforeAll(async () => {
  // The app needs its own origin for the payment's URLs: take a port first, then build the app on it.
  server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({
    env: { PUBLIC_URL: origin },
    onPaymentWebhook: async (id) => {
      if (failWebhook) throw new Error('order database unavailable')
      webhookCalls.push({ id, status: (await provider.getPayment(id))?.status })
    },
  })
  provider = createTestPaymentProvider({ db: t.database.db, publicUrl: origin })
  const listener = createNodeListener(t.app)
  server.on('request', (req, res) => {
    // Keep the headers that arrived on the wire, then let the app answer.
    if (req.url === '/webhooks/payments') rawCalls.push({ headers: req.headers })
    void listener(req, res)
  })
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})
afterEach(async () => {
  webhookCalls.length = 0
  rawCalls.length = 0
  failWebhook = false
  await t.database.db.delete(jobs)
})

let keys = 0
function input(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  return paymentInput(origin, overrides)
}
function create(overrides: Partial<CreatePaymentInput> = {}): Promise<ProviderPayment> {
  return provider.createPayment(input(overrides), `key-${++keys}`)
}
function page(payment: { id: string }) {
  return fetch(`${origin}/test-psp/${payment.id}`)
}
function choose(payment: { id: string }, form: Record<string, string> | string, contentType?: string) {
  const body = typeof form === 'string' ? form : new URLSearchParams(form).toString()
  return fetch(`${origin}/test-psp/${payment.id}`, {
    method: 'POST',
    headers: { 'Content-Type': contentType ?? 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  })
}
/** Runs the test provider's jobs (webhook retries, expiry) in a worker until the assertion holds. */
function runProviderJobsUntil(assertion: () => void) {
  return runJobsUntil(t.database.db, assertion)
}
async function row(id: string) {
  const [found] = await t.database.db.select().from(testPspPayments).where(eq(testPspPayments.id, id))
  return found!
}
async function pendingWebhookJobs(id: string) {
  return t.database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.type, 'test-psp.webhook'),
        eq(jobs.status, 'pending'),
        sql`${jobs.payload}->>'paymentId' = ${id}`,
      ),
    )
}

describe('the test provider’s methods', () => {
  it('offers each method within its amount limits, in3 only in the Netherlands, with names in the language', async () => {
    const ids = async (amountCents: number, countryIso = 'NL') =>
      (await provider.listMethods({ amountCents, locale: 'nl', countryIso })).map((m) => m.id)
    expect(await ids(12345)).toEqual([
      'ideal',
      'bancontact',
      'kbc',
      'creditcard',
      'paypal',
      'banktransfer',
      'in3',
    ])
    expect(await ids(4999)).not.toContain('in3')
    expect(await ids(5000)).toContain('in3')
    expect(await ids(500_001)).not.toContain('in3')
    expect(await ids(12345, 'be')).not.toContain('in3')
    expect(await ids(1_000_001)).toEqual(['ideal', 'bancontact', 'kbc', 'banktransfer'])
    expect(await ids(1)).not.toContain('bancontact')
    const de = await provider.listMethods({ amountCents: 12345, locale: 'de', countryIso: 'NL' })
    expect(de.find((m) => m.id === 'banktransfer')?.description).toBe('Banküberweisung')
    expect(de.find((m) => m.id === 'kbc')?.issuers).toEqual([
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ])
    // iDEAL 2.0: the bank is chosen at iDEAL, not here.
    expect(de.find((m) => m.id === 'ideal')?.issuers).toEqual([])
  })
})

describe('creating test payments', () => {
  it('creates an open payment with a Mollie-shaped id, a hosted page and the method’s expiry', async () => {
    const before = Date.now()
    const payment = await create()
    expect(payment).toMatchObject({
      status: 'open',
      amountCents: 12345,
      method: 'ideal',
      metadata: { checkoutId: 'abc' },
    })
    expect(payment.id).toMatch(/^tr_[A-Za-z0-9]{10}$/)
    expect(payment.checkoutUrl).toBe(`${origin}/test-psp/${payment.id}`)
    const minutes = (payment.expiresAt!.getTime() - before) / 60_000
    expect(minutes).toBeGreaterThan(14.5)
    expect(minutes).toBeLessThan(15.5)
    const [expiry] = await t.database.db.select().from(jobs).where(eq(jobs.type, 'test-psp.expire'))
    expect(expiry).toMatchObject({ payload: { paymentId: payment.id }, status: 'pending' })
    expect(expiry!.runAt.getTime()).toBe(payment.expiresAt!.getTime())
  })

  it('answers the same payment for the same idempotency key, and refuses the key for another payment', async () => {
    const first = await provider.createPayment(input(), 'same-key')
    const again = await provider.createPayment(input(), 'same-key')
    expect(again.id).toBe(first.id)
    await expect(provider.createPayment(input({ amountCents: 999 }), 'same-key')).rejects.toMatchObject({
      kind: 'rejected',
    })
    expect(
      await t.database.db
        .select()
        .from(testPspPayments)
        .where(eq(testPspPayments.idempotencyKey, 'same-key')),
    ).toHaveLength(1)
  })

  it.skipIf(!testEnv.databaseUrl)(
    'makes one payment when the same request comes 10 times at once (PostgreSQL)',
    async () => {
      const payments = await Promise.all(
        Array.from({ length: 10 }, () => provider.createPayment(input(), 'ten-at-once')),
      )
      expect(new Set(payments.map((p) => p.id)).size).toBe(1)
    },
  )

  it.each([
    [{ amountCents: 0 }, 'positive'],
    [{ amountCents: 12.5 }, 'positive'],
    [{ method: 'in3' as const, amountCents: 4999 }, 'limits'],
    [{ method: 'creditcard' as const, amountCents: 1_000_001 }, 'limits'],
    [{ method: 'kbc' as const, issuer: 'ing' }, 'issuer'],
    [{ method: 'ideal' as const, issuer: 'ing' }, 'issuer'],
    [{ method: 'in3' as const }, 'billing'],
    [{ method: 'sofort' as never }, 'Unknown method'],
    [{ redirectUrl: 'javascript:alert(1)' }, 'URL'],
    [{ description: ' ' }, 'description'],
  ])('refuses %o', async (overrides, message) => {
    await expect(create(overrides)).rejects.toMatchObject({
      kind: 'rejected',
      message: expect.stringContaining(message),
    })
  })
})

describe('the hosted payment page', () => {
  it('is clearly a test, in the shopper’s language, with amount, method and description (escaped)', async () => {
    for (const [locale, badgeText, method] of [
      ['nl', 'Dit is de testbetaalomgeving van de winkel.', 'iDEAL'],
      ['en', 'This is the shop&#39;s test payment environment.', 'iDEAL'],
      ['de', 'Dies ist die Testzahlungsumgebung des Shops.', 'iDEAL'],
    ] as const) {
      const payment = await create({ locale, description: 'Order <b>2025</b> & co' })
      const response = await page(payment)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/html')
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
      const body = await response.text()
      expect(body).toContain(`<html lang="${locale}">`)
      expect(body).toContain('<span class="badge">TEST</span>')
      expect(body).toContain(badgeText)
      expect(body).toContain('€ 123,45')
      expect(body).toContain(method)
      expect(body).toContain('Order &lt;b&gt;2025&lt;/b&gt; &amp; co')
      for (const outcome of ['paid', 'failed', 'canceled', 'expired'])
        expect(body).toContain(`name="status" value="${outcome}"`)
      expect(body).not.toContain('name="issuer"')
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('asks for the bank with KBC/CBC unless it was chosen in the shop, and shows in3’s three instalments', async () => {
    const kbc = await (await page(await create({ method: 'kbc' }))).text()
    expect(kbc).toContain('Kies je bank')
    expect(kbc).toContain('name="issuer" value="kbc"')
    expect(kbc).toContain('name="issuer" value="cbc"')
    const chosen = await (await page(await create({ method: 'kbc', issuer: 'cbc' }))).text()
    expect(chosen).not.toContain('name="issuer"')
    expect(chosen).toContain('KBC/CBC-Betaalknop (CBC)')
    const in3 = await (
      await page(
        await create({
          method: 'in3',
          amountCents: 10000,
          locale: 'en',
          billing: IN3_BILLING,
        }),
      )
    ).text()
    expect(in3).toContain(
      'In 3 interest-free instalments: € 33,34 now, € 33,33 in 30 days and € 33,33 in 60 days.',
    )
  })

  it('answers 404 for an unknown or malformed payment id', async () => {
    expect((await page({ id: 'tr_0000000000' })).status).toBe(404)
    expect((await page({ id: '..%2F..%2Fetc' })).status).toBe(404)
    expect((await choose({ id: 'tr_0000000000' }, { status: 'paid' })).status).toBe(404)
    expect((await page({ id: 'tr_0000000000' })).headers.get('content-type')).toContain('text/html')
  })
})

describe('choosing the outcome', () => {
  it('pays, calls the webhook server-to-server with the id only, then sends the browser back', async () => {
    const payment = await create()
    const response = await choose(payment, { status: 'paid' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${origin}/checkout/abc/bevestiging`)
    // The webhook was called (and answered) before the browser was sent back.
    expect(webhookCalls).toEqual([{ id: payment.id, status: 'paid' }])
    expect(rawCalls).toHaveLength(1)
    expect(rawCalls[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(rawCalls[0]!.headers.cookie).toBeUndefined()
    expect(rawCalls[0]!.headers['x-requested-with']).toBeUndefined()
    const paid = await provider.getPayment(payment.id)
    expect(paid).toMatchObject({ status: 'paid', checkoutUrl: null, expiresAt: null })
    expect(paid!.paidAt).toBeInstanceOf(Date)
    // Delivered: no retry is left waiting.
    expect(await pendingWebhookJobs(payment.id)).toEqual([])
  })

  it('posts exactly a form-encoded id to the webhook URL', async () => {
    const bodies: string[] = []
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        bodies.push(`${req.method} ${req.headers['content-type']} ${Buffer.concat(chunks).toString()}`)
        res.end()
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    try {
      const port = (receiver.address() as AddressInfo).port
      const payment = await create({ webhookUrl: `http://127.0.0.1:${port}/hook` })
      expect((await choose(payment, { status: 'paid' })).status).toBe(303)
      expect(bodies).toEqual([`POST application/x-www-form-urlencoded id=${payment.id}`])
    } finally {
      receiver.close()
    }
  })

  it.each(['failed', 'canceled', 'expired'] as const)('ends a payment as %s', async (status) => {
    const payment = await create({ method: 'kbc' })
    const response = await choose(payment, status === 'failed' ? { status, issuer: 'kbc' } : { status })
    expect(response.status).toBe(303)
    expect(webhookCalls).toEqual([{ id: payment.id, status }])
    expect(await provider.getPayment(payment.id)).toMatchObject({ status, paidAt: null, checkoutUrl: null })
    expect((await row(payment.id)).closedAt).toBeInstanceOf(Date)
  })

  it('records the bank chosen on the page', async () => {
    const payment = await create({ method: 'kbc' })
    expect((await choose(payment, { status: 'paid', issuer: 'cbc' })).status).toBe(303)
    expect((await row(payment.id)).issuer).toBe('cbc')
  })

  it('leaves the webhook to a retry job when the shop fails to answer, and the job delivers it later', async () => {
    const payment = await create()
    failWebhook = true
    const response = await choose(payment, { status: 'paid' })
    expect(response.status).toBe(303)
    expect(t.logs).toContainEqual(expect.objectContaining({ msg: 'test payment webhook failed, will retry' }))
    const [retry] = await pendingWebhookJobs(payment.id)
    expect(retry!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000)
    failWebhook = false
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, retry!.id))
    await runProviderJobsUntil(() => expect(webhookCalls).toEqual([{ id: payment.id, status: 'paid' }]))
  })

  it('refuses a second outcome for a finished payment and keeps the first', async () => {
    const payment = await create()
    await choose(payment, { status: 'failed' })
    const again = await choose(payment, { status: 'paid' })
    expect(again.status).toBe(409)
    const body = await again.text()
    expect(body).toContain('Deze betaling is afgerond: mislukt.')
    expect(body).toContain(`href="${origin}/checkout/abc/bevestiging"`)
    expect((await provider.getPayment(payment.id))!.status).toBe('failed')
    const shown = await (await page(payment)).text()
    expect(shown).toContain('Deze betaling is afgerond: mislukt.')
    expect(shown).not.toContain('name="status"')
  })

  it.each([
    ['no outcome', {}, 'Kies een uitkomst.'],
    ['an unknown outcome', { status: 'refunded' }, 'Kies een uitkomst.'],
    ['an outcome twice', 'status=paid&status=failed', 'Kies een uitkomst.'],
    ['a huge issuer', { status: 'canceled', issuer: 'x'.repeat(100) }, 'Kies een bank.'],
  ])('answers %s with the page and a message, never a 500', async (_name, form, message) => {
    const payment = await create()
    const response = await choose(payment, form as Record<string, string>)
    expect(response.status).toBe(422)
    const body = await response.text()
    expect(body).toContain(`role="alert">${message}</p>`)
    expect((await provider.getPayment(payment.id))!.status).toBe('open')
  })

  it('asks for a bank when paying with KBC/CBC without one, or with a bank it does not know', async () => {
    const payment = await create({ method: 'kbc' })
    const forms: Record<string, string>[] = [
      { status: 'paid' },
      { status: 'paid', issuer: 'ing' },
      { status: 'failed' },
    ]
    for (const form of forms) {
      const response = await choose(payment, form)
      expect(response.status).toBe(422)
      expect(await response.text()).toContain('Kies een bank.')
    }
    expect((await choose(payment, { status: 'canceled' })).status).toBe(303)
  })

  it('treats a body that is no form as an empty form', async () => {
    const payment = await create()
    for (const [body, type] of [
      ['{"status":"paid"}', 'application/json'],
      ['--x\r\nContent-Disposition: form-data; name="status"\r\n\r\npaid', 'multipart/form-data; boundary=x'],
      ['\u0000\u0001garbage', 'text/plain'],
      ['%E0%A4%A=paid', 'application/x-www-form-urlencoded'],
    ]) {
      const response = await choose(payment, body!, type)
      expect(response.status).toBe(422)
    }
    expect((await provider.getPayment(payment.id))!.status).toBe('open')
  })
})

describe('expiry', () => {
  it('expires an open payment whose time is up, tells the shop, and refuses a late "paid"', async () => {
    const payment = await create({ method: 'banktransfer' })
    await t.database.db
      .update(testPspPayments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(testPspPayments.id, payment.id))
    const late = await choose(payment, { status: 'paid' })
    expect(late.status).toBe(409)
    expect(await late.text()).toContain('Deze betaling is afgerond: verlopen.')
    expect((await provider.getPayment(payment.id))!.status).toBe('expired')
    // The shop hears of it through the webhook job (run at once).
    const [job] = await pendingWebhookJobs(payment.id)
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now())
    expect(await expireTestPayment(t.database.db, payment.id)).toBeNull()
  })

  it('the expire job ends an open payment at its time and the webhook job calls the shop', async () => {
    const payment = await create()
    await t.database.db
      .update(testPspPayments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(testPspPayments.id, payment.id))
    await t.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.type, 'test-psp.expire'))
    await runProviderJobsUntil(() => expect(webhookCalls).toEqual([{ id: payment.id, status: 'expired' }]))
  })

  it('leaves a paid payment alone when its expire job runs', async () => {
    const payment = await create()
    await choose(payment, { status: 'paid' })
    await t.database.db
      .update(testPspPayments)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(testPspPayments.id, payment.id))
    expect(await expireTestPayment(t.database.db, payment.id)).toBeNull()
    expect((await provider.getPayment(payment.id))!.status).toBe('paid')
  })
})

describe('refunds', () => {
  it('refunds a paid payment in parts, never more than was paid', async () => {
    const payment = await create()
    await expect(provider.createRefund(payment.id, 100, 'Retour')).rejects.toMatchObject({ kind: 'rejected' })
    await choose(payment, { status: 'paid' })
    const refund = await provider.createRefund(payment.id, 10000, 'Retour koksmes')
    expect(refund).toMatchObject({ status: 'refunded', amountCents: 10000 })
    expect(refund.id).toMatch(/^re_[A-Za-z0-9]{10}$/)
    await expect(provider.createRefund(payment.id, 2346, 'Te veel')).rejects.toMatchObject({
      kind: 'rejected',
    })
    await provider.createRefund(payment.id, 2345, 'Rest')
    expect((await provider.getPayment(payment.id))!.amountRefundedCents).toBe(12345)
    await expect(provider.createRefund('tr_0000000000', 1, 'x')).rejects.toMatchObject({ kind: 'rejected' })
    await expect(provider.createRefund(payment.id, 0, 'x')).rejects.toMatchObject({ kind: 'rejected' })
  })
})
