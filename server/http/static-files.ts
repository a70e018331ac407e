import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'
import { isFrontApiPath } from './env'

/** Vite puts a content hash in every file name under assets/, so a file never changes: cache for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** favicon, logo, robots.txt…: same name, new content after a deploy. */
const SHORT = 'public, max-age=3600'

/**
 * Serves the client build (build/client): hashed assets for a year, other files for an hour; the brotli or
 * gzip copy made at build time (scripts/precompress.mjs) when the browser takes it.
 */
export function mountStaticFiles(app: Hono<AppEnv>, root: string): void {
  app.get(
    '/assets/*',
    staticFiles(root, IMMUTABLE),
    // A missing hashed asset is a stale page asking for an old build: a plain 404, not a page.
    (c) => c.notFound(),
  )
  const publicFiles = staticFiles(root, SHORT)
  app.get('*', async (c, next) => (isFrontApiPath(c.req.path) ? next() : publicFiles(c, next)))
}

/**
 * The files under `root` with their cache policy. The policy goes on the answer serveStatic returns: its
 * `onFound` runs after the answer is made, where `c.header` no longer reaches it.
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const found = new WeakSet<Context>()
  const serve = serveStatic<AppEnv>({ root, precompressed: true, onFound: (_path, c) => void found.add(c) })
  return async (c, next) => {
    const response = await serve(c, next)
    if (response && found.has(c)) response.headers.set('Cache-Control', cacheControl)
    return response
  }
}
