/**
 * Collapsible sections of the product page (spec §2): a section is open by default, or when the URL hash
 * names its slug; then it is scrolled into view.
 */

/** The slug a URL hash names: `#reviews` → `reviews`, decoded and lower-cased; '' for no hash. */
export function slugFromHash(hash: string | null | undefined): string {
  const raw = (hash ?? '').replace(/^#/, '')
  let decoded = raw
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    // A malformed escape: compare the hash as it is.
  }
  return decoded.trim().toLowerCase()
}

export function hashMatchesSection(hash: string | null | undefined, slug: string): boolean {
  const target = slugFromHash(hash)
  return target !== '' && target === slug.toLowerCase()
}

/** Whether a section starts open: open by default, or named by the hash. */
export function sectionInitiallyOpen(
  slug: string,
  defaultOpen: boolean,
  hash: string | null | undefined,
): boolean {
  return defaultOpen || hashMatchesSection(hash, slug)
}
