import type { CheckoutModule } from './domain/checkout/checkout'
import type { Logger } from './logger'

const INTERVAL_MS = 60 * 1000

/**
 * The checkout's upkeep every minute (expired stock reservations released, failed refunds tried again);
 * returns a function that stops it. Every server instance runs it: the work is claimed row by row.
 */
export function scheduleCheckoutSweep(checkout: CheckoutModule, logger: Logger): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      await checkout.sweep()
    } catch (error) {
      logger.warn({ err: error }, 'checkout sweep failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(run, INTERVAL_MS)
  timer.unref()
  return () => clearInterval(timer)
}
