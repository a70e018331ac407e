import { matchPath } from 'react-router'
import { LOCALES } from '#core/locales'
import { localePath, type ResolvedLocale } from './locale'
import { ROUTE_TABLE, type RouteKey } from './route-table'

const KEYS = (Object.keys(ROUTE_TABLE) as RouteKey[]).filter((key) => key !== 'catchAll')

/**
 * Where a page path belongs for the resolved locale. A path written in another language's words
 * (`/warenkorb` on the Dutch shop, `/en/winkelwagen`) gets the page's path in this locale, so that
 * every page has one address per language; `null` means the path is already canonical or is no page.
 */
export function canonicalPath(pathname: string, resolved: ResolvedLocale): string | null {
  const rest = pathname.slice(resolved.prefix.length) || '/'
  for (const key of KEYS) {
    const own = matchPath({ path: `/${ROUTE_TABLE[key].paths[resolved.locale]}`, end: true }, rest)
    if (own) return null
  }
  for (const key of KEYS) {
    for (const locale of LOCALES) {
      if (locale === resolved.locale) continue
      const match = matchPath({ path: `/${ROUTE_TABLE[key].paths[locale]}`, end: true }, rest)
      if (match) return localePath(resolved.prefix, resolved.locale, key, match.params)
    }
  }
  return null
}
