import { expect, test, type Page } from './support/test'
import { dataLayer, dataLayerStarted } from './support/data-layer'
import { clickUntilOpen, hydrated, openHydrated } from './support/hydration'

test.describe('cookie notice and consent', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('shows until preferences are saved, and sends consent mode v2 to the data layer @mobile', async ({
    page,
  }) => {
    await openHydrated(page, '/en/')
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await dataLayerStarted(page)
    const before = await dataLayer(page)
    expect(before[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied' }),
    ])

    await notice.getByRole('button', { name: 'Change preferences' }).click()
    await notice.getByRole('checkbox', { name: /Statistics/ }).check()
    await notice.getByRole('button', { name: 'Save preferences' }).click()
    await expect(notice).toBeHidden()
    const after = await dataLayer(page)
    expect(after).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ])

    // With a stored choice the panel's code is no part of the page's first load (docs/decisions/0078); it
    // comes when the browser is idle (decision 0118).
    // The page's HTML is checked, not the live DOM: on a busy machine the browser is idle (and has added the
    // panel's preload) before the reload returns.
    const html = await (await page.request.get(page.url())).text()
    expect(html).toContain('modulepreload')
    expect(html).not.toMatch(/rel="modulepreload"[^>]*cookie-notice-panel-/)
    await page.reload()
    // The data layer starts after hydration.
    await hydrated(page)
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    await dataLayerStarted(page)
    expect(await dataLayer(page)).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ])

    // The footer's "cookie settings" opens the stored choice (the footer hydrates after the page).
    await clickUntilOpen(page.getByTestId('footer-cookie-settings'), notice)
    await expect(notice.getByRole('checkbox', { name: /Statistics/ })).toBeChecked()
    await notice.getByRole('button', { name: 'Accept all' }).click()
    await expect(notice).toBeHidden()
  })

  test('accept grants everything, in Dutch and German', async ({ page }) => {
    for (const [path, accept] of [
      ['/', 'Alles accepteren'],
      ['/de/', 'Alle akzeptieren'],
    ] as const) {
      await page.context().clearCookies()
      await openHydrated(page, path)
      await page.getByRole('button', { name: accept }).click()
      await expect(page.getByTestId('cookie-notice')).toBeHidden()
      await expect
        .poll(() => dataLayer(page))
        .toContainEqual([
          'consent',
          'update',
          expect.objectContaining({
            analytics_storage: 'granted',
            ad_storage: 'granted',
            ad_personalization: 'granted',
          }),
        ])
    }
  })
})

test.describe('menus', () => {
  test('the desktop menu shows sub-items of the hovered main item and closes on Escape', async ({ page }) => {
    await openHydrated(page, '/en/')
    await page.getByRole('button', { name: 'Products' }).click()
    const subItems = page.getByTestId('menu-sub-items')
    await expect(subItems).toBeVisible()
    await expect(subItems.getByRole('link').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(subItems).toBeHidden()
  })

  test('the mobile menu has two levels with an extended label and a back link @mobile @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/')
    await page.getByTestId('mobile-menu-button').click()
    const level1 = page.getByTestId('menu-level-1')
    await expect(level1).toBeVisible()
    const first = level1.getByRole('button').first()
    const label = (await first.textContent())?.trim() ?? ''
    await first.click()
    const level2 = page.getByTestId('menu-level-2')
    await expect(level2.getByRole('link').first()).toContainText(/^Alle /)
    await page.getByRole('button', { name: 'Terug' }).click()
    await expect(level1.getByRole('button', { name: label })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(level1).toBeHidden()
  })
})

test('selling points: floor(min(width, 1280) / 250) - 1 of them', async ({ page }) => {
  for (const [width, count] of [
    [1280, 4],
    [1024, 3],
    [760, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 })
    await openHydrated(page, '/en/')
    await expect(page.getByTestId('selling-points').locator('li:visible')).toHaveCount(count)
  }
})

test.describe('GA4 e-commerce events (analytics consent given)', () => {
  const events = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry): entry is { event: string; ecommerce: Record<string, unknown> } =>
          Boolean(entry && typeof entry === 'object' && 'event' in entry && 'ecommerce' in entry),
        )
        .map((entry) => ({ event: entry.event, ecommerce: entry.ecommerce })),
    )

  test('lists push view_item_list, a card click select_item and the product page view_item', async ({
    page,
  }) => {
    await openHydrated(page, '/en/')
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('view_item_list')
    const list = (await events(page)).find((e) => e.event === 'view_item_list')!
    expect(list.ecommerce.item_list_name).toBe('featured')
    expect((list.ecommerce.items as unknown[]).length).toBeGreaterThan(0)

    const card = page.getByTestId('featured-products').locator('[data-product-id]').first()
    const id = await card.getAttribute('data-product-id')
    await card.getByRole('link').first().click()
    await expect(page.getByTestId('product-page')).toBeVisible()
    // view_item is pushed by an effect, just after the page shows.
    await expect.poll(async () => (await events(page)).map((e) => e.event)).toContain('view_item')
    const after = await events(page)
    const select = after.find((e) => e.event === 'select_item')
    expect(select?.ecommerce.items).toEqual([expect.objectContaining({ item_id: id, index: 0 })])
    const view = after.find((e) => e.event === 'view_item')
    expect(view?.ecommerce).toEqual(
      expect.objectContaining({ currency: 'EUR', items: [expect.objectContaining({ item_id: id })] }),
    )
  })
})

test.describe('hydration', () => {
  const API = {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json',
    'X-Shop-Locale': 'nl',
  }

  // The guard itself is the shared fixture (e2e/support/test.ts): these pages logged React #423 and #418.
  test('the account addresses page and a search page hydrate without an error @mobile', async ({ page }) => {
    const email = `hydration-${Date.now()}@example.nl`
    const registered = await page.request.post('/front-api/customer', {
      headers: API,
      data: JSON.stringify({
        first_name: 'Hanna',
        last_name: 'Hydra',
        email,
        password: 'een lang wachtwoord',
      }),
    })
    expect(registered.ok(), await registered.text()).toBe(true)
    // A second visit, with the forms messages in the browser's cache, was the one that failed.
    for (const path of ['/mijn-account/adressen', '/mijn-account', '/mijn-account/adressen']) {
      await openHydrated(page, path)
      await expect(page.getByTestId('account-nav')).toBeVisible()
    }
    for (const path of ['/search?q=zakmes', '/search?query=zakmes', '/de/search?q=messer']) {
      await openHydrated(page, path)
      await page.waitForLoadState('networkidle')
    }
  })
})

test.describe('menus in issue 32', () => {
  test('the open mega menu is not covered by the search box, links to its item once, in 2 or 3 columns', async ({
    page,
  }) => {
    for (const [width, columns] of [
      [1280, 2],
      [1440, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, '/')
      const button = page.getByRole('button', { name: 'Assortiment' })
      await button.click()
      const subItems = page.getByTestId('menu-sub-items')
      await expect(subItems).toBeVisible()
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
      // What the shopper sees at the panel's top, across its width, is the panel itself.
      const box = (await panel.boundingBox())!
      for (const x of [0.3, 0.5, 0.7]) {
        const onTop = await page.evaluate(
          ([px, py]) => document.elementFromPoint(px!, py!)?.closest('[data-testid="search-box"]') === null,
          [box.x + box.width * x, box.y + 8],
        )
        expect(onTop, `${width}px at ${x}`).toBe(true)
      }
      const href = await panel.getByTestId('menu-featured').getByRole('link').getAttribute('href')
      await expect(panel.locator(`a[href="${href}"]`)).toHaveCount(1)
      const template = await subItems.evaluate((list) => getComputedStyle(list).gridTemplateColumns)
      expect(template.split(' ')).toHaveLength(columns)
    }
  })

  test('a phone finds the language links at the top of the menu, the same as the header’s @mobile @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/de/')
    const header = page.locator('header nav[aria-label="Sprache"]').first()
    await expect(header).toBeHidden()
    const headerLinks = await header
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    await clickUntilOpen(page.getByTestId('mobile-menu-button'), page.getByTestId('menu-level-1'))
    const menu = page.getByTestId('menu-level-1').getByRole('navigation', { name: 'Sprache' })
    for (const name of ['Nederlands', 'English', 'Deutsch']) {
      const link = menu.getByRole('link', { name })
      await expect(link).toBeInViewport({ ratio: 1 })
    }
    expect(await menu.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      headerLinks,
    )
  })
})
