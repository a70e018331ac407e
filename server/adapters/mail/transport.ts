import type { Config } from '../../config'
import type { Logger } from '../../logger'
import { createOutboxTransport } from './outbox-transport'
import type { MailTransport } from './port'
import { createSmtpTransport } from './smtp-transport'

/** SMTP when SMTP_URL is set, else the outbox transport. */
export function createMailTransport(config: Pick<Config, 'smtpUrl'>, logger: Logger): MailTransport {
  return config.smtpUrl ? createSmtpTransport(config.smtpUrl) : createOutboxTransport(logger)
}
