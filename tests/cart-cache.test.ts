import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutLineResponse, CheckoutResponse } from '#core/schemas/checkout'
import { productOptions, products } from '#server/db/schema'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { eventually } from './eventually'

/**
 * The cart with the server's caches on (docs/decisions/0047): the products' options and the related
 * products' cards are kept per catalogue generation, and the lines come with the checkout row. A change
 * to the catalogue shows in the very next cart answer once the process has heard it; the line's own
 * product (price, stock) is read with the cart every time.
 */
let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp({ watchChanges: true })
  make = await cartFactory(t.database.db)
  await make.shipping([{ code: 'home', priceCents: 495, freeFromCents: 5000 }])
})
afterAll(() => t.close())

/** Writes the catalogue and waits until this process heard it (the caches are emptied then). */
async function changeCatalogue(write: () => Promise<unknown>): Promise<void> {
  const before = t.catalogueChanges!.mark()
  await write()
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
}

describe('cart answers with the caches on', () => {
  it('show option and related-product changes after the catalogue change, and the line as stored', async () => {
    const main = await make.product({ priceCents: 10_000 })
    const related = await make.product({ priceCents: 2_500 })
    const other = await make.product({ priceCents: 1_000 })
    const service = await make.option(main.id, { kind: 'extra_service', priceCents: 500, maxQuantity: 2 })
    await make.related(main.id, [related.id])
    const shopper = cartClient(t.app)
    const first = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: main.id,
      quantity: 1,
    })
    expect(first.status).toBe(200)
    const item = first.body.checkout_line_item!
    expect(item.product_options.extra_service.map((option) => option.price)).toEqual([5])
    expect(item.products_related.map((card) => [card.id, card.prices.price])).toEqual([[related.id, 25]])

    await changeCatalogue(async () => {
      await t.database.db
        .update(productOptions)
        .set({ priceCents: 750 })
        .where(eq(productOptions.id, service.id))
      await t.database.db.update(products).set({ priceCents: 3_000 }).where(eq(products.id, related.id))
    })
    const again = await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', {
      product_id: main.id,
      quantity: 1,
    })
    const changed = again.body.checkout_line_item!
    expect(changed.quantity).toBe(2)
    expect(changed.product_options.extra_service.map((option) => option.price)).toEqual([7.5])
    expect(changed.products_related.map((card) => [card.id, card.prices.price])).toEqual([[related.id, 30]])

    // A second line, then the cart read: lines in the order added, each with its product as stored now.
    await shopper.call('POST', 'checkout-line', { product_id: other.id, quantity: 3 })
    await t.database.db.update(products).set({ priceCents: 1_200 }).where(eq(products.id, other.id))
    const cart = (await shopper.call<CheckoutResponse>('GET', 'checkout', undefined, 'en')).body.checkout
    expect(
      cart.checkout_line_items.map((line) => [line.product.id, line.quantity, line.product_tax_incl]),
    ).toEqual([
      [main.id, 2, 100],
      [other.id, 3, 12],
    ])
    expect(cart.checkout_line_items[0]!.product.name).toBe(main.name.en)
  })
})
