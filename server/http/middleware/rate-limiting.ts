import type { MiddlewareHandler } from 'hono'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { enforceLimits } from '#server/domain/limits/limiter'
import { clientAddress } from '../client-address'
import type { AppEnv } from '../env'

/**
 * Puts the client's address and the limiter on the context: a handler calls
 * `await c.get('enforceLimits')([[c.get('limits')['login-ip'], c.get('clientAddress')]])`, and a refusal
 * answers 429 with Retry-After through the error handler (docs/decisions/0031).
 */
export function rateLimiting(deps: {
  db: Database
  config: Pick<Config, 'rateLimits' | 'trustProxy'>
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('clientAddress', clientAddress(c, deps.config.trustProxy))
    c.set('limits', deps.config.rateLimits)
    c.set('enforceLimits', (checks) => enforceLimits(deps.db, checks))
    await next()
  }
}
