import type { ConsoleMessage, Page } from '@playwright/test'

/**
 * Every CSP violation the pages of the test report, from their own `securitypolicyviolation` events (in
 * every frame, from before the first script) and from the console, where Chromium explains a refusal.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation?: (text: string) => void }).reportCspViolation
      void report?.(`${location.origin}: ${event.effectiveDirective} refused ${event.blockedURI}`)
    })
  })
  page.on('console', (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  return violations
}
