import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { checkoutLines, checkouts, sessions } from '#server/db/schema'
import { MAX_CART_LINES } from '#server/domain/cart/rules'
import { deleteExpiredSessions } from '#server/domain/sessions/sessions'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'

/** Issue 15 point 7: what one anonymous client can make the shop store and serve. */
let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
})
afterAll(() => t.close())

const sessionIdOf = (cookie: string | null) => cookie!.slice('sid='.length).split('.')[0]!

describe('a cart', () => {
  it(`holds at most ${MAX_CART_LINES} products; an archived line gives way, else a clear 422`, async () => {
    const shopper = cartClient(t.app)
    const ids: number[] = []
    for (let i = 0; i < MAX_CART_LINES + 1; i++) ids.push((await make.product()).id)
    const first = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: ids[0],
      quantity: 1,
    })
    // The rest written directly: a hundred calls through the API only make the test slow.
    await t.database.db.insert(checkoutLines).values(
      ids.slice(1, MAX_CART_LINES).map((productId, position) => ({
        checkoutId: first.body.checkout.id,
        productId,
        quantity: 1,
        position: position + 1,
      })),
    )
    const refused = await shopper.call<ValidationErrorBody>('POST', 'checkout-line', {
      product_id: ids[MAX_CART_LINES],
      quantity: 1,
    })
    expect(refused.status).toBe(422)
    const message = translate('nl', 'cart.tooManyLines', { max: MAX_CART_LINES })
    expect(refused.body).toEqual({ message, errors: { product_id: [message] } })
    // One removed: its archived line makes room for a new product.
    await shopper.call('DELETE', `checkout-line/product/${ids[0]}`)
    const added = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: ids[MAX_CART_LINES],
      quantity: 1,
    })
    expect(added.status).toBe(200)
    expect(added.body.checkout.checkout_line_items).toHaveLength(MAX_CART_LINES)
  }, 60_000)

  it('carries related products only on the line just changed', async () => {
    const shopper = cartClient(t.app)
    const [a, b, relatedA, relatedB] = [
      await make.product(),
      await make.product(),
      await make.product(),
      await make.product(),
    ]
    await make.related(a!.id, [relatedA!.id])
    await make.related(b!.id, [relatedB!.id])
    await shopper.call('POST', 'checkout-line', { product_id: a!.id, quantity: 1 })
    const response = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: b!.id,
      quantity: 1,
    })
    expect(response.body.checkout_line_item!.products_related.map((p) => p.id)).toEqual([relatedB!.id])
    const other = response.body.checkout.checkout_line_items.find((line) => line.product.id === a!.id)!
    expect(other.products_related).toEqual([])
  })
})

describe('a guest cart', () => {
  it('belongs to its session and is deleted with it when the session expires, as are old sessionless ones', async () => {
    const product = await make.product()
    const shopper = cartClient(t.app)
    const { body } = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: product.id,
      quantity: 1,
    })
    const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, body.checkout.id))
    expect(row!.sessionId).toBe(sessionIdOf(shopper.cookie))
    // An old guest cart from before carts were tied to sessions.
    const [legacy] = await t.database.db
      .insert(checkouts)
      .values({ createdAt: new Date(Date.now() - 100 * 86_400_000) })
      .returning({ id: checkouts.id })

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, sessionIdOf(shopper.cookie)))
    await deleteExpiredSessions(t.database.db)
    const left = await t.database.db
      .select({ id: checkouts.id })
      .from(checkouts)
      .where(sql`${checkouts.id} in (${body.checkout.id}, ${legacy!.id})`)
    expect(left).toEqual([])
  })

  it('is not stored, nor is a session, when the first add is refused', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions)
    const shopper = cartClient(t.app)
    const refused = await shopper.call('POST', 'checkout-line', { product_id: 2_000_000_000, quantity: 1 })
    expect(refused.status).toBe(422)
    expect(shopper.cookie).toBeNull()
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions)
    expect(after[0]!.n).toBe(before[0]!.n)
  })
})
