import type { MiddlewareHandler } from 'hono'
import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '#core/api'
import { HttpError } from '../errors'
import type { AppEnv } from '../env'

/**
 * Every front-api call must say it comes from the shop's own script (architecture "Contracts"). A
 * cross-site form or link cannot set the header, so this also guards the cookie-authenticated calls.
 */
export const requireXmlHttpRequest: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.header(REQUESTED_WITH_HEADER) !== REQUESTED_WITH_VALUE) throw new HttpError(403)
  await next()
}
