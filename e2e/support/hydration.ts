import type { Page } from '@playwright/test'

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
