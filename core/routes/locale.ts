import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '#core/locales'
import { ROUTE_TABLE, type RouteKey } from './route-table'

/** Host → locale, from `LOCALE_HOSTS=shop.nl=nl,shop.de=de`. */
export type HostMap = Readonly<Record<string, Locale>>

export interface ResolvedLocale {
  locale: Locale
  /** Path prefix of this locale on this host: '' (Dutch, or a host mapped to a language) or '/en', '/de'. */
  prefix: string
}

/** Locale resolution (architecture "Locale and routes"): host map, else `/en` or `/de` prefix, else Dutch. */
export function resolveLocale(
  host: string | null | undefined,
  pathname: string,
  hostMap: HostMap,
): ResolvedLocale {
  const mapped = mappedLocale(hostMap, host)
  if (mapped) return { locale: mapped, prefix: '' }
  const first = pathname.split('/')[1] ?? ''
  if (first !== DEFAULT_LOCALE && isLocale(first)) return { locale: first, prefix: `/${first}` }
  return { locale: DEFAULT_LOCALE, prefix: '' }
}

/** The host without port, as the host map writes it. */
export function hostWithoutPort(host: string | null | undefined): string {
  const lower = (host ?? '').toLowerCase()
  const colon = lower.lastIndexOf(':')
  // Only a trailing `:digits` is a port (an IPv6 literal `[::1]` ends in `]`).
  return colon !== -1 && /^\d+$/.test(lower.slice(colon + 1)) ? lower.slice(0, colon) : lower
}

/**
 * The language a host is mapped to. An own-property lookup: `Host: constructor` or `__proto__` must not
 * find Object.prototype's members (that answered 500 on every request).
 */
export function mappedLocale(hostMap: HostMap, host: string | null | undefined): Locale | undefined {
  const name = hostWithoutPort(host)
  return Object.hasOwn(hostMap, name) ? hostMap[name] : undefined
}

export function parseHostMap(value: string | undefined): HostMap {
  const map: Record<string, Locale> = {}
  for (const pair of (value ?? '').split(',')) {
    const [host, locale] = pair.split('=').map((part) => part.trim().toLowerCase())
    if (!host) continue
    if (!isLocale(locale))
      throw new Error(`"${pair.trim()}" is not host=locale with locale one of ${LOCALES.join(', ')}`)
    map[host] = locale
  }
  return map
}

/** The host serving a locale, when the host map has one. */
export function hostForLocale(hostMap: HostMap, locale: Locale): string | undefined {
  return Object.keys(hostMap).find((host) => Object.hasOwn(hostMap, host) && hostMap[host] === locale)
}

export type RouteParams = Record<string, string | undefined>

/**
 * Path of a page in a locale, with the locale's prefix, e.g. `localePath('/de', 'de', 'cart')` → `/de/warenkorb`.
 * Optional params that are missing are dropped with their segment.
 */
export function localePath(prefix: string, locale: Locale, key: RouteKey, params: RouteParams = {}): string {
  const pattern: string = ROUTE_TABLE[key].paths[locale]
  const segments: string[] = []
  for (const segment of pattern.split('/')) {
    if (segment === '' || segment === '*') continue
    if (!segment.startsWith(':')) {
      segments.push(segment)
      continue
    }
    const optional = segment.endsWith('?')
    const name = segment.slice(1, optional ? -1 : undefined)
    const value = params[name]
    if (value === undefined || value === '') {
      if (optional) continue
      throw new Error(`Missing route parameter "${name}" for ${key}`)
    }
    segments.push(encodeURIComponent(value))
  }
  const path = segments.join('/')
  if (!path) return prefix === '' ? '/' : `${prefix}/`
  return `${prefix}/${path}`
}

/** Route ids look like `cart:1`; the part before the colon is the route key. */
export function routeKeyFromId(id: string): RouteKey | undefined {
  const key = id.split(':')[0] ?? ''
  return key in ROUTE_TABLE ? (key as RouteKey) : undefined
}

export interface LocaleSites {
  hostMap: HostMap
  publicUrl: string
}

/** Absolute origin and path prefix of a locale: its own host when the host map has one, else a prefix. */
export function localeBase(
  locale: Locale,
  { hostMap, publicUrl }: LocaleSites,
): { origin: string; prefix: string } {
  const url = new URL(publicUrl)
  const host = hostForLocale(hostMap, locale)
  if (host) return { origin: `${url.protocol}//${host}`, prefix: '' }
  return { origin: url.origin, prefix: locale === 'nl' ? '' : `/${locale}` }
}

/**
 * The link to a page in another language, from its absolute URL: relative (path, query, fragment) when that
 * language is served from the same origin as the current one, so that the shopper stays on the origin they
 * use, with its cookies (cart, cookie choice); absolute when the language has a host of its own. Canonical
 * and hreflang links stay absolute.
 */
export function languageHref(absolute: string, currentOrigin: string): string {
  const url = new URL(absolute)
  return url.origin === currentOrigin ? `${url.pathname}${url.search}${url.hash}` : absolute
}
