import type { MiddlewareHandler } from 'hono'
import { isFrontApiPath, type AppEnv } from '../env'

export const PRIVATE_NO_STORE = 'private, no-store'

/**
 * No shared cache may keep a personal answer (issue 15): front-api answers are `private, no-store`
 * unless the handler chose a policy (static data is the same for everybody), and any answer that sets a
 * cookie is `private, no-store` whatever it said, so a cached page can never hand a session id on.
 */
export const cachePolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (c.res.headers.has('set-cookie')) {
    c.res.headers.set('Cache-Control', PRIVATE_NO_STORE)
  } else if (isFrontApiPath(c.req.path) && !c.res.headers.has('cache-control')) {
    c.res.headers.set('Cache-Control', PRIVATE_NO_STORE)
  }
}
