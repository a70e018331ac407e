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
