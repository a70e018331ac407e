import { inflateSync } from 'node:zlib'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageBody, ValidationErrorBody } from '#core/api'
import type { AccountOrderResponse, CustomerResponse, OrderListResponse } from '#core/schemas/account'
import type { Address } from '#core/schemas/address'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import {
  addresses,
  customers,
  mailOutbox,
  orders,
  passwordResetTokens,
  payments,
  sessions,
} from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, homeAddress, readyToPay, withCart, type Shopper } from './checkout-fixtures'
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
let counter = 0
const uniqueEmail = (name: string) => `${name}-${++counter}@example.nl`

async function registerAccount(shopper: Shopper, email: string, password = 'een lang wachtwoord') {
  const response = await shopper.call<CustomerResponse>('POST', 'customer', {
    first_name: 'Anna',
    last_name: 'de Vries',
    email,
    password,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.customer
}

async function mailsTo(recipient: string, kind: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)))
}

/** A logged-in customer with a paid order of their own. */
async function customerWithOrder(email: string) {
  const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
  await registerAccount(shopper, email)
  await readyToPay(shopper, checkoutId, db())
  const paid = await shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, {})
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  const [order] = await db().select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id))
  provider.setStatus(payment!.providerPaymentId!, 'paid')
  await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)
  return { shopper, orderId: order!.id }
}

describe('registration and the customer', () => {
  it('registers, logs in at once with a new session id, and keeps the guest cart', async () => {
    const { shopper } = await withCart(t.app, (await make.product()).id, 2)
    const guestCookie = shopper.cookie
    const email = uniqueEmail('nieuw')
    const customer = await registerAccount(shopper, email)
    expect(customer).toMatchObject({ is_logged_in: true, email, first_name: 'Anna' })
    expect(shopper.cookie).not.toBe(guestCookie)
    const cart = await shopper.call<FulfilmentResponse>('GET', 'checkout')
    expect(cart.body.checkout.checkout_line_items.map((line) => line.quantity)).toEqual([2])
    const again = await shopper.call<CustomerResponse>('GET', 'customer')
    expect(again.body.customer.email).toBe(email)
  })

  it('refuses short and common passwords and a known e-mail, in the language of the request', async () => {
    const shopper = cartClient(t.app)
    const short = await shopper.call<ValidationErrorBody>(
      'POST',
      'customer',
      { first_name: 'A', last_name: 'B', email: uniqueEmail('kort'), password: 'kort' },
      'de',
    )
    expect(short.status).toBe(422)
    expect(short.body.errors.password).toEqual([
      translate('de', 'validation.passwordTooShort', { minimum: 10 }),
    ])
    const common = await shopper.call<ValidationErrorBody>('POST', 'customer', {
      first_name: 'A',
      last_name: 'B',
      email: uniqueEmail('vaak'),
      password: 'Wachtwoord123',
    })
    expect(common.body.errors.password).toEqual([translate('nl', 'validation.passwordCommon')])
    const email = uniqueEmail('dubbel')
    await registerAccount(cartClient(t.app), email)
    const taken = await shopper.call<ValidationErrorBody>('POST', 'customer', {
      first_name: 'A',
      last_name: 'B',
      email: email.toUpperCase(),
      password: 'een ander lang wachtwoord',
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.email).toEqual([translate('nl', 'account.emailTaken')])
  })

  it('changes names without the password; e-mail and password only with the current one, with a notice to the old address', async () => {
    const shopper = cartClient(t.app)
    const email = uniqueEmail('wijzig')
    await registerAccount(shopper, email)
    const other = cartClient(t.app)
    await other.call('POST', 'login', { email, password: 'een lang wachtwoord' })
    expect((await other.call<CustomerResponse>('GET', 'customer')).body.customer.is_logged_in).toBe(true)

    const names = await shopper.call<CustomerResponse>('PATCH', 'customer', {
      first_name: 'Anne',
      last_name: 'Jansen',
      email,
    })
    expect(names.status).toBe(200)
    expect(names.body.customer).toMatchObject({ first_name: 'Anne', last_name: 'Jansen' })
    expect(await mailsTo(email, 'account_changed')).toHaveLength(0)

    // Spec §7: only the changed fields; what is left out keeps its value, what is sent is validated.
    const onlyLast = await shopper.call<CustomerResponse>('PATCH', 'customer', { last_name: 'de Boer' })
    expect(onlyLast.status, JSON.stringify(onlyLast.body)).toBe(200)
    expect(onlyLast.body.customer).toMatchObject({ first_name: 'Anne', last_name: 'de Boer', email })
    const nothing = await shopper.call<CustomerResponse>('PATCH', 'customer', {})
    expect(nothing.status).toBe(200)
    expect(nothing.body.customer).toMatchObject({ first_name: 'Anne', last_name: 'de Boer', email })
    const emptyName = await shopper.call<ValidationErrorBody>('PATCH', 'customer', { first_name: ' ' })
    expect(emptyName.status).toBe(422)
    expect(emptyName.body.errors.first_name).toEqual([translate('nl', 'validation.required')])
    const onlyNewPassword = await shopper.call<ValidationErrorBody>('PATCH', 'customer', {
      new_password: 'een nieuw lang wachtwoord',
    })
    expect(onlyNewPassword.body.errors.password).toEqual([translate('nl', 'account.passwordNeeded')])
    const onlyEmail = await shopper.call<ValidationErrorBody>('PATCH', 'customer', {
      email: uniqueEmail('alleen'),
    })
    expect(onlyEmail.body.errors.password).toEqual([translate('nl', 'account.passwordNeeded')])

    const newEmail = uniqueEmail('nieuwadres')
    const withoutPassword = await shopper.call<ValidationErrorBody>('PATCH', 'customer', {
      first_name: 'Anne',
      last_name: 'Jansen',
      email: newEmail,
    })
    expect(withoutPassword.status).toBe(422)
    expect(withoutPassword.body.errors.password).toEqual([translate('nl', 'account.passwordNeeded')])
    const wrong = await shopper.call<ValidationErrorBody>('PATCH', 'customer', {
      first_name: 'Anne',
      last_name: 'Jansen',
      email,
      password: 'niet het wachtwoord',
      new_password: 'een nieuw lang wachtwoord',
    })
    expect(wrong.body.errors.password).toEqual([translate('nl', 'account.wrongPassword')])

    const before = shopper.cookie
    const changed = await shopper.call<CustomerResponse>('PATCH', 'customer', {
      first_name: 'Anne',
      last_name: 'Jansen',
      email: newEmail,
      password: 'een lang wachtwoord',
      new_password: 'een nieuw lang wachtwoord',
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.customer.email).toBe(newEmail)
    expect(shopper.cookie).not.toBe(before)
    const [notice] = await mailsTo(email, 'account_changed')
    expect(notice!.text).toContain(newEmail)
    expect(notice!.text).toContain(translate('nl', 'mail.accountChanged.password'))
    // The other session ended with the new password; the one that changed it goes on.
    expect((await other.call<CustomerResponse>('GET', 'customer')).body.customer.is_logged_in).toBe(false)
    expect((await shopper.call<CustomerResponse>('GET', 'customer')).body.customer.email).toBe(newEmail)
    const login = await cartClient(t.app).call('POST', 'login', {
      email: newEmail,
      password: 'een nieuw lang wachtwoord',
    })
    expect(login.status).toBe(200)
  })
})

describe('password reset', () => {
  it('answers the same for a known and an unknown address; the link works once', async () => {
    const email = uniqueEmail('vergeten')
    await registerAccount(cartClient(t.app), email)
    const guest = cartClient(t.app)
    const known = await guest.call<MessageBody>('POST', 'password-request', { email })
    const unknown = await guest.call<MessageBody>('POST', 'password-request', {
      email: uniqueEmail('onbekend'),
    })
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
    const [mail] = await mailsTo(email, 'password_reset')
    const token = decodeURIComponent(/[?&]token=([^"&\s<]+)/.exec(mail!.text)![1]!)
    expect(mail!.text).toContain('/wachtwoord-vergeten?token=')
    const [stored] = await db().select().from(passwordResetTokens)
    expect(stored!.tokenHash).not.toContain(token)

    const weak = await guest.call<ValidationErrorBody>('POST', 'password-reset', {
      token,
      password: '1234567890',
    })
    expect(weak.status).toBe(422)
    const reset = await guest.call<MessageBody>('POST', 'password-reset', {
      token,
      password: 'mijn nieuwe wachtwoord',
    })
    expect(reset.status).toBe(200)
    const again = await guest.call<ValidationErrorBody>('POST', 'password-reset', {
      token,
      password: 'nog een ander wachtwoord',
    })
    expect(again.status).toBe(422)
    expect(again.body.errors.token).toEqual([translate('nl', 'account.resetInvalid')])
    const login = await cartClient(t.app).call('POST', 'login', {
      email,
      password: 'mijn nieuwe wachtwoord',
    })
    expect(login.status).toBe(200)
  })

  it('refuses an expired token', async () => {
    const email = uniqueEmail('verlopen')
    await registerAccount(cartClient(t.app), email)
    await cartClient(t.app).call('POST', 'password-request', { email })
    const [mail] = await mailsTo(email, 'password_reset')
    const token = decodeURIComponent(/[?&]token=([^"&\s<]+)/.exec(mail!.text)![1]!)
    await db()
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
    const late = await cartClient(t.app).call('POST', 'password-reset', {
      token,
      password: 'mijn nieuwe wachtwoord',
    })
    expect(late.status).toBe(422)
  })
})

describe('addresses', () => {
  it('adds, lists, changes and deletes the own addresses', async () => {
    const shopper = cartClient(t.app)
    await registerAccount(shopper, uniqueEmail('adres'))
    const added = await shopper.call<{ address: Address }>('POST', 'address', homeAddress())
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(added.body.address).toMatchObject({ postal_code: '3442 AE', city: 'Woerden' })
    const bad = await shopper.call<ValidationErrorBody>('POST', 'address', homeAddress({ postal_code: 'x' }))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors)).toEqual(['postal_code'])
    const changed = await shopper.call<{ address: Address }>('PATCH', `address/${added.body.address.id}`, {
      city: 'Utrecht',
    })
    expect(changed.body.address).toMatchObject({
      id: added.body.address.id,
      city: 'Utrecht',
      first_name: 'Anna',
    })
    const list = await shopper.call<{ addresses: Address[] }>('GET', 'address')
    expect(list.body.addresses.map((address) => address.city)).toEqual(['Utrecht'])
    const removed = await shopper.call<{ addresses: Address[] }>('DELETE', `address/${added.body.address.id}`)
    expect(removed.body.addresses).toEqual([])
  })
})

describe('orders, withdrawal', () => {
  it('lists the own orders and shows one; withdraws once within the period, with a mail', async () => {
    const email = uniqueEmail('besteller')
    const { shopper, orderId } = await customerWithOrder(email)
    const list = await shopper.call<OrderListResponse>('GET', 'order', undefined, 'en')
    expect(list.status, JSON.stringify(list.body)).toBe(200)
    expect(list.body.orders).toHaveLength(1)
    expect(list.body.orders[0]).toMatchObject({ id: orderId, status: 'paid', item_count: 1 })
    const one = await shopper.call<AccountOrderResponse>('GET', `order/${orderId}`)
    expect(one.status).toBe(200)
    expect(one.body.order.withdrawal).toMatchObject({ possible: true, withdrawn_at: null })
    const withdrawn = await shopper.call<AccountOrderResponse>('POST', `order/${orderId}/withdrawal`)
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.order.withdrawal.possible).toBe(false)
    expect(withdrawn.body.order.withdrawal.withdrawn_at).not.toBeNull()
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(await mailsTo(order!.email, 'order_withdrawal')).toHaveLength(1)
    const twice = await shopper.call<MessageBody>('POST', `order/${orderId}/withdrawal`)
    expect(twice.status).toBe(409)
  })

  it('lets a guest withdraw with the order number and e-mail; a wrong pair is a 404', async () => {
    const email = uniqueEmail('gast')
    const { orderId } = await customerWithOrder(email)
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    const guest = cartClient(t.app)
    const wrong = await guest.call('POST', 'order-withdrawal', {
      number: order!.number,
      email: 'x@example.nl',
    })
    expect(wrong.status).toBe(404)
    const ok = await guest.call<{ number: string }>('POST', 'order-withdrawal', {
      number: order!.number,
      email: order!.email.toUpperCase(),
    })
    expect(ok.status).toBe(200)
    expect(ok.body.number).toBe(order!.number)
  })
})

describe('access: every account route as a guest and as another customer', () => {
  it('gives a guest 401 (the empty customer on GET), another customer 404', async () => {
    const email = uniqueEmail('eigenaar')
    const { shopper: owner, orderId } = await customerWithOrder(email)
    const address = await owner.call<{ address: Address }>('POST', 'address', homeAddress())
    const addressId = address.body.address.id

    const guest = cartClient(t.app)
    expect((await guest.call<CustomerResponse>('GET', 'customer')).body.customer.is_logged_in).toBe(false)
    const guestCalls: Array<[string, string, unknown?]> = [
      ['PATCH', 'customer', { first_name: 'X', last_name: 'Y', email: 'x@example.nl' }],
      ['DELETE', 'customer'],
      ['GET', 'address'],
      ['POST', 'address', homeAddress()],
      ['PATCH', `address/${addressId}`, { city: 'Gouda' }],
      ['DELETE', `address/${addressId}`],
      ['GET', 'order'],
      ['GET', `order/${orderId}`],
      ['POST', `order/${orderId}/withdrawal`],
    ]
    for (const [method, path, body] of guestCalls) {
      const response = await guest.call(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(401)
    }

    const intruder = cartClient(t.app)
    await registerAccount(intruder, uniqueEmail('indringer'))
    const foreign: Array<[string, string, unknown?]> = [
      ['PATCH', `address/${addressId}`, { city: 'Gouda' }],
      ['DELETE', `address/${addressId}`],
      ['GET', `order/${orderId}`],
      ['POST', `order/${orderId}/withdrawal`],
      ['GET', 'order/not-a-uuid'],
      ['PATCH', 'address/99999999', { city: 'Gouda' }],
    ]
    for (const [method, path, body] of foreign) {
      const response = await intruder.call(method, path, body)
      expect(response.status, `${method} ${path}`).toBe(404)
    }
    const none = await intruder.call<OrderListResponse>('GET', 'order')
    expect(none.body.orders).toEqual([])
    expect((await intruder.call<{ addresses: Address[] }>('GET', 'address')).body.addresses).toEqual([])
    // Nothing of the owner's changed.
    const [kept] = await db().select().from(addresses).where(eq(addresses.id, addressId))
    expect(kept!.city).toBe('Woerden')
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(order!.withdrawnAt).toBeNull()
  })
})

describe('forget-me', () => {
  it('deletes the account, its addresses and sessions; keeps the orders without personal data', async () => {
    const email = uniqueEmail('vergeetmij')
    const { shopper, orderId } = await customerWithOrder(email)
    await shopper.call('POST', 'address', homeAddress())
    const [customer] = await db().select().from(customers).where(eq(customers.email, email))
    const second = cartClient(t.app)
    await second.call('POST', 'login', { email, password: 'een lang wachtwoord' })

    const gone = await shopper.call<CustomerResponse>('DELETE', 'customer')
    expect(gone.status).toBe(200)
    expect(gone.body.customer.is_logged_in).toBe(false)
    expect(await db().select().from(customers).where(eq(customers.id, customer!.id))).toEqual([])
    expect(await db().select().from(addresses).where(eq(addresses.customerId, customer!.id))).toEqual([])
    expect(await db().select().from(sessions).where(eq(sessions.customerId, customer!.id))).toEqual([])
    expect((await second.call<CustomerResponse>('GET', 'customer')).body.customer.is_logged_in).toBe(false)
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(order).toMatchObject({ customerId: null, deliveryAddress: null, status: 'paid' })
    expect(order!.email).not.toContain('vergeetmij')
    expect(order!.invoiceAddress).toMatchObject({
      first_name: '',
      address: '',
      phone_number: '',
      country_iso: 'NL',
    })
    expect(order!.anonymisedAt).not.toBeNull()
    expect(await mailsTo(email, 'order_confirmation')).toEqual([])
    const login = await cartClient(t.app).call('POST', 'login', { email, password: 'een lang wachtwoord' })
    expect(login.status).toBe(422)
  })
})

/** The text drawn on a PDF's pages (pdf-lib writes WinAnsi hex strings, possibly in deflated streams). */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const chunks: string[] = [raw]
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      chunks.push(inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1'))
    } catch {
      // Not deflated.
    }
  }
  const texts: string[] = []
  for (const chunk of chunks) {
    for (const [, hex] of chunk.matchAll(/<([0-9A-Fa-f]+)> Tj/g)) {
      texts.push(Buffer.from(hex!, 'hex').toString('latin1'))
    }
  }
  return texts.join('\n')
}

describe('invoices', () => {
  it('numbers paid orders without gaps and lets only the owner download the PDF', async () => {
    const first = await customerWithOrder(uniqueEmail('factuur'))
    const second = await customerWithOrder(uniqueEmail('factuur'))
    const numbers = await db()
      .select({ id: orders.id, invoiceNumber: orders.invoiceNumber })
      .from(orders)
      .where(inArray(orders.id, [first.orderId, second.orderId]))
    const byId = new Map(numbers.map((row) => [row.id, row.invoiceNumber!]))
    const sequence = (value: string) => Number(/^F-\d{4}-(\d{6})$/.exec(value)![1])
    expect(sequence(byId.get(second.orderId)!)).toBe(sequence(byId.get(first.orderId)!) + 1)

    const detail = await first.shopper.call<AccountOrderResponse>(
      'GET',
      `order/${first.orderId}`,
      undefined,
      'en',
    )
    expect(detail.body.order.invoice).toEqual({
      number: byId.get(first.orderId),
      url: `/invoice/${first.orderId}?locale=en`,
    })
    const download = await t.app.request(detail.body.order.invoice!.url, {
      headers: { cookie: first.shopper.cookie! },
    })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain('Invoice')
    expect(text).toContain(byId.get(first.orderId)!)
    expect(text).toContain('Chamber of Commerce (KvK): 12345678')
    expect(text).toContain('VAT number: NL123456789B01')
    expect(text).toMatch(/VAT 21%/)
    expect(text).toContain('Total incl. VAT')

    const foreign = await t.app.request(`/invoice/${first.orderId}`, {
      headers: { cookie: second.shopper.cookie! },
    })
    expect(foreign.status).toBe(404)
    const guest = await t.app.request(`/invoice/${first.orderId}`)
    expect(guest.status).toBe(404)
  })
})
