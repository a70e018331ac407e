import type { Handler } from 'hono'
import type { Database } from '../db/client'
import { pingDatabase } from '../db/client'
import type { Lifecycle } from '../http-server'
import type { AppEnv } from './env'

const HEALTH_TIMEOUT_MS = 2_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * For load balancers and orchestrators: up means the database answers. A draining server (shutting down)
 * answers 503 at once, so that the balancer sends no more.
 */
export function healthCheck(db: Database, lifecycle?: Lifecycle): Handler<AppEnv> {
  return async (c) => {
    c.header('Cache-Control', 'no-store')
    if (lifecycle?.draining) return c.json({ status: 'draining' }, 503)
    try {
      // Its own short timeout: a hung database must not hang the balancer's health check too.
      await withTimeout(pingDatabase(db), HEALTH_TIMEOUT_MS)
      return c.json({ status: 'ok' }, 200)
    } catch (error) {
      c.get('logger').warn({ err: error }, 'health check: database unavailable')
      return c.json({ status: 'unavailable' }, 503)
    }
  }
}
