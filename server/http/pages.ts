import type { Context } from 'hono'
import type { ShopLoadContext } from '#core/context'
import { PRIVATE_NO_STORE } from './middleware/cache-policy'
import type { AppEnv } from './env'
import { HttpError } from './errors'
import {
  matchesEtag,
  preferredEncoding,
  type CachedPage,
  type PageCache,
  type PageOutcome,
} from './page-cache'

/** Renders a page: React Router's request handler (server/main.ts), or a stand-in in tests. */
export type DocumentHandler = (request: Request, loadContext: ShopLoadContext) => Promise<Response>

/** Says whether the answer came from the page cache; for operators and tests. */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'

/**
 * Serves a page (docs/decisions/0043). An anonymous shopper's GET of a page whose route allows shared
 * caching (its `headers` say `public`) is served from the page cache, rendered once per catalogue
 * generation for everybody; the page holds nothing personal, the browser loads the cart, login state and
 * dealer prices after start. A logged-in customer's page is rendered for them and never cached anywhere.
 */
export async function servePage(
  c: Context<AppEnv>,
  options: {
    handleDocument: DocumentHandler
    loadContext: () => Promise<ShopLoadContext>
    pageCache: PageCache | null
  },
): Promise<Response> {
  const personal = c.get('session').customerId !== null
  const method = c.req.method
  // React Router's data requests (`.data`) come from a running page: served fresh, never kept.
  // Right after a login or logout too: kept by nobody, not even the browser.
  const dataRequest = c.req.path.endsWith('.data')
  const cache = dataRequest ? null : options.pageCache
  if (!cache || personal || (method !== 'GET' && method !== 'HEAD')) {
    const response = await render(options.handleDocument, c.req.raw, await options.loadContext())
    // A logged-in shopper's page names them and may show dealer prices: no shared cache may keep it.
    if ((personal || dataRequest) && response.headers.has('cache-control')) {
      // A new answer rather than a changed header: node-server's stand-in for Response rebuilds an answer
      // from the headers it was made with once its body is read (as compression does), dropping later
      // changes, which sent a logged-in shopper's page out `public` (tests/page-fast-lane.test.ts).
      const headers = new Headers(response.headers)
      headers.set('Cache-Control', PRIVATE_NO_STORE)
      return new Response(response.body, { status: response.status, headers })
    }
    return response
  }
  const key = pageCacheKey(new URL(c.req.url))
  const hit = cache.get(key)
  if (hit) return sendCached(c, hit, 'hit')
  if (method === 'HEAD') {
    return render(options.handleDocument, c.req.raw, await options.loadContext())
  }
  const filled = await cache.fill(key, c.get('cspNonce'), async () =>
    render(options.handleDocument, c.req.raw, await options.loadContext()),
  )
  if ('response' in filled) return filled.response
  return sendCached(c, filled.page, filled.outcome)
}

/** A page's place in the page cache: one per host (the host decides the language), path and query. */
export function pageCacheKey(url: URL): string {
  return `${url.host}${url.pathname}${url.search}`
}

async function render(
  handleDocument: DocumentHandler,
  request: Request,
  loadContext: ShopLoadContext,
): Promise<Response> {
  const response = await handleDocument(request, loadContext)
  // React Router's 405 names the route and says it has no action: the method is simply not allowed.
  if (response.status === 405) throw new HttpError(405, 'error.methodNotAllowed')
  return response
}

function sendCached(c: Context<AppEnv>, page: CachedPage, outcome: PageOutcome): Response {
  // The body's scripts carry this nonce: the security headers send the policy for it.
  c.set('cspNonce', page.nonce)
  const answer = cachedAnswer(page, outcome, {
    method: c.req.method,
    ifNoneMatch: c.req.header('if-none-match'),
    acceptEncoding: c.req.header('accept-encoding'),
  })
  return new Response(answer.body as Uint8Array<ArrayBuffer> | null, {
    status: answer.status,
    headers: answer.headers,
  })
}

/**
 * The answer to a request for a cached page: 304 when the browser has these bytes, else the stored
 * encoding it takes best (the bytes as they are, no copy per answer). Shared by `servePage` and the
 * fast lane (server/http/page-fast-lane.ts), so both send the same.
 */
export function cachedAnswer(
  page: CachedPage,
  outcome: PageOutcome,
  request: { method: string; ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): { status: number; headers: Array<[string, string]>; body: Uint8Array | null } {
  const notModified = matchesEtag(request.ifNoneMatch, page.etag)
  const headers: Array<[string, string]> = page.headers.filter(
    ([name]) => !(notModified && name === 'content-type'),
  ) as Array<[string, string]>
  headers.push(['ETag', page.etag], ['Vary', 'Accept-Encoding'], [PAGE_CACHE_HEADER, outcome])
  if (notModified) return { status: 304, headers, body: null }
  const encoding = preferredEncoding(request.acceptEncoding)
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
  if (encoding) headers.push(['Content-Encoding', encoding])
  headers.push(['Content-Length', String(body.length)])
  return { status: page.status, headers, body: request.method === 'HEAD' ? null : body }
}
