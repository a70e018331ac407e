import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutOutcome, ShopLoadContext } from '#core/context'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartFactory } from './cart-fixtures'
import { checkoutShipping, homeAddress, methodId, withCart } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'

/**
 * The checkout through the load context, as the pages' loaders and actions use it (a form posted without
 * JavaScript): a stand-in document handler runs one context call per path and answers its result.
 */
type Step = (context: ShopLoadContext, body: unknown) => Promise<unknown>
const site = (context: ShopLoadContext) => ({ locale: context.locale, prefix: context.prefix })
let methodForHome = 0
const STEPS: Record<string, Step> = {
  '/gate-register': (context) => context.checkout.gate(site(context), 'register'),
  '/gate-fulfilment': (context) => context.checkout.gate(site(context), 'fulfilment'),
  '/register': (context, body) => context.checkout.saveRegister(site(context), body),
  '/fulfilment': (context) => context.checkout.fulfilment(site(context)),
  '/method': (context) =>
    context.checkout.change(site(context), 'method', { fulfilment_method_entry_id: methodForHome }),
  '/payment': (context, body) => context.checkout.change(site(context), 'payment', body),
  '/pay': (context) => context.checkout.startTransaction(site(context), {}),
}

async function document(request: Request, context: ShopLoadContext): Promise<Response> {
  const step = STEPS[new URL(request.url).pathname]
  if (!step) return new Response('not a test path', { status: 404 })
  const body = request.method === 'POST' ? await request.json() : undefined
  return Response.json({ result: (await step(context, body)) ?? null })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ paymentProvider: new FakePaymentProvider(), handleDocument: document })
  const make = await cartFactory(t.database.db)
  await checkoutShipping(make)
  methodForHome = await methodId(t.database.db, 'home')
})
afterAll(() => t.close())

describe('the checkout in the load context', () => {
  it('gates the pages, saves step 1, chooses step 2 and starts the payment, as the API does', async () => {
    const make = await cartFactory(t.database.db)
    const { shopper } = await withCart(t.app, (await make.product()).id)
    const page = async <T>(path: string, body?: unknown): Promise<T> => {
      const response = await t.app.request(path, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie: shopper.cookie!, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { result: T }).result
    }

    expect(await page('/gate-register')).toBeNull()
    expect(await page('/gate-fulfilment')).toBe('/checkout/mijn-gegevens')
    const refused = await page<CheckoutOutcome<unknown>>('/register', { email: 'nope', ...homeAddress() })
    expect(refused).toMatchObject({
      ok: false,
      status: 422,
      body: { errors: { email: [translate('nl', 'validation.email')] } },
    })
    const saved = await page<CheckoutOutcome<unknown>>('/register', {
      email: 'anna@example.nl',
      ...homeAddress(),
    })
    expect(saved.ok).toBe(true)
    expect(await page('/gate-fulfilment')).toBeNull()
    const read = await page<CheckoutOutcome<FulfilmentResponse>>('/fulfilment')
    expect(read.ok && read.data.checkout.fulfilment_methods.length).toBe(3)
    const early = await page<CheckoutOutcome<unknown>>('/pay')
    expect(early).toMatchObject({ ok: false, status: 422 })
    await page('/method', {})
    await page('/payment', { payment_method_entry_id: 'ideal' })
    const paid = await page<CheckoutOutcome<FulfilmentResponse>>('/pay')
    expect(paid.ok && paid.data.checkout.transactions[0]!.checkout_url).toMatch(/^https:\/\/pay\.example\//)
  })
})
