import { expect, test, type Browser } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { E2E_STAFF, E2E_STAFF_NL } from './support/staff'

/**
 * The catalogue sync (docs/decisions/0067): a member of staff uploads the example feed in /admin and sees
 * the run in the sync log with its counts, in English and in Dutch (the back office's two languages; the
 * staff member's account sets it). The second upload of the same feed finds everything unchanged.
 */

test.describe.configure({ timeout: 90_000 })

const JOURNEYS = [
  {
    locale: 'en-GB',
    account: E2E_STAFF,
    text: {
      email: 'E-mail address',
      password: 'Password',
      login: 'Log in',
      nav: 'Catalogue sync',
      file: 'Supplier feed (CSV or JSON Lines)',
      upload: 'Upload and sync',
      succeeded: 'Succeeded',
      created: 'Created',
      unchanged: 'Unchanged',
      noErrors: 'Every row was processed.',
    },
  },
  {
    locale: 'nl-NL',
    account: E2E_STAFF_NL,
    text: {
      email: 'E-mailadres',
      password: 'Wachtwoord',
      login: 'Inloggen',
      nav: 'Catalogussynchronisatie',
      file: 'Leveranciersfeed (CSV of JSON Lines)',
      upload: 'Uploaden en synchroniseren',
      succeeded: 'Geslaagd',
      created: 'Nieuw',
      unchanged: 'Ongewijzigd',
      noErrors: 'Alle regels zijn verwerkt.',
    },
  },
] as const

async function logIn(browser: Browser, journey: (typeof JOURNEYS)[number]) {
  const context = await browser.newContext({ locale: journey.locale })
  const page = await context.newPage()
  await page.goto('/admin/sync')
  await page.getByLabel(journey.text.email).fill(journey.account.email)
  await page.getByLabel(journey.text.password).fill(journey.account.password)
  await page.getByRole('button', { name: journey.text.login }).click()
  await page.waitForURL(/\/admin\/sync$/)
  return { context, page }
}

for (const journey of JOURNEYS) {
  test(`staff upload the example feed and see the run in the sync log (${journey.locale})`, async ({
    browser,
  }) => {
    const { context, page } = await logIn(browser, journey)
    await expect(page.getByRole('link', { name: journey.text.nav, exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: journey.text.nav })).toBeVisible()
    await expectNoAxeViolations(page)

    // The same file in both journeys: whichever runs first creates, the other finds it all unchanged.
    await page.getByLabel(journey.text.file).setInputFiles('docs/examples/catalogue-feed.jsonl')
    await page.getByRole('button', { name: journey.text.upload }).click()
    await page.waitForURL(/\/admin\/sync\/\d+$/)
    const runId = page.url().split('/').pop()!
    // The page reloads itself while the run goes on.
    await expect(page.getByText(journey.text.succeeded, { exact: true })).toBeVisible({ timeout: 30_000 })
    const counts = page.getByTestId('sync-counts')
    const created = Number(await counts.locator('[data-count="created"]').textContent())
    const unchanged = Number(await counts.locator('[data-count="unchanged"]').textContent())
    expect(created + unchanged).toBe(13)
    await expect(counts.locator('[data-count="failed"]')).toHaveText('0')
    await expect(page.getByText(journey.text.noErrors)).toBeVisible()
    await expectNoAxeViolations(page)

    // The log lists the run with its counts and who started it.
    await page.getByRole('link', { name: journey.text.nav, exact: true }).click()
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `#${runId}` }) })
    await expect(row).toContainText(journey.account.email)
    await expect(row).toContainText('catalogue-feed.jsonl')
    await expect(row).toContainText(journey.text.succeeded)
    await expect(page.getByRole('columnheader', { name: journey.text.created })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: journey.text.unchanged })).toBeVisible()

    // The synced product is in the shop.
    const product = await page.request.get('/fjellstaal-trail-zakmes-groen')
    expect(product.status()).toBe(200)
    await context.close()
  })
}

test('a guest is shown the login, never the sync log', async ({ page }) => {
  const response = await page.goto('/admin/sync')
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('table')).toHaveCount(0)
})
