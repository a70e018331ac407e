import { expect, test, type Page } from './support/test'
import { openHydrated } from './support/hydration'
import { staffPage } from './support/staff'

/**
 * The back office (issue 14): a customer orders and pays; staff log in at /admin, find the order, take it
 * through processing to shipped with PostNL and a tracking code; the customer sees the tracking link on
 * their order page. A shopper's session does not open the back office.
 */

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
const PASSWORD = 'een lang wachtwoord'

test.describe.configure({ timeout: 120_000 })

async function api(page: Page, method: string, path: string, data?: unknown) {
  const response = await page.request.fetch(`/front-api/${path}`, {
    method,
    headers: { ...API_HEADERS, 'X-Shop-Locale': 'en' },
    data: data === undefined ? undefined : JSON.stringify(data),
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return response.json()
}

test('staff ship an order with a tracking code; the customer sees it on their order page', async ({
  page,
  browser,
}) => {
  const email = `ship-${Date.now()}@example.nl`
  await api(page, 'POST', 'customer', { first_name: 'Sanne', last_name: 'Bakker', email, password: PASSWORD })
  const added = await api(page, 'POST', 'checkout-line', { product_id: 1, quantity: 1 })
  const checkoutId: string = added.checkout.id
  await api(page, 'POST', 'checkout/register', {
    email,
    first_name: 'Sanne',
    last_name: 'Bakker',
    country_iso: 'NL',
    postal_code: '3441BT',
    house_number: '1',
    address: 'Kerkstraat',
    city: 'Woerden',
    phone_number: '0612345678',
  })
  const fulfilment = await api(page, 'GET', 'checkout/fulfilment')
  const home = fulfilment.checkout.fulfilment_methods.find(
    (method: { kind: string }) => method.kind === 'home_delivery',
  )
  await api(page, 'PUT', `checkout/${checkoutId}/fulfilment`, { fulfilment_method_entry_id: home.id })
  await api(page, 'PUT', `checkout/${checkoutId}/fulfilment/payment`, { payment_method_entry_id: 'ideal' })
  const paid = await api(page, 'POST', `checkout/${checkoutId}/transaction`, {})
  await page.goto(paid.checkout.transactions.at(-1).checkout_url)
  await page.getByRole('button', { name: 'Paid' }).click()
  await page.waitForURL(/confirmation/)

  // The shopper's own session is no key to the back office.
  const refused = await page.goto('/admin/orders')
  expect(refused?.status()).toBe(403)
  await expect(page.getByRole('heading', { name: 'Staff login' })).toBeVisible()

  const staff = await staffPage(browser, '/admin/orders')
  await staff.getByLabel('Search').fill(email)
  await staff.getByRole('button', { name: 'Filter' }).click()
  await expect(staff.getByTestId('order-count')).toHaveText('1 order')
  await staff.getByRole('row').nth(1).getByRole('link').click()
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Paid')

  await staff.getByLabel('Start processing').check()
  await staff.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByRole('status')).toHaveText('The status has been updated.')
  await staff.getByLabel('Shipped').check()
  await staff.getByLabel('Carrier').selectOption('postnl')
  await staff.getByLabel('Tracking code').fill('3SABCD1234567')
  await staff.getByRole('button', { name: 'Save' }).click()
  await expect(staff.getByTestId('admin-tracking')).toHaveText('PostNL 3SABCD1234567')
  await expect(staff.getByTestId('order-history')).toContainText('Being processed → Shipped')
  await staff.context().close()

  await openHydrated(page, '/en/my-account/order-history')
  await page.getByTestId('account-order-link').click()
  await expect(page.getByTestId('order-status')).toHaveText('Shipped')
  const tracking = page.getByTestId('order-tracking')
  await expect(tracking).toHaveText('PostNL 3SABCD1234567')
  await expect(tracking).toHaveAttribute(
    'href',
    /^https:\/\/jouw\.postnl\.nl\/track-and-trace\/3SABCD1234567-NL-3441BT$/,
  )
})
