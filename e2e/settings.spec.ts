import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { staffPage } from './support/staff'

/**
 * The back office's settings (issue 14, docs/decisions/0072): a member of staff renames the shop and the
 * shop's pages show the new name straight away in nl, en and de (the page cache must not keep the old one);
 * a free-shipping threshold typed the Dutch way is refused with the message under its field, then saved.
 * German selling points changed by staff show in the German header. Every change is put back, so that the other journeys see the shop as it was.
 */
test.setTimeout(90_000)

const ORIGINAL_NAME = 'Messenwinkel'

test('a new shop name shows on the pages at once, in nl, en and de', async ({ browser, page }) => {
  // Warm the page cache with the old name first.
  for (const path of ['/', '/en/', '/de/']) {
    await page.goto(path)
    await expect(page.locator('header')).toContainText(ORIGINAL_NAME)
  }

  const staff = await staffPage(browser, '/admin/settings')
  await expectNoAxeViolations(staff)
  const company = staff.locator('form#company')
  const name = `Messenhuis ${Date.now() % 100000}`
  try {
    await company.getByLabel('Shop name').fill(name)
    await company.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByRole('status')).toHaveText(
      'Company details: saved. The shop shows it straight away.',
    )
    await expect(staff.locator('form#company').getByLabel('Shop name')).toHaveValue(name)

    for (const path of ['/', '/en/', '/de/']) {
      // A notification reaches the process a moment after the commit: allow that moment, no more.
      await expect(async () => {
        await page.goto(path)
        await expect(page.locator('header')).toContainText(name, { timeout: 500 })
      }).toPass({ timeout: 5_000 })
    }
  } finally {
    await staff.locator('form#company').getByLabel('Shop name').fill(ORIGINAL_NAME)
    await staff.locator('form#company').getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByRole('status')).toContainText('Company details')
    await staff.context().close()
  }
})

test('a free-shipping threshold typed wrongly shows the message under its field, then saves (@mobile)', async ({
  browser,
}) => {
  const staff = await staffPage(browser, '/admin/settings', 'nl')
  const shipping = staff.locator('form#shipping')
  const field = shipping.getByRole('textbox', { name: 'Thuisbezorgen, Nederland: Gratis vanaf' })
  const original = await field.inputValue()
  try {
    await field.fill('vijftig')
    await shipping.getByRole('button', { name: 'Opslaan' }).click()
    await expect(staff.getByRole('alert')).toContainText(
      'Verzendkosten en gratis verzending is niet opgeslagen',
    )
    const again = staff
      .locator('form#shipping')
      .getByRole('textbox', { name: 'Thuisbezorgen, Nederland: Gratis vanaf' })
    await expect(again).toHaveValue('vijftig')
    await expect(again).toHaveAttribute('aria-invalid', 'true')
    await expect(again).toHaveAccessibleDescription('Vul een bedrag in euro in, bijvoorbeeld 5,00.')
    await expectNoAxeViolations(staff)

    await again.fill('45,00')
    await staff.locator('form#shipping').getByRole('button', { name: 'Opslaan' }).click()
    await expect(staff.getByRole('status')).toHaveText(
      'Verzendkosten en gratis verzending: opgeslagen. De winkel toont het meteen.',
    )
    await expect(
      staff.locator('form#shipping').getByRole('textbox', { name: 'Thuisbezorgen, Nederland: Gratis vanaf' }),
    ).toHaveValue('45,00')
  } finally {
    await staff
      .locator('form#shipping')
      .getByRole('textbox', { name: 'Thuisbezorgen, Nederland: Gratis vanaf' })
      .fill(original)
    await staff.locator('form#shipping').getByRole('button', { name: 'Opslaan' }).click()
    await expect(staff.getByRole('status')).toBeVisible()
    await staff.context().close()
  }
})

test('German selling points changed in the back office show in the German header (de)', async ({
  browser,
  page,
}) => {
  const staff = await staffPage(browser, '/admin/settings')
  const form = staff.locator('form#selling-points')
  const german = form.getByLabel('German')
  const original = await german.inputValue()
  const point = `Scharfe Messer ${Date.now() % 100000}`
  try {
    await german.fill(`${point}\nGravur ohne Aufpreis`)
    await form.getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByRole('status')).toHaveText(
      'Selling points: saved. The shop shows it straight away.',
    )
    await expect(async () => {
      await page.goto('/de/')
      await expect(page.getByTestId('selling-points')).toContainText(point, { timeout: 2_000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByTestId('selling-points')).toContainText('Gravur ohne Aufpreis')
  } finally {
    await staff.locator('form#selling-points').getByLabel('German').fill(original)
    await staff.locator('form#selling-points').getByRole('button', { name: 'Save' }).click()
    await expect(staff.getByRole('status')).toContainText('Selling points')
    await staff.context().close()
  }
})
