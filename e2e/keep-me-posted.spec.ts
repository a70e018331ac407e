import { expect, test, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { clickUntilOpen, openHydrated } from './support/hydration'
import { staffPage } from './support/staff'

/**
 * Keep-me-posted (docs/decisions/0065): staff sell a product out on the stock screen; shoppers in Dutch, English
 * and German ask to be told; staff put pieces back; each shopper's mail is in the outbox in their language, with
 * a link to the product's page in that language and an unsubscribe link that asks before it unsubscribes.
 */

test.describe.configure({ timeout: 120_000 })

// A product no other journey orders (they use product 1 and the first cards).
const PRODUCT_ID = 41
const API_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' }

async function changeStock(
  staff: Page,
  mode: 'New stock' | 'Add or remove (+/-)',
  amount: string,
  reason: string,
) {
  await staff.getByLabel(mode).check()
  await staff.getByLabel('Pieces').fill(amount)
  await staff.getByLabel('Reason').fill(reason)
  await staff.getByRole('button', { name: 'Save stock' }).click()
}

async function productLink(page: Page, locale: 'nl' | 'en' | 'de'): Promise<{ link: string; name: string }> {
  const response = await page.request.fetch('/front-api/product', {
    method: 'POST',
    headers: { ...API_HEADERS, 'X-Shop-Locale': locale },
    data: JSON.stringify({ id: PRODUCT_ID }),
  })
  expect(response.ok()).toBe(true)
  return response.json()
}

/** The button hydrates after the page (its code loads then): click until the panel opens. */
async function openPanel(page: Page, button: string) {
  const dialog = page.getByRole('dialog')
  await clickUntilOpen(page.getByRole('button', { name: button }), dialog)
  return dialog
}

test('shoppers ask to be kept posted in nl, en and de; a staff stock change mails each once in their language @mobile', async ({
  page,
  browser,
}) => {
  const stamp = Date.now()
  const emails = {
    nl: `anna-${stamp}@example.nl`,
    en: `oliver-${stamp}@example.com`,
    de: `dieter-${stamp}@example.de`,
  }

  // Staff find the product and sell it out, with a reason.
  const staff = await staffPage(browser, '/admin/stock')
  await staff.getByLabel('Find a product').fill(String(PRODUCT_ID))
  await staff.getByRole('button', { name: 'Search' }).click()
  await staff.getByTestId('stock-row').first().getByRole('link').click()
  await expect(staff).toHaveURL(new RegExp(`/admin/stock/${PRODUCT_ID}$`))
  await changeStock(staff, 'New stock', '0', 'Uitverkocht voor de e2e-test')
  await expect(staff.getByRole('status')).toContainText('→ 0')
  await expect(staff.getByTestId('stock-value')).toHaveText('0')

  // Dutch: the whole journey, with the server's validation.
  const nl = await productLink(page, 'nl')
  await openHydrated(page, nl.link)
  const dialog = await openPanel(page, 'Houd me op de hoogte')
  await expect(dialog.getByRole('heading', { name: 'Houd me op de hoogte' })).toBeVisible()
  await expect(dialog).toContainText(nl.name)
  const email = dialog.getByLabel('E-mailadres')
  const submit = dialog.getByTestId('keep-me-posted-submit')
  await email.fill('geen-adres')
  await submit.click()
  await expect(dialog.getByTestId('field-errors')).toHaveText('Vul een geldig e-mailadres in.')
  await expect(submit).toBeDisabled()
  await expectNoAxeViolations(page)
  await email.fill(emails.nl)
  await expect(dialog.getByTestId('field-errors')).toHaveCount(0)
  await expect(submit).toBeEnabled()
  // Sent with the keyboard: focus goes to the confirmation, not the body, and it is announced (issue 33).
  await email.press('Enter')
  const confirmation = dialog.getByTestId('keep-me-posted-saved')
  await expect(confirmation).toContainText('Gelukt! We mailen je zodra dit product weer op voorraad is.')
  await expect(confirmation).toBeFocused()
  await expect(page.locator('[data-announcer="polite"]')).toContainText(
    'Gelukt! We mailen je zodra dit product weer op voorraad is.',
  )
  // Spec §4: the panel closes by itself after 5 seconds; focus returns to the button that opened it.
  await expect(dialog).toBeHidden({ timeout: 8000 })
  await expect(page.getByRole('button', { name: 'Houd me op de hoogte' })).toBeFocused()

  // English and German: the button, the panel and the answer in the page's language.
  for (const [locale, button, label, saved] of [
    ['en', 'Keep me posted', 'E-mail address', 'Done! We will e-mail you'],
    ['de', 'Benachrichtigen Sie mich', 'E-Mail-Adresse', 'Erledigt! Wir schreiben Ihnen'],
  ] as const) {
    const { link } = await productLink(page, locale)
    await openHydrated(page, link)
    const panel = await openPanel(page, button)
    await panel.getByLabel(label).fill(emails[locale])
    await panel.getByTestId('keep-me-posted-submit').click()
    await expect(panel.getByTestId('keep-me-posted-saved')).toContainText(saved)
  }

  // Staff put pieces back: everyone waiting is told.
  await staff.reload()
  await expect(staff.getByTestId('waiting-value')).toHaveText('3')
  await changeStock(staff, 'Add or remove (+/-)', '4', 'Levering ontvangen')
  await expect(staff.getByRole('status')).toContainText('Everyone waiting is told')
  await expect(staff.getByTestId('waiting-value')).toHaveText('0')
  await expect(staff.getByTestId('stock-history')).toContainText('0 → 4: Levering ontvangen')

  // The outbox: one mail per shopper, in their language, linking to the product in that language.
  const subjects = {
    nl: `${nl.name} is weer op voorraad`,
    en: `${(await productLink(page, 'en')).name} is back in stock`,
    de: `${(await productLink(page, 'de')).name} ist wieder vorrätig`,
  }
  let unsubscribe = ''
  for (const locale of ['nl', 'en', 'de'] as const) {
    await staff.goto(`/admin/mail?q=${encodeURIComponent(emails[locale])}`)
    await expect(staff.getByTestId('mail-row')).toHaveCount(1)
    await staff.getByRole('link', { name: subjects[locale] }).click()
    const text = staff.getByTestId('mail-text')
    const { link } = await productLink(page, locale)
    await expect(text).toContainText(link)
    await expect(text).toContainText('/keep-me-posted/unsubscribe/')
    if (locale === 'de')
      unsubscribe = /http\S+\/keep-me-posted\/unsubscribe\/\S+/.exec((await text.textContent()) ?? '')![0]
  }
  await staff.context().close()

  // The unsubscribe link asks first (a mail scanner's GET changes nothing), in the subscriber's language.
  await page.goto(unsubscribe)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Von Verfügbarkeitsnachrichten abmelden')
  await page.getByRole('button', { name: 'Ja, abmelden' }).click()
  await expect(page.getByRole('status')).toContainText('Wir senden keine Verfügbarkeitsnachrichten mehr')

  // The product page shows the stock at once (the page cache heard the change): no button any more.
  await openHydrated(page, nl.link)
  await expect(page.getByTestId('stock-message')).toContainText('4 op voorraad')
  await expect(page.getByRole('button', { name: 'Houd me op de hoogte' })).toHaveCount(0)
})
