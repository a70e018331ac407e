import { expect, test, type Page } from './support/test'
import { staffPage } from './support/staff'
import { openHydrated } from './support/hydration'

/**
 * Customer accounts (issue 9) in the built shop: register, log in, change the details with and without the
 * password toggle, add an address with the autocomplete, delete the account (nl); log in and see an order
 * placed through the API in the order history (en).
 */

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }
let counter = 0
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++counter}@example.nl`
const PASSWORD = 'een lang wachtwoord'

// Long journeys on a machine shared with other builds: scrypt hashes and several page loads each.
test.describe.configure({ timeout: 90_000 })

async function api(page: Page, method: string, path: string, data?: unknown, locale = 'nl') {
  const response = await page.request.fetch(`/front-api/${path}`, {
    method,
    headers: { ...API_HEADERS, 'X-Shop-Locale': locale },
    data: data === undefined ? undefined : JSON.stringify(data),
  })
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true)
  return response.json()
}

test('register, change details with and without the password, add an address, delete the account (nl)', async ({
  page,
}) => {
  const email = uniqueEmail('anna')
  await openHydrated(page, '/inloggen')
  await page.locator('#register-first-name').fill('Anna')
  await page.locator('#register-last-name').fill('de Vries')
  await page.locator('#register-email').fill(email)
  await page.locator('#register-password').fill('kort')
  await page.getByTestId('register-submit').click()
  await expect(page.getByText('Kies een wachtwoord van minstens 10 tekens.')).toBeVisible()
  await page.locator('#register-password').fill(PASSWORD)
  await page.getByTestId('register-submit').click()
  await expect(page).toHaveURL(/\/mijn-account$/)
  await expect(page.getByTestId('account-email')).toHaveText(email)
  await expect(page.getByTestId('my-account-button')).toContainText('Hallo Anna')

  // Names only: no password asked, the panel says saved and closes.
  await page.getByTestId('account-edit').click()
  const panel = page.getByRole('dialog', { name: 'Gegevens wijzigen' })
  await panel.getByLabel('Achternaam').fill('Jansen')
  await expect(panel.getByLabel('Huidig wachtwoord')).toHaveCount(0)
  await panel.getByTestId('account-save').click()
  await expect(panel.getByTestId('account-save')).toHaveText('Opgeslagen')
  await expect(panel).toBeHidden()
  await expect(page.getByTestId('account-name')).toHaveText('Anna Jansen')

  // The password toggle: a wrong current password is refused, the right one changes it.
  await page.getByTestId('account-edit').click()
  await panel.getByTestId('password-toggle').check()
  await panel.getByLabel('Huidig wachtwoord').fill('niet het wachtwoord')
  await panel.getByLabel('Nieuw wachtwoord').fill('mijn nieuwe wachtwoord')
  await panel.getByTestId('account-save').click()
  await expect(panel.getByText('Dit wachtwoord klopt niet.')).toBeVisible()
  await panel.getByLabel('Huidig wachtwoord').fill(PASSWORD)
  await panel.getByTestId('account-save').click()
  await expect(panel).toBeHidden()

  // Log out and in again with the new password, through the header's panel.
  await page.getByTestId('logout').first().click()
  await expect(page).toHaveURL(/\/$/)
  await page.getByTestId('my-account-button').click()
  const login = page.getByTestId('my-account-panel')
  await login.getByLabel('E-mailadres').fill(email)
  await login.getByLabel('Wachtwoord').fill('mijn nieuwe wachtwoord')
  await login.getByTestId('login-submit').click()
  await expect(page.getByTestId('my-account-button')).toContainText('Hallo Anna')

  // An address with the autocomplete of the bundled dataset.
  await openHydrated(page, '/mijn-account/adressen')
  await page.getByTestId('address-add').click()
  const form = page.getByRole('dialog', { name: 'Adres toevoegen' })
  await form.getByLabel('Voornaam').fill('Anna')
  await form.getByLabel('Achternaam').fill('Jansen')
  await form.getByLabel('Postcode').fill('3442AE')
  await form.getByLabel('Huisnummer').fill('12')
  // The lookup found the street and town: the form shows the address found instead of their fields.
  await expect(form.getByText('Kerkstraat 12')).toBeVisible({ timeout: 10_000 })
  await expect(form.getByText('3442 AE Woerden')).toBeVisible()
  await form.getByLabel('Telefoonnummer').fill('0612345678')
  await form.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(form).toBeHidden()
  await expect(page.getByTestId('account-address')).toHaveCount(1)
  await expect(page.getByTestId('account-address')).toContainText('Woerden')
  // Change it: the panel is titled for a change and starts from the saved fields.
  await page.getByTestId('account-address').getByRole('button', { name: 'Wijzigen' }).click()
  const change = page.getByRole('dialog', { name: 'Adres wijzigen' })
  await change.getByLabel('Voornaam').fill('Annie')
  await change.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(change).toBeHidden()
  await expect(page.getByTestId('account-address')).toContainText('Annie Jansen')

  // Forget-me after the confirmation.
  await openHydrated(page, '/mijn-account')
  await page.getByTestId('forget-me').click()
  await page.getByTestId('forget-me-confirm').click()
  await expect(page).toHaveURL(/\/\?account=deleted$/)
  await expect(page.getByTestId('my-account-button')).toContainText('Mijn account')
  const gone = await page.request.post('/front-api/login', {
    headers: API_HEADERS,
    data: JSON.stringify({ email, password: 'mijn nieuwe wachtwoord' }),
  })
  expect(gone.status()).toBe(422)
})

test('log in and see an order in the order history (en)', async ({ page, browser }) => {
  const email = uniqueEmail('oliver')
  // A customer who ordered and paid, all through the API and the test payment page.
  await api(
    page,
    'POST',
    'customer',
    { first_name: 'Oliver', last_name: 'Smith', email, password: PASSWORD },
    'en',
  )
  const added = await api(page, 'POST', 'checkout-line', { product_id: 1, quantity: 1 }, 'en')
  const checkoutId: string = added.checkout.id
  await api(
    page,
    'POST',
    'checkout/register',
    {
      email,
      first_name: 'Oliver',
      last_name: 'Smith',
      country_iso: 'NL',
      postal_code: '3441BT',
      house_number: '1',
      address: 'Kerkstraat',
      city: 'Woerden',
      phone_number: '0612345678',
    },
    'en',
  )
  const fulfilment = await api(page, 'GET', 'checkout/fulfilment', undefined, 'en')
  const home = fulfilment.checkout.fulfilment_methods.find(
    (method: { kind: string }) => method.kind === 'home_delivery',
  )
  await api(page, 'PUT', `checkout/${checkoutId}/fulfilment`, { fulfilment_method_entry_id: home.id }, 'en')
  await api(
    page,
    'PUT',
    `checkout/${checkoutId}/fulfilment/payment`,
    { payment_method_entry_id: 'ideal' },
    'en',
  )
  const paid = await api(page, 'POST', `checkout/${checkoutId}/transaction`, {}, 'en')
  await page.goto(paid.checkout.transactions.at(-1).checkout_url)
  await page.getByRole('button', { name: 'Paid' }).click()
  await page.waitForURL(/confirmation/)

  // Another browser logs in on the login page and finds the order.
  const context = await browser.newContext()
  const other = await context.newPage()
  await openHydrated(other, '/en/login')
  await other.locator('#login-email').fill(email)
  await other.locator('#login-password').fill('wrong password!')
  await other.getByTestId('login-submit').click()
  await expect(
    other.getByText('We do not know this combination of e-mail address and password.').first(),
  ).toBeVisible()
  await other.locator('#login-password').fill(PASSWORD)
  await other.getByTestId('login-submit').click()
  await expect(other).toHaveURL(/\/en\/my-account$/)
  await other.getByRole('link', { name: 'Orders' }).first().click()
  await expect(other).toHaveURL(/\/en\/my-account\/order-history$/)
  await expect(other.getByTestId('account-order-link')).toHaveCount(1)
  await other.getByTestId('account-order-link').click()
  await expect(other.getByTestId('order-status')).toHaveText('Paid')
  await expect(other.getByTestId('order-lines').locator('li')).toHaveCount(1)
  await expect(other.getByText('Withdraw from contract')).toBeVisible()
  await context.close()
})

test('register as a dealer: the server checks the numbers, the account waits for approval; staff approve it (de)', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('dieter')
  await openHydrated(page, '/de/haendler-registrierung')
  const form = page.getByTestId('dealer-form')
  await form.getByLabel('Firmenname').fill('Messerhandel GmbH')
  await form.getByLabel('Handelsregisternummer').fill('#')
  await form.getByLabel('USt-IdNr.').fill('DE12345678')
  await form.getByLabel('Vorname').fill('Dieter')
  await form.getByLabel('Nachname').fill('Händler')
  await form.getByLabel('E-Mail-Adresse').fill(email)
  await form.getByLabel('Telefon').fill('+49 30 1234567')
  await form.getByLabel('Land').selectOption('DE')
  await form.getByLabel('Postleitzahl').fill('10115')
  await form.getByLabel('Hausnummer').fill('5')
  await form.getByLabel('Straße').fill('Chausseestraße')
  await form.getByRole('textbox', { name: /^Ort/ }).fill('Berlin')
  await form.getByLabel('Neues Passwort').fill(PASSWORD)
  await page.getByTestId('dealer-submit').click()
  await expect(form.getByText('Geben Sie eine gültige USt-IdNr. für das gewählte Land ein')).toBeVisible()
  await expect(form.getByText('Geben Sie eine gültige Handelsregisternummer ein')).toBeVisible()
  await form.getByLabel('Handelsregisternummer').fill('HRB 12345')
  await form.getByLabel('USt-IdNr.').fill('DE 123 456 789')
  await form.getByLabel('Neues Passwort').fill(PASSWORD)
  await page.getByTestId('dealer-submit').click()
  await expect(page.getByTestId('dealer-pending')).toContainText('Sobald Ihr Konto freigegeben ist')
  await expect(page.getByTestId('my-account-button')).toContainText('Hallo Dieter')

  // Staff approve the registration in the back office; the dealer's mail goes out in German.
  const staff = await staffPage(browser, '/admin/dealers', 'nl')
  const row = staff.getByTestId('dealer-row').filter({ hasText: email })
  await expect(row).toContainText('Messerhandel GmbH')
  await expect(row).toContainText('Berlin, Duitsland')
  await row.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(staff.getByRole('status')).toHaveText(
    'Messerhandel GmbH is goedgekeurd; de dealer krijgt een e-mail.',
  )
  await staff.getByRole('link', { name: 'Goedgekeurd' }).click()
  await expect(staff.getByTestId('dealer-row').filter({ hasText: email })).toBeVisible()
  await staff.context().close()
})
