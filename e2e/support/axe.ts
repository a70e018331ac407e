import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.2 level A and AA, as EN 301 549 and the European Accessibility Act ask (issue 33). */
export const WCAG_22_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export interface AxeScope {
  /** Only this part of the page (a dialog), as a CSS selector. */
  include?: string
}

/**
 * axe's findings on the page as it is, with the WCAG 2.2 AA rules: one line per rule and element,
 * `rule-id selector`, in the order axe reports them. Every impact counts (minor ones too).
 */
export async function axeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS)
  if (scope.include) builder = builder.include(scope.include)
  const results = await builder.analyze()
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} ${node.target.map(String).join(' ')}`),
  )
}

/** axe with the WCAG 2.2 AA tags on the page as it is: no violation of any impact. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeFindings(page, scope)).toEqual([])
}
