import { createHash } from 'node:crypto'
import type { Hono } from 'hono'
import { MEDIA_IMAGE_PREFIX, parseMediaImageUrl } from '#core/media'
import type { MediaImages } from '#server/domain/media/images'
import { MEDIA_PREFIX, parseMediaPath, renderDemoSvg } from '../db/demo-data/media'
import type { AppEnv } from './env'

/** A picture's URL names everything it shows, so it never changes: cache for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * GET /media/img/<pipeline>/<sha256>/<variant>[@2x].<fmt>: a size of a catalogue image (core/media.ts), from
 * the media storage or derived at its first request (docs/decisions/0125). The address names the original's
 * bytes, the size and the format, so the answer never changes: immutable, and no Vary on Accept (the page's
 * `<picture>` chooses the format). Before the session: no cookie is read or set, so any cache may keep it.
 *
 * GET /media/demo/<kind>/<seed>-<w>x<h>.svg: the demo catalogue's pictures, drawn on request
 * (server/db/demo-data/media.ts). Anything else under /media/demo is a plain 404.
 */
export function mountMedia(app: Hono<AppEnv>, images: MediaImages): void {
  // Hono answers HEAD with the GET handler's headers and no body.
  app.get(`${MEDIA_IMAGE_PREFIX}/*`, async (c) => {
    const address = parseMediaImageUrl(c.req.path)
    if (!address) return c.notFound()
    const image = await images.read(address)
    if (!image) return c.notFound()
    // The address names the bytes: its hash, size and format make the validator, no hashing per request.
    const etag = `"${address.hash.slice(0, 16)}-${c.req.path.slice(c.req.path.lastIndexOf('/') + 1)}"`
    c.header('Cache-Control', IMMUTABLE)
    c.header('ETag', etag)
    c.header('X-Content-Type-Options', 'nosniff')
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    c.header('Content-Type', image.contentType)
    return c.body(new Uint8Array(image.bytes))
  })

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

/** If-None-Match holds the tag, alone, in a list, weak or as `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}
