import { spawn, type ChildProcess } from 'node:child_process'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext } from './support/test'
import { expectFocusVisible, tabTo } from './support/focus'

/**
 * The test payment provider's hosted page in a browser: from the payment's page, through the shopper's
 * choice, the webhook and the redirect, back to the return URL. The shop has no checkout yet and gets no
 * test-only route, so this spec starts its own server (e2e/support/test-psp-harness.ts): the real app on
 * an in-memory database, with a stand-in for the checkout that creates payments and shows the status it
 * fetches back on return.
 */
let harness: ChildProcess
let origin: string

test.beforeAll(async () => {
  harness = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/test-psp-harness.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  origin = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`harness did not start: ${output}`)), 60_000)
    harness.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const ready = /READY (\S+)/.exec(output)
      if (ready) {
        clearTimeout(timer)
        resolve(ready[1]!)
      }
    })
    harness.on('exit', (code) => reject(new Error(`harness exited with ${code}: ${output}`)))
  })
})

test.afterAll(() => {
  harness?.kill()
})

interface Payment {
  id: string
  checkoutUrl: string
}

async function createPayment(
  request: APIRequestContext,
  body: { method: string; amountCents: number; locale: string; issuer?: string },
): Promise<Payment> {
  const response = await request.post(`${origin}/harness/payments`, { data: body })
  expect(response.ok()).toBe(true)
  return (await response.json()) as Payment
}

test('iDEAL paid in Dutch: marked as a test, webhook first, then back at the shop', async ({
  page,
  request,
}) => {
  const payment = await createPayment(request, { method: 'ideal', amountCents: 12345, locale: 'nl' })
  await page.goto(payment.checkoutUrl)
  await expect(page).toHaveTitle('Testbetaling € 123,45 – TEST')
  await expect(page.getByRole('banner')).toContainText('Dit is de testbetaalomgeving van de winkel.')
  await expect(page.getByText('€ 123,45')).toBeVisible()
  await expect(page.getByText('iDEAL', { exact: true })).toBeVisible()
  await expect(page.getByText('Bestelling 2025-000123')).toBeVisible()
  // iDEAL 2.0: no bank to choose here.
  await expect(page.getByRole('radio')).toHaveCount(0)
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await page.getByRole('button', { name: 'Betaald' }).click()
  await expect(page).toHaveURL(new RegExp(`^${origin}/harness/return/`))
  await expect(page.locator('#status')).toHaveText('paid')
  // The webhook reached the shop before the browser did.
  await expect(page.locator('#webhooks')).toHaveText('paid')
})

test('KBC/CBC in German: the bank is chosen on the page', async ({ page, request }) => {
  const payment = await createPayment(request, { method: 'kbc', amountCents: 4995, locale: 'de' })
  await page.goto(payment.checkoutUrl)
  await expect(page.getByRole('banner')).toContainText('Dies ist die Testzahlungsumgebung des Shops.')
  await expect(page.getByRole('group', { name: 'Wählen Sie Ihre Bank' })).toBeVisible()
  // By keyboard alone (issue 33): Tab into the banks, an arrow to CBC, Tab to "paid", Enter.
  await tabTo(page, page.getByRole('radio', { name: 'KBC', exact: true }), { max: 3 })
  await expectFocusVisible(page, 'bank')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'CBC' })).toBeFocused()
  await expect(page.getByRole('radio', { name: 'CBC' })).toBeChecked()
  await expectFocusVisible(page, 'bank CBC')
  await tabTo(page, page.getByRole('button', { name: 'Bezahlt' }), { max: 2 })
  await expectFocusVisible(page, 'paid')
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(page.locator('#status')).toHaveText('paid')
  await page.goto(payment.checkoutUrl)
  await expect(page.getByText('KBC/CBC-Zahlungsbutton (CBC)')).toBeVisible()
  await expect(page.getByRole('status')).toHaveText('Diese Zahlung ist abgeschlossen: bezahlt.')
})

test('a failed payment in English on a phone, then the page says so and leads back @mobile', async ({
  page,
  request,
}) => {
  const payment = await createPayment(request, { method: 'creditcard', amountCents: 2500, locale: 'en' })
  await page.goto(payment.checkoutUrl)
  await expect(page.getByRole('banner')).toContainText("This is the shop's test payment environment.")
  await page.getByRole('button', { name: 'Failed' }).click()
  await expect(page.locator('#status')).toHaveText('failed')
  await expect(page.locator('#webhooks')).toHaveText('failed')
  await page.goto(payment.checkoutUrl)
  await expect(page.getByRole('status')).toHaveText('This payment is complete: failed.')
  await expect(page.getByRole('button')).toHaveCount(0)
  await page.getByRole('link', { name: 'Back to the shop' }).click()
  await expect(page.locator('#status')).toHaveText('failed')
})
