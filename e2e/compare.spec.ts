import { expect as baseExpect, test, type APIRequestContext } from './support/test'
import { openHydrated } from './support/hydration'

/**
 * Comparing (issue 12; spec §2 "Compare panel", §4 "Compare", §5): two products from their pages, the panel,
 * the maximum of two with its message, and the server-rendered compare page with both products and their
 * features side by side. Once per language.
 */
// Panels load their code on the first click: on a busy machine that may take a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.setTimeout(90_000)

type Lang = 'nl' | 'en' | 'de'
const MAXIMUM: Record<Lang, string> = {
  nl: 'Je kunt maximaal 2 producten vergelijken.',
  en: 'You can compare a maximum of 2 products.',
  de: 'Sie können maximal 2 Produkte vergleichen.',
}

async function products(request: APIRequestContext, lang: Lang) {
  const response = await request.post('/front-api/product', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': lang },
    data: { ids: [1, 2, 3, 4, 5, 6] },
  })
  const body = (await response.json()) as { products: Array<{ id: number; link: string; name: string }> }
  return body.products
}

for (const lang of ['nl', 'en', 'de'] as const) {
  test(`compare two products, not a third (${lang})`, async ({ page }) => {
    const [first, second, third] = await products(page.request, lang)
    const compareButton = page.getByRole('main').getByTestId('compare-button').first()
    const panel = page.getByRole('dialog')

    await openHydrated(page, first!.link)
    await compareButton.click()
    await expect(panel.getByTestId('compare-go')).toBeDisabled()
    await expect(compareButton).toHaveAttribute('aria-pressed', 'true')
    await panel.getByTestId('compare-slots').getByText(first!.name).waitFor()
    await page.keyboard.press('Escape')

    await openHydrated(page, second!.link)
    await compareButton.click()
    await expect(panel.getByTestId('compare-slots')).toContainText(second!.name)
    await page.keyboard.press('Escape')

    await openHydrated(page, third!.link)
    await compareButton.click()
    await expect(panel.getByRole('alert')).toHaveText(MAXIMUM[lang])
    await expect(panel.getByTestId('compare-go')).toBeDisabled()
    await expect(compareButton).toHaveAttribute('aria-pressed', 'false')
    // Kept in local storage under the spec's key.
    expect(await page.evaluate(() => localStorage.getItem('products-to-compare'))).toBe(
      JSON.stringify([first!.id, second!.id]),
    )
    await panel.getByRole('button', { name: new RegExp(first!.name) }).click()
    await expect(panel.getByRole('alert')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await compareButton.click()
    await panel.getByTestId('compare-go').click()

    await expect(page).toHaveURL(new RegExp(`/${second!.id}/${third!.id}$`))
    const table = page.getByTestId('compare-table')
    await expect(table).toContainText(second!.name)
    await expect(table).toContainText(third!.name)
    await expect(page.getByTestId('compare-group').first()).toBeVisible()
  })
}
