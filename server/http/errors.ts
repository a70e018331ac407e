import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageBody } from '#core/api'
import { DEFAULT_LOCALE } from '#core/locales'
import { RateLimitedError } from '#server/domain/limits/limiter'
import { isDatabaseUnavailable } from '../db/unavailable'
import { translate } from '../i18n/translate'
import type { Logger } from '../logger'
import { ValidationError } from '../validation'
import type { AppEnv } from './env'

/** Seconds a client is asked to wait when the database is unavailable. */
const UNAVAILABLE_RETRY_AFTER_S = 5

/** The generic message of a status; other statuses must name their message. */
const STATUS_MESSAGES: Partial<Record<number, string>> = {
  401: 'error.unauthorized',
  403: 'error.forbidden',
  404: 'error.notFound',
}

/**
 * An expected refusal (401, 403, 404, 409…), answered as `{ message }` with a catalogue message in the
 * request's language.
 */
export class HttpError extends Error {
  override name = 'HttpError'

  constructor(
    readonly status: ContentfulStatusCode,
    readonly messageKey: string = STATUS_MESSAGES[status] ?? 'error.server',
    readonly values?: Readonly<Record<string, string | number>>,
  ) {
    super(messageKey)
  }
}

/**
 * The one error handler: every failure leaves in the contract's shapes (architecture "Contracts"),
 * and an unexpected one is logged with its stack but answered with a generic message only.
 */
export function createErrorHandler(fallbackLogger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    const locale = c.get('locale') ?? DEFAULT_LOCALE
    if (error instanceof ValidationError) return c.json(error.toBody(locale), 422)
    if (error instanceof RateLimitedError) {
      c.get('logger')?.warn({ limit: error.limit, address: c.get('clientAddress') }, 'rate limited')
      c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json<MessageBody>({ message: translate(locale, 'error.tooManyRequests') }, 429)
    }
    if (error instanceof HttpError) {
      return c.json<MessageBody>({ message: translate(locale, error.messageKey, error.values) }, error.status)
    }
    // Hono's own refusals (a malformed request it could not parse, …).
    if (error instanceof HTTPException && error.status < 500) {
      const key = STATUS_MESSAGES[error.status] ?? 'error.validation'
      return c.json<MessageBody>({ message: translate(locale, key) }, error.status)
    }
    const logger = c.get('logger') ?? fallbackLogger
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, method: c.req.method, path: c.req.path }, 'database unavailable')
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S))
      return c.json<MessageBody>({ message: translate(locale, 'error.unavailable') }, 503)
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'request failed')
    return c.json<MessageBody>({ message: translate(locale, 'error.server') }, 500)
  }
}

export const notFound: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) => {
  const locale = c.get('locale') ?? DEFAULT_LOCALE
  return c.json<MessageBody>({ message: translate(locale, 'error.notFound') }, 404)
}
