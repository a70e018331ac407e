import { and, eq, isNotNull } from 'drizzle-orm'
import { formatEuro } from '#core/money'
import { dashboardDays } from '#server/domain/orders/dashboard'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountOrderResponse } from '#core/schemas/account'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import { auditLog, mailOutbox, orders, payments, products, staff } from '#server/db/schema'
import { createStaff } from '#server/domain/staff/staff'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
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
  await createStaff(t.database.db, {
    email: 'jan@messenwinkel.example',
    name: 'Jan',
    password: 'een lang staffwachtwoord',
    locale: 'en',
  })
})
afterAll(() => t.close())

const db = () => t.database.db
const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
})

async function staffCookie(email = 'jan@messenwinkel.example', password = 'een lang staffwachtwoord') {
  const response = await t.app.request('/admin/login', form({ email, password }))
  expect(response.status).toBe(303)
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('staff='))
  expect(cookie).toMatch(/HttpOnly/)
  expect(cookie).toMatch(/SameSite=Strict/)
  return cookie!.split(';')[0]!
}

/** A customer's paid order of one product; answers its number and the customer's client. */
async function paidOrder(stock = 5) {
  const product = await make.product({ stock })
  const { shopper, checkoutId } = await withCart(t.app, product.id, 2)
  const customer = await shopper.call('POST', 'customer', {
    first_name: 'Anna',
    last_name: 'de Vries',
    email: `anna-${product.id}@example.nl`,
    password: 'een lang wachtwoord',
  })
  expect(customer.status).toBe(200)
  await readyToPay(shopper, checkoutId, db())
  const started = await shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, {})
  expect(started.status).toBe(200)
  const [order] = await db().select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id))
  provider.setStatus(payment!.providerPaymentId!, 'paid')
  await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)
  return { shopper, order: order!, product, payment: payment! }
}

const setStatus = (cookie: string, number: string, values: Record<string, string>) =>
  t.app.request(`/admin/orders/${number}/status`, {
    ...form(values),
    headers: { ...form(values).headers, cookie },
  })

describe('back office access', () => {
  it('shows guests and shoppers only the login (403) and refuses their writes', async () => {
    const { shopper, order } = await paidOrder()
    for (const path of ['/admin', '/admin/orders', `/admin/orders/${order.number}`, '/admin/anything']) {
      for (const cookie of [undefined, shopper.cookie!]) {
        const response = await t.app.request(path, { headers: cookie ? { cookie } : {} })
        expect(response.status, path).toBe(403)
        expect(response.headers.get('cache-control')).toContain('no-store')
        const html = await response.text()
        expect(html).toContain('action="/admin/login"')
        // Nothing of the order (the login form keeps only the address it was asked for).
        expect(html).not.toContain(order.email)
        expect(html).not.toContain('de Vries')
        expect(html).not.toContain('€')
      }
    }
    const write = await t.app.request(`/admin/orders/${order.number}/status`, {
      ...form({ status: 'processing' }),
      headers: { ...form({}).headers, cookie: shopper.cookie! },
    })
    expect(write.status).toBe(403)
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(unchanged!.status).toBe('paid')
  })

  it('refuses a wrong password, a made-up token and a disabled account', async () => {
    const wrong = await t.app.request(
      '/admin/login',
      form({ email: 'jan@messenwinkel.example', password: 'niet het wachtwoord' }),
    )
    expect(wrong.status).toBe(422)
    expect(wrong.headers.getSetCookie()).toEqual([])
    const madeUp = await t.app.request('/admin/orders', { headers: { cookie: `staff=${'a'.repeat(43)}` } })
    expect(madeUp.status).toBe(403)

    await createStaff(db(), {
      email: 'oud@messenwinkel.example',
      name: 'Oud',
      password: 'een lang staffwachtwoord',
    })
    const cookie = await staffCookie('oud@messenwinkel.example')
    expect((await t.app.request('/admin/orders', { headers: { cookie } })).status).toBe(200)
    await db()
      .update(staff)
      .set({ disabledAt: new Date() })
      .where(eq(staff.email, 'oud@messenwinkel.example'))
    expect((await t.app.request('/admin/orders', { headers: { cookie } })).status).toBe(403)
  })

  it('returns to the page that asked for the login, and only to a back-office page', async () => {
    const back = await t.app.request(
      '/admin/login',
      form({
        email: 'jan@messenwinkel.example',
        password: 'een lang staffwachtwoord',
        next: '/admin/orders?status=paid',
      }),
    )
    expect(back.headers.get('location')).toBe('/admin/orders?status=paid')
    const away = await t.app.request(
      '/admin/login',
      form({
        email: 'jan@messenwinkel.example',
        password: 'een lang staffwachtwoord',
        next: 'https://evil.example/',
      }),
    )
    expect(away.headers.get('location')).toBe('/admin/orders')
  })

  it('logs out: the token no longer opens anything', async () => {
    const cookie = await staffCookie()
    const out = await t.app.request('/admin/logout', { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(303)
    expect((await t.app.request('/admin/orders', { headers: { cookie } })).status).toBe(403)
  })
})

describe('orders in the back office', () => {
  it('takes an order from paid to shipped and delivered; the customer sees the tracking link', async () => {
    const cookie = await staffCookie()
    const { shopper, order } = await paidOrder()
    const list = await t.app.request(`/admin/orders?q=${order.number}`, { headers: { cookie } })
    expect(list.status).toBe(200)
    const listed = await list.text()
    expect(listed).toContain(`/admin/orders/${order.number}`)
    expect(listed).toContain('Paid')

    expect((await setStatus(cookie, order.number, { status: 'processing' })).status).toBe(303)
    const missing = await setStatus(cookie, order.number, { status: 'shipped', carrier: 'postnl' })
    expect(missing.status).toBe(422)
    expect(await missing.text()).toContain('Enter the tracking code')
    const skipped = await setStatus(cookie, order.number, { status: 'delivered' })
    expect(skipped.status).toBe(422)

    const shipped = await setStatus(cookie, order.number, {
      status: 'shipped',
      carrier: 'postnl',
      tracking_code: '3S ABCD 1234567',
    })
    expect(shipped.status).toBe(303)
    expect(shipped.headers.get('location')).toBe(`/admin/orders/${order.number}?saved=1`)
    const mine = await shopper.call<AccountOrderResponse>('GET', `order/${order.id}`, undefined, 'en')
    expect(mine.body.order.status).toBe('shipped')
    expect(mine.body.order.status_title).toBe('Shipped')
    expect(mine.body.order.tracking).toEqual({
      carrier: 'PostNL',
      code: '3SABCD1234567',
      url: expect.stringMatching(/^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3SABCD1234567-NL-\w+$/),
    })

    expect((await setStatus(cookie, order.number, { status: 'delivered' })).status).toBe(303)
    const [done] = await db().select().from(orders).where(eq(orders.id, order.id))
    expect(done).toMatchObject({ status: 'delivered', carrier: 'postnl', trackingCode: '3SABCD1234567' })
    expect(done!.deliveredAt).not.toBeNull()
    const history = await db().select().from(auditLog).where(eq(auditLog.entityId, order.id))
    expect(history.map((entry) => [entry.staffEmail, (entry.details as { to: string }).to])).toEqual([
      ['jan@messenwinkel.example', 'processing'],
      ['jan@messenwinkel.example', 'shipped'],
      ['jan@messenwinkel.example', 'delivered'],
    ])
    const page = await (await t.app.request(`/admin/orders/${order.number}`, { headers: { cookie } })).text()
    expect(page).toContain('3SABCD1234567')
  })

  it('cancelling a paid order puts its pieces back and refunds the payment once', async () => {
    const cookie = await staffCookie()
    const { order, product, payment } = await paidOrder(5)
    const [sold] = await db().select().from(products).where(eq(products.id, product.id))
    expect(sold!.stock).toBe(3)
    const refundsBefore = provider.refunds.length
    expect((await setStatus(cookie, order.number, { status: 'cancelled' })).status).toBe(303)
    const [back] = await db().select().from(products).where(eq(products.id, product.id))
    expect(back!.stock).toBe(5)
    expect(provider.refunds.slice(refundsBefore)).toEqual([
      { paymentId: payment.providerPaymentId, amountCents: payment.amountCents },
    ])
    // Nothing more can happen to a cancelled order, and a second try does not refund again.
    expect((await setStatus(cookie, order.number, { status: 'cancelled' })).status).toBe(422)
    expect(provider.refunds.length).toBe(refundsBefore + 1)
  })

  it('answers bad input with 422 and an unknown order with 404, never 500', async () => {
    const cookie = await staffCookie()
    const { order } = await paidOrder()
    for (const values of <Record<string, string>[]>[
      { status: 'gone' },
      { status: 'shipped', carrier: 'kameel', tracking_code: 'x' },
      {},
    ])
      expect((await setStatus(cookie, order.number, values)).status).toBe(422)
    expect((await setStatus(cookie, 'B-0000-999999', { status: 'processing' })).status).toBe(404)
    expect((await t.app.request('/admin/orders/nope', { headers: { cookie } })).status).toBe(404)
    const filtered = await t.app.request('/admin/orders?status=bogus&page=-3&from=gisteren', {
      headers: { cookie },
    })
    expect(filtered.status).toBe(200)
  })

  it('lists a withdrawal to handle until staff refund it; a shopper sees none of it', async () => {
    const cookie = await staffCookie()
    const { shopper, order, product } = await paidOrder(4)
    expect((await shopper.call('POST', `order/${order.id}/withdrawal`)).status).toBe(200)
    expect((await t.app.request('/admin/withdrawals', { headers: { cookie: shopper.cookie! } })).status).toBe(
      403,
    )

    const open = await t.app.request('/admin/withdrawals', { headers: { cookie } })
    expect(open.status).toBe(200)
    const html = await open.text()
    expect(html).toContain(order.number)
    expect(html).toContain('Still to handle')
    // Not shipped yet: cancelling it hands the money back and the pieces return to stock.
    expect((await setStatus(cookie, order.number, { status: 'cancelled' })).status).toBe(303)
    expect(await (await t.app.request('/admin/withdrawals', { headers: { cookie } })).text()).not.toContain(
      order.number,
    )
    const handled = await (
      await t.app.request('/admin/withdrawals?handled=1', { headers: { cookie } })
    ).text()
    expect(handled).toContain(order.number)
    const [restocked] = await db().select().from(products).where(eq(products.id, product.id))
    expect(restocked!.stock).toBe(4)
  })

  it('draws the last 30 days on the dashboard from the orders, carts and sync runs', async () => {
    const cookie = await staffCookie()
    const { shopper, order } = await paidOrder()
    expect((await t.app.request('/admin/dashboard', { headers: { cookie: shopper.cookie! } })).status).toBe(
      403,
    )
    const days = await dashboardDays(db(), new Date())
    expect(days).toHaveLength(30)
    const today = days.at(-1)!
    const paidToday = await db().select().from(orders).where(isNotNull(orders.paidAt))
    expect(today.orders).toBe(paidToday.length)
    expect(today.revenueCents).toBe(paidToday.reduce((total, row) => total + row.totalCents, 0))
    expect(today.carts).toBeGreaterThanOrEqual(today.orders)
    expect(days.slice(0, -1).every((day) => day.orders === 0)).toBe(true)

    const page = await t.app.request('/admin/dashboard', { headers: { cookie } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Orders per day')
    expect(html).toMatch(new RegExp(`<dt>Orders</dt><dd>${today.orders}</dd>`))
    expect(html).toContain(`<dt>Revenue</dt><dd>${formatEuro(today.revenueCents)}</dd>`)
    expect(today.revenueCents).toBeGreaterThanOrEqual(order.totalCents)
  })

  it('sends the confirmation again and hands staff the invoice; a shopper gets neither', async () => {
    const cookie = await staffCookie()
    const { shopper, order } = await paidOrder()
    const confirmations = () =>
      db()
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'order_confirmation'), eq(mailOutbox.referenceId, order.number)))
    expect(await confirmations()).toHaveLength(1)

    const refused = await t.app.request(`/admin/orders/${order.number}/resend`, {
      ...form({}),
      headers: { ...form({}).headers, cookie: shopper.cookie! },
    })
    expect(refused.status).toBe(403)
    expect((await t.app.request(`/admin/orders/${order.number}/invoice`)).status).toBe(403)

    const resent = await t.app.request(`/admin/orders/${order.number}/resend`, {
      ...form({}),
      headers: { ...form({}).headers, cookie },
    })
    expect(resent.status).toBe(303)
    const page = await t.app.request(resent.headers.get('location')!, { headers: { cookie } })
    expect(await page.text()).toContain(`sent to ${order.email} again`)
    const mails = await confirmations()
    expect(mails).toHaveLength(2)
    expect(mails[1]!.subject).toBe(mails[0]!.subject)
    // The same mail, links to the order and the legal pages included: one source of them for both sends.
    expect(mails[1]!.text).toBe(mails[0]!.text)
    expect(mails[1]!.text).toMatch(/\/checkout\/[0-9a-f-]{36}\//)
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, 'order.confirmation_resent')))
    expect(audit).toMatchObject({ staffEmail: 'jan@messenwinkel.example' })

    const invoice = await t.app.request(`/admin/orders/${order.number}/invoice`, { headers: { cookie } })
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    expect(invoice.headers.get('cache-control')).toContain('no-store')
    expect(
      Buffer.from(await invoice.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await t.app.request('/admin/orders/B-0000-999999/invoice', { headers: { cookie } })).status).toBe(
      404,
    )
  })
})
