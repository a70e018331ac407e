import type { Locale } from '#core/locales'
import { localeBase, localePath, type RouteParams } from '#core/routes/locale'
import type { RouteKey } from '#core/routes/route-table'
import type { Config } from '../config'

/** A page's absolute address in the language, on that language's host: links in mails and redirects. */
export function shopPageUrl(
  config: Pick<Config, 'localeHosts' | 'publicUrl'>,
  locale: Locale,
  key: RouteKey,
  params?: RouteParams,
): string {
  const base = localeBase(locale, { hostMap: config.localeHosts, publicUrl: config.publicUrl })
  return `${base.origin}${localePath(base.prefix, locale, key, params)}`
}
