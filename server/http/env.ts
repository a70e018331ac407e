import type { Locale } from '#core/locales'
import type { RequestSession } from '#server/domain/sessions/request-session'
import type { Limit, Limits } from '#server/domain/limits/limits'
import type { StaffMember } from '#server/domain/staff/staff'
import type { Logger } from '../logger'

/** What the middleware puts on every request's context (`c.get(...)`). */
export interface AppVariables {
  requestId: string
  /** Carries the request id on every line. */
  logger: Logger
  locale: Locale
  /** '' or '/en', '/de': the path prefix of the locale on this host. */
  localePrefix: string
  session: RequestSession
  /** The client's address as rate limits count it (server/http/client-address.ts). */
  clientAddress: string
  limits: Limits
  /** Counts this call against the limits; throws RateLimitedError (429) when one is exceeded. */
  enforceLimits(checks: ReadonlyArray<readonly [Limit, string]>): Promise<void>
  /** This request's Content-Security-Policy nonce: inline scripts and styles of the page carry it. */
  cspNonce: string
  /**
   * The origin to send this shopper back to from outside (the payment provider's return), or null for the
   * configured one: set only without PUBLIC_URL, on a host the shop answers to (middleware/return-origin.ts).
   */
  returnOrigin: string | null
  /** The logged-in member of staff, on back-office routes past their guard (server/http/back-office). */
  staff?: StaffMember
}

export interface AppEnv {
  Variables: AppVariables
}

export const FRONT_API_PREFIX = '/front-api'

export function isFrontApiPath(path: string): boolean {
  return path === FRONT_API_PREFIX || path.startsWith(`${FRONT_API_PREFIX}/`)
}
