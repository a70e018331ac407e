import { randomUUID } from 'node:crypto'
import type { Logger } from '../../logger'
import type { MailTransport, OutgoingMail } from './port'

/**
 * The default transport, without a mail server: the message stays in mail_outbox (where it was written)
 * and is only logged, so a shop without SMTP_URL still "sends" every mail visibly and the rest of the
 * flow (jobs, statuses) is the same as with SMTP.
 */
export function createOutboxTransport(logger: Logger): MailTransport {
  return {
    name: 'outbox',
    async send(message: OutgoingMail) {
      const messageId = `<${randomUUID()}@outbox.invalid>`
      logger.info(
        { mailTo: message.to, subject: message.subject, messageId },
        'mail kept in the outbox (no SMTP_URL set)',
      )
      return { messageId }
    },
    async close() {},
  }
}
