import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/hydration'
import { expect, test, type Page } from './support/test'

/**
 * Issue 13: the header search (desktop popover, mobile overlay) and the search page's filters. Issue 33: the
 * box is a combobox (arrows, Enter, Escape), its settled count is announced, the popover closes when focus
 * leaves, the overlay keeps Tab and gives focus back, the search page's title names the query.
 */
const LANGUAGES = [
  { lang: 'nl', home: '/', query: 'zakmes', search: '/search', title: /^“zakmes” - Zoeken - \S/ },
  {
    lang: 'en',
    home: '/en/',
    query: 'pocket knife',
    search: '/en/search',
    title: /^“pocket knife” - Search - \S/,
  },
  {
    lang: 'de',
    home: '/de/',
    query: 'Taschenmesser',
    search: '/de/search',
    title: /^„Taschenmesser“ - Suchen - \S/,
  },
] as const

/** The header's box: a search field in the server's HTML, a combobox once its layer has loaded on focus. */
const headerBox = (page: Page) => page.getByTestId('search-box').locator('input[name="q"]')
const politeRegion = (page: Page) => page.locator('[data-announcer="polite"]')

test.describe('search', () => {
  for (const language of LANGUAGES) {
    test(`types in the desktop box and opens a product from the popover (${language.lang})`, async ({
      page,
    }) => {
      await openHydrated(page, language.home)
      const box = headerBox(page)
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
      await expect(headerBox(page)).toHaveValue(language.query)
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

    test(`titles the search page with the query (${language.lang})`, async ({ page }) => {
      await openHydrated(page, `${language.search}?q=${encodeURIComponent(language.query)}`)
      await expect(page).toHaveTitle(language.title)
    })
  }

  for (const language of [LANGUAGES[0], LANGUAGES[2]]) {
    test(`shows the hits' full names and the stats line in the popover at 1280 × 720 (${language.lang})`, async ({
      page,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'the popover is the desktop search')
      await page.setViewportSize({ width: 1280, height: 720 })
      await openHydrated(page, language.home)
      const box = headerBox(page)
      await box.click()
      await box.pressSequentially(language.query)
      const popover = page.getByTestId('search-popover')
      await expect(popover).toBeVisible()
      // Issue 32: the stats line stays in view under the groups, and names are never cut.
      await expect(page.getByTestId('search-stats')).toBeInViewport({ ratio: 1 })
      await expectNoAxeViolations(page)
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
    await expect(headerBox(page)).toHaveValue('koksmes')
  })

  test('opens the full-screen overlay on mobile, and closing it clears the query @mobile', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'mobile', 'the overlay is the mobile search')
    await openHydrated(page, '/')
    await headerBox(page).click()
    const overlay = page.getByTestId('search-overlay')
    await expect(overlay).toBeVisible()
    await overlay.getByRole('combobox').fill('zaklamp')
    await expect(overlay.getByTestId('search-product').first()).toBeVisible()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    await page.getByTestId('search-overlay-close').click()
    await expect(overlay).toBeHidden()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
    await headerBox(page).click()
    await expect(page.getByTestId('search-overlay').getByRole('combobox')).toHaveValue('')
  })

  test('finds a product with the keyboard alone: arrows through the hits, Enter opens one', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'the popover is the desktop search')
    await openHydrated(page, '/')
    const box = headerBox(page)
    // Tab from the top of the page to the box.
    for (
      let tabs = 0;
      tabs < 60 && !(await box.evaluate((input) => input === document.activeElement));
      tabs++
    )
      await page.keyboard.press('Tab')
    await expect(box).toBeFocused()
    await page.keyboard.type('zakmes')
    const combobox = page.getByTestId('search-box').getByRole('combobox')
    await expect(combobox).toHaveAttribute('aria-expanded', 'true')
    const listbox = page.getByRole('listbox')
    await expect(combobox).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
    await expect(combobox).not.toHaveAttribute('aria-activedescendant')
    // The settled count, in Dutch, in the shell's polite live region.
    await expect(politeRegion(page)).toHaveText(
      /^\d+ resultaten? gevonden\. Kies een suggestie met de pijltjestoetsen\./,
    )
    const options = listbox.getByRole('option')
    const ids = await options.evaluateAll((elements) => elements.map((element) => element.id))
    const firstProduct = await options.evaluateAll((elements) =>
      elements.findIndex((element) => element.getAttribute('data-testid') === 'search-product'),
    )
    expect(firstProduct).toBeGreaterThanOrEqual(0)

    await page.keyboard.press('ArrowDown')
    await expect(combobox).toHaveAttribute('aria-activedescendant', ids[0]!)
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(combobox).toHaveAttribute('aria-activedescendant', ids.at(-1)!)
    await page.keyboard.press('ArrowDown')
    await expect(combobox).toHaveAttribute('aria-activedescendant', ids[0]!)
    for (let i = 0; i < firstProduct; i++) await page.keyboard.press('ArrowDown')
    await expect(combobox).toHaveAttribute('aria-activedescendant', ids[firstProduct]!)
    await expect(box).toBeFocused()
    // Home and End move the caret in the text and give up the highlight.
    await page.keyboard.press('Home')
    await expect(combobox).not.toHaveAttribute('aria-activedescendant')
    for (let i = 0; i <= firstProduct; i++) await page.keyboard.press('ArrowDown')
    const product = page.locator(`[id="${ids[firstProduct]}"]`)
    const href = await product.getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL((url) => url.pathname === href)
    await expect(page.getByTestId('search-popover')).toBeHidden()
  })

  test('Escape closes the popover and keeps focus in the box, a second Escape clears it; Tab out closes it', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', 'the popover is the desktop search')
    await openHydrated(page, '/')
    const box = headerBox(page)
    await box.click()
    await page.keyboard.type('zaklamp')
    const popover = page.getByTestId('search-popover')
    await expect(popover).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(popover).toBeHidden()
    await expect(page.getByTestId('search-backdrop')).toBeHidden()
    await expect(box).toBeFocused()
    await expect(box).toHaveValue('zaklamp')
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    // An arrow opens it again on its first option.
    await page.keyboard.press('ArrowDown')
    await expect(popover).toBeVisible()
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')
    await expect(box).toBeFocused()

    // Tab past the box's own buttons leaves the search: the popover and its dimming go.
    await page.keyboard.type('zaklamp')
    await expect(popover).toBeVisible()
    for (let tabs = 0; tabs < 5 && (await popover.isVisible()); tabs++) await page.keyboard.press('Tab')
    await expect(popover).toBeHidden()
    await expect(page.getByTestId('search-backdrop')).toBeHidden()
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true)
  })

  test('announces that nothing was found, once the typing settles @mobile', async ({ page }) => {
    await openHydrated(page, '/en/')
    await headerBox(page).click()
    const box =
      test.info().project.name === 'desktop'
        ? headerBox(page)
        : page.getByTestId('search-overlay').getByRole('combobox')
    await box.pressSequentially('qqxzvw')
    await expect(politeRegion(page)).toHaveText(/^No results for ‘qqxzvw’/)
  })

  test('the overlay keeps Tab inside, and Escape gives focus back to the box @mobile', async ({ page }) => {
    test.skip(test.info().project.name !== 'mobile', 'the overlay is the mobile search')
    await openHydrated(page, '/')
    const box = headerBox(page)
    await box.focus()
    const overlay = page.getByTestId('search-overlay')
    await expect(overlay).toBeVisible()
    const overlayBox = overlay.getByRole('combobox')
    await expect(overlayBox).toBeFocused()
    await page.keyboard.type('zaklamp')
    await expect(overlay.getByTestId('search-product').first()).toBeVisible()
    await expect(politeRegion(page)).toHaveText(/\d+ resultaten? gevonden/)
    await expectNoAxeViolations(page)
    const inOverlay = () =>
      page.evaluate(() => document.activeElement?.closest('[data-testid="search-overlay"]') !== null)
    for (const key of [
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
      'Shift+Tab',
    ]) {
      await page.keyboard.press(key)
      expect(await inOverlay(), `focus after ${key}`).toBe(true)
    }
    // Arrows move through the hits in the overlay's box too.
    await overlayBox.focus()
    await page.keyboard.press('ArrowDown')
    await expect(overlayBox).toHaveAttribute('aria-activedescendant', /.+/)
    await page.keyboard.press('Escape')
    await expect(overlay).toBeHidden()
    await expect(box).toBeFocused()
    // Focus came back without opening the overlay again; a tap on the box does.
    await expect(overlay).toBeHidden()
    await box.click()
    await expect(overlay).toBeVisible()
  })

  test('announces the new count when another page of results is opened on the client', async ({ page }) => {
    await openHydrated(page, '/en/search?q=knife')
    const pagination = page.getByTestId('pagination')
    await pagination.getByRole('link', { name: '2', exact: true }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(politeRegion(page)).toHaveText(/^\d+ results?, page 2 of \d+/)
    await expect(page).toHaveTitle(/^“knife” - Search - \S/)
  })
})
