import type { ConsentChoice } from '#app/lib/analytics'

/** A first-party cookie, so that the choice holds across the shop's hosts' pages and survives a storage clear. */
export const COOKIE_PREFERENCES_NAME = 'cookie_preferences'
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function readCookiePreferences(cookie: string): ConsentChoice | null {
  const raw = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_PREFERENCES_NAME}=`))
  if (!raw) return null
  try {
    const value = JSON.parse(decodeURIComponent(raw.slice(COOKIE_PREFERENCES_NAME.length + 1))) as unknown
    if (typeof value !== 'object' || value === null) return null
    const { analytics, marketing } = value as Record<string, unknown>
    if (typeof analytics !== 'boolean' || typeof marketing !== 'boolean') return null
    return { analytics, marketing }
  } catch {
    return null
  }
}

export function cookiePreferencesHeader(choice: ConsentChoice, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({ analytics: choice.analytics, marketing: choice.marketing }),
  )
  return `${COOKIE_PREFERENCES_NAME}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Cookies the tag manager's analytics and advertising tags set (Google Analytics, Ads). */
const ANALYTICS_COOKIES = [/^_ga($|_)/, /^_gid$/, /^_gat/]
const MARKETING_COOKIES = [/^_gcl_/, /^_fbp$/]

/**
 * Names of the cookies a choice refuses among those present, so that a withdrawn consent leaves nothing
 * behind (the tags themselves stop writing once consent mode says "denied").
 */
export function refusedCookieNames(cookie: string, choice: ConsentChoice): string[] {
  const refused = [
    ...(choice.analytics ? [] : ANALYTICS_COOKIES),
    ...(choice.marketing ? [] : MARKETING_COOKIES),
  ]
  return cookie
    .split(';')
    .map((part) => part.trim().split('=', 1)[0]!)
    .filter((name) => name !== '' && refused.some((pattern) => pattern.test(name)))
}

/** Expires the refused cookies on this host and on each parent domain (where the tags set them). */
export function expireRefusedCookies(choice: ConsentChoice): void {
  const labels = location.hostname.split('.')
  const domains = [null, ...labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))]
  for (const name of refusedCookieNames(document.cookie, choice)) {
    for (const domain of domains) {
      document.cookie = `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; Domain=${domain}` : ''}`
    }
  }
}
