import { expect, test } from './support/test'
import { openHydrated } from './support/hydration'

/** Issue 13: the header search (desktop popover, mobile overlay) and the search page's filters. */
const LANGUAGES = [
  { lang: 'nl', home: '/', query: 'zakmes', search: '/search' },
  { lang: 'en', home: '/en/', query: 'pocket knife', search: '/en/search' },
  { lang: 'de', home: '/de/', query: 'Taschenmesser', search: '/de/search' },
] as const

test.describe('search', () => {
  for (const language of LANGUAGES) {
    test(`types in the desktop box and opens a product from the popover (${language.lang})`, async ({
      page,
    }) => {
      await openHydrated(page, language.home)
      const box = page.getByTestId('search-box').getByRole('searchbox')
      await box.click()
      await box.pressSequentially(language.query)
      const popover = page.getByTestId('search-popover')
      await expect(popover).toBeVisible()
      await expect(page.getByTestId('search-backdrop')).toBeVisible()
      await expect(page.getByTestId('search-stats')).toBeVisible()
      const product = popover.getByTestId('search-product').first()
      const href = await product.getAttribute('href')
      await product.click()
      await expect(page).toHaveURL((url) => url.pathname === href)
      await expect(popover).toBeHidden()
    })

    test(`refines the search page by brand and price (${language.lang})`, async ({ page }) => {
      await openHydrated(page, `${language.search}?q=${encodeURIComponent(language.query)}`)
      await expect(page.getByTestId('search-popover')).toBeHidden()
      // The header's box shows what was searched for.
      await expect(page.getByTestId('search-box').getByRole('searchbox')).toHaveValue(language.query)
      const filters = page.getByTestId('search-filters')
      const brand = filters.getByRole('checkbox').first()
      const brandName = (await brand.locator('..').innerText()).replace(/\s*\(\d+\)$/, '')
      await brand.check()
      await expect(page).toHaveURL(/brand=/)
      const cards = page.getByTestId('search-results').getByTestId('product-card')
      await expect(cards.first()).toContainText(brandName)
      const max = filters.getByTestId('price-max')
      const low = Number(await max.getAttribute('min'))
      const high = Number(await max.getAttribute('max'))
      await max.fill(String(Math.round((low + high) / 2)))
      await expect(page).toHaveURL(/max=/)
      await expect(page.getByTestId('search-page-stats')).toBeVisible()
    })
  }

  for (const language of [LANGUAGES[0], LANGUAGES[2]]) {
    test(`shows the hits' full names and the stats line in the popover at 1280 × 720 (${language.lang})`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'the popover is the desktop search')
      await page.setViewportSize({ width: 1280, height: 720 })
      await openHydrated(page, language.home)
      const box = page.getByTestId('search-box').getByRole('searchbox')
      await box.click()
      await box.pressSequentially(language.query)
      const popover = page.getByTestId('search-popover')
      await expect(popover).toBeVisible()
      // Issue 32: the stats line stays in view under the groups, and names are never cut.
      await expect(page.getByTestId('search-stats')).toBeInViewport({ ratio: 1 })
      const names = popover.getByTestId('search-product').locator('span.font-medium')
      await expect(names.first()).toBeVisible()
      for (const name of await names.all()) {
        const cut = await name.evaluate(
          (element) =>
            element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1,
        )
        expect(cut, await name.innerText()).toBe(false)
      }
    })
  }

  test('reads the spec’s `query` parameter on the search page', async ({ page }) => {
    await openHydrated(page, '/search?query=koksmes')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('koksmes')
    await expect(page.getByTestId('search-results').getByTestId('product-card').first()).toBeVisible()
    await expect(page.getByTestId('search-box').getByRole('searchbox')).toHaveValue('koksmes')
  })

  test('opens the full-screen overlay on mobile, and closing it clears the query @mobile', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'mobile', 'the overlay is the mobile search')
    await openHydrated(page, '/')
    await page.getByTestId('search-box').getByRole('searchbox').click()
    const overlay = page.getByTestId('search-overlay')
    await expect(overlay).toBeVisible()
    await overlay.getByRole('searchbox').fill('zaklamp')
    await expect(overlay.getByTestId('search-product').first()).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.getByTestId('search-overlay-close').click()
    await expect(overlay).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    await page.getByTestId('search-box').getByRole('searchbox').click()
    await expect(page.getByTestId('search-overlay').getByRole('searchbox')).toHaveValue('')
  })
})
