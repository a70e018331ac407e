import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, homeAddress, register, withCart, type Shopper } from './checkout-fixtures'

/**
 * Issue 32 point 4: body keys named like Object.prototype's members (`constructor`, `toString`, …) are
 * ordinary unknown or invalid fields: a 4xx in the one error shape, never a 500. Whatever collects errors
 * or counts keyed by client input uses a null-prototype object or a Map.
 */
let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(() => t.close())

const KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf']
let counter = 0
const email = () => `proto-${++counter}@example.nl`

/** A body whose only odd keys are `key`: JSON text, so that `__proto__` is a real own key. */
const withKey = (body: Record<string, unknown>, key: string) =>
  `${JSON.stringify(body).slice(0, -1)}${Object.keys(body).length ? ',' : ''}${JSON.stringify(key)}:"x"}`

async function customer(): Promise<{ shopper: Shopper; checkoutId: string }> {
  const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
  const created = await shopper.call('POST', 'customer', {
    first_name: 'Anna',
    last_name: 'de Vries',
    email: email(),
    password: 'een lang wachtwoord',
  })
  expect(created.status).toBe(200)
  return { shopper, checkoutId }
}

type Who = 'guest' | 'cart' | 'registered' | 'customer'
interface Case {
  method: string
  path: (checkoutId: string) => string
  body: () => Promise<Record<string, unknown>>
  who: Who
}

const cases: Case[] = [
  { method: 'POST', path: () => 'checkout/register', body: async () => ({}), who: 'cart' },
  {
    method: 'POST',
    path: () => 'checkout/register',
    body: async () => ({ email: email(), ...homeAddress() }),
    who: 'cart',
  },
  { method: 'PUT', path: () => 'checkout/register', body: async () => ({ first_name: '' }), who: 'cart' },
  { method: 'POST', path: () => 'customer', body: async () => ({ email: 'x' }), who: 'guest' },
  { method: 'PATCH', path: () => 'customer', body: async () => ({ first_name: '' }), who: 'customer' },
  { method: 'POST', path: () => 'address', body: async () => homeAddress({ city: '' }), who: 'customer' },
  { method: 'POST', path: () => 'dealer', body: async () => ({}), who: 'guest' },
  { method: 'POST', path: () => 'login', body: async () => ({ email: 'x' }), who: 'guest' },
  { method: 'POST', path: () => 'password-request', body: async () => ({}), who: 'guest' },
  { method: 'POST', path: () => 'password-reset', body: async () => ({}), who: 'guest' },
  { method: 'POST', path: () => 'order-withdrawal', body: async () => ({}), who: 'guest' },
  {
    method: 'POST',
    path: () => 'checkout-line',
    body: async () => ({ product_id: (await make.product()).id, quantity: 1 }),
    who: 'guest',
  },
  { method: 'POST', path: () => 'product', body: async () => ({}), who: 'guest' },
  { method: 'POST', path: () => 'compare', body: async () => ({}), who: 'guest' },
  { method: 'POST', path: () => 'search', body: async () => ({ query: 'mes' }), who: 'guest' },
  { method: 'POST', path: () => 'wish-list', body: async () => ({ name: '' }), who: 'customer' },
  { method: 'POST', path: () => 'wish-list-item', body: async () => ({}), who: 'customer' },
  { method: 'POST', path: () => 'address-auto-complete', body: async () => ({}), who: 'guest' },
  {
    method: 'PUT',
    path: (id) => `checkout/${id}/fulfilment/customer-comment`,
    body: async () => ({ customer_comment: 'x' }),
    who: 'registered',
  },
  {
    method: 'PUT',
    path: (id) => `checkout/${id}/fulfilment/discount-code`,
    body: async () => ({}),
    who: 'cart',
  },
  { method: 'PUT', path: (id) => `checkout/${id}/fulfilment`, body: async () => ({}), who: 'registered' },
  {
    method: 'PUT',
    path: (id) => `checkout/${id}/fulfilment/address-pickup-point`,
    body: async () => ({}),
    who: 'registered',
  },
]

async function shopperFor(who: Who): Promise<{ shopper: Shopper; checkoutId: string }> {
  if (who === 'guest') return { shopper: cartClient(t.app), checkoutId: 'none' }
  if (who === 'customer') return customer()
  const cart = await withCart(t.app, (await make.product()).id)
  if (who === 'registered') await register(cart.shopper, email())
  return cart
}

describe('a body key named like a member of Object.prototype', () => {
  it.each(cases.map((test) => ({ ...test, label: `${test.method} ${test.path(':id')}` })))(
    'is an ordinary field, never a 500: $label',
    async (test) => {
      for (const key of KEYS) {
        const { shopper, checkoutId } = await shopperFor(test.who)
        const path = test.path(checkoutId)
        const response = await shopper.call(test.method, path, withKey(await test.body(), key))
        const label = `${test.method} ${path} ${key}: ${JSON.stringify(response.body)}`
        expect(response.status, label).toBeLessThan(500)
        // A refusal is the one error shape; JSON's own `__proto__` key may also just be dropped.
        if (response.status === 422)
          expect(response.body, label).toMatchObject({ message: expect.any(String) })
        else if (key !== '__proto__') expect(response.status, label).toBeGreaterThanOrEqual(400)
      }
    },
  )

  it('in the review form (multipart) too', async () => {
    const product = await make.product()
    for (const key of KEYS) {
      const form = new FormData()
      form.append('product_id', String(product.id))
      form.append(key, 'x')
      const response = await t.app.request('/front-api/product/review', {
        method: 'POST',
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        body: form,
      })
      expect(response.status, key).toBe(422)
    }
  })
})
