import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type {
  FulfilmentResponse,
  NotEnoughSupplyResponse,
  StepRedirectResponse,
} from '#core/schemas/checkout'
import type { ConfirmationResponse, CreateAccountResponse } from '#core/schemas/order'
import {
  checkouts,
  coupons,
  customers,
  mailOutbox,
  orderLines,
  orders,
  payments,
  products,
  stockReservations,
} from '#server/db/schema'
import { shopYear } from '#server/domain/orders/numbering'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import {
  checkoutShipping,
  count,
  methodId,
  put,
  readyToPay,
  register,
  withCart,
  type Shopper,
} from './checkout-fixtures'
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
beforeEach(() => {
  provider.failCreate = false
  provider.delayMs = 0
})

const db = () => t.database.db

async function pay(shopper: Shopper, checkoutId: string, body: unknown = {}) {
  return shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, body)
}

async function orderOf(checkoutId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.checkoutId, checkoutId))
  return order!
}

async function paymentsOf(orderId: string) {
  return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.attempt)
}

async function stockOf(productId: number) {
  const [row] = await db()
    .select({ stock: products.stock, status: products.stockStatusCode })
    .from(products)
    .where(eq(products.id, productId))
  return row!
}

async function reservations(orderId: string) {
  return db()
    .select({ status: stockReservations.status, quantity: stockReservations.quantity })
    .from(stockReservations)
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(stockReservations.id)
}

/** The shopper paid (or failed) on the provider's page, and the provider calls the webhook. */
async function providerSays(providerPaymentId: string, status: 'paid' | 'failed' | 'canceled' | 'expired') {
  provider.setStatus(providerPaymentId, status)
  return t.checkout.handlePaymentWebhook(providerPaymentId)
}

describe('POST /front-api/checkout/{id}/transaction', () => {
  it('names what step 2 still needs, with the messages of spec §5', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await register(shopper)
    const response = await shopper.call<ValidationErrorBody>(
      'POST',
      `checkout/${checkoutId}/transaction`,
      {},
      'en',
    )
    expect(response.status).toBe(422)
    expect(response.body.errors).toEqual({
      fulfilment_method_entry_id: ['You forgot to select a shipping method! Please select one.'],
      payment_method_entry_id: [translate('en', 'checkout.noPaymentMethod')],
    })
    expect(response.body.message).toBe('You forgot to select a shipping method! Please select one.')
    const bad = await shopper.call('POST', `checkout/${checkoutId}/transaction`, { ga_client_id: 42 })
    expect(bad.status).toBe(422)
  })

  it('makes the order, reserves its stock and answers the payment page to go to', async () => {
    const knife = await make.product({ priceCents: 2995, stock: 20, vatRate: 21 })
    const book = await make.product({ priceCents: 1500, stock: 20, vatRate: 9 })
    const { shopper, checkoutId } = await withCart(t.app, knife.id, 2)
    await shopper.call('POST', 'checkout-line', { product_id: book.id, quantity: 1 })
    await readyToPay(shopper, checkoutId, db())
    const response = await pay(shopper, checkoutId, { ga_client_id: '123.456', ga_session_id: '789' })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const { checkout } = response.body
    expect(checkout.transactions).toHaveLength(1)
    const [transaction] = checkout.transactions
    expect(transaction).toMatchObject({ status: 'open', payment_method: 'ideal', amount: 74.9 })
    expect(transaction!.checkout_url).toMatch(/^https:\/\/pay\.example\/checkout\/tr_fake\d+$/)
    expect(checkout.progress_bar).toBe(3)

    const order = await orderOf(checkoutId)
    expect(order).toMatchObject({
      status: 'pending_payment',
      email: 'anna@example.nl',
      locale: 'nl',
      productsCents: 7490,
      shippingCents: 0,
      totalCents: 7490,
      shippingMethodKind: 'home_delivery',
      paymentMethod: 'ideal',
      gaClientId: '123.456',
    })
    expect(order.number).toMatch(new RegExp(`^${shopYear(new Date())}-\\d{6}$`))
    expect(order.vat).toEqual([
      { rate: 21, cents: 1040 },
      { rate: 9, cents: 124 },
    ])
    expect(order.deliveryAddress).toMatchObject({ postal_code: '3442 AE', city: 'Woerden' })
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))
    expect(
      lines.map((line) => [line.productId, line.quantity, line.unitPriceCents, line.vatRate, line.vatCents]),
    ).toEqual([
      [knife.id, 2, 2995, 21, 1040],
      [book.id, 1, 1500, 9, 124],
    ])
    expect(await reservations(order.id)).toEqual([
      { status: 'active', quantity: 2 },
      { status: 'active', quantity: 1 },
    ])
    const created = provider.payments.get(transaction!.checkout_url!.split('/').pop()!)!
    expect(created.input).toMatchObject({
      amountCents: 7490,
      method: 'ideal',
      locale: 'nl',
      description: `Bestelling ${order.number}`,
      // Without PUBLIC_URL the shopper returns to the loopback origin they ordered on (issue 32 point 6).
      redirectUrl: `http://localhost/checkout/${checkoutId}/bevestiging`,
      webhookUrl: 'http://localhost:3000/webhooks/payments',
    })
    // Stock is only lowered once the payment is paid.
    expect((await stockOf(knife.id)).stock).toBe(20)
  })

  it('answers the same payment to a second click, and a new attempt on the same order after a change', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await readyToPay(shopper, checkoutId, db())
    const before = provider.count
    const first = (await pay(shopper, checkoutId)).body.checkout.transactions[0]!
    const again = (await pay(shopper, checkoutId)).body.checkout.transactions
    expect(again).toHaveLength(1)
    expect(again[0]!.id).toBe(first.id)
    expect(provider.count).toBe(before + 1)

    const order = await orderOf(checkoutId)
    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'paypal' })
    const third = (await pay(shopper, checkoutId)).body.checkout.transactions
    expect(third.map((tr) => [tr.payment_method, tr.status])).toEqual([
      ['paypal', 'open'],
      ['ideal', 'open'],
    ])
    expect(provider.count).toBe(before + 2)
    const same = await orderOf(checkoutId)
    expect(same.id).toBe(order.id)
    expect(same.number).toBe(order.number)
    expect(same.paymentMethod).toBe('paypal')
    // The first attempt's stock went back; the second holds it now.
    expect(await reservations(order.id)).toEqual([
      { status: 'released', quantity: 1 },
      { status: 'active', quantity: 1 },
    ])
    // Back after the reservation's half hour: the open payment is not offered again, a new one holds stock.
    await db()
      .update(payments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(payments.orderId, order.id))
    const fourth = (await pay(shopper, checkoutId)).body.checkout.transactions
    expect(fourth).toHaveLength(3)
    expect(provider.count).toBe(before + 3)
  })

  it('lowers the cart to the stock left and makes no payment when another order holds it (spec §8)', async () => {
    const last = await make.product({ stock: 5, isLastStock: true })
    const first = await withCart(t.app, last.id, 4)
    await readyToPay(first.shopper, first.checkoutId, db())
    expect((await pay(first.shopper, first.checkoutId)).status).toBe(200)

    const second = await withCart(t.app, last.id, 3)
    await readyToPay(second.shopper, second.checkoutId, db())
    const before = provider.count
    const refused = await second.shopper.call<NotEnoughSupplyResponse>(
      'POST',
      `checkout/${second.checkoutId}/transaction`,
      {},
      'en',
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Not enough supply available')
    expect(refused.body.warning).toEqual({
      type: 'insufficient_stock',
      message: `${translate('en', 'checkout.supply.lineLowered', { name: last.name.en!, quantity: 1 })} ${translate('en', 'checkout.supply.decide')}`,
      quantity: 1,
    })
    expect(refused.body.adjusted).toEqual([
      { product_id: last.id, quantity: 1, name: last.name.en, option_id: null, line_product_name: null },
    ])
    expect(refused.body.checkout.checkout_line_items[0]!.quantity).toBe(1)
    expect(refused.body.checkout.transactions).toEqual([])
    expect(provider.count).toBe(before)
    // With the lowered cart it goes through.
    expect((await pay(second.shopper, second.checkoutId)).status).toBe(200)
    const third = await withCart(t.app, last.id, 1)
    await readyToPay(third.shopper, third.checkoutId, db())
    const none = await third.shopper.call<NotEnoughSupplyResponse>(
      'POST',
      `checkout/${third.checkoutId}/transaction`,
      {},
    )
    expect(none.status).toBe(409)
    expect(none.body.adjusted).toMatchObject([{ product_id: last.id, quantity: 0, option_id: null }])
    expect(none.body.warning.message).toContain(
      translate('nl', 'checkout.supply.lineRemoved', { name: last.name.nl! }),
    )
    expect(none.body.checkout.checkout_line_items).toEqual([])
  })

  it.each(['free', 'combination'] as const)(
    'a %s option out of stock when the order is placed: 409 naming it, the rest kept, no payment (issue 32 point 3)',
    async (kind) => {
      const main = await make.product({ stock: 10, priceCents: 5000 })
      const extra = await make.product({ stock: 2, isLastStock: true })
      const option = await make.option(main.id, { kind, optionProductId: extra.id })
      const { shopper, checkoutId } = await withCart(t.app, main.id, 2)
      const flag = kind === 'free' ? { is_free: true } : { is_combination: true }
      const chosen = await shopper.call('PUT', 'checkout-line', {
        product_id: option.id,
        quantity: kind === 'free' ? 2 : 1,
        ...flag,
      })
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
      await readyToPay(shopper, checkoutId, db())
      // Another shop sold the option's product meanwhile.
      await db().update(products).set({ stock: 0 }).where(eq(products.id, extra.id))
      const before = provider.count
      const refused = await shopper.call<NotEnoughSupplyResponse>(
        'POST',
        `checkout/${checkoutId}/transaction`,
        {},
        'de',
      )
      expect(refused.status, JSON.stringify(refused.body)).toBe(409)
      expect(refused.body.message).toBe(translate('de', 'cart.warning.notEnoughSupply'))
      const optionName = extra.name.de ?? extra.name.nl!
      expect(refused.body.adjusted).toEqual([
        {
          product_id: extra.id,
          quantity: 0,
          name: optionName,
          option_id: option.id,
          line_product_name: main.name.de ?? main.name.nl,
        },
      ])
      expect(refused.body.warning.message).toContain(optionName)
      expect(refused.body.warning.message).toContain(translate('de', 'checkout.supply.decide'))
      expect(refused.body.warning.quantity).toBe(0)
      // The option went, the line stayed; nothing was ordered or paid.
      const [item] = refused.body.checkout.checkout_line_items
      expect(item!.quantity).toBe(2)
      expect(item!.selected_product_options).toEqual([])
      expect(refused.body.checkout.transactions).toEqual([])
      expect(provider.count).toBe(before)
      // The shopper decides: placing again goes through without the option.
      expect((await pay(shopper, checkoutId)).status).toBe(200)
    },
  )

  it('reserves the shelf of a product that is ordered in and lets the rest wait for the supplier', async () => {
    const shelf = await make.product({ stock: 2, maxOrderQuantity: 10 })
    const { shopper, checkoutId } = await withCart(t.app, shelf.id, 5)
    await readyToPay(shopper, checkoutId, db())
    expect((await pay(shopper, checkoutId)).status).toBe(200)
    const order = await orderOf(checkoutId)
    expect(await reservations(order.id)).toEqual([{ status: 'active', quantity: 2 }])
    const [payment] = await paymentsOf(order.id)
    await providerSays(payment!.providerPaymentId!, 'paid')
    expect(await stockOf(shelf.id)).toEqual({ stock: 0, status: 'AVAILABLE_DELAYED' })
  })

  it('says placing the order failed, with the checkout as reference, when the provider is down', async () => {
    const product = await make.product({ stock: 3, isLastStock: true })
    const { shopper, checkoutId } = await withCart(t.app, product.id, 3)
    await readyToPay(shopper, checkoutId, db())
    provider.failCreate = true
    const failed = await shopper.call('POST', `checkout/${checkoutId}/transaction`, {}, 'de')
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({
      message: translate('de', 'checkout.placeOrderFailed', { reference: checkoutId }),
    })
    const order = await orderOf(checkoutId)
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['create_failed'])
    expect(await reservations(order.id)).toEqual([{ status: 'released', quantity: 3 }])
    provider.failCreate = false
    const retried = await pay(shopper, checkoutId)
    expect(retried.status).toBe(200)
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['create_failed', 'open'])
  })
})

describe('payment statuses: the webhook and the shopper’s return', () => {
  it('paid: the order is paid, stock lowered, the coupon counted, the cart closed; once', async () => {
    await make.coupon({ code: 'TIEN', kind: 'percentage', value: 10 })
    const last = await make.product({ stock: 3, isLastStock: true, priceCents: 10_000 })
    const { shopper, checkoutId } = await withCart(t.app, last.id, 3)
    await readyToPay(shopper, checkoutId, db())
    await put(shopper, checkoutId, '/discount-code', { discount_code: 'tien' })
    const transaction = (await pay(shopper, checkoutId)).body.checkout.transactions[0]!
    const order = await orderOf(checkoutId)
    expect(order).toMatchObject({ discountCents: 3000, totalCents: 27_000, discountCode: 'TIEN' })
    const [payment] = await paymentsOf(order.id)

    expect(await providerSays(payment!.providerPaymentId!, 'paid')).toBe('changed')
    for (let i = 0; i < 3; i++)
      expect(await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)).toBe('unchanged')
    expect(await t.checkout.handlePaymentWebhook('tr_unknown')).toBe('unknown')
    expect(await t.checkout.handlePaymentWebhook('')).toBe('unknown')

    expect(await orderOf(checkoutId)).toMatchObject({ status: 'paid' })
    expect(await stockOf(last.id)).toEqual({ stock: 0, status: 'UNAVAILABLE' })
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'TIEN'))
    expect(coupon!.timesUsed).toBe(1)
    const [checkout] = await db().select().from(checkouts).where(eq(checkouts.id, checkoutId))
    expect(checkout!.status).toBe('ordered')
    expect(await reservations(order.id)).toEqual([{ status: 'consumed', quantity: 3 }])
    await t.checkout.catalogueRefreshed()

    // One confirmation mail, in the order's language, HTML and text, however often the webhook came.
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.referenceId, order.number))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      kind: 'order_confirmation',
      locale: 'nl',
      recipient: 'anna@example.nl',
      subject: translate('nl', 'mail.orderConfirmation.subject', {
        number: order.number,
        shop: 'Messenwinkel',
      }),
    })
    expect(mails[0]!.text).toContain('Kerkstraat 12')
    expect(mails[0]!.html).toContain(order.number)
    expect((await orderOf(checkoutId)).confirmationMailedAt).not.toBeNull()

    // The confirmation, and an empty cart for the next purchase.
    const confirmation = await shopper.call<ConfirmationResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
    )
    expect(confirmation.status).toBe(200)
    expect(confirmation.body).toMatchObject({
      payment_status: 'paid',
      can_create_account: true,
      order: {
        number: order.number,
        status: 'paid',
        status_title: translate('nl', 'order.status.paid'),
        payment_method: { id: 'ideal', title: 'iDEAL' },
        fulfilment_method: { kind: 'home_delivery', title: 'Method home' },
        totals: { total_products: 300, total_discount: -30, total_tax_incl: 270, discount_code: 'TIEN' },
      },
    })
    expect(confirmation.body.order.lines).toEqual([
      expect.objectContaining({
        product_id: last.id,
        quantity: 3,
        unit_price: 100,
        total: 300,
        vat_rate: 21,
      }),
    ])
    expect(confirmation.body.order.invoice_address.summary_html).toContain('Kerkstraat 12')
    expect(transaction.id).toBe(payment!.id)
    const cart = await shopper.call<FulfilmentResponse>('GET', 'checkout')
    expect(cart.body.checkout.checkout_line_items).toEqual([])
    expect(await count(db(), 'orders', sql`where checkout_id = ${checkoutId} and status = 'paid'`)).toBe(1)
  })

  it('fetches the status when the shopper returns, so a lost webhook loses no order', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await readyToPay(shopper, checkoutId, db())
    await pay(shopper, checkoutId)
    const [payment] = await paymentsOf((await orderOf(checkoutId)).id)
    const pending = await shopper.call<ConfirmationResponse>('GET', `checkout/${checkoutId}/confirmation`)
    expect(pending.status).toBe(200)
    expect(pending.body.payment_status).toBe('pending')
    expect(pending.body.can_create_account).toBe(false)
    provider.setStatus(payment!.providerPaymentId!, 'paid')
    const paid = await shopper.call<ConfirmationResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
      undefined,
      'en',
    )
    expect(paid.body.payment_status).toBe('paid')
    expect(paid.body.order.status_title).toBe('Paid')
    expect(await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)).toBe('unchanged')
    // Another visitor cannot read it: only that the order is safe (issue 32 point 6).
    const stranger = await cartClient(t.app).call('GET', `checkout/${checkoutId}/confirmation`)
    expect(stranger).toEqual({ status: 403, body: { message: expect.any(String), elsewhere: 'safe' } })
  })

  it('failed or cancelled: stock goes back, the shopper returns to step 2 with the message and pays again', async () => {
    const last = await make.product({ stock: 1, isLastStock: true })
    const { shopper, checkoutId } = await withCart(t.app, last.id)
    await readyToPay(shopper, checkoutId, db())
    await pay(shopper, checkoutId)
    const order = await orderOf(checkoutId)
    const [first] = await paymentsOf(order.id)
    expect(await providerSays(first!.providerPaymentId!, 'canceled')).toBe('changed')
    expect(await reservations(order.id)).toEqual([{ status: 'released', quantity: 1 }])
    const back = await shopper.call<StepRedirectResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
      undefined,
      'en',
    )
    expect(back.status).toBe(409)
    expect(back.body).toEqual({
      message: translate('en', 'checkout.paymentFailed'),
      redirect_to: '/en/checkout/finish',
    })
    const fulfilment = (await shopper.call<FulfilmentResponse>('GET', 'checkout/fulfilment')).body.checkout
    expect(fulfilment.transactions[0]).toMatchObject({ status: 'canceled', checkout_url: null })
    expect(fulfilment.progress_bar).toBe(2)

    // Another method, another attempt on the same order: paid.
    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'creditcard' })
    await pay(shopper, checkoutId)
    const [, second] = await paymentsOf(order.id)
    expect(second).toMatchObject({ attempt: 2, method: 'creditcard', status: 'open' })
    expect(await providerSays(second!.providerPaymentId!, 'paid')).toBe('changed')
    expect(await orderOf(checkoutId)).toMatchObject({
      id: order.id,
      status: 'paid',
      paymentMethod: 'creditcard',
    })
    expect(await stockOf(last.id)).toEqual({ stock: 0, status: 'UNAVAILABLE' })
    await t.checkout.catalogueRefreshed()
  })

  it('refunds a second paid payment of one order: never paid twice', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product({ stock: 10 })).id)
    await readyToPay(shopper, checkoutId, db())
    await pay(shopper, checkoutId)
    // The shopper left the first payment page open in a tab, chose another method and paid with it.
    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'paypal' })
    await pay(shopper, checkoutId)
    const order = await orderOf(checkoutId)
    const [stale, current] = await paymentsOf(order.id)
    await providerSays(current!.providerPaymentId!, 'paid')
    const refundsBefore = provider.refunds.length
    expect(await providerSays(stale!.providerPaymentId!, 'paid')).toBe('changed')
    expect(provider.refunds.slice(refundsBefore)).toEqual([
      { paymentId: stale!.providerPaymentId!, amountCents: stale!.amountCents },
    ])
    const after = await paymentsOf(order.id)
    expect(after.map((p) => [p.status, p.refundStatus])).toEqual([
      ['paid', 'refunded'],
      ['paid', null],
    ])
    expect(
      (
        await stockOf(
          (await db().select().from(orderLines).where(eq(orderLines.orderId, order.id)))[0]!.productId!,
        )
      ).stock,
    ).toBe(9)
  })

  it('a paid after the reservation expired: sold when the stock is still there, refunded when it is gone', async () => {
    const last = await make.product({ stock: 1, isLastStock: true })
    const late = await withCart(t.app, last.id)
    await readyToPay(late.shopper, late.checkoutId, db())
    await pay(late.shopper, late.checkoutId)
    const lateOrder = await orderOf(late.checkoutId)
    await db()
      .update(stockReservations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(stockReservations.orderId, lateOrder.id))
    // The sweep marks it released; the stock is free for others.
    await t.checkout.sweep()
    expect(await reservations(lateOrder.id)).toEqual([{ status: 'released', quantity: 1 }])

    const quick = await withCart(t.app, last.id)
    await readyToPay(quick.shopper, quick.checkoutId, db())
    expect((await pay(quick.shopper, quick.checkoutId)).status).toBe(200)
    const [quickPayment] = await paymentsOf((await orderOf(quick.checkoutId)).id)
    await providerSays(quickPayment!.providerPaymentId!, 'paid')

    const [latePayment] = await paymentsOf(lateOrder.id)
    expect(await providerSays(latePayment!.providerPaymentId!, 'paid')).toBe('changed')
    expect(await orderOf(late.checkoutId)).toMatchObject({ status: 'cancelled' })
    expect(provider.refunds.at(-1)).toEqual({
      paymentId: latePayment!.providerPaymentId!,
      amountCents: latePayment!.amountCents,
    })
    expect((await stockOf(last.id)).stock).toBe(0)
    const back = await late.shopper.call<StepRedirectResponse>(
      'GET',
      `checkout/${late.checkoutId}/confirmation`,
    )
    expect(back.status).toBe(409)
    expect(back.body.message).toBe(translate('nl', 'checkout.paidButSoldOut'))

    // Expired, but nobody took the pieces: the order is simply paid.
    const plenty = await make.product({ stock: 4, isLastStock: true })
    const slow = await withCart(t.app, plenty.id, 2)
    await readyToPay(slow.shopper, slow.checkoutId, db())
    await pay(slow.shopper, slow.checkoutId)
    const slowOrder = await orderOf(slow.checkoutId)
    await db()
      .update(stockReservations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(stockReservations.orderId, slowOrder.id))
    const [slowPayment] = await paymentsOf(slowOrder.id)
    await providerSays(slowPayment!.providerPaymentId!, 'paid')
    expect(await orderOf(slow.checkoutId)).toMatchObject({ status: 'paid' })
    expect((await stockOf(plenty.id)).stock).toBe(2)
  })

  it('tells the keep-me-posted hook when released stock comes back', async () => {
    const seen: number[][] = []
    t.checkout.stockEvents.onBackInStock(async (ids) => void seen.push([...ids]))
    const last = await make.product({ stock: 1, isLastStock: true })
    const { shopper, checkoutId } = await withCart(t.app, last.id)
    await readyToPay(shopper, checkoutId, db())
    await pay(shopper, checkoutId)
    const [payment] = await paymentsOf((await orderOf(checkoutId)).id)
    await providerSays(payment!.providerPaymentId!, 'expired')
    expect(seen).toEqual([[last.id]])
  })
})

describe('an order that costs nothing', () => {
  it('is complete at once, without the provider', async () => {
    await make.coupon({ code: 'ALLES', kind: 'percentage', value: 100 })
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await register(shopper)
    await put(shopper, checkoutId, '', { fulfilment_method_entry_id: await methodId(db(), 'store') })
    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'ideal' })
    await put(shopper, checkoutId, '/discount-code', { discount_code: 'ALLES' })
    const before = provider.count
    const response = await pay(shopper, checkoutId)
    expect(
      response.status,
      JSON.stringify([response.body, t.logs.filter((l) => Number(l.level) >= 50)]),
    ).toBe(200)
    expect(response.body.checkout.transactions[0]).toMatchObject({
      status: 'paid',
      amount: 0,
      checkout_url: null,
    })
    expect(provider.count).toBe(before)
    expect(await orderOf(checkoutId)).toMatchObject({ status: 'paid', totalCents: 0, deliveryAddress: null })
  })
})

describe('accounts around the order', () => {
  it('create-account on the confirmation: a password, the order linked, the shopper logged in', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await readyToPay(shopper, checkoutId, db())
    await shopper.call('PUT', 'checkout/register', {
      email: 'nieuw@example.nl',
      first_name: 'Nina',
      last_name: 'Nieuw',
      country_iso: 'NL',
      postal_code: '1011 AB',
      house_number: '1',
      address: 'Damrak',
      city: 'Amsterdam',
      phone_number: '0201234567',
    })
    await pay(shopper, checkoutId)
    const [payment] = await paymentsOf((await orderOf(checkoutId)).id)
    await providerSays(payment!.providerPaymentId!, 'paid')
    const cookieBefore = shopper.cookie
    const short = await shopper.call<ValidationErrorBody>(
      'POST',
      `checkout/${checkoutId}/confirmation/create-account`,
      { password: 'kort' },
      'en',
    )
    expect(short.status).toBe(422)
    expect(short.body.errors.password).toEqual([
      translate('en', 'validation.passwordTooShort', { minimum: 10 }),
    ])
    const created = await shopper.call<CreateAccountResponse>(
      'POST',
      `checkout/${checkoutId}/confirmation/create-account`,
      {
        password: 'een lang wachtwoord',
      },
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.customer).toMatchObject({
      is_logged_in: true,
      email: 'nieuw@example.nl',
      first_name: 'Nina',
    })
    expect(created.body.customer.addresses.map((a) => a.city)).toEqual(['Amsterdam'])
    expect(shopper.cookie).not.toBe(cookieBefore)
    expect((await orderOf(checkoutId)).customerId).toBe(created.body.customer.id)
    const again = await shopper.call('POST', `checkout/${checkoutId}/confirmation/create-account`, {
      password: 'nog een wachtwoord',
    })
    expect(again.status).toBe(422)
    // Someone else cannot use the confirmation to make an account.
    const stranger = await cartClient(t.app).call(
      'POST',
      `checkout/${checkoutId}/confirmation/create-account`,
      {
        password: 'een lang wachtwoord',
      },
    )
    expect(stranger.status).toBe(404)
  })

  it('the create-account flag makes the account (without password) when the order is paid', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
    await readyToPay(shopper, checkoutId, db())
    await shopper.call('PUT', 'checkout/register', {
      email: 'vlag@example.nl',
      first_name: 'Vera',
      last_name: 'Vlag',
      country_iso: 'NL',
      postal_code: '3511 AB',
      house_number: '3',
      address: 'Oudegracht',
      city: 'Utrecht',
      phone_number: '0301234567',
    })
    await put(shopper, checkoutId, '/create-account', { create_account: true })
    await pay(shopper, checkoutId)
    const [payment] = await paymentsOf((await orderOf(checkoutId)).id)
    await providerSays(payment!.providerPaymentId!, 'paid')
    const [customer] = await db().select().from(customers).where(eq(customers.email, 'vlag@example.nl'))
    expect(customer).toMatchObject({ firstName: 'Vera', passwordHash: null })
    expect((await orderOf(checkoutId)).customerId).toBe(customer!.id)
    const confirmation = await shopper.call<ConfirmationResponse>(
      'GET',
      `checkout/${checkoutId}/confirmation`,
    )
    expect(confirmation.body.can_create_account).toBe(true)
    const created = await shopper.call<CreateAccountResponse>(
      'POST',
      `checkout/${checkoutId}/confirmation/create-account`,
      {
        password: 'wachtwoord-van-vera',
      },
    )
    expect(created.body.customer.id).toBe(customer!.id)
  })

  it('login: one answer for an unknown e-mail and a wrong password; a new session with the carts merged', async () => {
    const loginShopper = cartClient(t.app)
    const customer = await register(loginShopper).catch(() => null)
    expect(customer).toBeNull()
    // An account with a cart of its own.
    const owner = await withCart(t.app, (await make.product()).id)
    await readyToPay(owner.shopper, owner.checkoutId, db())
    await owner.shopper.call('PUT', 'checkout/register', {
      email: 'login@example.nl',
      first_name: 'Lotte',
      last_name: 'Login',
      country_iso: 'NL',
      postal_code: '3441 CL',
      house_number: '8',
      address: 'Voorstraat',
      city: 'Woerden',
      phone_number: '0348123456',
    })
    await pay(owner.shopper, owner.checkoutId)
    const [payment] = await paymentsOf((await orderOf(owner.checkoutId)).id)
    await providerSays(payment!.providerPaymentId!, 'paid')
    await owner.shopper.call('POST', `checkout/${owner.checkoutId}/confirmation/create-account`, {
      password: 'lottes wachtwoord',
    })
    const kept = await make.product()
    await owner.shopper.call('POST', 'checkout-line', { product_id: kept.id, quantity: 1 })
    await owner.shopper.call('POST', 'logout')

    const guest = await withCart(t.app, (await make.product()).id, 2)
    const wrong = await guest.shopper.call('POST', 'login', {
      email: 'login@example.nl',
      password: 'fout wachtwoord',
    })
    const unknown = await guest.shopper.call('POST', 'login', {
      email: 'niemand@example.nl',
      password: 'fout wachtwoord',
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toEqual({
      message: translate('nl', 'auth.failed'),
      errors: { email: [translate('nl', 'auth.failed')] },
    })
    const guestCookie = guest.shopper.cookie
    const ok = await guest.shopper.call<{
      customer: { is_logged_in: boolean }
      checkout: FulfilmentResponse['checkout']
    }>('POST', 'login', { email: 'LOGIN@example.nl', password: 'lottes wachtwoord' })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body.customer.is_logged_in).toBe(true)
    expect(guest.shopper.cookie).not.toBe(guestCookie)
    expect(ok.body.checkout.checkout_line_items.map((line) => line.quantity).sort()).toEqual([1, 2])
    expect(ok.body.checkout.customer.email).toBe('login@example.nl')

    const out = await guest.shopper.call<{ customer: { is_logged_in: boolean } }>('POST', 'logout')
    expect(out.body.customer.is_logged_in).toBe(false)
    const after = await guest.shopper.call<FulfilmentResponse>('GET', 'checkout')
    expect(after.body.checkout.checkout_line_items).toEqual([])
  })
})
