import { LOCALES } from '#core/locales'
import { localePath, type ResolvedLocale } from './locale'
import { ROUTE_TABLE, type RouteKey } from './route-table'

const KEYS = (Object.keys(ROUTE_TABLE) as RouteKey[]).filter((key) => key !== 'catchAll')

type Params = Record<string, string | undefined>

/**
 * One matcher per route path, made once: this runs on every page request, and most paths are catalogue
 * paths that match none. It matches as React Router does for the table's paths (static segments in any
 * case, `:name` and optional `:name?` parameters of one segment, a trailing slash allowed), and answers the
 * parameters decoded, as `localePath` encodes them again.
 */
const matchers = new Map<string, (pathname: string) => Params | null>()
function matcherFor(path: string): (pathname: string) => Params | null {
  let matcher = matchers.get(path)
  if (!matcher) {
    matcher = compileMatcher(path)
    matchers.set(path, matcher)
  }
  return matcher
}

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string; optional: boolean }

function compileMatcher(path: string): (pathname: string) => Params | null {
  const segments: Segment[] = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? { kind: 'param', name: segment.slice(1).replace(/\?$/, ''), optional: segment.endsWith('?') }
        : { kind: 'static', text: segment.toLowerCase() },
    )
  return (pathname) => {
    const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
    if (!trimmed.startsWith('/')) return null
    const parts = trimmed === '/' ? [] : trimmed.slice(1).split('/')
    const params: Params = {}
    let at = 0
    for (const segment of segments) {
      const part = parts[at]
      if (segment.kind === 'static') {
        if (part?.toLowerCase() !== segment.text) return null
        at++
      } else if (part) {
        const value = decodeSegment(part)
        if (value === null) return null
        params[segment.name] = value
        at++
      } else if (!segment.optional) {
        return null
      }
    }
    return at === parts.length ? params : null
  }
}

/** A parameter's text; null for a malformed escape, which is no page of the table. */
function decodeSegment(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
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
