import { Hono } from 'hono'
import { LOCALE_HEADER } from '#core/locales'
import type { StaticDataService } from '#server/domain/shell/static-data'
import type { AppEnv } from '../env'

/**
 * GET /front-api/static-data → `{ version, data }`. Revalidated on every use (no-cache) and cheap to
 * revalidate: the ETag is the version stamp, so an unchanged copy costs one small query and a 304.
 */
export function staticDataRoutes(staticData: StaticDataService) {
  return new Hono<AppEnv>().get('/static-data', async (c) => {
    const locale = c.get('locale')
    const prefix = c.get('localePrefix')
    c.header('Cache-Control', 'no-cache')
    c.header('Vary', LOCALE_HEADER)
    const version = await staticData.version(locale, prefix)
    if (etagMatches(c.req.header('if-none-match'), version)) {
      c.header('ETag', etag(version))
      return c.body(null, 304)
    }
    const response = await staticData.get(locale, prefix)
    c.header('ETag', etag(response.version))
    return c.json(response)
  })
}

const etag = (version: string) => `"${version}"`

function etagMatches(header: string | undefined, version: string): boolean {
  if (!header) return false
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag(version))
}
