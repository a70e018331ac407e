// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { DEFAULT_MAP_TILES } from '#core/map-tiles'
import type { FulfilmentCheckout } from '#core/schemas/checkout'
import { makeCheckout } from '#app/features/cart/test-fixtures'
import { renderInShop } from '#app/features/catalogue/test-render'
import { FulfilmentPage, pickupStart } from './fulfilment-page'
import type * as ChangeModule from './use-fulfilment-change'

// Step 2's background saves are the route's action's business; here each change is only recorded.
const changes = vi.hoisted(() => ({ calls: [] as unknown[][] }))
vi.mock('./use-fulfilment-change', async (original) => ({
  ...(await original<typeof ChangeModule>()),
  useFulfilmentChange: () => ({
    submit: (...args: unknown[]) => changes.calls.push(args),
    busy: false,
    data: undefined,
  }),
}))

// Leaflet needs a real browser.
vi.mock('#app/features/pickup-points/pickup-map', () => ({ default: () => <div data-testid="pickup-map" /> }))

let fetchSpy: MockInstance<typeof fetch> | undefined
afterEach(() => {
  cleanup()
  fetchSpy?.mockRestore()
  fetchSpy = undefined
})

function fulfilment(overrides: Partial<FulfilmentCheckout> = {}): FulfilmentCheckout {
  return {
    ...makeCheckout({ email: 'anna@example.nl', progress_bar: 2 }),
    fulfilment_methods: [
      { id: 1, code: 'home', kind: 'home_delivery', title: 'Home delivery', price: 4.95, free_from: 50 },
      { id: 2, code: 'pickup', kind: 'pickup_point', title: 'Pickup point', price: 3.95, free_from: 50 },
      {
        id: 3,
        code: 'store',
        kind: 'store_pickup',
        title: 'Pick up in our store',
        price: 0,
        free_from: null,
      },
    ],
    payment_methods: [
      { id: 'ideal', title: 'iDEAL', image: null, issuers: [] },
      {
        id: 'kbc',
        title: 'KBC/CBC',
        image: null,
        issuers: [
          { id: 'kbc', name: 'KBC' },
          { id: 'cbc', name: 'CBC' },
        ],
      },
      { id: 'in3', title: 'in3', image: null, issuers: [] },
    ],
    shipping_options: {
      message: null,
      pickup_point_countries: ['NL', 'BE'],
      store: {
        name: 'Messenwinkel Woudenberg',
        street: 'Stationsweg 12',
        postal_code: '3931 EP',
        city: 'Woudenberg',
        opening_hours: [{ day: 'Monday', value: '09:00 - 18:00' }],
      },
    },
    payment_options: {
      message: null,
      instalments: [
        { days: 0, amount: 10 },
        { days: 30, amount: 10 },
        { days: 60, amount: 9.95 },
      ],
    },
    ...overrides,
  }
}

const PICKUP_METHOD = {
  id: 2,
  code: 'pickup',
  kind: 'pickup_point',
  title: 'Pickup point',
  price: 3.95,
  free_from: 50,
} as const

const render = (checkout: FulfilmentCheckout, placed?: Parameters<typeof FulfilmentPage>[0]['placed']) =>
  renderInShop(<FulfilmentPage data={{ checkout, mapTiles: DEFAULT_MAP_TILES }} placed={placed} />, {
    path: '/en/checkout/finish',
  })

describe('the fulfilment page (step 2)', () => {
  it('offers the delivery methods with their costs and the payment methods, none chosen', async () => {
    await render(fulfilment())
    const delivery = screen.getByTestId('delivery-section')
    expect(within(delivery).getByText('Home delivery')).toBeTruthy()
    expect(within(delivery).getByText('€ 4,95')).toBeTruthy()
    expect(within(delivery).getByText('Free')).toBeTruthy()
    expect(screen.getByTestId('delivery-home_delivery')).toHaveProperty('checked', false)
    expect(screen.getByTestId('payment-ideal')).toHaveProperty('checked', false)
  })

  it('shows the bank of a method with issuers and the three in3 parts once chosen', async () => {
    await render(fulfilment({ payment_method_entry_id: 'kbc' }))
    expect(screen.getByTestId('payment-bank')).toBeTruthy()
    cleanup()
    await render(fulfilment({ payment_method_entry_id: 'in3' }))
    const parts = within(screen.getByTestId('in3-parts')).getAllByRole('listitem')
    expect(parts.map((part) => part.textContent)).toEqual([
      'Now€ 10,-',
      'After 30 days€ 10,-',
      'After 60 days€ 9,95',
    ])
  })

  it('says so when the last payment failed, and shows the answer’s field errors under their section', async () => {
    await render(
      fulfilment({
        transactions: [
          {
            id: 'tr_1',
            status: 'failed',
            payment_method: 'ideal',
            amount: 29.9,
            checkout_url: null,
            created_at: '2026-11-22T10:00:00Z',
          },
        ],
      }),
      {
        intent: 'place',
        errors: {
          fulfilment_method_entry_id: ['You forgot to select a shipping method! Please select one.'],
        },
        message: null,
        at: 1,
      },
    )
    expect(screen.getByTestId('form-banner').textContent).toBe(
      'Your payment did not succeed. Your order is not finished yet: choose a payment method and pay again.',
    )
    expect(within(screen.getByTestId('delivery-section')).getByRole('alert').textContent).toBe(
      'You forgot to select a shipping method! Please select one.',
    )
  })

  it('says each missing choice once, under its field, when step 2 is sent incomplete (issue 32 point 13)', async () => {
    const noMethod = 'You forgot to select a shipping method! Please select one.'
    await render(fulfilment(), {
      intent: 'place',
      errors: {
        fulfilment_method_entry_id: [noMethod],
        payment_method_entry_id: ['You forgot to select a payment method! Please select one.'],
      },
      message: noMethod,
      at: 1,
    })
    const page = document.body.textContent ?? ''
    expect(page.split(noMethod)).toHaveLength(2)
    expect(screen.queryByTestId('form-banner')).toBeNull()
    // Focus goes to the first group in error, described by its message (issue 33 point 4).
    expect(document.activeElement).toBe(
      screen.getByRole('radiogroup', { name: 'Delivery method', description: noMethod }),
    )
    cleanup()
    const pickupMissing = 'Choose a pickup point.'
    await render(
      fulfilment({
        fulfilment_method: PICKUP_METHOD,
      }),
      { intent: 'place', errors: { pickup_point: [pickupMissing] }, message: pickupMissing, at: 2 },
    )
    expect((document.body.textContent ?? '').split(pickupMissing)).toHaveLength(2)
    cleanup()
    // A message of no field on the page still shows, once, in the banner.
    const changed = 'Your order has changed meanwhile.'
    await render(fulfilment(), { intent: 'place', errors: { checkout: [changed] }, message: changed, at: 3 })
    expect(screen.getByTestId('form-banner').textContent).toBe(changed)
    expect((document.body.textContent ?? '').split(changed)).toHaveLength(2)
  })

  it('says why no method fits, as the server words it', async () => {
    await render(
      fulfilment({
        fulfilment_methods: [],
        shipping_options: { ...fulfilment().shipping_options, message: 'Choose another delivery address.' },
      }),
    )
    expect(within(screen.getByTestId('delivery-section')).getByRole('alert').textContent).toBe(
      'Choose another delivery address.',
    )
  })
})

describe('step 2 by keyboard and screen reader (issue 33 points 4, 7, 8)', () => {
  it('selecting pickup neither opens the chooser nor moves focus; its button does, and gets focus back', async () => {
    fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ ResponseLocation: [] }))
    // The shell's overlay host, where dialogs render.
    const overlays = document.body.appendChild(document.createElement('div'))
    overlays.id = 'overlays'
    await render(fulfilment())
    const pickup = screen.getByRole('radio', { name: /Pickup point/ })
    pickup.focus()
    changes.calls.length = 0
    await act(async () => fireEvent.click(pickup))
    expect(changes.calls).toEqual([[{ fulfilment_method_entry_id: '2' }]])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(pickup)
    const open = screen.getByRole('button', { name: 'Choose a pickup point' })
    open.focus()
    await act(async () => fireEvent.click(open))
    const dialog = await screen.findByRole('dialog', { name: 'Choose a pickup point' })
    // The dialog takes focus once its content has loaded, which on a busy machine is a moment after it shows.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(open)
    overlays.remove()
  })

  it('ties "choose a payment method" to the payment group, marked invalid and focused after a refused order', async () => {
    const missing = 'You forgot to select a payment method! Please select one.'
    await render(fulfilment(), {
      intent: 'place',
      errors: { payment_method_entry_id: [missing] },
      message: missing,
      at: 1,
    })
    const group = screen.getByRole('radiogroup', { name: 'Payment method', description: missing })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(group)
    expect(
      screen.getByRole('radiogroup', { name: 'Delivery method' }).getAttribute('aria-invalid'),
    ).toBeNull()
  })

  it('focuses the pickup-point button, described by its message, when the point is missing', async () => {
    const pickupMissing = 'Choose a pickup point.'
    await render(
      fulfilment({
        fulfilment_method: PICKUP_METHOD,
      }),
      {
        intent: 'place',
        errors: {
          pickup_point: [pickupMissing],
          payment_method_entry_id: ['You forgot to select a payment method! Please select one.'],
        },
        message: pickupMissing,
        at: 1,
      },
    )
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Choose a pickup point', description: pickupMissing }),
    )
  })
})

describe('where the pickup-point chooser starts (issue 32 point 17)', () => {
  const address = (country_iso: string, postal_code: string) =>
    ({ country_iso, postal_code }) as FulfilmentCheckout['address']
  it('at the chosen point, else a Dutch or Belgian delivery postcode, else 3442AE in NL', () => {
    expect(pickupStart({ pickup_point: null, address: address('NL', '3931 EP') })).toEqual({
      postalCode: '3931 EP',
      country: 'NL',
    })
    expect(pickupStart({ pickup_point: null, address: address('BE', '2000') })).toEqual({
      postalCode: '2000',
      country: 'BE',
    })
    // No postcode the chooser can search: it starts at its default, 3442AE.
    expect(pickupStart({ pickup_point: null, address: address('DE', '10115') })).toEqual({
      postalCode: undefined,
      country: 'NL',
    })
    expect(pickupStart({ pickup_point: null, address: address('NL', '') })).toEqual({
      postalCode: undefined,
      country: 'NL',
    })
    expect(pickupStart({ pickup_point: null, address: null })).toEqual({
      postalCode: undefined,
      country: 'NL',
    })
  })
})
