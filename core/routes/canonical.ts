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
 * The first segments of the table's paths in every language (lower case, as matching ignores case), or null
 * when a path starts with a parameter. Product and category paths, most of what is asked, start with none of
 * them: they are no table page in any language, found without trying every pattern of every language.
 */
const FIRST_SEGMENTS: ReadonlySet<string> | null = (() => {
  const segments = new Set<string>()
  for (const key of KEYS) {
    for (const locale of LOCALES) {
      const first = ROUTE_TABLE[key].paths[locale].split('/')[0]!
      if (first.startsWith(':') || first.includes('*')) return null
      segments.add(first.toLowerCase())
    }
  }
  return segments
})()

function mayBeTablePage(rest: string): boolean {
  if (!FIRST_SEGMENTS || rest === '/') return true
  return FIRST_SEGMENTS.has((rest.split('/')[1] ?? '').toLowerCase())
}

/**
 * Where a page path belongs for the resolved locale. A path written in another language's words
 * (`/warenkorb` on the Dutch shop, `/en/winkelwagen`) gets the page's path in this locale, so that
 * every page has one address per language; `null` means the path is already canonical or is no page.
 */
export function canonicalPath(pathname: string, resolved: ResolvedLocale): string | null {
  const rest = pathname.slice(resolved.prefix.length) || '/'
  if (!mayBeTablePage(rest)) return null
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
