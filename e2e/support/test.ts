import { expect, test as base, type BrowserContext, type ConsoleMessage } from '@playwright/test'
import { shopOrigin } from './shops'

/**
 * The `test` every spec uses: Playwright's, with a guard that fails a test whose pages logged a hydration
 * error (issue 32). React reports a mismatch between the server's HTML and the first client render (#418,
 * #425), or an error during hydration that made it render the root afresh (#423), as a recoverable error: the
 * page goes on working, so no assertion of a spec would notice it. Production builds log the minified form
 * ("Minified React error #418"), development builds the text; both are caught, on every page of the test's
 * context.
 */
const HYDRATION_ERROR = /hydrat|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b/i

export function isHydrationError(text: string): boolean {
  return HYDRATION_ERROR.test(text)
}

/** Collects the hydration errors the context's pages log, from the console and from uncaught errors. */
export function watchHydrationErrors(context: BrowserContext): string[] {
  const found: string[] = []
  const note = (where: string, text: string) => {
    if (isHydrationError(text)) found.push(`${where}: ${text.split('\n')[0]}`)
  }
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(message.page()?.url() ?? 'page', message.text())
  })
  context.on('weberror', (error) => note(error.page()?.url() ?? 'page', String(error.error())))
  return found
}

export const test = base.extend({
  // The worker's own shop (e2e/support/shops.ts); contexts made with `browser.newContext()` get it too.
  // Playwright reads a fixture's dependencies from its first parameter, which has to be a pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(shopOrigin(testInfo.parallelIndex)),
  context: async ({ context }, use) => {
    const found = watchHydrationErrors(context)
    await use(context)
    expect(found, 'hydration errors logged by the pages of this test').toEqual([])
  },
})

// Everything else as Playwright has it (`expect`, the types); the `test` above takes the place of its own.
export * from '@playwright/test'
