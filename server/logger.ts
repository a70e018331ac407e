import { pino, type DestinationStream, type Logger } from 'pino'
import type { Config } from './config'

export type { Logger }

/** JSON logs, one object per line; request handlers log through a child that carries the request id. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, base: { pid: process.pid } }
  return destination ? pino(options, destination) : pino(options)
}
