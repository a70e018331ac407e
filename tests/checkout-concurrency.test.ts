import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import { coupons, orders, payments, products } from '#server/db/schema'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, count, put, readyToPay, withCart } from './checkout-fixtures'
import { testEnv } from './env'
import { FakePaymentProvider } from './fake-payments'

/**
 * Races that only a real PostgreSQL can show (PGlite has one connection and runs transactions one after
 * another). Every request goes through the whole app, as a browser's would.
 */
describe.skipIf(!testEnv.databaseUrl)('checkout races (PostgreSQL)', () => {
  let t: TestApp
  let make: CartFactory
  const provider = new FakePaymentProvider()
  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: provider })
    make = await cartFactory(t.database.db)
    await checkoutShipping(make)
  })
  afterAll(() => t.close())

  const stockOf = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0]!

  it(
    '50 shoppers racing for the last 5 pieces: exactly 5 payments, 45 "not enough supply", stock 0',
    { timeout: 90_000 },
    async () => {
      const last = await make.product({ stock: 5, isLastStock: true })
      const shoppers = []
      for (let i = 0; i < 50; i++) {
        const cart = await withCart(t.app, last.id)
        await readyToPay(cart.shopper, cart.checkoutId, t.database.db)
        shoppers.push(cart)
      }
      const before = provider.count
      provider.delayMs = 20
      const answers = await Promise.all(
        shoppers.map(({ shopper, checkoutId }) =>
          shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, {}),
        ),
      )
      provider.delayMs = 0
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(5)
      expect(statuses.filter((status) => status === 409)).toHaveLength(45)
      expect(provider.count - before).toBe(5)
      const active = await count(
        t.database.db,
        'stock_reservations',
        sql`where product_id = ${last.id} and status = 'active'`,
      )
      expect(active).toBe(5)

      // All five pay; their webhooks arrive at once.
      const winners = answers.filter((answer) => answer.status === 200)
      const ids = winners.map((answer) =>
        answer.body.checkout.transactions[0]!.checkout_url!.split('/').pop()!,
      )
      for (const id of ids) provider.setStatus(id, 'paid')
      const results = await Promise.all(ids.map((id) => t.checkout.handlePaymentWebhook(id)))
      expect(results).toEqual(['changed', 'changed', 'changed', 'changed', 'changed'])
      const product = await stockOf(last.id)
      expect(product.stock).toBe(0)
      expect(product.stockStatusCode).toBe('UNAVAILABLE')
      expect(await count(t.database.db, 'orders', sql`where status = 'paid'`)).toBe(5)
      await t.checkout.catalogueRefreshed()
    },
  )

  it('the same transaction request 10 times at once: one payment', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await make.product({ stock: 10 })).id)
    await readyToPay(shopper, checkoutId, t.database.db)
    const before = provider.count
    provider.delayMs = 50
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, {}),
      ),
    )
    provider.delayMs = 0
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const transactionIds = new Set(answers.map((answer) => answer.body.checkout.transactions[0]!.id))
    expect(transactionIds.size).toBe(1)
    expect(provider.count - before).toBe(1)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))
    expect(await count(t.database.db, 'payments', sql`where order_id = ${order!.id}`)).toBe(1)
    expect(await count(t.database.db, 'stock_reservations', sql`where order_id = ${order!.id}`)).toBe(1)
  })

  it('the same webhook many times at once, and one with an unknown id: nothing happens twice', async () => {
    await make.coupon({ code: 'RACE5', kind: 'fixed', value: 500 })
    const product = await make.product({ stock: 7, priceCents: 5000 })
    const { shopper, checkoutId } = await withCart(t.app, product.id, 2)
    await readyToPay(shopper, checkoutId, t.database.db)
    await put(shopper, checkoutId, '/discount-code', { discount_code: 'RACE5' })
    const paid = await shopper.call<FulfilmentResponse>('POST', `checkout/${checkoutId}/transaction`, {})
    const id = paid.body.checkout.transactions[0]!.checkout_url!.split('/').pop()!
    provider.setStatus(id, 'paid')
    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => t.checkout.handlePaymentWebhook(id)),
      t.checkout.handlePaymentWebhook('tr_does_not_exist'),
    ])
    expect(results.filter((result) => result === 'changed')).toHaveLength(1)
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(19)
    expect(results.at(-1)).toBe('unknown')
    expect((await stockOf(product.id)).stock).toBe(5)
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, 'RACE5'))
    expect(coupon!.timesUsed).toBe(1)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.checkoutId, checkoutId))
    expect(order!.status).toBe('paid')
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order!.id))
    expect(rows.map((row) => [row.status, row.refundStatus])).toEqual([['paid', null]])
  })
})
