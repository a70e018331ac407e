import { expect, test, type Page } from './support/test'
import { openHydrated } from './support/hydration'

/**
 * The page cache in the built shop (issue 11, docs/decisions/0043): guests share one rendered page per
 * address; a logged-in shopper gets their own, uncached; and a shopper handed a guest's page (as a CDN in
 * front of the shop would) is named in the header once the start load has answered.
 */

const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }

test.describe.configure({ timeout: 90_000 })

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/')
  const href = await page.locator('[data-testid="product-card"] a[href^="/"]').first().getAttribute('href')
  expect(href).toBeTruthy()
  return href!
}

test('guests share the cached page; a logged-in shopper gets their own, and no guest ever sees their name', async ({
  page,
  browser,
}) => {
  const path = await firstProductPath(page)
  const guest = await (await browser.newContext()).newPage()
  await guest.goto(path)
  const shared = await guest.goto(path)
  expect(shared!.headers()['x-page-cache']).toBe('hit')
  expect(shared!.headers()['cache-control']).toMatch(/^public/)

  const email = `pieter-${Date.now()}@example.nl`
  const registered = await page.request.post('/front-api/customer', {
    headers: { ...API_HEADERS, 'X-Shop-Locale': 'nl' },
    data: JSON.stringify({
      first_name: 'Pieter',
      last_name: 'Bakker',
      email,
      password: 'een lang wachtwoord',
    }),
  })
  expect(registered.ok()).toBe(true)
  const own = await page.goto(path)
  expect(own!.headers()['cache-control']).toBe('private, no-store')
  expect(own!.headers()['x-page-cache']).toBeUndefined()
  await expect(page.getByTestId('my-account-button')).toContainText('Hallo Pieter')

  const again = await guest.goto(path)
  expect(again!.headers()['x-page-cache']).toBe('hit')
  expect(await again!.text()).not.toContain('Pieter')
  await expect(guest.getByTestId('my-account-button')).not.toContainText('Pieter')

  // A CDN would hand the logged-in shopper the guest's page: the start load corrects the header.
  const guestHtml = await again!.text()
  // The policy that goes with the body's nonce; the body itself is handed over decoded.
  const headers = { 'content-security-policy': again!.headers()['content-security-policy']! }
  let handed = 0
  await page.route(`**${path}`, (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    handed++
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', headers, body: guestHtml })
  })
  await openHydrated(page, path)
  expect(handed).toBe(1)
  await expect(page.getByTestId('my-account-button')).toContainText('Hallo Pieter')
})
