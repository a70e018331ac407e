import { expect, test, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'
import { tabTo } from './support/focus'
import { hydrated, openHydrated } from './support/hydration'

/**
 * The shell by keyboard alone (issue 33, docs/decisions/0100–0102): the cookie notice, the mega menu, the phone
 * menu and the selling points' pause button; and reflow at 320 px (WCAG 1.4.10).
 */

/** Whether focus is on the page's body (lost), as opposed to an element. */
const focusOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body)

test.describe('cookie notice by keyboard', () => {
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the first Tab reaches the notice, it never covers focus, and accepting moves focus to the skip link and says so', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const notice = page.getByTestId('cookie-notice')
    await expect(notice).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(notice.getByRole('link', { name: 'Privacy- en cookieverklaring' })).toBeFocused()

    // Tabbing on through the page with the bar showing: whatever has focus stays clear of it (WCAG 2.4.11).
    await page.keyboard.press('Shift+Tab')
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab')
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement
        const bar = document.querySelector('[data-testid="cookie-notice"]')!
        if (bar.contains(focused)) return false
        const box = focused.getBoundingClientRect()
        return box.height > 0 && box.bottom > bar.getBoundingClientRect().top + 1
      })
      expect(covered, `Tab ${i + 1}`).toBe(false)
    }

    await tabTo(page, notice.getByRole('button', { name: 'Alles accepteren' }), { max: 60, backwards: true })
    await page.keyboard.press('Enter')
    await expect(notice).toBeHidden()
    const skip = page.getByRole('link', { name: 'Naar de inhoud' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    expect(await focusOnBody(page)).toBe(false)
    await expect(page.locator('[data-announcer="polite"]')).toHaveText(
      'Cookiekeuze opgeslagen: alle cookies.',
    )
    // The page's own Tab order goes on from there.
    await page.keyboard.press('Tab')
    await expect(page.locator('header').locator(':focus')).toHaveCount(1)
  })
})

test.describe('desktop mega menu by keyboard', () => {
  test('Enter opens it, Tab and arrows reach the sub-items, Escape returns to its button, focus leaving closes it', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const toggle = page.getByRole('button', { name: 'Assortiment' })
    await tabTo(page, toggle)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const dropdown = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    const items = dropdown.locator('[data-menu-item]')
    // The dropdown's content is a chunk of its own: wait for it before moving on.
    await expect(items.first()).toBeVisible()
    const [first, second] = [items.nth(0), items.nth(1)]
    const secondLabel = (await second.textContent())!.trim()

    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    // Tab goes from the shown item into its sub-items, in the panel it controls.
    await page.keyboard.press('Tab')
    const firstPanel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`)
    const firstSub = firstPanel.getByTestId('menu-sub-items').getByRole('link').first()
    await expect(firstSub).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(firstPanel.getByTestId('menu-sub-items').getByRole('link').nth(1)).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(first).toBeFocused()

    // Moving focus to another item does not change what is shown; Enter does.
    await page.keyboard.press('ArrowDown')
    await expect(second).toBeFocused()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(firstSub).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Tab')
    const secondPanel = page.locator(`[id="${await second.getAttribute('aria-controls')}"]`)
    await expect(secondPanel.getByRole('link').first()).toBeFocused()
    await expect(secondPanel).toContainText(secondLabel)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(dropdown).toBeHidden()

    // Focus leaving the menu closes it, backwards and forwards.
    await page.keyboard.press('Enter')
    await expect(items.first()).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Tab')
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(items.first()).toBeVisible()
    await tabTo(page, items.last())
    // The last item's sub-items, then out of the menu.
    for (let i = 0; i < 30 && (await toggle.getAttribute('aria-expanded')) === 'true'; i++)
      await page.keyboard.press('Tab')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(await focusOnBody(page)).toBe(false)
  })
})

test.describe('phone menu by keyboard', () => {
  test('opens from its button, reaches a main item and a sub-item, keeps Tab inside, Escape returns to the button @mobile @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openHydrated(page, '/en/')
    const button = page.getByTestId('mobile-menu-button')
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    // Named "Menu" on its first level, after the main item on the second.
    const dialog = page.getByRole('dialog')
    await expect(dialog).toHaveAccessibleName('Menu')
    await expect(dialog.locator(':focus')).toHaveCount(1)

    const category = page.getByTestId('menu-level-1').getByRole('button').first()
    await tabTo(page, category)
    const label = (await category.textContent())!.trim()
    await page.keyboard.press('Enter')
    const level2 = page.getByTestId('menu-level-2')
    await expect(level2.getByRole('link').first()).toBeFocused()
    await expect(dialog).toHaveAccessibleName(label)
    await page.keyboard.press('Tab')
    await expect(level2.getByRole('link').nth(1)).toBeFocused()
    await expectNoAxeViolations(page)

    // Back returns focus to the main item it came from.
    await tabTo(page, dialog.getByRole('button', { name: 'Back' }), { backwards: true })
    await page.keyboard.press('Enter')
    await expect(category).toBeFocused()

    // Tab goes round inside the open menu, never to the page behind it.
    for (let i = 0; i < 45; i++) {
      await page.keyboard.press('Tab')
      await expect(dialog.locator(':focus'), `Tab ${i + 1}`).toHaveCount(1)
    }
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })
})

test.describe('selling points', () => {
  test('are in the HTML before any script runs', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    })
    const page = await context.newPage()
    await page.goto('/en/')
    await expect(page.getByTestId('selling-points').locator('li:visible')).toHaveCount(4)
    await context.close()
  })

  test('stop rotating while focus is on them and stay paused with the pause button', async ({ page }) => {
    await page.clock.install()
    await openHydrated(page, '/en/')
    const points = page.getByTestId('selling-points').locator('li')
    const order = () => points.allTextContents()
    // Rotating: within a few turns of 10 seconds the order changes.
    const start = await order()
    await expect(async () => {
      await page.clock.runFor(10_000)
      expect(await order()).not.toEqual(start)
    }).toPass()

    const pause = page.getByRole('button', { name: 'Pause the changing selling points' })
    await tabTo(page, pause)
    const held = await order()
    await page.clock.runFor(30_000)
    expect(await order()).toEqual(held)
    await expect(pause).toHaveAttribute('aria-pressed', 'false')
    await page.keyboard.press('Enter')
    await expect(pause).toHaveAttribute('aria-pressed', 'true')
    await expect(pause).toBeFocused()
    // Focus moves on: still paused.
    await page.keyboard.press('Tab')
    await page.clock.runFor(60_000)
    expect(await order()).toEqual(held)
  })
})

test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('no page type scrolls sideways: home, category, product, cart, search', async ({ page }) => {
    const fits = async (path: string) => {
      await hydrated(page)
      // Lazily loaded strips and images below the fold too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        clientWidth: document.scrollingElement!.clientWidth,
      }))
      expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth)
    }
    for (const path of ['/', '/de/', '/zakmessen', '/multitools', '/search?q=mes', '/en/kitchen-knives']) {
      await page.goto(path)
      await fits(path)
    }
    // A product on sale, then the cart with it.
    await page.goto('/zakmessen')
    await hydrated(page)
    const onSale = page.getByTestId('product-card').filter({ has: page.locator('[data-sale-label]') })
    await onSale.first().getByRole('heading').getByRole('link').click()
    await expect(page.locator('h1')).toBeVisible()
    await fits(page.url())
    await page.locator('[data-cart-status="ready"]').first().waitFor({ state: 'attached' })
    await page
      .getByRole('button', { name: /In winkelwagen/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.goto('/shopping-cart')
    await expect(page.getByTestId('cart-line').first()).toBeVisible()
    await fits('/shopping-cart')
  })
})
