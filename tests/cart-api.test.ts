import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type {
  Checkout,
  CheckoutLineItem,
  CheckoutLineResponse,
  CheckoutReadResponse,
  CheckoutResponse,
} from '#core/schemas/checkout'
import { checkouts, productOptions, products } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
  // Home delivery € 4,95, free from € 50,-.
  await make.shipping([{ code: 'home', priceCents: 495, freeFromCents: 5000 }])
})
afterAll(() => t.close())

type Shopper = ReturnType<typeof cartClient>
let shopper: Shopper
beforeEach(() => {
  shopper = cartClient(t.app)
})

const line = (product_id: number, quantity: number, flags: Record<string, boolean> = {}) => ({
  product_id,
  quantity,
  ...flags,
})
const add = (body: unknown, who = shopper) => who.call<CheckoutLineResponse>('POST', 'checkout-line', body)
const put = (body: unknown, who = shopper) => who.call<CheckoutLineResponse>('PUT', 'checkout-line', body)
const read = async (who = shopper) => (await who.call<CheckoutResponse>('GET', 'checkout')).body.checkout

async function count(table: 'checkouts' | 'checkout_lines' | 'sessions'): Promise<number> {
  const result = (await t.database.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as unknown as {
    rows: Array<{ n: number }>
  }
  return result.rows[0]!.n
}

async function version(id: string): Promise<number> {
  const [row] = await t.database.db
    .select({ version: checkouts.version })
    .from(checkouts)
    .where(eq(checkouts.id, id))
  return row!.version
}

function lineOf(checkout: Checkout, productId: number): CheckoutLineItem {
  const found = checkout.checkout_line_items.find((item) => item.product.id === productId)
  if (!found) throw new Error(`no line for product ${productId}`)
  return found
}

function expect422(call: { status: number; body: unknown }, field: string, message?: string) {
  expect(call.status, JSON.stringify(call.body)).toBe(422)
  const body = call.body as ValidationErrorBody
  expect(Object.keys(body.errors)).toContain(field)
  if (message !== undefined) {
    expect(body.errors[field]).toEqual([message])
    expect(body.message).toBe(message)
  }
}

describe('GET /front-api/checkout', () => {
  it('answers an empty checkout without a session and creates nothing', async () => {
    const before = [await count('checkouts'), await count('sessions')]
    const response = await shopper.call<CheckoutResponse>('GET', 'checkout')
    expect(response.status).toBe(200)
    expect(response.body.checkout).toMatchObject({
      id: '',
      checkout_line_items: [],
      checkout_line_items_trashed: [],
      checkout_line_item_count: 0,
      discount_code: null,
      country_iso: 'NL',
      progress_bar: 0,
      routes: {
        login: '/inloggen',
        password_request: '/wachtwoord-vergeten',
        shopping_cart: '/shopping-cart',
        checkout: '/checkout/mijn-gegevens',
      },
    })
    expect(response.body.checkout.totals).toMatchObject({
      total_tax_incl: 0,
      total_shipping_costs: 0,
      amount_for_free_shipping: 0,
      line_items: { title: translate('nl', 'cart.lineItems'), item_count: 0, amount_tax_incl: 0 },
    })
    expect(shopper.cookie).toBeNull()
    expect([await count('checkouts'), await count('sessions')]).toEqual(before)
  })

  it('carries the customer (the empty guest) and each line item’s option flags (spec §3, §7)', async () => {
    const empty = await shopper.call<CheckoutReadResponse>('GET', 'checkout')
    expect(empty.body.customer).toMatchObject({ id: null, is_logged_in: false, email: '', addresses: [] })
    const knife = await make.product()
    // The store action passes show_confirmation; the server takes it and answers as always.
    const added = await add({ ...line(knife.id, 1), show_confirmation: true })
    expect(added.status).toBe(200)
    const flags = { is_extra_service: false, is_free: false, is_combination: false }
    expect(added.body.checkout_line_item).toMatchObject(flags)
    const read = await shopper.call<CheckoutReadResponse>('GET', 'checkout')
    expect(read.body.customer).toEqual(read.body.checkout.customer)
    expect(read.body.checkout.checkout_line_items[0]).toMatchObject(flags)
  })

  it('gives the routes in the language and with the prefix of the request', async () => {
    const de = await shopper.call<CheckoutResponse>('GET', 'checkout', undefined, 'de')
    expect(de.body.checkout.routes).toEqual({
      login: '/de/anmelden',
      password_request: '/de/passwort-vergessen',
      shopping_cart: '/de/warenkorb',
      checkout: '/de/checkout/meine-daten',
      checkout_login: '/de/checkout/login',
      fulfilment: '/de/checkout/vollstandig',
      confirmation: null,
    })
    const en = await shopper.call<CheckoutResponse>('GET', 'checkout', undefined, 'en')
    expect(en.body.checkout.routes.shopping_cart).toBe('/en/shopping-cart')
    expect(en.body.checkout.totals.fulfilment.title).toBe(translate('en', 'cart.shipping'))
  })
})

describe('adding and changing lines', () => {
  it('creates the cart on the first add, keeps it in the session, adds with POST and sets with PUT', async () => {
    const knife = await make.product({ priceCents: 2995, salePriceCents: 2495 })
    const created = await add(line(knife.id, 2))
    expect(created.status).toBe(200)
    expect(shopper.cookie).not.toBeNull()
    const { checkout, checkout_line_item: item } = created.body
    expect(checkout.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(item).toMatchObject({
      quantity: 2,
      product_tax_incl: 24.95,
      products_total_tax_incl: 49.9,
      product: {
        id: knife.id,
        name: `Knife ${knife.reference.slice(4)}`,
        link: `/${knife.slug.nl}`,
        thumb_category_square_125: knife.images.sq125,
        stock_status_code: 'AVAILABLE_DIRECT',
        max_order_quantity: 10,
        is_last_stock: false,
      },
    })
    expect(checkout.checkout_line_item_count).toBe(2)
    // The first add wrote cart, line and session together (docs/decisions/0083): the cart counts the change
    // in its version, is tied to the session, and the session holds the cart.
    const [stored] = (
      (await t.database.db.execute(
        sql`select c.version, c.country_iso, s.data->>'checkoutId' as in_session
          from checkouts c join sessions s on s.id = c.session_id where c.id = ${checkout.id}`,
      )) as unknown as { rows: Array<{ version: number; country_iso: string; in_session: string }> }
    ).rows
    expect(stored).toEqual({ version: 2, country_iso: 'NL', in_session: checkout.id })

    const more = await add(line(knife.id, 3))
    expect(more.body.checkout_line_item!.quantity).toBe(5)
    expect(more.body.checkout.id).toBe(checkout.id)
    const set = await put(line(knife.id, 1))
    expect(set.body.checkout_line_item!.quantity).toBe(1)
    expect((await read()).checkout_line_items.map((i) => [i.product.id, i.quantity])).toEqual([[knife.id, 1]])
    expect(await count('checkout_lines')).toBeGreaterThan(0)
  })

  it('refuses more than the maximum order quantity with "at most {quantity} pieces", leaving the cart as it was', async () => {
    const knife = await make.product({ maxOrderQuantity: 3 })
    await add(line(knife.id, 2))
    const before = await read()
    const message = translate('nl', 'cart.maxQuantity', { quantity: 3 })
    expect422(await add(line(knife.id, 2)), 'quantity', message)
    expect422(await put(line(knife.id, 4)), 'quantity', message)
    expect(await read()).toEqual(before)
    expect((await put(line(knife.id, 3))).body.checkout_line_item!.quantity).toBe(3)
  })

  it('has one meaning for the maximum order quantity: at least 1, which the database enforces', async () => {
    for (const maxOrderQuantity of [0, -1]) {
      await expect(make.product({ maxOrderQuantity })).rejects.toThrow()
    }
    const one = await make.product({ maxOrderQuantity: 1 })
    expect((await add(line(one.id, 1))).status).toBe(200)
    expect422(await add(line(one.id, 1)), 'quantity', translate('nl', 'cart.maxQuantity', { quantity: 1 }))
  })

  it('never promises a delivery it cannot keep: last stock is capped, re-ordered stock promises later', async () => {
    // Stock 8 that the shop re-orders: 10 are accepted, without a warning, and the line promises later.
    const reordered = await make.product({ stock: 8, maxOrderQuantity: 20 })
    const many = await add(line(reordered.id, 10))
    expect(many.status).toBe(200)
    expect(many.body.warning).toBeUndefined()
    expect(many.body.checkout_line_item).toMatchObject({
      quantity: 10,
      product: { delivery_promise_type: 'AVAILABLE_DELAYED', stock_status_code: 'AVAILABLE_DELAYED' },
    })
    // Within the shelf the product's own promise stands.
    const within = await put(line(reordered.id, 8))
    expect(within.body.checkout_line_item!.product).toMatchObject({
      delivery_promise_type: 'AVAILABLE_DIRECT',
      stock_status_code: 'AVAILABLE_DIRECT',
    })
    // Last stock 8: nothing more comes, so 10 become 8 with the "not enough supply" warning.
    const last = await make.product({ stock: 8, isLastStock: true, maxOrderQuantity: 20 })
    const capped = await add(line(last.id, 10))
    expect(capped.body.warning).toMatchObject({ type: 'insufficient_stock', quantity: 8 })
    expect(capped.body.checkout_line_item).toMatchObject({
      quantity: 8,
      product: { delivery_promise_type: 'AVAILABLE_DIRECT' },
    })
    // Shipped by the brand: its stock is not ours, its promise stays.
    const brand = await make.product({ stock: 0, stockIsFromBrand: true, deliveryPromiseType: 'brand' })
    const shipped = await add(line(brand.id, 5))
    expect(shipped.body.checkout_line_item!.product.delivery_promise_type).toBe('brand')
  })

  it('lowers a last-stock quantity to the pieces left and warns', async () => {
    const last = await make.product({ isLastStock: true, stock: 2 })
    const response = await add(line(last.id, 5))
    expect(response.status).toBe(200)
    expect(response.body.warning).toEqual({
      type: 'insufficient_stock',
      quantity: 2,
      message: translate('nl', 'cart.notEnoughSupply', { quantity: 2 }),
    })
    expect(response.body.checkout_line_item).toMatchObject({
      quantity: 2,
      product: { is_last_stock: true, stock_available: 2 },
    })
    // Adding one more to the two there are: still two, warned again.
    const again = await add(line(last.id, 1))
    expect(again.body.warning?.quantity).toBe(2)
    // Within the stock: no warning.
    expect((await put(line(last.id, 1))).body.warning).toBeUndefined()
  })

  it('refuses unavailable, unknown and inactive products on product_id', async () => {
    const unavailable = await make.product({ stockStatusCode: 'UNAVAILABLE', stock: 0 })
    const inactive = await make.product({ status: 'inactive' })
    const soldOut = await make.product({ isLastStock: true, stock: 0 })
    const before = { checkouts: await count('checkouts'), sessions: await count('sessions') }
    expect422(await add(line(unavailable.id, 1)), 'product_id', translate('nl', 'cart.productUnavailable'))
    expect422(await add(line(soldOut.id, 1)), 'product_id', translate('nl', 'cart.productUnavailable'))
    expect422(await add(line(inactive.id, 1)), 'product_id', translate('nl', 'cart.productUnknown'))
    expect422(await add(line(2_000_000_000, 1)), 'product_id', translate('nl', 'cart.productUnknown'))
    expect422(await add(line(2 ** 40, 1)), 'product_id', translate('nl', 'validation.productId'))
    // None of these created a cart, or a session.
    expect(shopper.cookie).toBeNull()
    expect({ checkouts: await count('checkouts'), sessions: await count('sessions') }).toEqual(before)
    // The message follows the request's language.
    const en = await shopper.call('POST', 'checkout-line', line(unavailable.id, 1), 'en')
    expect422(en, 'product_id', translate('en', 'cart.productUnavailable'))
  })

  it('answers 422 with field errors for bad bodies and leaves the cart unchanged', async () => {
    const knife = await make.product()
    const other = await make.product()
    const created = await add(line(knife.id, 1))
    const id = created.body.checkout.id
    const before = await read()
    const stamp = await version(id)
    const bad: Array<[unknown, string]> = [
      [{}, 'product_id'],
      [{ product_id: knife.id }, 'quantity'],
      [line(knife.id, -1), 'quantity'],
      [line(knife.id, 0), 'quantity'],
      [line(knife.id, 1.5), 'quantity'],
      [line(knife.id, Number.NaN), 'quantity'],
      [{ product_id: knife.id, quantity: '2' }, 'quantity'],
      [{ product_id: knife.id, quantity: 'two' }, 'quantity'],
      [line(knife.id, 10_000), 'quantity'],
      [line(knife.id, 1e12), 'quantity'],
      [{ product_id: String(knife.id), quantity: 1 }, 'product_id'],
      [line(-knife.id, 1), 'product_id'],
      [line(0, 1), 'product_id'],
      [line(knife.id + 0.5, 1), 'product_id'],
      [{ ...line(knife.id, 1), is_free: 'yes' }, 'is_free'],
      [{ ...line(knife.id, 1), is_free: true, is_combination: true }, 'is_extra_service'],
      [{ ...line(knife.id, 1), price: 0 }, '_form'],
      [line(other.id, 11), 'quantity'],
      ['{"product_id": ', '_form'],
      ['null', '_form'],
      ['[]', '_form'],
    ]
    for (const [body, field] of bad) {
      for (const method of ['POST', 'PUT']) {
        const response = await shopper.call(method, 'checkout-line', body)
        expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(422)
        const error = response.body as ValidationErrorBody
        expect(error.message).toBeTruthy()
        expect(Object.keys(error.errors), `${method} ${JSON.stringify(body)}`).toContain(field)
      }
    }
    expect(await read()).toEqual(before)
    expect(await version(id)).toBe(stamp)
    // Without the header the call is refused before anything runs.
    const refused = await t.app.request('/front-api/checkout-line', {
      method: 'POST',
      headers: { cookie: shopper.cookie! },
      body: JSON.stringify(line(knife.id, 1)),
    })
    expect(refused.status).toBe(403)
  })
})

describe('product options on a line', () => {
  async function productWithOptions() {
    const product = await make.product({ priceCents: 10_000 })
    const gift = await make.product({ priceCents: 1495, vatRate: 21 })
    const partner = await make.product({ priceCents: 2000, vatRate: 9 })
    const service = await make.option(product.id, { kind: 'extra_service', priceCents: 750, maxQuantity: 2 })
    const free = await make.option(product.id, { kind: 'free', optionProductId: gift.id })
    const combination = await make.option(product.id, {
      kind: 'combination',
      optionProductId: partner.id,
      priceCents: 1700,
    })
    return { product, gift, partner, service, free, combination }
  }

  it('sets extra services between 0 and their maximum', async () => {
    const { product, service } = await productWithOptions()
    await add(line(product.id, 1))
    const set = await put(line(service.id, 2, { is_extra_service: true }))
    expect(set.status).toBe(200)
    const item = set.body.checkout_line_item!
    expect(item.product.id).toBe(product.id)
    expect(item.product_options.extra_service).toEqual([
      {
        id: service.id,
        name: `Service ${item.product_options.extra_service[0]!.name.split(' ')[1]}`,
        price: 7.5,
        quantity: 2,
        max_quantity: 2,
      },
    ])
    expect(item.selected_product_options).toEqual([
      {
        id: service.id,
        kind: 'extra_service',
        name: item.product_options.extra_service[0]!.name,
        quantity: 2,
        price: 7.5,
      },
    ])
    expect(item.products_total_tax_incl).toBe(115)
    expect422(
      await put(line(service.id, 3, { is_extra_service: true })),
      'quantity',
      translate('nl', 'cart.maxQuantity', { quantity: 2 }),
    )
    // POST sets an option too (its quantity is not added up).
    expect(
      (await add(line(service.id, 1, { is_extra_service: true }))).body.checkout_line_item!.product_options
        .extra_service[0]!.quantity,
    ).toBe(1)
    const cleared = await put(line(service.id, 0, { is_extra_service: true }))
    expect(cleared.body.checkout_line_item!.selected_product_options).toEqual([])
    expect(cleared.body.checkout_line_item!.products_total_tax_incl).toBe(100)
  })

  it('lowers extra services automatically when their maximum falls', async () => {
    const { product, service } = await productWithOptions()
    await add(line(product.id, 1))
    await put(line(service.id, 2, { is_extra_service: true }))
    await t.database.db
      .update(productOptions)
      .set({ maxQuantity: 1 })
      .where(eq(productOptions.id, service.id))
    const item = lineOf(await read(), product.id)
    expect(item.product_options.extra_service[0]).toMatchObject({ quantity: 1, max_quantity: 1 })
    expect(item.products_total_tax_incl).toBe(107.5)
    // The next change of the line stores the lowered quantity.
    await put(line(product.id, 2))
    const rows = (await t.database.db.execute(
      sql`select quantity from checkout_line_options where product_option_id = ${service.id}`,
    )) as unknown as { rows: Array<{ quantity: number }> }
    expect(rows.rows.map((row) => row.quantity)).toEqual([1])
  })

  it('takes a free product for 0 or all pieces of the line, and follows the line quantity', async () => {
    const { product, gift, free } = await productWithOptions()
    await add(line(product.id, 2))
    expect422(await put(line(free.id, 1, { is_free: true })), 'quantity')
    const taken = await put(line(free.id, 2, { is_free: true }))
    expect(taken.status).toBe(200)
    const option = taken.body.checkout_line_item!.product_options.free[0]!
    expect(option).toMatchObject({
      id: free.id,
      quantity: 2,
      price_to_show: 0,
      original_price: 14.95,
      name: gift.name.nl,
      option_product: { link: `/${gift.slug.nl}` },
    })
    expect(taken.body.checkout_line_item!.products_total_tax_incl).toBe(200)
    // Changing the line's quantity takes the free product along.
    const changed = await put(line(product.id, 4))
    expect(changed.body.checkout_line_item!.product_options.free[0]!.quantity).toBe(4)
    expect(changed.body.checkout_line_item!.selected_product_options).toContainEqual(
      expect.objectContaining({ id: free.id, kind: 'free', quantity: 4, price: 0 }),
    )
    const dropped = await put(line(free.id, 0, { is_free: true }))
    expect(dropped.body.checkout_line_item!.product_options.free[0]!.quantity).toBe(0)
    expect((await put(line(product.id, 3))).body.checkout_line_item!.product_options.free[0]!.quantity).toBe(
      0,
    )
  })

  it('selects a combination with 1, deselects with 0, and keeps the main product', async () => {
    const { product, partner, combination } = await productWithOptions()
    await add(line(product.id, 1))
    const selected = await put(line(combination.id, 1, { is_combination: true }))
    const item = selected.body.checkout_line_item!
    expect(item.product_options.combination).toEqual([
      expect.objectContaining({
        id: combination.id,
        price: 17,
        quantity: 1,
        option_product: expect.objectContaining({ name: partner.name.nl }),
      }),
    ])
    expect(item.products_total_tax_incl).toBe(117)
    // VAT: 100 at 21 % and the combination's 17 at its own 9 %.
    expect(selected.body.checkout.totals.vat).toEqual([
      { rate: 21, amount: 17.36 },
      { rate: 9, amount: 1.4 },
    ])
    expect422(await put(line(combination.id, 2, { is_combination: true })), 'quantity')
    expect422(
      await put(line(product.id, 0, { is_combination: true })),
      'product_id',
      translate('nl', 'cart.mainProductRequired'),
    )
    const deselected = await put(line(combination.id, 0, { is_combination: true }))
    expect(deselected.body.checkout_line_item!.product_options.combination[0]!.quantity).toBe(0)
    expect(deselected.body.checkout_line_item!.products_total_tax_incl).toBe(100)
  })

  it('refuses options that do not belong to a line of this cart, or of another kind', async () => {
    const { product, service, free } = await productWithOptions()
    const elsewhere = await productWithOptions()
    await add(line(product.id, 1))
    const before = await read()
    const unknown = translate('nl', 'cart.optionUnknown')
    expect422(await put(line(elsewhere.service.id, 1, { is_extra_service: true })), 'product_id', unknown)
    expect422(await put(line(service.id, 1, { is_free: true })), 'product_id', unknown)
    expect422(await put(line(free.id, 1, { is_extra_service: true })), 'product_id', unknown)
    expect422(await put(line(2_000_000_000, 1, { is_combination: true })), 'product_id', unknown)
    expect(await read()).toEqual(before)
    // A shopper without a cart has no lines to put options on.
    const stranger = cartClient(t.app)
    expect422(await add(line(service.id, 1, { is_extra_service: true }), stranger), 'product_id', unknown)
    expect(stranger.cookie).toBeNull()
  })

  it('lists every option of the line with its chosen quantity, and related products', async () => {
    const { product, service, free, combination } = await productWithOptions()
    const relatedOne = await make.product()
    const relatedGone = await make.product({ status: 'inactive' })
    await make.related(product.id, [relatedOne.id, relatedGone.id])
    const item = (await add(line(product.id, 1))).body.checkout_line_item!
    expect(item.product_options.extra_service.map((o) => [o.id, o.quantity])).toEqual([[service.id, 0]])
    expect(item.product_options.free.map((o) => [o.id, o.quantity])).toEqual([[free.id, 0]])
    expect(item.product_options.combination.map((o) => [o.id, o.quantity])).toEqual([[combination.id, 0]])
    expect(item.products_related.map((p) => p.id)).toEqual([relatedOne.id])
    expect(item.products_related[0]).toMatchObject({
      link: `/${relatedOne.slug.nl}`,
      prices: { price: 29.95 },
    })
  })
})

describe('archive', () => {
  it('moves a removed line to the archive and restores it with its options', async () => {
    const knife = await make.product()
    const other = await make.product()
    const service = await make.option(knife.id, { kind: 'extra_service', maxQuantity: 3 })
    await add(line(knife.id, 2))
    await add(line(other.id, 1))
    await put(line(service.id, 3, { is_extra_service: true }))

    const removed = await shopper.call<CheckoutResponse>('DELETE', `checkout-line/product/${knife.id}`)
    expect(removed.status).toBe(200)
    const checkout = removed.body.checkout
    expect(checkout.checkout_line_items.map((i) => i.product.id)).toEqual([other.id])
    expect(checkout.checkout_line_items_trashed.map((i) => [i.product.id, i.quantity])).toEqual([
      [knife.id, 2],
    ])
    expect(checkout.checkout_line_item_count).toBe(1)
    const trashedId = checkout.checkout_line_items_trashed[0]!.id

    // Twice: no such line any more.
    expect((await shopper.call('DELETE', `checkout-line/product/${knife.id}`)).status).toBe(404)
    expect((await shopper.call('DELETE', `checkout-line/product/abc`)).status).toBe(404)
    expect((await shopper.call('DELETE', `checkout-line/product/99999999999`)).status).toBe(404)

    const restored = await shopper.call<CheckoutLineResponse>('PUT', `checkout-line/${trashedId}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.body.checkout_line_item).toMatchObject({ id: trashedId, quantity: 2 })
    expect(restored.body.checkout_line_item!.product_options.extra_service[0]!.quantity).toBe(3)
    expect(restored.body.checkout.checkout_line_items_trashed).toEqual([])
    // Lines keep their place.
    expect(restored.body.checkout.checkout_line_items.map((i) => i.product.id)).toEqual([knife.id, other.id])
    // Not archived (any more), unknown, or someone else's: 404.
    expect((await shopper.call('PUT', `checkout-line/${trashedId}/restore`)).status).toBe(404)
    expect((await shopper.call('PUT', `checkout-line/2000000000/restore`)).status).toBe(404)
    const stranger = cartClient(t.app)
    await add(line(other.id, 1), stranger)
    await shopper.call('DELETE', `checkout-line/product/${knife.id}`)
    expect((await stranger.call('PUT', `checkout-line/${trashedId}/restore`)).status).toBe(404)
    expect((await cartClient(t.app).call('PUT', `checkout-line/${trashedId}/restore`)).status).toBe(404)
  })

  it('revives an archived line as a fresh one when its product is added again', async () => {
    const knife = await make.product()
    const service = await make.option(knife.id, { kind: 'extra_service', maxQuantity: 3 })
    await add(line(knife.id, 4))
    await put(line(service.id, 2, { is_extra_service: true }))
    await shopper.call('DELETE', `checkout-line/product/${knife.id}`)
    const again = await add(line(knife.id, 1))
    expect(again.body.checkout_line_item).toMatchObject({ quantity: 1, selected_product_options: [] })
    expect(again.body.checkout.checkout_line_items_trashed).toEqual([])
  })

  it('restores with today’s limits: a lower maximum silently, less stock with the warning', async () => {
    const knife = await make.product({ maxOrderQuantity: 10 })
    const last = await make.product({ isLastStock: true, stock: 5 })
    await add(line(knife.id, 8))
    await add(line(last.id, 4))
    const trashed = async (id: number) =>
      (await shopper.call<CheckoutResponse>('DELETE', `checkout-line/product/${id}`)).body.checkout
        .checkout_line_items_trashed[0]!.id
    const knifeLine = await trashed(knife.id)
    const lastLine = await trashed(last.id)
    await t.database.db.update(products).set({ maxOrderQuantity: 5 }).where(eq(products.id, knife.id))
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, last.id))
    const first = await shopper.call<CheckoutLineResponse>('PUT', `checkout-line/${knifeLine}/restore`)
    expect(first.body.checkout_line_item!.quantity).toBe(5)
    expect(first.body.warning).toBeUndefined()
    const second = await shopper.call<CheckoutLineResponse>('PUT', `checkout-line/${lastLine}/restore`)
    expect(second.body.checkout_line_item!.quantity).toBe(3)
    expect(second.body.warning).toMatchObject({ type: 'insufficient_stock', quantity: 3 })
  })
})

describe('totals', () => {
  it('adds lines incl. VAT, splits VAT per rate and shows what is left for free shipping', async () => {
    const knife = await make.product({ priceCents: 1999, vatRate: 21 })
    const book = await make.product({ priceCents: 1250, vatRate: 9 })
    await add(line(knife.id, 1))
    const { checkout } = (await add(line(book.id, 1))).body
    // 19,99 + 12,50 = 32,49; shipping 4,95 (below 50,-) split over the rates by the goods' shares.
    expect(checkout.totals).toMatchObject({
      total_products: 32.49,
      total_shipping_costs: 4.95,
      amount_for_free_shipping: 17.51,
      total_tax_incl: 37.44,
      line_items: { item_count: 2, amount_tax_incl: 32.49 },
      fulfilment: { title: translate('nl', 'cart.shipping'), item_count: 1, amount_tax_incl: 4.95 },
      discounts: [],
      total_discount_incl: { title: translate('nl', 'cart.totalDiscount'), amount_tax_incl: 0 },
      total_discount_excl: { title: translate('nl', 'cart.totalDiscountExcl'), amount_tax_incl: 0 },
    })
    // Goods: 21 % of 19,99 → 3,47; 9 % of 12,50 → 1,03. Shipping 4,95 → 3,05 at 21 % (0,53) and 1,90 at 9 % (0,16).
    expect(checkout.totals.vat).toEqual([
      { rate: 21, amount: 4.0 },
      { rate: 9, amount: 1.19 },
    ])
    expect(checkout.totals.total_tax).toBe(5.19)
    expect(checkout.totals.total_tax_excl).toBe(32.25)

    // From 50,- shipping is free and nothing is left to spend.
    const { checkout: free } = (await put(line(knife.id, 2))).body
    expect(free.totals).toMatchObject({
      total_products: 52.48,
      total_shipping_costs: 0,
      amount_for_free_shipping: 0,
      fulfilment: { amount_tax_incl: 0 },
      total_tax_incl: 52.48,
    })
  })
})

describe('discount codes', () => {
  let fixed: { id: number }
  beforeAll(async () => {
    fixed = await make.product({ priceCents: 4000 })
    await make.coupon({ code: 'Tien', kind: 'percentage', value: 10 })
    await make.coupon({ code: 'VIJFTIG', kind: 'fixed', value: 5000 })
    await make.coupon({ code: 'SHIPFREE', kind: 'free_shipping' })
    await make.coupon({
      code: 'OLD',
      kind: 'percentage',
      value: 20,
      validUntil: new Date('2020-01-01T00:00:00Z'),
    })
    await make.coupon({
      code: 'SOON',
      kind: 'percentage',
      value: 20,
      validFrom: new Date('2999-01-01T00:00:00Z'),
    })
    await make.coupon({ code: 'MIN60', kind: 'fixed', value: 500, minimumOrderCents: 6000 })
    await make.coupon({ code: 'USED', kind: 'fixed', value: 500, usageLimit: 3, timesUsed: 3 })
    await make.coupon({ code: 'OFF', kind: 'fixed', value: 500, active: false })
  })

  const apply = (checkoutId: string, code: unknown, who = shopper, locale: 'nl' | 'en' = 'nl') =>
    who.call<CheckoutResponse>(
      'PUT',
      `checkout/${checkoutId}/fulfilment/discount-code`,
      typeof code === 'string' ? { discount_code: code } : code,
      locale,
    )

  it('applies a percentage, whatever the case of the code, and removes it with an empty code', async () => {
    const { checkout } = (await add(line(fixed.id, 1))).body
    const applied = await apply(checkout.id, '  tien ')
    expect(applied.status).toBe(200)
    expect(applied.body.checkout.discount_code).toBe('Tien')
    expect(applied.body.checkout.totals).toMatchObject({
      total_products: 40,
      discounts: [{ title: translate('nl', 'cart.discount', { code: 'Tien' }), amount_tax_incl: -4 }],
      total_discount_incl: { amount_tax_incl: -4 },
      // 4,00 incl. 21 % VAT is 3,31 excl.
      total_discount_excl: { amount_tax_incl: -3.31 },
      total_shipping_costs: 4.95,
      amount_for_free_shipping: 14,
      total_tax_incl: 40.95,
    })
    // VAT: goods 40,00 → 6,94, less the discount's 0,69, plus shipping's 0,86.
    expect(applied.body.checkout.totals.vat).toEqual([{ rate: 21, amount: 7.11 }])
    const removed = await apply(checkout.id, '')
    expect(removed.body.checkout.discount_code).toBeNull()
    expect(removed.body.checkout.totals.discounts).toEqual([])
    expect(removed.body.checkout.totals.total_tax_incl).toBe(44.95)
  })

  it('never takes a fixed amount below zero, and gives free shipping', async () => {
    const { checkout } = (await add(line(fixed.id, 1))).body
    const big = await apply(checkout.id, 'VIJFTIG')
    expect(big.body.checkout.totals).toMatchObject({
      total_products: 40,
      discounts: [{ amount_tax_incl: -40 }],
      total_shipping_costs: 4.95,
      total_tax_incl: 4.95,
    })
    const free = await apply(checkout.id, 'shipfree')
    expect(free.body.checkout.discount_code).toBe('SHIPFREE')
    expect(free.body.checkout.totals).toMatchObject({
      discounts: [],
      total_shipping_costs: 0,
      amount_for_free_shipping: 0,
      fulfilment: { amount_tax_incl: 0 },
      total_tax_incl: 40,
    })
  })

  it('refuses unknown, switched-off, expired, not yet valid, used-up codes and codes below their minimum', async () => {
    const { checkout } = (await add(line(fixed.id, 1))).body
    await apply(checkout.id, 'TIEN')
    const before = await read()
    const cases: Array<[string, string]> = [
      ['NOPE', translate('nl', 'cart.couponUnknown', { coupon: 'NOPE' })],
      ['OFF', translate('nl', 'cart.couponUnknown', { coupon: 'OFF' })],
      ['OLD', translate('nl', 'cart.couponExpired')],
      ['SOON', translate('nl', 'cart.couponExpired')],
      ['USED', translate('nl', 'cart.couponUsedUp')],
      ['MIN60', translate('nl', 'cart.couponMinimum', { amount: '€ 60,-' })],
    ]
    for (const [code, message] of cases) expect422(await apply(checkout.id, code), 'discount_code', message)
    expect((await read()).discount_code).toBe('Tien')
    expect(await read()).toEqual(before)
    const en = await apply(checkout.id, 'NOPE', shopper, 'en')
    expect422(en, 'discount_code', translate('en', 'cart.couponUnknown', { coupon: 'NOPE' }))
    for (const body of [
      {},
      { discount_code: 5 },
      { discount_code: 'x'.repeat(65) },
      { discount_code: 'A', x: 1 },
      'nope',
    ]) {
      expect((await apply(checkout.id, body)).status, JSON.stringify(body)).toBe(422)
    }
  })

  it('keeps a code that no longer applies, says why, and applies it again when the cart qualifies', async () => {
    const { checkout } = (await add(line(fixed.id, 2))).body
    expect((await apply(checkout.id, 'MIN60')).status).toBe(200)
    const below = (await put(line(fixed.id, 1))).body.checkout
    expect(below.discount_code).toBe('MIN60')
    expect(below.discount_code_notice).toBe(translate('nl', 'cart.couponMinimum', { amount: '€ 60,-' }))
    expect(below.totals.discounts).toEqual([])
    const again = (await put(line(fixed.id, 2))).body.checkout
    expect(again.discount_code_notice).toBeUndefined()
    expect(again.totals.discounts).toEqual([
      { title: translate('nl', 'cart.discount', { code: 'MIN60' }), amount_tax_incl: -5 },
    ])
  })

  it("answers 404 for a checkout that is not the caller's", async () => {
    const { checkout } = (await add(line(fixed.id, 1))).body
    const stranger = cartClient(t.app)
    expect((await apply(checkout.id, 'TIEN', stranger)).status).toBe(404)
    await add(line(fixed.id, 1), stranger)
    expect((await apply(checkout.id, 'TIEN', stranger)).status).toBe(404)
    expect((await apply('not-a-uuid', 'TIEN')).status).toBe(404)
    expect((await read()).discount_code).toBeNull()
  })
})
