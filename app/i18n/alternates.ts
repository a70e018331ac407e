import { useMatches, useRouteLoaderData } from 'react-router'
import { LOCALES, type Locale } from '#core/locales'
import { languageHref, localeBase, localePath, routeKeyFromId, type LocaleSites } from '#core/routes/locale'

/** Data-driven pages (products, categories) put their translated paths, without language prefix, in their loader data. */
export interface WithAlternates {
  alternates?: Partial<Record<Locale, string>>
}

/**
 * Absolute URL of the current page in every language: from the page's own data when it has translated
 * slugs, else from the route table; pages that are no page (404) link to each language's home page.
 */
export function useAlternates(): Record<Locale, string> {
  const matches = useMatches()
  const sites = useRouteLoaderData('root') as LocaleSites | undefined
  const leaf = matches.at(-1)
  const result = {} as Record<Locale, string>
  if (!sites) return result
  const fromData = (leaf?.data as WithAlternates | undefined)?.alternates
  const key = leaf ? routeKeyFromId(leaf.id) : undefined
  for (const locale of LOCALES) {
    const { origin, prefix } = localeBase(locale, sites)
    const own = fromData?.[locale]
    if (own) result[locale] = `${origin}${prefix}${own}`
    else if (!key || key === 'catchAll') result[locale] = `${origin}${localePath(prefix, locale, 'home')}`
    else result[locale] = `${origin}${localePath(prefix, locale, key, leaf?.params)}`
  }
  return result
}

/**
 * The language switch's links: the alternates, relative for the languages served from this language's origin
 * (no host map, or a host shared by several languages), absolute for a language on a host of its own.
 */
export function useLanguageLinks(): Record<Locale, string> {
  const alternates = useAlternates()
  const root = useRouteLoaderData('root') as (LocaleSites & { locale: Locale }) | undefined
  if (!root) return alternates
  const { origin } = localeBase(root.locale, root)
  const links = {} as Record<Locale, string>
  for (const locale of LOCALES)
    if (alternates[locale]) links[locale] = languageHref(alternates[locale], origin)
  return links
}
