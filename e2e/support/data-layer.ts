import type { Page } from '@playwright/test'

/** The page's data layer, with gtag's `arguments` objects made plain arrays to compare. */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  )

/**
 * Waits until the data layer has started: its code loads after hydration, when a container is configured,
 * and pushes the events held until then at once (app/lib/analytics.ts).
 */
export const dataLayerStarted = (page: Page) =>
  page.waitForFunction(() =>
    (window.dataLayer ?? []).some((entry) => (entry as { event?: string }).event === 'gtm.js'),
  )
