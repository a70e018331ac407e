import type { Context, MiddlewareHandler } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { RequestSession } from '#server/domain/sessions/request-session'
import { findSession, SESSION_TTL_MS, signSessionId, verifySessionId } from '#server/domain/sessions/sessions'
import { isFrontApiPath, type AppEnv } from '../env'

export const SESSION_COOKIE = 'sid'

/**
 * Puts the visitor's session on the context (`c.get('session')`) and, after the handler, writes what
 * changed and sets or clears the `sid` cookie. A cookie with a bad signature, or for a session that has
 * expired or gone, counts as no session and is removed.
 */
export function sessionMiddleware(deps: {
  db: Database
  config: Pick<Config, 'sessionSecret' | 'publicUrl'>
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = getCookie(c, SESSION_COOKIE)
    const id = cookie ? verifySessionId(cookie, deps.config.sessionSecret) : null
    const record = id ? await findSession(deps.db, id, new Date()) : null
    const session = new RequestSession(deps.db, record)
    c.set('session', session)
    await next()
    // A failed request keeps the session as it was (rotate and destroy have already happened).
    // Only API calls extend a session: a public page stays free of Set-Cookie, so it can be cached.
    const change = c.error ? null : await session.commit(new Date(), { extend: isFrontApiPath(c.req.path) })
    if (change?.action === 'set') {
      setCookie(c, SESSION_COOKIE, signSessionId(change.id, deps.config.sessionSecret), {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        secure: isSecure(c, deps.config.publicUrl),
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      })
    } else if (change?.action === 'clear' || (cookie !== undefined && !record && !session.id)) {
      deleteCookie(c, SESSION_COOKIE, {
        path: '/',
        secure: isSecure(c, deps.config.publicUrl),
        httpOnly: true,
        sameSite: 'Lax',
      })
    }
  }
}

/** Behind a TLS-terminating proxy the request itself is plain HTTP; the proxy's header or PUBLIC_URL tells. */
function isSecure(c: Context, publicUrl: string): boolean {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https' || new URL(c.req.url).protocol === 'https:' || publicUrl.startsWith('https:')
}
