import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type {
  CheckoutReadResponse,
  CheckoutResponse,
  FulfilmentResponse,
  RegisterResponse,
  StepRedirectResponse,
} from '#core/schemas/checkout'
import { PAYMENT_METHODS } from '#server/adapters/payments/port'
import { addresses, checkouts, customers, settings } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, count, homeAddress, methodId, put, register, withCart } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'

let t: TestApp
let make: CartFactory
const provider = new FakePaymentProvider()
beforeAll(async () => {
  t = await createTestApp({ paymentProvider: provider })
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(() => t.close())

const knife = (overrides = {}) => make.product({ priceCents: 2995, ...overrides })

function expect422(call: { status: number; body: unknown }, fields: Record<string, string>) {
  expect(call.status, JSON.stringify(call.body)).toBe(422)
  const body = call.body as ValidationErrorBody
  for (const [field, message] of Object.entries(fields)) expect(body.errors[field]).toEqual([message])
  expect(body.message).toBe(Object.values(body.errors)[0]![0])
}

describe('GET /front-api/checkout (spec §3 "Checkout", §7)', () => {
  it('carries the fulfilment and payment methods and their options, before and after step 1', async () => {
    const guest = cartClient(t.app)
    const empty = await guest.call<CheckoutReadResponse>('GET', 'checkout')
    expect(empty.status).toBe(200)
    expect(empty.body.checkout).toMatchObject({
      id: '',
      fulfilment_methods: [],
      payment_methods: [],
      shipping_options: { message: null, pickup_point_countries: ['NL', 'BE'] },
      payment_options: { message: null },
    })
    expect(guest.cookie).toBeNull()

    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id, 2)
    const cart = (await shopper.call<CheckoutReadResponse>('GET', 'checkout')).body.checkout
    expect(cart.id).toBe(checkoutId)
    // The methods for the shop's default country, before any address: what the cart can be sent with.
    expect(cart.fulfilment_methods.map((method) => method.kind)).toEqual([
      'home_delivery',
      'pickup_point',
      'store_pickup',
    ])
    expect(cart.payment_methods.map((method) => method.id)).toContain('ideal')
    expect(cart.shipping_options.store.name).not.toBe('')
    expect(cart.payment_options.instalments).toHaveLength(3)

    await register(shopper)
    const after = await shopper.call<CheckoutReadResponse>('GET', 'checkout', undefined, 'en')
    expect(after.body.customer).toEqual(after.body.checkout.customer)
    const steps = await shopper.call<FulfilmentResponse>('GET', 'checkout/fulfilment', undefined, 'en')
    // The same methods and options as the fulfilment step's own read.
    for (const field of [
      'fulfilment_methods',
      'payment_methods',
      'shipping_options',
      'payment_options',
    ] as const)
      expect(after.body.checkout[field]).toEqual(steps.body.checkout[field])
  })
})

describe('step 1: GET/POST/PUT /front-api/checkout/register', () => {
  it('reads the empty checkout and the empty customer without creating anything', async () => {
    const shopper = cartClient(t.app)
    const before = await count(t.database.db, 'checkouts')
    const read = await shopper.call<RegisterResponse>('GET', 'checkout/register')
    expect(read.status).toBe(200)
    expect(read.body.customer).toMatchObject({ id: null, is_logged_in: false, addresses: [] })
    expect(read.body.checkout).toMatchObject({
      id: '',
      progress_bar: 0,
      email: '',
      address: null,
      address_invoice_same: true,
      should_create_account: true,
      validation: { step1: { passes: false, failed: false } },
    })
    expect(read.body.checkout.countries.map((country) => country.country_iso)).toContain('NL')
    expect(await count(t.database.db, 'checkouts')).toBe(before)
  })

  it('sends a shopper without a cart back to the cart', async () => {
    const shopper = cartClient(t.app)
    const saved = await shopper.call<StepRedirectResponse>('POST', 'checkout/register', {
      email: 'a@example.nl',
      ...homeAddress(),
    })
    expect(saved.status).toBe(409)
    expect(saved.body).toEqual({
      message: translate('nl', 'checkout.emptyCart'),
      redirect_to: '/shopping-cart',
    })
  })

  it('answers field errors in the shopper’s language (nl, en, de), the invoice address’s under its prefix', async () => {
    const { shopper } = await withCart(t.app, (await knife()).id)
    for (const locale of ['nl', 'en', 'de'] as const) {
      const bad = await shopper.call(
        'PUT',
        'checkout/register',
        {
          email: 'not-an-address',
          ...homeAddress({ postal_code: '12' }),
          address_invoice_same: false,
          address_invoice: homeAddress({ city: '', house_number: 'x' }),
        },
        locale,
      )
      expect422(bad, {
        email: translate(locale, 'validation.email'),
        postal_code: translate(locale, 'validation.postalCode'),
        'address_invoice.city': translate(locale, 'validation.required'),
        'address_invoice.house_number': translate(locale, 'validation.houseNumber'),
      })
    }
    const missingInvoice = await shopper.call('POST', 'checkout/register', {
      email: 'anna@example.nl',
      ...homeAddress(),
      address_invoice_same: false,
    })
    expect422(missingInvoice, { address_invoice: translate('nl', 'validation.invoiceAddress') })
    const unknownField = await shopper.call('POST', 'checkout/register', {
      email: 'anna@example.nl',
      ...homeAddress(),
      favourite_colour: 'red',
    })
    expect422(unknownField, { favourite_colour: translate('nl', 'validation.invalid') })
    expect((await shopper.call('POST', 'checkout/register', 'no json')).status).toBe(422)
  })

  it('saves e-mail and address, normalised, on the checkout; a second save updates the same address', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    const first = await register(shopper, ' anna@example.nl ')
    expect(first).toMatchObject({
      email: 'anna@example.nl',
      country_iso: 'NL',
      address_invoice_same: true,
      progress_bar: 2,
      validation: { step1: { passes: true, failed: false, errors: {} } },
      address: { postal_code: '3442 AE', city: 'Woerden', address: 'Kerkstraat' },
    })
    expect(first.address!.summary_html).toBe('Anna de Vries<br>Kerkstraat 12<br>3442 AE Woerden<br>Nederland')
    const again = await register(shopper, 'anna@example.nl', homeAddress({ house_number: '14' }))
    expect(again.address!.id).toBe(first.address!.id)
    expect(again.address!.house_number).toBe('14')
    expect(await count(t.database.db, 'addresses', sql`where checkout_id = ${checkoutId}`)).toBe(1)
  })

  it('keeps a separate invoice address, and follows the delivery country for shipping', async () => {
    const { shopper } = await withCart(t.app, (await knife()).id)
    const response = await shopper.call<RegisterResponse>('POST', 'checkout/register', {
      email: 'jan@example.be',
      ...homeAddress({ country_iso: 'BE', postal_code: '1000', city: 'Brussel' }),
      address_invoice_same: false,
      address_invoice: homeAddress({
        is_company: true,
        company_name: 'Messen BV',
        company_vat_number: 'NL1',
      }),
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const { checkout } = response.body
    expect(checkout.country_iso).toBe('BE')
    expect(checkout.address_invoice).toMatchObject({ company_name: 'Messen BV', country_iso: 'NL' })
    // Belgium: the cheapest shipping method there is 5,95.
    expect(checkout.totals.total_shipping_costs).toBe(5.95)
  })

  it('refuses a delivery country the shop does not serve', async () => {
    const { shopper } = await withCart(t.app, (await knife()).id)
    const response = await shopper.call('POST', 'checkout/register', {
      email: 'a@example.ch',
      ...homeAddress({ country_iso: 'CH', postal_code: '8001', city: 'Zürich' }),
    })
    expect422(response, { country_iso: translate('nl', 'checkout.countryNotServed') })
  })
})

describe('step 2: GET /front-api/checkout/fulfilment', () => {
  it('sends a shopper who skipped step 1 (or has no cart) to the first step not done', async () => {
    const empty = await cartClient(t.app).call<StepRedirectResponse>(
      'GET',
      'checkout/fulfilment',
      undefined,
      'en',
    )
    expect(empty.status).toBe(409)
    expect(empty.body.redirect_to).toBe('/en/shopping-cart')
    const { shopper } = await withCart(t.app, (await knife()).id)
    const skipped = await shopper.call<StepRedirectResponse>('GET', 'checkout/fulfilment', undefined, 'de')
    expect(skipped.status).toBe(409)
    expect(skipped.body).toEqual({
      message: translate('de', 'checkout.step1Required'),
      redirect_to: '/de/checkout/meine-daten',
    })
  })

  it('offers the methods for the address with their costs, the payment methods and the store', async () => {
    const { shopper } = await withCart(t.app, (await knife({ priceCents: 4700 })).id)
    await register(shopper)
    const { status, body } = await shopper.call<FulfilmentResponse>(
      'GET',
      'checkout/fulfilment',
      undefined,
      'en',
    )
    expect(status).toBe(200)
    const { checkout } = body
    expect(checkout.fulfilment_methods.map((m) => [m.code, m.kind, m.price, m.free_from])).toEqual([
      ['home', 'home_delivery', 4.95, 50],
      ['pickup', 'pickup_point', 3.95, 50],
      ['store', 'store_pickup', 0, null],
    ])
    expect(checkout.fulfilment_method).toBeNull()
    expect(checkout.payment_methods.map((m) => m.id)).toEqual([...PAYMENT_METHODS])
    expect(checkout.payment_methods.find((m) => m.id === 'kbc')!.issuers).toHaveLength(2)
    expect(checkout.payment_methods[0]!.title).toBe('iDEAL')
    expect(checkout.shipping_options).toMatchObject({ message: null, pickup_point_countries: ['NL', 'BE'] })
    expect(checkout.shipping_options.store.opening_hours).toHaveLength(7)
    expect(checkout.payment_options.message).toBeNull()
    // 47,- and 3,95 shipping (the cheapest estimate: no method chosen yet) = 50,95 in three parts.
    expect(checkout.payment_options.instalments).toEqual([
      { days: 0, amount: 16.99 },
      { days: 30, amount: 16.98 },
      { days: 60, amount: 16.98 },
    ])
    expect(checkout.routes.fulfilment).toBe('/en/checkout/finish')
  })

  it('offers in3 only while enabled and the total is within the owner’s limit (spec §9)', async () => {
    const setInstalments = (value: { enabled: boolean; limit_cents: number }) =>
      t.database.db.update(settings).set({ value }).where(eq(settings.key, 'three_instalments'))
    const offered = async () => {
      const { shopper } = await withCart(t.app, (await knife({ priceCents: 4700 })).id)
      await register(shopper)
      const { checkout } = (await shopper.call<FulfilmentResponse>('GET', 'checkout/fulfilment')).body
      return (
        checkout.payment_methods.some((m) => m.id === 'in3') && checkout.payment_options.instalments !== null
      )
    }
    try {
      // The demo default: on, up to € 3.000.
      expect(await offered()).toBe(true)
      await setInstalments({ enabled: true, limit_cents: 5000 })
      expect(await offered()).toBe(false)
      await setInstalments({ enabled: false, limit_cents: 300_000 })
      expect(await offered()).toBe(false)
    } finally {
      await setInstalments({ enabled: true, limit_cents: 300_000 })
    }
  })

  it('says "no shipping methods" when none serves the address (spec §8)', async () => {
    const { shopper } = await withCart(t.app, (await knife()).id)
    await register(
      shopper,
      'a@example.de',
      homeAddress({ country_iso: 'DE', postal_code: '10115', city: 'Berlin' }),
    )
    const { checkout } = (
      await shopper.call<FulfilmentResponse>('GET', 'checkout/fulfilment', undefined, 'en')
    ).body
    expect(checkout.fulfilment_methods).toEqual([])
    expect(checkout.shipping_options.message).toBe(translate('en', 'checkout.noShippingMethods'))
    const pay = await shopper.call('POST', `checkout/${checkout.id}/transaction`, {}, 'en')
    expect(pay.status).toBe(422)
    expect((pay.body as ValidationErrorBody).errors.fulfilment_method_entry_id).toEqual([
      translate('en', 'checkout.noShippingMethods'),
    ])
  })
})

describe('step 2: PUT /front-api/checkout/{id}/fulfilment…', () => {
  it('sets the delivery method, which then prices the shipping; refuses one that does not serve the address', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    await register(shopper)
    const store = await put(shopper, checkoutId, '', {
      fulfilment_method_entry_id: await methodId(t.database.db, 'store'),
    })
    expect(store.status).toBe(200)
    expect(store.body.checkout.fulfilment_method).toMatchObject({
      code: 'store',
      kind: 'store_pickup',
      price: 0,
    })
    expect(store.body.checkout.totals.total_shipping_costs).toBe(0)
    expect(store.body.checkout.totals.fulfilment.title).toBe('Method store')
    expect(store.body.checkout.totals.amount_for_free_shipping).toBe(0)
    const home = await put(shopper, checkoutId, '', {
      fulfilment_method_entry_id: await methodId(t.database.db, 'home'),
    })
    expect(home.body.checkout.totals.total_shipping_costs).toBe(4.95)
    expect(home.body.checkout.totals.amount_for_free_shipping).toBe(20.05)
    expect422(await put(shopper, checkoutId, '', { fulfilment_method_entry_id: 2_000_000 }), {
      fulfilment_method_entry_id: translate('nl', 'checkout.methodNotForAddress'),
    })
    expect422(await put(shopper, checkoutId, '', { fulfilment_method_entry_id: 'home' }, 'en'), {
      fulfilment_method_entry_id: translate('en', 'validation.shippingMethod'),
    })
  })

  it('saves a pickup point as the carrier knows it, with its opening hours, switching to the pickup-point method', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    await register(shopper)
    // As the chooser sends it (spec §3), from the bundled dataset's location 824887.
    const point = {
      pickup_point_location_code: '824887',
      pickup_point_name: 'Spar Brussel (typed over)',
      opening_hours_json: JSON.stringify({ Monday: ['09:00-10:00'] }),
      address: 'Zuidstraat',
      house_number: '103',
      postal_code: '1000',
      city: 'Brussel',
      country_iso: 'BE',
    }
    const saved = await put(shopper, checkoutId, '/address-pickup-point', point)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const { checkout } = saved.body
    expect(checkout.pickup_point).toEqual({
      ...point,
      pickup_point_name: 'Spar Brussel',
      opening_hours_json: expect.any(String),
    })
    expect(JSON.parse(checkout.pickup_point!.opening_hours_json)).toMatchObject({
      Monday: ['08:30-20:00'],
      Saturday: ['08:30-20:00'],
    })
    expect(checkout.fulfilment_method).toMatchObject({ kind: 'pickup_point', price: 5.95 })
    // A pickup point abroad is charged at that country's rate; the methods list shows it.
    expect(checkout.totals.total_shipping_costs).toBe(5.95)
    expect(checkout.fulfilment_methods.map((m) => m.kind)).toContain('pickup_point')
    expect422(
      await put(shopper, checkoutId, '/address-pickup-point', {
        ...point,
        pickup_point_location_code: '999999',
      }),
      {
        pickup_point_location_code: translate('nl', 'validation.pickupPoint'),
      },
    )
    expect422(
      await put(shopper, checkoutId, '/address-pickup-point', {
        ...point,
        opening_hours_json: '{"Funday":[]}',
      }),
      {
        opening_hours_json: translate('nl', 'validation.openingHours'),
      },
    )
    expect422(
      await put(shopper, checkoutId, '/address-pickup-point', { ...point, country_iso: 'DE' }, 'de'),
      {
        country_iso: translate('de', 'validation.pickupCountry'),
      },
    )
  })

  it('needs a pickup point before a pickup-point order can be paid', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    await register(shopper)
    await put(shopper, checkoutId, '', {
      fulfilment_method_entry_id: await methodId(t.database.db, 'pickup'),
    })
    await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'ideal' })
    const pay = await shopper.call('POST', `checkout/${checkoutId}/transaction`, {})
    expect422(pay, { pickup_point: translate('nl', 'checkout.pickupPointMissing') })
  })

  it('sets the payment method and, for a method with issuers, the bank; another method drops the bank', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    await register(shopper)
    const kbc = await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'kbc' })
    expect(kbc.body.checkout).toMatchObject({
      payment_method_entry_id: 'kbc',
      payment_method: { id: 'kbc', title: translate('nl', 'payment.method.kbc') },
      payment_method_bank_id: null,
    })
    expect422(await put(shopper, checkoutId, '/payment-bank', { payment_method_bank_id: 'ing' }), {
      payment_method_bank_id: translate('nl', 'checkout.bankUnknown'),
    })
    const bank = await put(shopper, checkoutId, '/payment-bank', { payment_method_bank_id: 'cbc' })
    expect(bank.body.checkout.payment_method_bank_id).toBe('cbc')
    const ideal = await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'ideal' })
    expect(ideal.body.checkout.payment_method_bank_id).toBeNull()
    expect422(await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'giftcard' }, 'en'), {
      payment_method_entry_id: translate('en', 'checkout.paymentMethodUnavailable'),
    })
    // iDEAL 2.0 has no bank choice: nothing to choose, so nothing can be set.
    expect((await put(shopper, checkoutId, '/payment-bank', { payment_method_bank_id: 'ing' })).status).toBe(
      422,
    )
  })

  it('keeps comment, reference, newsletter and the create-account flag', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    await register(shopper)
    await put(shopper, checkoutId, '/customer-comment', { customer_comment: ' Graag na 17:00 ' })
    await put(shopper, checkoutId, '/customer-reference', { customer_reference: 'PO-42' })
    await put(shopper, checkoutId, '/newsletter-subscription', { newsletter_subscription: true })
    const last = await put(shopper, checkoutId, '/create-account', { create_account: true })
    expect(last.body.checkout).toMatchObject({
      customer_comment: 'Graag na 17:00',
      customer_reference: 'PO-42',
      newsletter_subscription: true,
      create_account: true,
      should_create_account: true,
    })
    expect422(
      await put(shopper, checkoutId, '/customer-comment', { customer_comment: 'x'.repeat(1001) }, 'en'),
      {
        customer_comment: translate('en', 'validation.tooLong', { maximum: 1000 }),
      },
    )
    expect422(
      await put(shopper, checkoutId, '/newsletter-subscription', { newsletter_subscription: 'yes' }),
      {
        newsletter_subscription: translate('nl', 'validation.invalid'),
      },
    )
  })

  it('uses only addresses the shopper may: the checkout’s own, never another’s', async () => {
    const mine = await withCart(t.app, (await knife()).id)
    const theirs = await withCart(t.app, (await knife()).id)
    const own = await register(mine.shopper)
    const other = await register(theirs.shopper, 'piet@example.nl', homeAddress({ first_name: 'Piet' }))
    expect422(await put(mine.shopper, mine.checkoutId, '/address', { address_id: other.address!.id }), {
      address_id: translate('nl', 'checkout.addressUnknown'),
    })
    const same = await put(mine.shopper, mine.checkoutId, '/address', { address_id: own.address!.id })
    expect(same.status).toBe(200)
    const invoice = await put(mine.shopper, mine.checkoutId, '/addressInvoice', { address_id: null })
    expect(invoice.body.checkout.address_invoice_same).toBe(true)
  })

  it('answers 404 for another session’s checkout and for ids that are none', async () => {
    const mine = await withCart(t.app, (await knife()).id)
    const theirs = await withCart(t.app, (await knife()).id)
    await register(theirs.shopper)
    const paths: Array<[string, unknown]> = [
      ['', { fulfilment_method_entry_id: 1 }],
      ['/payment', { payment_method_entry_id: 'ideal' }],
      ['/payment-bank', { payment_method_bank_id: 'kbc' }],
      ['/address', { address_id: 1 }],
      ['/addressInvoice', { address_id: null }],
      ['/customer-comment', { customer_comment: '' }],
      ['/customer-reference', { customer_reference: '' }],
      ['/newsletter-subscription', { newsletter_subscription: true }],
      ['/create-account', { create_account: true }],
      ['/discount-code', { discount_code: '' }],
    ]
    for (const [path, body] of paths) {
      for (const id of [theirs.checkoutId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const response = await put(mine.shopper, id, path, body)
        expect(response.status, `${path} ${id}`).toBe(404)
      }
    }
    const transaction = await mine.shopper.call('POST', `checkout/${theirs.checkoutId}/transaction`, {})
    expect(transaction.status).toBe(404)
    expect((await mine.shopper.call('GET', `checkout/${theirs.checkoutId}/confirmation`)).status).toBe(404)
  })

  it('refuses changes before step 1 is done, pointing to it', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    const early = await put(shopper, checkoutId, '/payment', { payment_method_entry_id: 'ideal' }, 'en')
    expect(early.status).toBe(409)
    expect(early.body).toEqual({
      message: translate('en', 'checkout.step1Required'),
      redirect_to: '/en/checkout/my-information',
    })
    const pay = await shopper.call<StepRedirectResponse>('POST', `checkout/${checkoutId}/transaction`, {})
    expect(pay.status).toBe(409)
    expect(pay.body.redirect_to).toBe('/checkout/mijn-gegevens')
  })

  it('are front-api calls: without X-Requested-With they are refused', async () => {
    const response = await t.app.request('/front-api/checkout/fulfilment')
    expect(response.status).toBe(403)
  })
})

describe('customers in the checkout', () => {
  it('fill the customer and their saved addresses for a logged-in shopper, who registers with one', async () => {
    const { shopper, checkoutId } = await withCart(t.app, (await knife()).id)
    const [customer] = await t.database.db
      .insert(customers)
      .values({
        email: 'klant@example.nl',
        firstName: 'Kees',
        lastName: 'Klant',
        passwordHash: 'scrypt$1$1$1$a$b',
      })
      .returning()
    const [saved] = await t.database.db
      .insert(addresses)
      .values({
        customerId: customer!.id,
        firstName: 'Kees',
        lastName: 'Klant',
        countryIso: 'NL',
        postalCode: '3931 EP',
        houseNumber: '1',
        address: 'Stationsweg',
        city: 'Woudenberg',
        phoneNumber: '0612345678',
      })
      .returning()
    // Log the session in as the customer (the login call is tested with real passwords elsewhere).
    const sessionId = shopper.cookie!.slice('sid='.length).split('.')[0]!
    await t.database.db.execute(
      sql`update sessions set customer_id = ${customer!.id} where id = ${sessionId}`,
    )
    await t.database.db
      .update(checkouts)
      .set({ customerId: customer!.id })
      .where(eq(checkouts.id, checkoutId))

    const read = await shopper.call<RegisterResponse>('GET', 'checkout/register')
    expect(read.body.customer).toMatchObject({
      id: customer!.id,
      is_logged_in: true,
      email: 'klant@example.nl',
    })
    expect(read.body.customer.addresses.map((a) => a.id)).toEqual([saved!.id])
    expect(read.body.checkout.should_create_account).toBe(false)
    expect(read.body.checkout.email).toBe('klant@example.nl')

    const registered = await shopper.call<RegisterResponse>('PUT', 'checkout/register', {
      customer_id: customer!.id,
      address_id: saved!.id,
      email: 'klant@example.nl',
    })
    expect(registered.status, JSON.stringify(registered.body)).toBe(200)
    expect(registered.body.checkout.address!.id).toBe(saved!.id)
    const cart = (await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout
    expect(cart.customer.is_logged_in).toBe(true)
    expect422(await put(shopper, checkoutId, '/create-account', { create_account: true }), {
      create_account: translate('nl', 'checkout.alreadyLoggedIn'),
    })
  })
})
