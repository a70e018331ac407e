import type { MiddlewareHandler } from 'hono'
import { canonicalPath } from '#core/routes/canonical'
import type { AppEnv } from '../env'

/**
 * A page asked for in another language's words (`/warenkorb` on the Dutch shop) moves permanently to
 * its address in this locale, so each page has one address per language. The query string is kept.
 */
export const canonicalRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    const target = canonicalPath(c.req.path, { locale: c.get('locale'), prefix: c.get('localePrefix') })
    if (target !== null) return c.redirect(target + new URL(c.req.url).search, 301)
  }
  await next()
}
