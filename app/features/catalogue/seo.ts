import type { MetaDescriptor } from 'react-router'
import type { Breadcrumb, CategoryListing } from '#core/schemas/catalogue'
import { categoryTrail } from './breadcrumbs'
import { isDefaultView } from './listing-url'

export { categoryTrail }

/** Meta, canonical and structured data of the category view: pure, so the rules are tested without a page. */

const DESCRIPTION_MAX = 160

/**
 * Paths (without language prefix) for canonical and hreflang links. Only the plain category in its default
 * order and page size is a page of its own (with `?page=N` from page 2); filtered, sorted or resized views
 * point to the category itself.
 */
export function categoryAlternates(
  listing: Pick<CategoryListing, 'category' | 'query'>,
): Record<'nl' | 'en' | 'de', string> {
  const { alternates } = listing.category
  const { query } = listing
  const suffix = isDefaultView(query) && query.page > 1 ? `?page=${query.page}` : ''
  return { nl: alternates.nl + suffix, en: alternates.en + suffix, de: alternates.de + suffix }
}

export interface CategoryMetaInput {
  listing: Pick<CategoryListing, 'category' | 'query' | 'total'>
  company: string
  /** Absolute origin of this language's site, for the structured data. */
  origin: string
  home: Breadcrumb
  title: (name: string, page: number) => string
  fallbackDescription: (name: string, count: number) => string
}

export function categoryMeta({
  listing,
  company,
  origin,
  home,
  title,
  fallbackDescription,
}: CategoryMetaInput): MetaDescriptor[] {
  const { category, query, total } = listing
  const description = shorten(category.description) || fallbackDescription(category.name, total)
  const trail = categoryTrail(category, home)
  return [
    { title: `${title(category.name, query.page)} - ${company}` },
    { name: 'description', content: description },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: new URL(crumb.link, origin).href,
        })),
      },
    },
  ]
}

/** Plain text of at most 160 characters, cut at a word with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}
