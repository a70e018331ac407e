import type { MiddlewareHandler } from 'hono'
import { hostWithoutPort } from '#core/routes/locale'
import type { Config } from '../../config'
import type { AppEnv } from '../env'

/**
 * Where the payment provider sends the shopper back (issue 32 point 6). With PUBLIC_URL set, that origin
 * (or the language's host of LOCALE_HOSTS) decides, as for every link. Without it the default
 * `http://localhost:PORT` is a guess: a shopper who opened the shop on 127.0.0.1 or a host of LOCALE_HOSTS
 * would come back to another origin, without their session cookie, and find no order. So they go back to
 * the origin they came from, when it is one the shop answers to: a loopback name or a mapped host, never any
 * other `Host` header (which anyone can send).
 */
export function returnOriginResolution(
  config: Pick<Config, 'publicUrlConfigured' | 'localeHosts'>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('returnOrigin', config.publicUrlConfigured ? null : requestOrigin(c.req.url, config))
    await next()
  }
}

/** The request's own origin when the shop answers to its host; null otherwise. */
export function requestOrigin(url: string, config: Pick<Config, 'localeHosts'>): string | null {
  const parsed = URL.parse(url)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return null
  const host = hostWithoutPort(parsed.host)
  if (!isLoopback(host) && !Object.hasOwn(config.localeHosts, host)) return null
  return parsed.origin
}

/** `localhost` (and its subdomains, RFC 6761), 127.0.0.0/8 and `[::1]`: only this machine answers to them. */
export function isLoopback(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  )
}
