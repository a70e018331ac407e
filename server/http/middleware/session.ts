import type { Context, MiddlewareHandler } from 'hono'
import { generateCookie } from 'hono/cookie'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { RequestSession } from '#server/domain/sessions/request-session'
import { findSession, signSessionId, verifySessionId } from '#server/domain/sessions/sessions'
import { isFrontApiPath, type AppEnv } from '../env'

/** Over plain HTTP (development, tests). */
export const SESSION_COOKIE = 'sid'
/**
 * Over HTTPS: the `__Host-` prefix makes the browser refuse the cookie unless it is Secure, for `/` and
 * without Domain, so a sibling subdomain cannot plant one for the shop.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid'

/**
 * Puts the visitor's session on the context (`c.get('session')`) and, after the handler, writes what
 * changed and sets or clears the cookie. A cookie with a bad signature, or for a session that has
 * expired or gone, counts as no session and is removed — unless another cookie of the same name is
 * valid: a planted duplicate must not log the shopper out.
 */
export function sessionMiddleware(deps: {
  db: Database
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>
}): MiddlewareHandler<AppEnv> {
  const secret = deps.config.sessionSecret
  // server/start.ts resolves a secret kept in the database before it builds the app.
  if (secret === null) throw new Error('The session secret must be resolved before the app is created')
  return async (c, next) => {
    const secure = isSecure(c, deps.config.publicUrl)
    const name = secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE
    const values = cookieValues(c.req.header('cookie'), name)
    let record = null
    for (const value of values) {
      const id = verifySessionId(value, secret)
      record = id ? await findSession(deps.db, id, new Date()) : null
      if (record) break
    }
    const session = new RequestSession(deps.db, record)
    c.set('session', session)
    await next()
    // A failed request keeps the session as it was (rotate and destroy have already happened).
    // Only API calls extend a session: a public page stays free of Set-Cookie, so it can be cached.
    const now = new Date()
    const change = c.error ? null : await session.commit(now, { extend: isFrontApiPath(c.req.path) })
    const attributes = { path: '/', secure, httpOnly: true, sameSite: 'Lax' } as const
    // On the response's own headers, as the request id: Hono's `setCookie` after the handler rebuilds the
    // response, which turns @hono/node-server's light one into a web Response sent as a stream.
    if (change?.action === 'set') {
      const maxAge = Math.max(0, Math.floor((change.expiresAt.getTime() - now.getTime()) / 1000))
      c.res.headers.append(
        'Set-Cookie',
        generateCookie(name, signSessionId(change.id, secret), { ...attributes, maxAge }),
      )
    } else if (change?.action === 'clear' || (values.length > 0 && !record && !session.id)) {
      c.res.headers.append('Set-Cookie', generateCookie(name, '', { ...attributes, maxAge: 0 }))
    }
  }
}

/**
 * Every value of the named cookie, in the order sent (Hono's getCookie keeps only one). Browsers send
 * a cookie twice when two were set for different paths or domains.
 */
function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return []
  const values: string[] = []
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue
    let value = pair.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1)
    // At most a few: each costs a lookup.
    if (value !== '' && values.length < 3) values.push(value)
  }
  return values
}

/** Behind a TLS-terminating proxy the request itself is plain HTTP; the proxy's header or PUBLIC_URL tells. */
export function isSecure(c: Context, publicUrl: string): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:' || publicUrl.startsWith('https:')
}
