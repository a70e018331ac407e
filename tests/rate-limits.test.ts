import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { normalizeAddress } from '#server/http/client-address'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'

/** Issue 15 point 8: the one limiter, in the database, counted per connecting address. */
const LIMITS = 'cart-create-ip=3/3600,coupon-session=3/600,coupon-ip=5/600,login-account=3/900,login-ip=5/900'

let t: TestApp
let make: CartFactory
let productId: number
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: LIMITS } })
  make = await cartFactory(t.database.db)
  productId = (await make.product()).id
  await make.coupon({ code: 'ECHT10', kind: 'percentage', value: 10 })
})
afterAll(() => t.close())

/** What @hono/node-server hands the app: the socket the request came in on. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

function shopperAt(address: string, app = t.app, headers: Record<string, string> = {}) {
  return cartClient({
    request: (path, init) =>
      app.request(path, { ...init, headers: { ...(init?.headers as object), ...headers } }, from(address)),
  })
}

const addFirst = (shopper: ReturnType<typeof shopperAt>) =>
  shopper.call<CheckoutLineResponse>('POST', 'checkout-line', { product_id: productId, quantity: 1 }, 'en')

async function raw(address: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request(
    `/front-api/${path}`,
    {
      method: path === 'login' ? 'POST' : 'PUT',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    from(address),
  )
}

describe('new carts', () => {
  it('are limited per connecting address, loopback included: 429, Retry-After, localized message', async () => {
    for (let i = 0; i < 3; i++) expect((await addFirst(shopperAt('127.0.0.1'))).status).toBe(200)
    const rows = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*)::int from checkouts) as checkouts, (select count(*)::int from sessions) as sessions`,
        )) as unknown as { rows: unknown[] }
      ).rows
    const before = await rows()
    const response = await t.app.request(
      '/front-api/checkout-line',
      {
        method: 'POST',
        headers: {
          'X-Requested-With': 'XMLHttpRequest',
          'content-type': 'application/json',
          'X-Shop-Locale': 'de',
        },
        body: JSON.stringify({ product_id: productId, quantity: 1 }),
      },
      from('127.0.0.1'),
    )
    expect(response.status).toBe(429)
    expect(await response.json()).toEqual({ message: translate('de', 'error.tooManyRequests') })
    const retryAfter = Number(response.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    // Refused before anything was written: no cart, no session.
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(await rows()).toEqual(before)
    // Another address is not affected; a shopper who has a cart keeps adding to it.
    expect((await addFirst(shopperAt('192.0.2.10'))).status).toBe(200)
  })

  it('ignore X-Forwarded-For unless TRUST_PROXY says a proxy writes it', async () => {
    for (let i = 0; i < 3; i++) {
      const spoofed = shopperAt('198.51.100.1', t.app, { 'x-forwarded-for': `203.0.113.${i}` })
      expect((await addFirst(spoofed)).status).toBe(200)
    }
    const spoofed = shopperAt('198.51.100.1', t.app, { 'x-forwarded-for': '203.0.113.99' })
    expect((await addFirst(spoofed)).status).toBe(429)

    const proxied = await createTestApp({
      env: { RATE_LIMITS: LIMITS, TRUST_PROXY: '1' },
      database: t.database,
    })
    for (let i = 0; i < 3; i++) {
      // Behind one proxy: the address the proxy appended counts, not what the client claimed before it.
      const client = shopperAt('10.0.0.1', proxied.app, { 'x-forwarded-for': `6.6.6.6, 203.0.113.${50 + i}` })
      expect((await addFirst(client)).status).toBe(200)
    }
  })

  it('are counted in the database, so two app instances count together', async () => {
    // A second instance on the same database (closing it would close the shared database).
    const other = await createTestApp({ env: { RATE_LIMITS: LIMITS }, database: t.database })
    expect((await addFirst(shopperAt('192.0.2.77'))).status).toBe(200)
    expect((await addFirst(shopperAt('192.0.2.77', other.app))).status).toBe(200)
    expect((await addFirst(shopperAt('192.0.2.77'))).status).toBe(200)
    expect((await addFirst(shopperAt('192.0.2.77', other.app))).status).toBe(429)
  })
})

describe('discount codes', () => {
  it('are limited per session and per address, whether the code exists or not', async () => {
    const shopper = shopperAt('192.0.2.20')
    const { body } = await addFirst(shopper)
    const path = `checkout/${body.checkout.id}/fulfilment/discount-code`
    for (const code of ['GOK1', 'GOK2', 'ECHT10']) {
      expect((await shopper.call('PUT', path, { discount_code: code })).status).not.toBe(429)
    }
    const limited = await shopper.call<{ message: string }>('PUT', path, { discount_code: 'ECHT10' })
    expect(limited.status).toBe(429)
    expect(limited.body.message).toBe(translate('nl', 'error.tooManyRequests'))
    // Removing the code is no guess.
    expect((await shopper.call('PUT', path, { discount_code: '' })).status).toBe(200)

    // New sessions from one address: the address runs out after 5 guesses in all.
    let guesses = 0
    let refused = false
    for (let i = 0; i < 4 && !refused; i++) {
      const next = shopperAt('192.0.2.30')
      const cart = await addFirst(next)
      const nextPath = `checkout/${cart.body.checkout.id}/fulfilment/discount-code`
      for (let j = 0; j < 2 && !refused; j++) {
        const answer = await next.call('PUT', nextPath, { discount_code: `GOK${i}${j}` })
        if (answer.status === 429) refused = true
        else guesses++
      }
    }
    expect(refused).toBe(true)
    expect(guesses).toBe(5)
  })
})

describe('login', () => {
  it('is limited per account and per address', async () => {
    const attempt = (address: string, email: string) =>
      raw(address, 'login', { email, password: 'wrong-password' })
    for (let i = 0; i < 3; i++)
      expect((await attempt(`192.0.2.${40 + i}`, 'Jan@Example.nl')).status).toBe(422)
    // The fourth try on that account, from yet another address, case and spaces aside.
    const account = await attempt('192.0.2.49', ' jan@example.nl ')
    expect(account.status).toBe(429)
    expect(account.headers.get('retry-after')).toMatch(/^\d+$/)
    // Per address: five accounts tried from one address, then refused.
    for (let i = 0; i < 5; i++) expect((await attempt('192.0.2.60', `a${i}@example.nl`)).status).toBe(422)
    expect((await attempt('192.0.2.60', 'another@example.nl')).status).toBe(429)
    // Each refused login hashes a password: slow on purpose.
  }, 60_000)
})

describe('client addresses', () => {
  it('count IPv6 per /64 and IPv4-mapped addresses as IPv4', () => {
    expect(normalizeAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64')
    expect(normalizeAddress('::1')).toBe('0:0:0:0::/64')
    expect(normalizeAddress('::ffff:192.0.2.1')).toBe('192.0.2.1')
    expect(normalizeAddress('127.0.0.1')).toBe('127.0.0.1')
  })
})
