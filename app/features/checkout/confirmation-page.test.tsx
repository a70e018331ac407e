// @vitest-environment happy-dom
// A browser on UTC (issue 32 point 14): the shop's dates must not follow the browser's time zone.
// eslint-disable-next-line no-restricted-properties -- the test process's own time zone, not configuration
process.env.TZ = 'UTC'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { emptyCustomer } from '#core/schemas/customer'
import type { ConfirmationResponse, OrderView } from '#core/schemas/order'
import { renderInShop } from '#app/features/catalogue/test-render'
import { ConfirmationElsewhere } from './confirmation-elsewhere'
import { ConfirmationPage } from './confirmation-page'

afterEach(cleanup)

const address = {
  is_company: false,
  first_name: 'Anna',
  last_name: 'de Vries',
  company_name: '',
  company_coc_number: '',
  company_vat_number: '',
  country_iso: 'NL',
  postal_code: '3442 AE',
  house_number: '1',
  house_number_addition: '',
  address: 'Kerkstraat',
  address_2: '',
  address_3: '',
  city: 'Woerden',
  phone_number: '0612345678',
  summary_html: 'Anna de Vries<br>Kerkstraat 1<br>3442 AE Woerden',
}

function order(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 'ord_1',
    number: '2026-000042',
    date: '2026-11-22T10:00:00Z',
    status: 'paid',
    status_title: 'Paid',
    email: 'anna@example.nl',
    lines: [
      {
        product_id: 7,
        name: 'Pocket knife',
        brand_name: 'Tideline',
        image: '/media/demo/7.svg',
        quantity: 2,
        unit_price: 20,
        total: 40,
        vat_rate: 21,
        options: [],
      },
    ],
    delivery_address: null,
    invoice_address: address,
    pickup_point: {
      location_code: '123',
      name: 'Jumbo Woerden',
      street: 'Voorstraat',
      house_number: '93',
      postal_code: '3446 MT',
      city: 'Woerden',
      country_iso: 'NL',
      opening_hours: { Monday: ['08:00-21:00'] },
    },
    fulfilment_method: { kind: 'pickup_point', title: 'Pickup point' },
    payment_method: { id: 'creditcard', title: 'Card' },
    totals: {
      total_products: 40,
      total_discount: 0,
      discount_code: null,
      total_shipping_costs: 0,
      total_tax_incl: 40,
      total_tax: 6.94,
      total_tax_excl: 33.06,
      vat: [{ rate: 21, amount: 6.94 }],
    },
    customer_comment: '',
    customer_reference: '',
    instalments: null,
    ...overrides,
  }
}

const render = (data: Partial<ConfirmationResponse>) =>
  renderInShop(
    <ConfirmationPage
      data={{
        order: order(),
        payment_status: 'paid',
        customer: emptyCustomer(),
        can_create_account: true,
        ...data,
      }}
      account={undefined}
    />,
    { path: '/en/checkout/c/confirmation' },
  )

describe('the confirmation page (step 3)', () => {
  it('shows the paid order: number, status, pickup point with its opening hours, and the account offer', async () => {
    await render({})
    expect(screen.getByTestId('confirmation-status').dataset.status).toBe('paid')
    expect(screen.getByTestId('order-number').textContent).toBe('2026-000042')
    const point = screen.getByTestId('order-pickup-point')
    expect(point.textContent).toContain('Jumbo Woerden')
    expect(within(point).getByTestId('opening-hours').textContent).toContain('Monday08:00 - 21:00')
    expect(within(point).getByTestId('opening-hours').textContent).toContain('SundayClosed')
    expect(screen.getByTestId('create-account')).toBeTruthy()
  })

  it('dates the order in the shop’s time zone, as the account does, whatever the browser’s (issue 32 point 14)', async () => {
    expect(new Date('2026-11-28T23:52:00Z').getDate()).toBe(28)
    await render({ order: order({ date: '2026-11-28T23:52:00Z' }) })
    expect(screen.getByTestId('order-date').textContent).toBe('29 November 2026 at 00:52')
  })

  it('shows a payment not confirmed yet as awaited, without the account offer', async () => {
    await render({
      payment_status: 'pending',
      can_create_account: false,
      order: order({ status: 'pending_payment', status_title: 'Awaiting payment' }),
    })
    expect(screen.getByTestId('confirmation-status').textContent).toContain(
      'We are waiting for your payment to be confirmed',
    )
    expect(screen.queryByTestId('create-account')).toBeNull()
  })
})

describe('the confirmation opened without the session that placed it (issue 32 point 6)', () => {
  it.each([
    ['nl', 'Je bestelling is veilig', 'Inloggen', '/inloggen?redirect=%2Fmijn-account%2Fbestel-historie'],
    ['en', 'Your order is safe', 'Log in', '/en/login?redirect=%2Fen%2Fmy-account%2Forder-history'],
    [
      'de',
      'Ihre Bestellung ist sicher',
      'Anmelden',
      '/de/anmelden?redirect=%2Fde%2Fmein-account%2Fbestellhistorie',
    ],
  ] as const)('says in %s that the order is safe and how to see it', async (locale, title, login, href) => {
    await renderInShop(<ConfirmationElsewhere data={{ message: 'server text', elsewhere: 'safe' }} />, {
      locale,
      path: locale === 'nl' ? '/' : `/${locale}`,
    })
    const page = screen.getByTestId('confirmation-elsewhere')
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(page.textContent).toContain('server text')
    const link = within(page).getByTestId('confirmation-elsewhere-login')
    expect(link.textContent).toBe(login)
    expect(link.getAttribute('href')).toBe(href)
  })

  it('says a failed payment is not finished, without the login offer', async () => {
    await renderInShop(<ConfirmationElsewhere data={{ message: 'not paid', elsewhere: 'unfinished' }} />)
    const page = screen.getByTestId('confirmation-elsewhere')
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Your order is not finished yet')
    expect(within(page).queryByTestId('confirmation-elsewhere-login')).toBeNull()
  })
})
