import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eurosToCents } from '#core/money'
import type { Checkout, CheckoutLineResponse, CheckoutResponse } from '#core/schemas/checkout'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import {
  DEMO_COUPONS,
  DEMO_SHIPPING_METHODS,
  seedDemoCoupons,
  seedShippingMethods,
} from '#server/db/demo-data/shipping-and-coupons'
import { checkouts, shippingRates } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'

/** The demo catalogue with the demo delivery methods and coupons, as a fresh shop starts. */
const demo = generateCatalogue({ products: 300, seed: 7 })
const orderable = demo.products.filter(
  (p) => p.status === 'active' && p.stock_status_code !== 'UNAVAILABLE' && !(p.is_last_stock && p.stock < 1),
)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await loadCatalogue(t.database.db, demo)
  expect(await seedShippingMethods(t.database.db)).toBe(true)
  await seedDemoCoupons(t.database.db)
})
afterAll(() => t.close())

const line = (product_id: number, quantity: number, flags: Record<string, boolean> = {}) => ({
  product_id,
  quantity,
  ...flags,
})
const cents = eurosToCents

/** What must hold for every checkout: rows add up to the total, VAT per rate to the tax, lines to the products. */
function expectConsistent(checkout: Checkout) {
  const { totals } = checkout
  const lines = checkout.checkout_line_items.reduce(
    (sum, item) => sum + cents(item.products_total_tax_incl),
    0,
  )
  expect(cents(totals.total_products)).toBe(lines)
  expect(cents(totals.line_items.amount_tax_incl)).toBe(lines)
  const discounts = totals.discounts.reduce((sum, row) => sum + cents(row.amount_tax_incl), 0)
  expect(cents(totals.total_discount_incl.amount_tax_incl)).toBe(discounts)
  expect(cents(totals.total_tax_incl)).toBe(lines + discounts + cents(totals.fulfilment.amount_tax_incl))
  expect(cents(totals.total_shipping_costs)).toBe(cents(totals.fulfilment.amount_tax_incl))
  expect(cents(totals.total_tax)).toBe(totals.vat.reduce((sum, row) => sum + cents(row.amount), 0))
  expect(cents(totals.total_tax_excl)).toBe(cents(totals.total_tax_incl) - cents(totals.total_tax))
  expect(checkout.checkout_line_item_count).toBe(
    checkout.checkout_line_items.reduce((sum, item) => sum + item.quantity, 0),
  )
  for (const item of checkout.checkout_line_items) {
    const options = item.selected_product_options.reduce((sum, o) => sum + cents(o.price) * o.quantity, 0)
    expect(cents(item.products_total_tax_incl)).toBe(cents(item.product_tax_incl) * item.quantity + options)
  }
}

describe('demo delivery methods and coupons', () => {
  it('are seeded once, the same every time, and what the owner changes stays', async () => {
    const rows = (await t.database.db.execute(
      sql`select m.code, r.country_iso, r.price_cents, r.free_from_cents from shipping_rates r
          join shipping_methods m on m.id = r.method_id order by m.code, r.country_iso`,
    )) as unknown as {
      rows: Array<{ code: string; country_iso: string; price_cents: number; free_from_cents: number | null }>
    }
    const expected = DEMO_SHIPPING_METHODS.flatMap((method) =>
      Object.entries(method.rates).map(([country, [price, free]]) => ({
        code: method.code,
        country_iso: country,
        price_cents: price,
        free_from_cents: free,
      })),
    ).sort((a, b) => a.code.localeCompare(b.code) || a.country_iso.localeCompare(b.country_iso))
    expect(rows.rows).toEqual(expected)

    const [lu] = await t.database.db.select().from(shippingRates).where(eq(shippingRates.countryIso, 'LU'))
    await t.database.db.delete(shippingRates).where(eq(shippingRates.id, lu!.id))
    expect(await seedShippingMethods(t.database.db)).toBe(false)
    await seedDemoCoupons(t.database.db)
    const count = (await t.database.db.execute(
      sql`select (select count(*) from shipping_rates where country_iso = 'LU')::int as lu, (select count(*) from coupons)::int as coupons`,
    )) as unknown as { rows: Array<{ lu: number; coupons: number }> }
    expect(count.rows[0]).toEqual({ lu: 0, coupons: DEMO_COUPONS.length })
  })

  it('work in the cart: 10 %, € 5 from € 25, free shipping, an expired and a used-up code', async () => {
    const shopper = cartClient(t.app)
    const cheap = orderable.find(
      (p) => p.price_cents >= 1000 && p.price_cents < 2000 && p.max_order_quantity >= 3,
    )!
    const { checkout } = (
      await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(cheap.id, 1))
    ).body
    const apply = (code: string) =>
      shopper.call<CheckoutResponse>('PUT', `checkout/${checkout.id}/fulfilment/discount-code`, {
        discount_code: code,
      })
    expect((await apply('vijfeuro')).body).toEqual({
      message: translate('nl', 'cart.couponMinimum', { amount: '€ 25,-' }),
      errors: { discount_code: [translate('nl', 'cart.couponMinimum', { amount: '€ 25,-' })] },
    })
    expect((await apply('ZOMER2024')).status).toBe(422)
    expect((await apply('EENMALIG')).status).toBe(422)
    const welcome = await apply('welkom10')
    expect(welcome.body.checkout.totals.discounts[0]!.amount_tax_incl).toBe(
      -Math.round(Math.min(cheap.price_cents, cheap.sale_price_cents ?? Infinity) / 10) / 100,
    )
    expectConsistent(welcome.body.checkout)
    await shopper.call('PUT', 'checkout-line', line(cheap.id, 3))
    const five = await apply('VIJFEURO')
    expect(five.body.checkout.totals.total_discount_incl.amount_tax_incl).toBe(-5)
    expectConsistent(five.body.checkout)
    const free = await apply('GRATISVERZENDEN')
    expect(free.body.checkout.totals.total_shipping_costs).toBe(0)
    expectConsistent(free.body.checkout)
  })
})

describe('shipping costs', () => {
  it('are the cheapest method for the cart’s country, free from its threshold', async () => {
    const product = orderable.find(
      (p) => p.price_cents > 1000 && p.price_cents < 2000 && p.max_order_quantity >= 10,
    )!
    const shopper = cartClient(t.app)
    const first = (await shopper.call<CheckoutLineResponse>('POST', 'checkout-line', line(product.id, 1)))
      .body.checkout
    const price = Math.min(product.price_cents, product.sale_price_cents ?? Infinity)
    expect(first.country_iso).toBe('NL')
    expect(first.totals.fulfilment).toMatchObject({ item_count: 1, amount_tax_incl: 4.95 })
    expect(cents(first.totals.amount_for_free_shipping)).toBe(5000 - price)

    await t.database.db.update(checkouts).set({ countryIso: 'BE' }).where(eq(checkouts.id, first.id))
    const be = (await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout
    // Belgium: pickup point 5,95 is cheaper than home delivery 6,95; both free from 75,-.
    expect(be.totals.total_shipping_costs).toBe(5.95)
    expect(cents(be.totals.amount_for_free_shipping)).toBe(7500 - price)
    expectConsistent(be)

    const many = Math.ceil(7500 / price)
    const free = (await shopper.call<CheckoutLineResponse>('PUT', 'checkout-line', line(product.id, many)))
      .body.checkout
    expect(free.totals).toMatchObject({ total_shipping_costs: 0, amount_for_free_shipping: 0 })
    expectConsistent(free)

    // A country no method serves: no shipping costs computed (the fulfilment step will say so).
    await t.database.db.update(checkouts).set({ countryIso: 'CH' }).where(eq(checkouts.id, first.id))
    const nowhere = (await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout
    expect(nowhere.totals.fulfilment).toMatchObject({ item_count: 0, amount_tax_incl: 0 })
    expect(nowhere.totals.amount_for_free_shipping).toBe(0)
  })
})

describe('a cart of demo products', () => {
  it('adds up, whatever the products and their options', async () => {
    const shopper = cartClient(t.app)
    const withOptions = new Set(demo.product_options.map((o) => o.product_id))
    const picks = orderable.filter((p) => withOptions.has(p.id)).slice(0, 12)
    expect(picks.length).toBe(12)
    let checkout: Checkout | undefined
    for (const [index, product] of picks.entries()) {
      const quantity = Math.min(product.max_order_quantity, (index % 3) + 1)
      const added = await shopper.call<CheckoutLineResponse>(
        'POST',
        'checkout-line',
        line(product.id, quantity),
      )
      expect(added.status, JSON.stringify(added.body)).toBe(200)
      const item = added.body.checkout_line_item!
      for (const option of item.product_options.extra_service) {
        await shopper.call(
          'PUT',
          'checkout-line',
          line(option.id, option.max_quantity, { is_extra_service: true }),
        )
      }
      for (const option of item.product_options.free) {
        await shopper.call('PUT', 'checkout-line', line(option.id, item.quantity, { is_free: true }))
      }
      for (const option of item.product_options.combination) {
        await shopper.call('PUT', 'checkout-line', line(option.id, 1, { is_combination: true }))
      }
      checkout = (await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout
      expectConsistent(checkout)
    }
    expect(checkout!.checkout_line_items).toHaveLength(12)
    expect(checkout!.checkout_line_items.some((item) => item.selected_product_options.length > 0)).toBe(true)
    // Related products come only with the line just changed, not with every line of every read.
    expect(checkout!.checkout_line_items.every((item) => item.products_related.length === 0)).toBe(true)
  })
})
