import { expect, test } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { dataLayer } from './support/data-layer'
import { hydrated, openHydrated } from './support/hydration'

/**
 * Consent and the customer service pages (issue 10): rejecting everything, changing the choice later from the
 * footer, and every service page in every language, reachable and without serious accessibility findings.
 */
const SERVICE_PAGES = {
  nl: [
    ['/klantenservice/verzenden-en-bezorgen', 'Verzenden en bezorgen'],
    ['/klantenservice/retourneren-en-herroepen', 'Retourneren en herroepen'],
    ['/klantenservice/betalen', 'Betalen'],
    ['/klantenservice/contact', 'Contact'],
    ['/algemene-voorwaarden', 'Algemene voorwaarden'],
    ['/privacy-en-cookies', 'Privacy- en cookieverklaring'],
  ],
  en: [
    ['/en/customer-service/shipping-and-delivery', 'Shipping and delivery'],
    ['/en/customer-service/returns-and-withdrawal', 'Returns and withdrawal'],
    ['/en/customer-service/payment', 'Payment'],
    ['/en/customer-service/contact', 'Contact'],
    ['/en/terms-and-conditions', 'Terms and conditions'],
    ['/en/privacy-and-cookies', 'Privacy and cookie statement'],
  ],
  de: [
    ['/de/kundenservice/versand-und-lieferung', 'Versand und Lieferung'],
    ['/de/kundenservice/rueckgabe-und-widerruf', 'Rückgabe und Widerruf'],
    ['/de/kundenservice/bezahlen', 'Bezahlen'],
    ['/de/kundenservice/kontakt', 'Kontakt'],
    ['/de/agb', 'Allgemeine Geschäftsbedingungen'],
    ['/de/datenschutz-und-cookies', 'Datenschutz- und Cookie-Erklärung'],
  ],
} as const

test.describe('consent and service pages', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('reject all, reopen from the footer, accept analytics; every service page in nl, en, de @mobile', async ({
    page,
  }) => {
    // Eighteen pages on a shared machine; the browser and axe on the Dutch ones (the others share their markup).
    test.setTimeout(300_000)
    await openHydrated(page, '/en/')
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await expectNoAxeViolations(page)
    await notice.getByRole('button', { name: 'Reject all' }).click()
    await expect(notice).toBeHidden()
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
      ])

    // Reopened from the footer, the stored choice can be changed at any time.
    await page.getByTestId('footer-cookie-settings').click()
    await expect(notice).toBeVisible()
    const statistics = notice.getByRole('checkbox', { name: /Statistics/ })
    await expect(statistics).not.toBeChecked()
    await statistics.check()
    // Other events (a product strip coming into view) may follow: look at what came after the click.
    const before = (await dataLayer(page)).length
    await notice.getByRole('button', { name: 'Save preferences' }).click()
    await expect(notice).toBeHidden()
    await expect
      .poll(async () => (await dataLayer(page)).slice(before))
      .toContainEqual([
        'consent',
        'update',
        expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
      ])

    // The footer leads to the service pages.
    await page.getByTestId('footer-service-links').getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/\/en\/customer-service\/contact$/)
    await expect(page.getByTestId('contact-coc')).toHaveText('12345678')

    // Every page in every language answers with its title; the Dutch ones also in the browser, with axe.
    for (const [locale, pages] of Object.entries(SERVICE_PAGES)) {
      for (const [path, title] of pages) {
        if (locale !== 'nl') {
          const response = await page.request.get(path)
          expect(response.status(), path).toBe(200)
          const html = await response.text()
          expect(html, path).toContain(`>${title}</h1>`)
          expect(html, path).toContain(`<title>${title} - `)
          continue
        }
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        await hydrated(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page).toHaveTitle(new RegExp(`^${title} - `))
        await expectNoAxeViolations(page)
      }
    }
    // The returns page links to the withdrawal function and carries the EU model form.
    await openHydrated(page, SERVICE_PAGES.nl[1][0])
    await expect(page.getByTestId('model-withdrawal-form')).toContainText('Modelformulier voor herroeping')
    await page.getByTestId('withdrawal-link').click()
    await expect(page).toHaveURL(/\/herroepen$/)
  })
})
