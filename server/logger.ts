import { pino, type DestinationStream, type Logger } from 'pino'
import type { Config } from './config'

export type { Logger }

/** JSON logs, one object per line; request handlers log through a child that carries the request id. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, base: { pid: process.pid }, serializers: { err: loggableError } }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * An error as it may be logged (issue 15): type, message, code and stack, and its causes, but never the
 * bound parameters of a failed query (Drizzle puts them in its message) nor PostgreSQL's `detail`, which
 * quotes the values of a violated key: those are shoppers' data.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) }
  const message = withoutParams(error.message)
  const out: Record<string, unknown> = { type: error.name, message }
  const { code, query, cause } = error as { code?: unknown; query?: unknown; cause?: unknown }
  if (typeof code === 'string') out.code = code
  if (typeof query === 'string') out.query = query
  if (error.stack) out.stack = error.stack.replace(error.message, message)
  if (cause !== undefined && depth < 3) out.cause = loggableError(cause, depth + 1)
  return out
}

function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:')
  return at === -1 ? message : message.slice(0, at)
}
