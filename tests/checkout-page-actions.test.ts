import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { fulfilmentAction, loadFulfilment } from '#app/features/checkout/fulfilment-action'
import { loadRegister, saveRegister } from '#app/features/checkout/register-action'
import { createTestApp, type TestApp } from './app'
import { cartFactory } from './cart-fixtures'
import { checkoutShipping, methodId, withCart } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'

/**
 * The checkout pages' loaders and actions (app/features/checkout) as a browser without JavaScript uses them:
 * form-encoded posts to the page, the answer a redirect or the errors to show. A stand-in document handler
 * runs the real page functions with the real load context.
 */
type Outcome = { redirect: string | null; status: number; data: unknown }

async function run(fn: () => Promise<unknown>): Promise<Outcome> {
  try {
    const result = await fn()
    if (result instanceof Response)
      return { redirect: result.headers.get('Location'), status: result.status, data: null }
    return { redirect: null, status: 200, data: result }
  } catch (thrown) {
    if (thrown instanceof Response)
      return { redirect: thrown.headers.get('Location'), status: thrown.status, data: null }
    throw thrown
  }
}

async function document(request: Request, context: ShopLoadContext): Promise<Response> {
  const path = new URL(request.url).pathname
  const outcome = await run(() => {
    if (path === '/register' && request.method === 'POST') return saveRegister(request, context)
    if (path === '/register') return loadRegister(context)
    if (path === '/fulfilment' && request.method === 'POST') return fulfilmentAction(request, context)
    if (path === '/fulfilment') return loadFulfilment(context)
    throw new Error(`not a test path: ${path}`)
  })
  return Response.json(outcome)
}

let t: TestApp
let payments: FakePaymentProvider
let home = 0
beforeAll(async () => {
  payments = new FakePaymentProvider()
  t = await createTestApp({ paymentProvider: payments, handleDocument: document })
  await checkoutShipping(await cartFactory(t.database.db))
  home = await methodId(t.database.db, 'home')
})
afterAll(() => t.close())

describe('the checkout pages without JavaScript', () => {
  it('step 1 answers field errors with the posted values, then saves and goes on to step 2', async () => {
    const make = await cartFactory(t.database.db)
    const { shopper } = await withCart(t.app, (await make.product()).id)
    const page = async (path: string, form?: Record<string, string>): Promise<Outcome> => {
      const response = await t.app.request(path, {
        method: form ? 'POST' : 'GET',
        headers: { cookie: shopper.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
        body: form ? new URLSearchParams(form).toString() : undefined,
      })
      return (await response.json()) as Outcome
    }

    // Skipping ahead: step 2 sends the shopper to step 1.
    expect((await page('/fulfilment')).redirect).toBe('/checkout/mijn-gegevens')

    const address = {
      first_name: 'Anna',
      last_name: 'de Vries',
      country_iso: 'NL',
      postal_code: '3442ae',
      house_number: '12',
      address: 'Kerkstraat',
      city: 'Woerden',
      phone_number: '0612345678',
    }
    const refused = await page('/register', {
      email: 'not-an-address',
      ...address,
      postal_code: '12',
      address_invoice_same_shown: '1',
      'address_invoice.first_name': 'Bert',
    })
    expect(refused.data).toMatchObject({
      errors: {
        email: ['Vul een geldig e-mailadres in.'],
        postal_code: ['Vul een geldige postcode in.'],
        'address_invoice.last_name': ['Dit veld is verplicht.'],
      },
      values: { email: 'not-an-address', 'address_invoice.first_name': 'Bert' },
    })

    const saved = await page('/register', {
      email: 'anna@example.nl',
      ...address,
      address_invoice_same_shown: '1',
      address_invoice_same: 'true',
    })
    expect(saved.redirect).toBe('/checkout/afronden')

    // Step 2's own discount form: an unknown code is named under its field.
    const discount = await page('/fulfilment', { intent: 'discount', discount_code: 'BESTAATNIET' })
    expect(discount.data).toMatchObject({
      intent: 'discount',
      errors: { discount_code: [expect.any(String)] },
    })

    // Step 2: placing without choices names both; with them it goes to the provider's page.
    const early = await page('/fulfilment', { intent: 'place', newsletter_subscription_shown: '1' })
    expect(early.data).toMatchObject({
      errors: {
        fulfilment_method_entry_id: ['Je bent vergeten een verzendmethode te kiezen! Kies er een.'],
        payment_method_entry_id: ['Je bent vergeten een betaalmethode te kiezen! Kies er een.'],
      },
    })
    const placed = await page('/fulfilment', {
      intent: 'place',
      fulfilment_method_entry_id: String(home),
      payment_method_entry_id: 'ideal',
      customer_comment: 'Graag bij de buren',
      customer_reference: 'PO-42',
      newsletter_subscription_shown: '1',
      newsletter_subscription: 'true',
    })
    expect(placed.redirect).toMatch(/^https:\/\/pay\.example\//)
    const read = (await page('/fulfilment')).data as Awaited<ReturnType<typeof loadFulfilment>>
    expect(read.checkout).toMatchObject({
      fulfilment_method: { id: home },
      payment_method_entry_id: 'ideal',
      customer_comment: 'Graag bij de buren',
      customer_reference: 'PO-42',
      newsletter_subscription: true,
    })
    expect(payments.createCalls).toBe(1)
  })

  it('an empty cart cannot enter step 1', async () => {
    const response = await t.app.request('/register')
    expect(((await response.json()) as Outcome).redirect).toBe('/shopping-cart')
  })
})
