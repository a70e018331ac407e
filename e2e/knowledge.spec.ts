import { expect, test } from './support/test'
import { openHydrated } from './support/hydration'

/**
 * The knowledge base (issue 13): from the menu to a section of the knowledge base view, into an article and on
 * to a product the article links, in each language.
 */
const JOURNEYS = [
  { home: '/', assortment: 'Assortiment', base: 'Kennisbank', section: 'Onderhoud', anchor: 'onderhoud' },
  { home: '/en/', assortment: 'Products', base: 'Knowledge base', section: 'Care', anchor: 'care' },
  { home: '/de/', assortment: 'Sortiment', base: 'Wissensdatenbank', section: 'Pflege', anchor: 'pflege' },
] as const

for (const journey of JOURNEYS) {
  test(`menu → knowledge base section → article → product (${journey.home})`, async ({ page }) => {
    await openHydrated(page, journey.home)
    await page.getByRole('button', { name: journey.assortment }).click()
    await page.getByRole('button', { name: journey.base, exact: true }).hover()
    await page.getByTestId('menu-sub-items').getByRole('link', { name: journey.section, exact: true }).click()

    await expect(page).toHaveURL(new RegExp(`#${journey.anchor}$`))
    const section = page.locator(`section#${journey.anchor}`)
    await expect(section).toBeInViewport()
    const first = section.getByRole('listitem').first().getByRole('link')
    const title = (await first.getByRole('heading').textContent())!.trim()
    await first.click()

    const article = page.getByTestId('knowledge-article')
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(title)
    // The table of contents leads to the headings of the text.
    const contents = page.getByRole('navigation', { name: /artikel|article|Artikel/ }).last()
    await expect(contents.getByRole('link').first()).toBeVisible()

    // A product the text links: its page opens.
    const body = page.getByTestId('article-body')
    const productLink = body.locator('a[data-link="product"]').first()
    const href = (await productLink.getAttribute('href'))!
    await productLink.click()
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
    await expect(page.getByTestId('product-page')).toBeVisible()
  })
}
