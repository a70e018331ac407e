import { STORAGE_KEYS } from '#core/constants'

/**
 * Last-viewed products (spec §1, §4 "Start", §9 storage key `visited-pages`): the product pages a shopper
 * opened, most recent first, each once, kept in local storage on this device only. The product page calls
 * `rememberVisitedProduct`; the home page shows them and "go to last page visited" uses the newest.
 */
export interface VisitedPage {
  id: number
  link: string
}

export const VISITED_PAGES_MAXIMUM = 20

export function visitedPages(): VisitedPage[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.visitedPages)
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return Array.isArray(parsed) ? parsed.filter(isVisitedPage).slice(0, VISITED_PAGES_MAXIMUM) : []
  } catch {
    return [] // storage disabled or an entry from an older format: start afresh
  }
}

/** Puts a product page in front of the list (moving it there when it was already in it). */
export function rememberVisitedProduct(id: number, link: string): void {
  if (!Number.isSafeInteger(id) || id <= 0 || !isLocalPath(link)) return
  const pages = [{ id, link }, ...visitedPages().filter((page) => page.id !== id)].slice(
    0,
    VISITED_PAGES_MAXIMUM,
  )
  try {
    localStorage.setItem(STORAGE_KEYS.visitedPages, JSON.stringify(pages))
  } catch {
    // Private mode or a full quota: the shop works without the list.
  }
}

/** The link of the most recently visited product page, if any. */
export function lastVisitedLink(): string | null {
  return visitedPages()[0]?.link ?? null
}

/** Ids of the visited products, most recent first, leaving out one (the page being viewed). */
export function visitedProductIds(except?: number): number[] {
  return visitedPages()
    .map((page) => page.id)
    .filter((id) => id !== except)
}

function isVisitedPage(value: unknown): value is VisitedPage {
  if (typeof value !== 'object' || value === null) return false
  const { id, link } = value as Record<string, unknown>
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    id > 0 &&
    typeof link === 'string' &&
    isLocalPath(link)
  )
}

/** Only paths on this shop: a stored link must never send the shopper to another site. */
function isLocalPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\')
}
