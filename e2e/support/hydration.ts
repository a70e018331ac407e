import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Server-rendered controls are visible before React hydrates them; a click in that window does nothing.
 * The root route sets `data-hydrated` on <html> once hydrated.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Opens a page and waits until it answers clicks. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await hydrated(page)
}

/**
 * Clicks a control whose code loads after hydration until what it opens shows. It clicks again only while
 * nothing is open: on a slow machine the first click can open the panel after a try has given up, and a
 * second click would then hit the panel's backdrop (or close it again).
 */
export async function clickUntilOpen(trigger: Locator, opened: Locator, timeout = 15_000): Promise<void> {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click({ timeout: 2_000 })
    await expect(opened).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout })
}

/**
 * A category page's filter form: its code loads after the page hydrates (lazyBelowFold), and a tick before
 * that only ticks. The form says when it answers.
 */
export async function filtersHydrated(page: Page): Promise<void> {
  await page.locator('[data-testid="listing-filters"][data-hydrated]').first().waitFor({ state: 'attached' })
}
