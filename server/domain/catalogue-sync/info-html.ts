import sanitizeHtml from 'sanitize-html'
import type { Localized } from '#server/db/schema'

/**
 * A feature's or feature group's info text (the product page's info button shows it as HTML) comes from a
 * supplier's feed: only text markup survives, links only to https, mail or the shop's own paths, so a feed
 * can neither run script nor restyle or overlay the page. Applied when the row is written, so what is stored
 * is what is shown; the same feed gives the same text, which keeps an unchanged row unchanged.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'a', 'h3', 'h4'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}

export function cleanInfoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** Each language's info cleaned; null when none is given or nothing is left. */
export function cleanInfo(info: Localized | undefined): Localized | null {
  if (!info) return null
  const cleaned = { nl: cleanInfoHtml(info.nl), en: cleanInfoHtml(info.en), de: cleanInfoHtml(info.de) }
  return cleaned.nl || cleaned.en || cleaned.de ? cleaned : null
}
