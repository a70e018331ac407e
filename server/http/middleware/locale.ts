import type { MiddlewareHandler } from 'hono'
import { hostWithoutPort, resolveLocale, type HostMap } from '#core/routes/locale'
import { DEFAULT_LOCALE, isLocale, LOCALE_HEADER } from '#core/locales'
import { isFrontApiPath, type AppEnv } from '../env'

/**
 * The request's language (architecture "Locale and routes"). Pages: host map, else `/en` or `/de`
 * prefix, else Dutch. Front-api calls carry the page's language in a header, else the host map
 * decides, else Dutch.
 */
export function localeResolution(hostMap: HostMap): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { host, pathname: path } = new URL(c.req.url)
    if (isFrontApiPath(path)) {
      const header = c.req.header(LOCALE_HEADER)
      const locale = isLocale(header) ? header : resolveLocale(host, '/', hostMap).locale
      // A mapped host speaks its language without prefix; elsewhere only Dutch goes unprefixed.
      const mapped = Object.hasOwn(hostMap, hostname(host))
      c.set('locale', locale)
      c.set('localePrefix', mapped || locale === DEFAULT_LOCALE ? '' : `/${locale}`)
    } else {
      const resolved = resolveLocale(host, path, hostMap)
      c.set('locale', resolved.locale)
      c.set('localePrefix', resolved.prefix)
    }
    await next()
  }
}

/** The host without port, as the host map writes it. */
export const hostname = hostWithoutPort
