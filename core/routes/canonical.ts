import { matchPath } from 'react-router'
import { LOCALES } from '#core/locales'
import { localePath, type ResolvedLocale } from './locale'
import { ROUTE_TABLE, type RouteKey } from './route-table'

const KEYS = (Object.keys(ROUTE_TABLE) as RouteKey[]).filter((key) => key !== 'catchAll')

type Params = Record<string, string | undefined>

/**
 * One matcher per route path, made once: this runs on every page request, and most paths are catalogue
 * paths that match none. Static paths compare as matchPath would (case-insensitive, a trailing slash
 * allowed) without building a regular expression per call.
 */
const matchers = new Map<string, (pathname: string) => Params | null>()
function matcherFor(path: string): (pathname: string) => Params | null {
  let matcher = matchers.get(path)
  if (!matcher) {
    const pattern = `/${path}`
    if (pattern.includes(':') || pattern.includes('*')) {
      matcher = (pathname) => matchPath({ path: pattern, end: true }, pathname)?.params ?? null
    } else {
      const wanted = pattern.toLowerCase()
      matcher = (pathname) => {
        const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
        return trimmed.toLowerCase() === wanted ? {} : null
      }
    }
    matchers.set(path, matcher)
  }
  return matcher
}

/**
 * Where a page path belongs for the resolved locale. A path written in another language's words
 * (`/warenkorb` on the Dutch shop, `/en/winkelwagen`) gets the page's path in this locale, so that
 * every page has one address per language; `null` means the path is already canonical or is no page.
 */
export function canonicalPath(pathname: string, resolved: ResolvedLocale): string | null {
  const rest = pathname.slice(resolved.prefix.length) || '/'
  for (const key of KEYS) {
    if (matcherFor(ROUTE_TABLE[key].paths[resolved.locale])(rest)) return null
  }
  for (const key of KEYS) {
    for (const locale of LOCALES) {
      if (locale === resolved.locale) continue
      const params = matcherFor(ROUTE_TABLE[key].paths[locale])(rest)
      if (params) return localePath(resolved.prefix, resolved.locale, key, params)
    }
  }
  return null
}
