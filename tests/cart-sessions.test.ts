import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import type { Checkout, CheckoutLineResponse, CheckoutResponse } from '#core/schemas/checkout'
import { checkouts, products } from '#server/db/schema'
import { readCheckout } from '#server/domain/checkout/view'
import { addToCart } from '#server/domain/cart/add'
import { mergeGuestCheckout } from '#server/domain/cart/merge'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, lineRequest, type CartFactory } from './cart-fixtures'
import { testEnv } from './env'

const NL = { locale: 'nl' as const, prefix: '' }
const readCart = async (checkoutId: string) =>
  (await readCheckout(t.database.db, NL, checkoutId, { customerId: null })).checkout

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  // Pages answer with what the load context's cart gives them.
  t = await createTestApp({
    handleDocument: async (request: Request, context: ShopLoadContext) =>
      Response.json(await context.cart.get({ locale: context.locale, prefix: context.prefix })),
  })
  make = await cartFactory(t.database.db)
  await make.shipping([{ code: 'home', priceCents: 495, freeFromCents: 5000 }])
})
afterAll(() => t.close())

const line = (product_id: number, quantity: number, flags: Record<string, boolean> = {}) => ({
  product_id,
  quantity,
  ...flags,
})

async function checkoutRow(id: string) {
  const [row] = await t.database.db.select().from(checkouts).where(eq(checkouts.id, id))
  return row!
}

describe('the cart in the session', () => {
  it('survives a restart: a new app on the same database finds the cart of the cookie', async () => {
    const knife = await make.product()
    const shopper = cartClient(t.app)
    const added = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 3))
    const id = added.body.checkout.id

    const restarted = await createTestApp({ database: t.database })
    const again = cartClient(restarted.app)
    again.cookie = shopper.cookie
    const read = await again.call<CheckoutResponse>('GET', 'checkout')
    expect(read.body.checkout.id).toBe(id)
    expect(read.body.checkout.checkout_line_items.map((i) => [i.product.id, i.quantity])).toEqual([
      [knife.id, 3],
    ])
    // Adding again does not make a second cart.
    const more = await again.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1))
    expect(more.body.checkout.id).toBe(id)
    expect(more.body.checkout_line_item!.quantity).toBe(4)
  })

  it('gives pages the cart through the load context, without ever creating one', async () => {
    const knife = await make.product()
    const visitor = await t.app.request('/en/shopping-cart')
    const empty = (await visitor.json()) as Checkout
    expect(empty).toMatchObject({
      id: '',
      checkout_line_item_count: 0,
      routes: { shopping_cart: '/en/shopping-cart' },
    })
    expect(visitor.headers.getSetCookie()).toEqual([])

    const shopper = cartClient(t.app)
    await shopper.call('POST', 'checkout-line', line(knife.id, 2))
    const page = await t.app.request('/de/warenkorb', { headers: { cookie: shopper.cookie! } })
    const cart = (await page.json()) as Checkout
    expect(cart.checkout_line_item_count).toBe(2)
    expect(cart.checkout_line_items[0]!.product.link).toBe(`/de/${knife.slug.de}`)
    expect(cart.totals.line_items.title).toBe('Produkte')
  })

  it('starts a new cart when the session points at one that was ordered', async () => {
    const knife = await make.product()
    const shopper = cartClient(t.app)
    const first = (await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1))).body
    await t.database.db
      .update(checkouts)
      .set({ status: 'ordered' })
      .where(eq(checkouts.id, first.checkout.id))
    const read = await shopper.call<CheckoutResponse>('GET', 'checkout')
    expect(read.body.checkout.id).toBe('')
    const next = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1))
    expect(next.body.checkout.id).not.toBe(first.checkout.id)
    expect(next.body.checkout_line_item!.quantity).toBe(1)
    expect((await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout.id).toBe(
      next.body.checkout.id,
    )
  })
})

describe('mergeGuestCheckout', () => {
  it('adds quantities (capped by the rules), moves the guest’s other lines and options, keeps the coupon', async () => {
    const both = await make.product({ maxOrderQuantity: 5 })
    const lastStock = await make.product({ isLastStock: true, stock: 3 })
    const onlyGuest = await make.product()
    const archived = await make.product()
    const goneUnavailable = await make.product()
    const service = await make.option(both.id, { kind: 'extra_service', maxQuantity: 2 })
    const gift = await make.product()
    const free = await make.option(onlyGuest.id, { kind: 'free', optionProductId: gift.id })
    await make.coupon({ code: 'MERGE10', kind: 'percentage', value: 10 })

    const guest = cartClient(t.app)
    const customer = cartClient(t.app)
    const post = (who: typeof guest, body: object) =>
      who.call<CheckoutLineResponse>('POST', 'checkout-line', body)
    const guestId = (await post(guest, line(both.id, 4))).body.checkout.id
    await post(guest, line(service.id, 2, { is_extra_service: true }))
    await post(guest, line(lastStock.id, 2))
    await post(guest, line(onlyGuest.id, 2))
    await post(guest, line(free.id, 2, { is_free: true }))
    await post(guest, line(archived.id, 1))
    await post(guest, line(goneUnavailable.id, 1))
    await guest.call('PUT', `checkout/${guestId}/fulfilment/discount-code`, { discount_code: 'merge10' })

    const customerId = (await post(customer, line(both.id, 3))).body.checkout.id
    await post(customer, line(service.id, 1, { is_extra_service: true }))
    await post(customer, line(lastStock.id, 2))
    await post(customer, line(archived.id, 5))
    await customer.call('DELETE', `checkout-line/product/${archived.id}`)
    await t.database.db
      .update(products)
      .set({ stockStatusCode: 'UNAVAILABLE' })
      .where(eq(products.id, goneUnavailable.id))

    expect(await mergeGuestCheckout(t.database.db, guestId, customerId)).toBe(customerId)

    const merged = await readCart(customerId)
    const quantities = Object.fromEntries(merged.checkout_line_items.map((i) => [i.product.id, i.quantity]))
    expect(quantities).toEqual({ [both.id]: 5, [lastStock.id]: 3, [onlyGuest.id]: 2, [archived.id]: 1 })
    // The customer's own lines first, the guest's after them, in the guest's order.
    expect(merged.checkout_line_items.map((i) => i.product.id)).toEqual([
      both.id,
      lastStock.id,
      onlyGuest.id,
      archived.id,
    ])
    const bothLine = merged.checkout_line_items.find((i) => i.product.id === both.id)!
    expect(bothLine.product_options.extra_service[0]!.quantity).toBe(2)
    const guestLine = merged.checkout_line_items.find((i) => i.product.id === onlyGuest.id)!
    expect(guestLine.product_options.free[0]!.quantity).toBe(2)
    expect(merged.checkout_line_items_trashed).toEqual([])
    expect(merged.discount_code).toBe('MERGE10')
    expect(merged.totals.discounts).toHaveLength(1)

    expect((await checkoutRow(guestId)).status).toBe('merged')
    // The guest's session now reads an empty cart; the unavailable line stayed behind with the guest.
    expect((await guest.call<CheckoutResponse>('GET', 'checkout')).body.checkout.id).toBe('')
    // Merging again, or into itself, changes nothing.
    const stamp = (await checkoutRow(customerId)).version
    expect(await mergeGuestCheckout(t.database.db, guestId, customerId)).toBe(customerId)
    expect(await mergeGuestCheckout(t.database.db, customerId, customerId)).toBe(customerId)
    expect((await checkoutRow(customerId)).version).toBe(stamp)
  })

  it('keeps the customer’s coupon, and answers the guest cart when the customer has none open', async () => {
    const knife = await make.product()
    await make.coupon({ code: 'MINE', kind: 'fixed', value: 100 })
    await make.coupon({ code: 'THEIRS', kind: 'fixed', value: 200 })
    const guest = cartClient(t.app)
    const customer = cartClient(t.app)
    const guestId = (await guest.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1))).body
      .checkout.id
    const customerId = (await customer.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1)))
      .body.checkout.id
    await guest.call('PUT', `checkout/${guestId}/fulfilment/discount-code`, { discount_code: 'THEIRS' })
    await customer.call('PUT', `checkout/${customerId}/fulfilment/discount-code`, { discount_code: 'MINE' })
    await mergeGuestCheckout(t.database.db, guestId, customerId)
    expect((await checkoutRow(customerId)).discountCode).toBe('MINE')
    expect((await checkoutRow(customerId)).status).toBe('open')

    const another = cartClient(t.app)
    const anotherId = (await another.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1)))
      .body.checkout.id
    await t.database.db.update(checkouts).set({ status: 'ordered' }).where(eq(checkouts.id, customerId))
    expect(await mergeGuestCheckout(t.database.db, anotherId, customerId)).toBe(anotherId)
    expect((await checkoutRow(anotherId)).status).toBe('open')
    expect(await mergeGuestCheckout(t.database.db, 'nonsense', anotherId)).toBe(anotherId)
  })
})

describe.skipIf(!testEnv.databaseUrl)('two tabs at once (PostgreSQL)', () => {
  it('loses no update when 20 additions of one piece arrive at the same time', async () => {
    const knife = await make.product({ maxOrderQuantity: 50 })
    const shopper = cartClient(t.app)
    const first = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1))
    const id = first.body.checkout.id
    const before = (await checkoutRow(id)).version
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 1)),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200))
    // Each answer carries the cart as committed after its own change (possibly with later ones in it).
    for (const response of responses)
      expect(response.body.checkout_line_item!.quantity).toBeGreaterThanOrEqual(2)
    const final = await shopper.call<CheckoutResponse>('GET', 'checkout')
    expect(final.body.checkout.checkout_line_items[0]!.quantity).toBe(21)
    expect((await checkoutRow(id)).version).toBe(before + 20)
  })

  it('keeps every line when 20 different products are added to one cart at the same time', async () => {
    const knives = await Promise.all(Array.from({ length: 20 }, () => make.product()))
    const shopper = cartClient(t.app)
    const first = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knives[0]!.id, 1))
    const id = first.body.checkout.id
    const before = (await checkoutRow(id)).version
    const responses = await Promise.all(
      knives
        .slice(1)
        .map((knife) => shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(knife.id, 2))),
    )
    expect(responses.map((r) => r.status)).toEqual(Array.from({ length: 19 }, () => 200))
    const final = await shopper.call<CheckoutResponse>('GET', 'checkout')
    const items = final.body.checkout.checkout_line_items
    expect(new Set(items.map((item) => item.product.id))).toEqual(new Set(knives.map((knife) => knife.id)))
    expect(items.filter((item) => item.quantity === 2)).toHaveLength(19)
    // Each line has a place of its own, in the order the additions were committed.
    const positions = (await t.database.db.execute(
      sql`select position from checkout_lines where checkout_id = ${id} order by position`,
    )) as unknown as { rows: Array<{ position: number }> }
    expect(positions.rows.map((row) => row.position)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect((await checkoutRow(id)).version).toBe(before + 19)
  })

  it('fills one cart when the first additions of one session arrive at the same time', async () => {
    const products = await Promise.all(Array.from({ length: 8 }, () => make.product()))
    const owner = { checkoutId: null, sessionId: `session-${Date.now()}`, customerId: null }
    const changes = await Promise.all(
      products.map((product) => addToCart(t.database.db, owner, lineRequest(product.id, 1), 'add', 'nl')),
    )
    expect(new Set(changes.map((change) => change.checkoutId)).size).toBe(1)
    const cart = await readCart(changes[0]!.checkoutId)
    expect(cart.checkout_line_items).toHaveLength(8)
    const open = (await t.database.db.execute(
      sql`select count(*)::int as n from checkouts where session_id = ${owner.sessionId}`,
    )) as unknown as { rows: Array<{ n: number }> }
    expect(open.rows[0]!.n).toBe(1)
  })
})
