import { expect, test } from './support/test'
import { filtersHydrated, openHydrated } from './support/hydration'

// Issue 10 "Pages and navigation": the home's first screen, menus, filter chips, sticky bar, language links.

test("the home page shows a hero and products in a phone's first screen, the store tabs further down @mobile @phone-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/')
  await expect(page.getByTestId('home-hero').locator('img[fetchpriority="high"]')).toBeVisible()
  await expect(page.getByTestId('featured-products').getByTestId('product-card').first()).toBeInViewport()
  await expect(page.getByRole('tab', { name: 'Openingstijden' })).not.toBeInViewport()
  await expect(page.getByRole('tab', { name: 'Openingstijden' })).toHaveAttribute('aria-selected', 'true')
  // The strips lie below the first screen and load their products once the shopper is within 800 px of them:
  // since the featured products are one row of cards (issue 32), a phone is that close on arrival.
  await expect(page.getByTestId('home-strips')).not.toBeInViewport()
  await page.getByTestId('home-strips').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('product-strip').first().getByTestId('product-card').first()).toBeVisible()
})

test('the mobile menu reaches the account, the wish list and the language choice @mobile @phone-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/en/')
  await page.getByTestId('mobile-menu-button').click()
  const personal = page.getByTestId('menu-personal')
  await expect(personal.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/login')
  await expect(personal.getByRole('link', { name: 'Favourites' })).toHaveAttribute('href', '/en/wish-list')
  const german = page.getByRole('dialog').getByRole('link', { name: 'Deutsch' })
  await expect(german).toHaveAttribute('href', '/de/')
  await german.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('language links stay on this origin; canonical and hreflang links stay absolute', async ({ page }) => {
  await openHydrated(page, '/en/pocket-knives')
  await expect(page.locator('header [data-language="de"]')).toHaveAttribute('href', '/de/taschenmesser')
  await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
    'href',
    /^http:\/\/[^/]+\/de\/taschenmesser$/,
  )
})

test('active filters show as chips outside the filter panel; a chip removes its filter, "clear all" all', async ({
  page,
}) => {
  await openHydrated(page, '/en/pocket-knives')
  await filtersHydrated(page)
  const brands = page.getByTestId('listing-filters').locator('input[name="brand"]')
  await brands.nth(0).check()
  await expect(page).toHaveURL(/brand=/)
  await expect(page.getByTestId('filter-chip')).toHaveCount(1)
  await page.getByTestId('listing-filters').locator('input[name="in_stock"]').check()
  await expect(page.getByTestId('filter-chip')).toHaveCount(2)
  const chip = page.getByTestId('filter-chip').first()
  await expect(chip).toHaveAttribute('aria-label', /^Remove filter: \S/)
  await chip.click()
  await expect(page.getByTestId('filter-chip')).toHaveCount(1)
  await expect(page).not.toHaveURL(/brand=/)
  await page.getByTestId('clear-filters').click()
  await expect(page.getByTestId('active-filters')).toHaveCount(0)
  await expect(page).not.toHaveURL(/in_stock/)
})

test('a long filter list shows its first values and the rest behind "show more"', async ({ page }) => {
  await openHydrated(page, '/en/pocket-knives')
  const more = page.getByTestId('listing-filters').getByTestId('filter-more').first()
  const hidden = more.locator('input[type="checkbox"]').first()
  await expect(hidden).toBeHidden()
  await more.locator('summary').click()
  await expect(hidden).toBeVisible()
  await expect(more.locator('summary')).toContainText('Show less')
})

test('on a phone a sticky add-to-cart bar appears once the buy box scrolls away @mobile @phone-only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHydrated(page, '/en/')
  const href = await page.getByTestId('featured-products').locator('h3 a').first().getAttribute('href')
  await openHydrated(page, href!)
  // The product trail starts at Home, like the category's.
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').first()).toHaveText(
    'Home',
  )
  await expect(page.getByTestId('sticky-buy-bar')).toHaveCount(0)
  await page.mouse.wheel(0, 2500)
  const bar = page.getByTestId('sticky-buy-bar')
  await expect(bar).toHaveAttribute('data-shown', 'true')
  await expect(bar.getByTestId('sticky-add-to-cart')).toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).not.toHaveAttribute('data-shown', 'true')
  // Hidden, it is out of reach of keyboard and screen reader.
  await expect(bar).toHaveAttribute('inert', '')
})

test('the instalment line is compact and opens the details', async ({ page }) => {
  await openHydrated(page, '/en/')
  const href = await page.getByTestId('featured-products').locator('h3 a').first().getAttribute('href')
  await openHydrated(page, href!)
  const block = page.getByTestId('instalments')
  await expect(page.getByTestId('instalments-line')).toHaveText(/^or 3 × € [\d.]+,(\d\d|-) at 0 % interest$/)
  await expect(block.locator('[data-instalment]').first()).toBeHidden()
  await page.getByTestId('instalments-line').click()
  await expect(block.locator('[data-instalment]')).toHaveCount(3)
  await expect(block.locator('[data-instalment]').first()).toBeVisible()
})
