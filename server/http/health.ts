import type { Handler } from 'hono'
import type { Database } from '../db/client'
import { pingDatabase } from '../db/client'
import type { AppEnv } from './env'

/** For load balancers and orchestrators: up means the database answers. */
export function healthCheck(db: Database): Handler<AppEnv> {
  return async (c) => {
    c.header('Cache-Control', 'no-store')
    try {
      await pingDatabase(db)
      return c.json({ status: 'ok' }, 200)
    } catch (error) {
      c.get('logger').warn({ err: error }, 'health check: database unavailable')
      return c.json({ status: 'unavailable' }, 503)
    }
  }
}
