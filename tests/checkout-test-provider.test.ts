import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FulfilmentResponse, StepRedirectResponse } from '#core/schemas/checkout'
import type { ConfirmationResponse } from '#core/schemas/order'
import { mailOutbox, orders, products } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, put, readyToPay, withCart } from './checkout-fixtures'
import { runProviderJobsUntil } from './payment-fixtures'
import { createNodeListener } from '#server/http/node-listener'

/**
 * The checkout with the shop's own built-in test provider (the default), served on a loopback port: the
 * shopper goes to the provider's hosted page, chooses an outcome there, the provider calls the webhook
 * (a job, as at Mollie) and the shopper returns to the confirmation.
 */
let t: TestApp
let server: Server
let origin: string
let make: CartFactory

beforeAll(async () => {
  server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  t = await createTestApp({ env: { PUBLIC_URL: origin } })
  const listener = createNodeListener(t.app)
  server.on('request', (req, res) => void listener(req, res))
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

/** The shopper's choice on the hosted page; answers where the provider sends the browser. */
async function chooseOnPaymentPage(checkoutUrl: string, status: 'paid' | 'failed' | 'canceled') {
  const page = await fetch(checkoutUrl)
  expect(page.status).toBe(200)
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ status }).toString(),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  return response.headers.get('location')!
}

describe('paying with the built-in test provider', () => {
  it('a failed payment, then another method, paid: one paid order, the stock lowered once', async () => {
    const knife = await make.product({ stock: 3, isLastStock: true })
    const { shopper, checkoutId } = await withCart(t.app, knife.id, 2)
    await readyToPay(shopper, checkoutId, t.database.db)
    const first = await shopper.call<FulfilmentResponse>(
      'POST',
      `checkout/${checkoutId}/transaction`,
      {},
      'de',
    )
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    const firstUrl = first.body.checkout.transactions[0]!.checkout_url!
    expect(firstUrl.startsWith(`${origin}/test-psp/tr_`)).toBe(true)

    const back = await chooseOnPaymentPage(firstUrl, 'failed')
    expect(back).toBe(`${origin}/de/checkout/${checkoutId}/bestatigung`)
    // The shopper is back before (or without) the webhook: the status is fetched on return.
    const failed = await shopper.call<StepRedirectResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
      undefined,
      'de',
    )
    expect(failed.status).toBe(409)
    expect(failed.body).toEqual({
      message: translate('de', 'checkout.paymentFailed'),
      redirect_to: '/de/checkout/vollstandig',
    })

    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'paypal' })
    const second = await shopper.call<FulfilmentResponse>(
      'POST',
      `checkout/${checkoutId}/transaction`,
      {},
      'de',
    )
    const secondUrl = second.body.checkout.transactions[0]!.checkout_url!
    expect(secondUrl).not.toBe(firstUrl)
    await chooseOnPaymentPage(secondUrl, 'paid')
    await runProviderJobsUntil(
      t.database.db,
      async () => {
        const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))
        expect(order!.status).toBe('paid')
      },
      10_000,
    )
    const confirmation = await shopper.call<ConfirmationResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
      undefined,
      'de',
    )
    expect(confirmation.status).toBe(200)
    expect(confirmation.body.order).toMatchObject({ status: 'paid', payment_method: { id: 'paypal' } })
    const [product] = await t.database.db.select().from(products).where(eq(products.id, knife.id))
    expect(product!.stock).toBe(1)
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.referenceId, confirmation.body.order.number))
    expect(mail).toMatchObject({ locale: 'de', kind: 'order_confirmation' })
    expect(mail!.text).toContain(translate('de', 'mail.orderConfirmation.heading'))
    expect(mail!.text).toContain(`${origin}/de/checkout/${checkoutId}/bestatigung`)
  })
})
