import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { Locale } from '#core/locales'
import { readFeed } from '#server/domain/catalogue-sync/feed'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, homeAddress, register, withCart, type Shopper } from './checkout-fixtures'

/**
 * Issue 32 point 2: U+0000 in any text of a request (PostgreSQL cannot store it) is a 422 on that field in
 * the request's language, checked once for every schema (core/schemas/text.ts), never a 500.
 */
let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(() => t.close())

const NUL = 'a\u0000b'
let counter = 0
const email = () => `nul-${++counter}@example.nl`
const PASSWORD = 'een lang wachtwoord'

/** A shopper with a cart (its checkout id) who is logged in to a new account. */
async function customerWithCart(): Promise<{ shopper: Shopper; checkoutId: string }> {
  const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
  const created = await shopper.call('POST', 'customer', {
    first_name: 'Anna',
    last_name: 'de Vries',
    email: email(),
    password: PASSWORD,
  })
  expect(created.status).toBe(200)
  return { shopper, checkoutId }
}

/** The review form as the panel sends it: multipart. */
async function postReview(fields: Record<string, string>, locale: Locale) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const response = await t.app.request('/front-api/product/review', {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': locale },
    body: form,
  })
  return { status: response.status, body: (await response.json()) as ValidationErrorBody }
}

type Send = (locale: Locale) => Promise<{ status: number; body: unknown }>
interface Case {
  name: string
  field: string
  send: Send
}

/** A JSON call by a shopper with a cart: logged in, or past the register step (step 2's changes). */
const json =
  (
    method: string,
    path: (checkoutId: string) => string,
    body: unknown,
    who: 'guest' | 'customer' | 'registered' = 'guest',
  ): Send =>
  async (locale) => {
    const { shopper, checkoutId } =
      who === 'customer' ? await customerWithCart() : await withCart(t.app, (await make.product()).id)
    if (who === 'registered') await register(shopper, email())
    return shopper.call(method, path(checkoutId), body, locale)
  }

const cases: Case[] = [
  {
    name: 'the register step’s street',
    field: 'address',
    send: json('POST', () => 'checkout/register', { email: email(), ...homeAddress({ address: NUL }) }),
  },
  {
    name: 'the register step’s e-mail',
    field: 'email',
    send: json('POST', () => 'checkout/register', { ...homeAddress(), email: `${NUL}@example.nl` }),
  },
  {
    name: 'a new account’s first name',
    field: 'first_name',
    send: async (locale) =>
      cartClient(t.app).call(
        'POST',
        'customer',
        { first_name: NUL, last_name: 'de Vries', email: email(), password: PASSWORD },
        locale,
      ),
  },
  {
    name: 'a new account’s password',
    field: 'password',
    send: async (locale) =>
      cartClient(t.app).call(
        'POST',
        'customer',
        { first_name: 'Anna', last_name: 'de Vries', email: email(), password: `${PASSWORD}\u0000` },
        locale,
      ),
  },
  {
    name: 'the customer’s changed last name',
    field: 'last_name',
    send: json(
      'PATCH',
      () => 'customer',
      { first_name: 'Anna', last_name: NUL, email: 'ander@example.nl' },
      'customer',
    ),
  },
  {
    name: 'an address book entry’s city',
    field: 'city',
    send: json('POST', () => 'address', homeAddress({ city: NUL }), 'customer'),
  },
  {
    name: 'the order comment',
    field: 'customer_comment',
    send: json(
      'PUT',
      (id) => `checkout/${id}/fulfilment/customer-comment`,
      { customer_comment: NUL },
      'registered',
    ),
  },
  {
    name: 'the order reference',
    field: 'customer_reference',
    send: json(
      'PUT',
      (id) => `checkout/${id}/fulfilment/customer-reference`,
      {
        customer_reference: NUL,
      },
      'registered',
    ),
  },
  {
    name: 'a discount code',
    field: 'discount_code',
    send: json('PUT', (id) => `checkout/${id}/fulfilment/discount-code`, { discount_code: NUL }),
  },
  {
    name: 'a wish list’s name',
    field: 'name',
    send: json('POST', () => 'wish-list', { name: NUL, is_public: false }, 'customer'),
  },
  {
    name: 'a review’s name (multipart)',
    field: 'name',
    send: async (locale) =>
      postReview(
        {
          product_id: String((await make.product()).id),
          name: NUL,
          email: 'anna@example.nl',
          rating: '4',
          review: 'Scherp.',
        },
        locale,
      ),
  },
  {
    name: 'a review’s text (multipart)',
    field: 'review',
    send: async (locale) =>
      postReview(
        {
          product_id: String((await make.product()).id),
          name: 'Anna',
          email: 'anna@example.nl',
          rating: '4',
          review: NUL,
        },
        locale,
      ),
  },
  {
    name: 'a guest’s withdrawal order number',
    field: 'number',
    send: async (locale) =>
      cartClient(t.app).call('POST', 'order-withdrawal', { number: NUL, email: 'x@example.nl' }, locale),
  },
  {
    name: 'the keep-me-posted e-mail',
    field: 'email',
    send: async (locale) =>
      cartClient(t.app).call(
        'POST',
        `product/${(await make.product({ stock: 0 })).id}/notification`,
        { email: `${NUL}@example.nl` },
        locale,
      ),
  },
  {
    name: 'the login e-mail',
    field: 'email',
    send: async (locale) =>
      cartClient(t.app).call('POST', 'login', { email: `${NUL}@example.nl`, password: PASSWORD }, locale),
  },
  {
    name: 'the search query',
    field: 'query',
    send: async (locale) => cartClient(t.app).call('POST', 'search', { query: NUL }, locale),
  },
]

describe('U+0000 in a text field', () => {
  it.each(cases)('is refused with 422 on the field, in the request’s language: $name', async (test) => {
    for (const locale of ['nl', 'de'] as const) {
      const response = await test.send(locale)
      expect(response.status, JSON.stringify(response.body)).toBe(422)
      const body = response.body as ValidationErrorBody
      expect(body.errors[test.field]).toEqual([translate(locale, 'validation.nulCharacter')])
    }
  })

  it('is refused in a key of the body too', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await register(shopper, email())
    const response = await shopper.call('PUT', `checkout/${checkoutId}/fulfilment/customer-comment`, {
      customer_comment: 'fine',
      [NUL]: 'x',
    })
    expect(response.status).toBe(422)
    expect(JSON.stringify(response.body)).toContain(translate('nl', 'validation.nulCharacter'))
  })
})

describe('U+0000 in the catalogue feed', () => {
  it('makes the row a problem on that field, the other rows pass', async () => {
    const text = [
      JSON.stringify({ type: 'brand', ref: 'good', name: 'Merk' }),
      JSON.stringify({ type: 'brand', ref: 'bad', name: NUL }),
    ].join('\n')
    async function* source() {
      yield new TextEncoder().encode(text)
    }
    const items = []
    for await (const item of readFeed(source(), 'jsonl')) items.push(item)
    expect(items).toEqual([
      { line: 1, row: expect.objectContaining({ ref: 'good' }) },
      { line: 2, problem: { line: 2, ref: 'bad', field: 'name', reason: 'invalid' } },
    ])
  })
})
