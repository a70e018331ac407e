import type { Context } from 'hono'
import type { CheckoutOutcome } from '#core/context'
import type { AppEnv } from '../env'

/** A checkout call's outcome as the HTTP answer: the data, or the refusal's status and body. */
export function sendOutcome<T>(c: Context<AppEnv>, outcome: CheckoutOutcome<T>) {
  return outcome.ok ? c.json(outcome.data as object) : c.json(outcome.body, outcome.status)
}
