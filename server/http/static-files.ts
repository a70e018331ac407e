import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
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
  // The files beside assets/ are few and fixed until the next deploy, which restarts the server: known at
  // start, so that a page's path goes on to the page without a look at the disk (2 % of an uncached page's
  // CPU went to that look, docs/decisions/0082).
  const known = publicFilePaths(root)
  const publicFiles = staticFiles(root, SHORT)
  app.get('*', async (c, next) =>
    !isFrontApiPath(c.req.path) && known.has(decodedPath(c.req.path)) ? publicFiles(c, next) : next(),
  )
}

/** URL paths of the files under `root` outside assets/, without their precompressed copies. */
export function publicFilePaths(root: string): Set<string> {
  const paths = new Set<string>()
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!path.startsWith('assets/')) paths.add(`/${path}`)
  }
  return paths
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
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
