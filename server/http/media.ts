import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { MEDIA_PREFIX, parseMediaPath, renderDemoSvg } from '../db/demo-data/media'
import type { AppEnv } from './env'

/** A picture's URL names everything it shows, so it never changes: cache for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /media/demo/<kind>/<seed>-<w>x<h>.svg: the demo catalogue's pictures, drawn on request
 * (server/db/demo-data/media.ts). Anything else under /media/demo is a plain 404.
 */
export function mountMedia(app: Hono<AppEnv>): void {
  app.get(`${MEDIA_PREFIX}/:kind/:file`, (c) => {
    const request = parseMediaPath(c.req.param('kind'), c.req.param('file'))
    if (!request) return c.notFound()
    const svg = renderDemoSvg(request)
    const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 16)}"`
    c.header('Cache-Control', IMMUTABLE)
    c.header('ETag', etag)
    if (c.req.header('if-none-match') === etag) return c.body(null, 304)
    c.header('Content-Type', 'image/svg+xml; charset=utf-8')
    // The drawing is ours, but an SVG opened on its own must not run anything.
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(svg)
  })
  app.get(`${MEDIA_PREFIX}/*`, (c) => c.notFound())
}
