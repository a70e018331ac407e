import { expect } from 'vitest'
import type { AddressFieldsInput } from '#core/schemas/address'
import type { FulfilmentCheckout, FulfilmentResponse, RegisterResponse } from '#core/schemas/checkout'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'
import { sql } from 'drizzle-orm'
import type { CartFactory } from './cart-fixtures'
import { cartClient } from './cart-fixtures'

/** A Dutch home address as the register form sends it. */
export function homeAddress(overrides: Partial<AddressFieldsInput> = {}): AddressFieldsInput {
  return {
    first_name: 'Anna',
    last_name: 'de Vries',
    country_iso: 'NL',
    postal_code: '3442ae',
    house_number: '12',
    address: 'Kerkstraat',
    city: 'Woerden',
    phone_number: '+31 6 12345678',
    ...overrides,
  }
}

export type Shopper = ReturnType<typeof cartClient>

/** The delivery methods most checkout tests use: home delivery NL/BE, pickup point NL/BE, the shop (NL). */
export async function checkoutShipping(make: CartFactory): Promise<void> {
  await make.shipping([
    { code: 'home', kind: 'home_delivery', priceCents: 495, freeFromCents: 5000 },
    { code: 'home', kind: 'home_delivery', country: 'BE', priceCents: 695, freeFromCents: 7500 },
    { code: 'pickup', kind: 'pickup_point', priceCents: 395, freeFromCents: 5000 },
    { code: 'pickup', kind: 'pickup_point', country: 'BE', priceCents: 595, freeFromCents: 7500 },
    { code: 'store', kind: 'store_pickup', priceCents: 0, freeFromCents: null },
  ])
}

export async function methodId(db: Database, code: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`select id from shipping_methods where code = ${code}`)
  return row!.id
}

/** A shopper with a cart of `quantity` pieces of the product; answers the checkout id. */
export async function withCart(
  app: Parameters<typeof cartClient>[0],
  productId: number,
  quantity = 1,
): Promise<{ shopper: Shopper; checkoutId: string }> {
  const shopper = cartClient(app)
  const added = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
    product_id: productId,
    quantity,
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  return { shopper, checkoutId: added.body.checkout.id }
}

/** Step 1 with a home address and the invoice to it. */
export async function register(shopper: Shopper, email = 'anna@example.nl', address = homeAddress()) {
  const response = await shopper.call<RegisterResponse>('POST', 'checkout/register', { email, ...address })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.checkout
}

export async function put(
  shopper: Shopper,
  checkoutId: string,
  path: string,
  body: unknown,
  locale: 'nl' | 'en' | 'de' = 'nl',
) {
  return shopper.call<FulfilmentResponse>('PUT', `checkout/${checkoutId}/fulfilment${path}`, body, locale)
}

/** Step 1 and the step 2 choices: home delivery and the payment method, ready for the transaction. */
export async function readyToPay(
  shopper: Shopper,
  checkoutId: string,
  db: Database,
  payment = 'ideal',
): Promise<FulfilmentCheckout> {
  await register(shopper)
  const method = await put(shopper, checkoutId, '', {
    fulfilment_method_entry_id: await methodId(db, 'home'),
  })
  expect(method.status, JSON.stringify(method.body)).toBe(200)
  const paid = await put(shopper, checkoutId, '/payment', { payment_method_entry_id: payment })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  return paid.body.checkout
}

export async function count(db: Database, table: string, where = sql``): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.raw(table)} ${where}`,
  )
  return row!.n
}
