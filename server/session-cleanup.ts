import type { Database } from './db/client'
import { deleteExpiredLimits } from './domain/limits/limiter'
import { deleteExpiredSessions } from './domain/sessions/sessions'
import type { Logger } from './logger'

const INTERVAL_MS = 60 * 60 * 1000

/**
 * Deletes expired sessions now and every hour; returns a function that stops it. Every server instance
 * runs it; deleting rows that another instance already deleted is harmless.
 */
export function scheduleSessionCleanup(db: Database, logger: Logger): () => void {
  const run = async () => {
    try {
      const deleted = await deleteExpiredSessions(db)
      if (deleted > 0) logger.info({ deleted }, 'expired sessions deleted')
      // Rate limit counters of ended windows go along (one small table, same schedule).
      await deleteExpiredLimits(db)
    } catch (error) {
      logger.warn({ err: error }, 'expired sessions could not be deleted')
    }
  }
  void run()
  const timer = setInterval(run, INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
