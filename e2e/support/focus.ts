import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Keyboard checks for the journeys of issue 33 (WCAG 2.4.3, 2.4.7, 2.4.11). The shop draws its focus
 * indicators per control with `focus-visible:outline-*` utilities (app/app.css adds none of its own), and
 * where a control has none Chromium's own `:focus-visible` ring (`outline: auto`) shows: both are a computed
 * outline. Rings drawn with `ring-*` utilities are a box-shadow.
 */

/** What the page reports about the element that has focus. */
interface FocusReport {
  /** Empty when all is well; otherwise why focus is not visible. */
  problems: string[]
  /** A short description of the focused element, for messages. */
  where: string
}

/**
 * Asserts that something other than the body has focus, that it is visible, that it (or, for a visually
 * hidden input, the label or card drawing its ring) has a focus indicator, and that no fixed or sticky element
 * covers it once scrolled into view as the browser scrolls a focused element (block and inline "nearest").
 * Retries briefly: a panel that is still sliding in or a heading that is about to be focused settles first.
 */
export async function expectFocusVisible(page: Page, context = ''): Promise<void> {
  let last: FocusReport = { problems: [], where: '' }
  await expect(async () => {
    last = await page.evaluate(inspectFocus)
    expect(last.problems, `${context ? `${context}: ` : ''}focus on ${last.where}`).toEqual([])
  }).toPass({ timeout: 3_000, intervals: [50, 100, 250] })
}

/** A description of the element that has focus ("body" when nothing has). */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    const text = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)
    const testId = active.getAttribute('data-testid')
    return `<${active.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}>${text}`
  })
}

/** Whether one of the elements the locator finds has focus (without waiting for it to exist). */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => (elements as Element[]).includes(document.activeElement as Element))
}

/**
 * Presses Tab (or Shift+Tab with `backwards`) until `target` has focus, checking focus after every press: it
 * never lands on the body and is always visible. Returns the number of presses (0 when it had focus already);
 * fails after `max` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  const key = backwards ? 'Shift+Tab' : 'Tab'
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target)) return presses
    if (presses === max) break
    await page.keyboard.press(key)
    const where = await describeFocus(page)
    expect(where, `focus after ${presses + 1} × ${key} on the way to ${target}`).not.toBe('body')
    await expectFocusVisible(page, `${presses + 1} × ${key} on the way to ${target}`)
  }
  throw new Error(
    `${target} did not get focus within ${max} × ${key}; focus is on ${await describeFocus(page)}`,
  )
}

/**
 * Tabs to `target` in whichever direction it lies from the element that has focus now (document order), for
 * steps after which focus may have been placed before or after it.
 */
export async function tabToward(page: Page, target: Locator, max = 40): Promise<number> {
  const backwards = await target.first().evaluate((element) => {
    const active = document.activeElement
    if (!active || active === document.body || active === element) return false
    return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  return tabTo(page, target, { max, backwards })
}

/** Runs in the page: the checks of expectFocusVisible, as a list of problems. */
function inspectFocus(): FocusReport {
  const problems: string[] = []
  const active = document.activeElement as HTMLElement | null
  if (!active || active === document.body || active === document.documentElement) {
    return { problems: ['nothing has focus (the body)'], where: 'body' }
  }
  const label = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)
  const testId = active.getAttribute('data-testid')
  const where = `<${active.tagName.toLowerCase()}${testId ? ` data-testid="${testId}"` : ''}>${label}`
  // A cross-origin frame (a video player) draws its own focus; the page cannot see inside it.
  if (active.tagName === 'IFRAME') return { problems, where }

  const visible = (element: Element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none'
  }
  if (!visible(active)) problems.push('not visible (empty box, display none or visibility hidden)')
  if (active.closest('[inert]')) problems.push('inside an inert subtree')

  /** The alpha of a computed colour: rgb(a) with commas, or any colour function with "/ alpha". */
  const alpha = (colour: string) => {
    const inner = /\(([^)]*)\)/.exec(colour)?.[1]
    if (!inner) return colour === 'transparent' ? 0 : 1
    const slash = inner.split('/')[1]
    if (slash) return slash.trim().endsWith('%') ? parseFloat(slash) / 100 : parseFloat(slash)
    const parts = inner.split(',')
    return parts.length === 4 ? parseFloat(parts[3]!) : 1
  }
  // A ring is a shadow layer that is not transparent and spreads at least 1 px (Tailwind's `ring-*`); the
  // transparent zero layers Tailwind composes every shadow from, and soft drop shadows, are no ring.
  const shadowRing = (shadow: string) =>
    shadow !== 'none' &&
    shadow.split(/,(?![^(]*\))/).some((layer) => {
      const colour = /[a-z]+\([^)]*\)/.exec(layer)?.[0] ?? 'rgb(0 0 0)'
      const lengths = layer.replace(colour, '').match(/-?[\d.]+px/g) ?? []
      return alpha(colour) > 0 && lengths.length >= 4 && parseFloat(lengths[3]!) >= 1
    })
  const hasOutline = (element: Element) => {
    const style = getComputedStyle(element)
    return (
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alpha(style.outlineColor) > 0
    )
  }
  const hasRing = (element: Element) => hasOutline(element) || shadowRing(getComputedStyle(element).boxShadow)
  // A visually hidden control (an sr-only radio of a choice card) shows its focus on its label or card; a
  // field inside a styled box (the search form) may show it on the box with `focus-within:ring-*`.
  const box = active.getBoundingClientRect()
  const hidden = box.width <= 2 || box.height <= 2 || getComputedStyle(active).clipPath !== 'none'
  const candidates: Element[] = [active]
  if (hidden && 'labels' in active) candidates.push(...((active as HTMLInputElement).labels ?? []))
  for (
    let parent = active.parentElement, depth = 0;
    parent && depth < 3;
    parent = parent.parentElement, depth++
  )
    if (hidden || shadowRing(getComputedStyle(parent).boxShadow)) candidates.push(parent)
  const indicator = candidates.find((element) => visible(element) && hasRing(element))
  if (!indicator) problems.push('no focus indicator (outline none or transparent, no box-shadow ring)')

  // Not hidden behind a fixed or sticky bar: the browser scrolls focus into view as "nearest" does.
  const shown = indicator ?? active
  shown.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  const rect = shown.getBoundingClientRect()
  const x = rect.left + rect.width / 2
  const y = rect.top + rect.height / 2
  const hit = document.elementFromPoint(x, y)
  const labelOf = (element: Element | null) =>
    element?.closest('label') && (element.closest('label') as HTMLLabelElement).control === active
  if (!hit) {
    problems.push(`its centre (${Math.round(x)}, ${Math.round(y)}) is outside the viewport`)
  } else if (!(shown.contains(hit) || labelOf(hit) || (hit.contains(active) && !hit.matches('html, body')))) {
    const cover = hit.getAttribute('data-testid') ?? hit.tagName.toLowerCase()
    problems.push(`covered at its centre by ${cover}`)
  }
  return { problems, where }
}
