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
