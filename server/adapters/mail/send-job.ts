import { eq, sql } from 'drizzle-orm'
import { isLocale, DEFAULT_LOCALE } from '#core/locales'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema'
import { defaultSender, readMailShop } from '../../domain/mail/shop'
import type { JobHandler, JobPayloads } from '../../jobs/port'
import { outboxAttachments } from './outbox'
import type { MailTransport } from './port'

/**
 * The `mail.send` job: hands one outbox row to the transport and records the outcome on the row. A row
 * that is no longer queued (sent by an earlier run, or given up) is left alone, so a job that runs twice
 * sends once unless the process died between sending and recording.
 */
export function createMailSendHandler(deps: {
  db: Database
  transport: MailTransport
  config: Pick<Config, 'mailFrom' | 'publicUrl'>
}): JobHandler<JobPayloads['mail.send']> {
  const { db, transport } = deps
  return async ({ outboxId }, context) => {
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId))
    if (!mail) {
      context.logger.warn({ outboxId }, 'mail to send is not in the outbox')
      return
    }
    if (mail.status !== 'queued') return
    const locale = isLocale(mail.locale) ? mail.locale : DEFAULT_LOCALE
    const sender =
      deps.config.mailFrom ?? defaultSender(await readMailShop(db, locale, deps.config.publicUrl))
    try {
      const { messageId } = await transport.send(
        {
          from: sender,
          to: mail.recipient,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          replyTo: mail.replyTo ?? undefined,
          listUnsubscribe: mail.listUnsubscribe ?? undefined,
          attachments: outboxAttachments(mail.attachments),
        },
        context.signal,
      )
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          transport: transport.name,
          sender,
          messageId,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: null,
          sentAt: sql`now()`,
        })
        .where(eq(mailOutbox.id, mail.id))
      context.logger.info({ outboxId, kind: mail.kind, transport: transport.name, messageId }, 'mail sent')
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({
          status: context.isLastAttempt ? 'failed' : 'queued',
          transport: transport.name,
          attempts: sql`${mailOutbox.attempts} + 1`,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
        })
        .where(eq(mailOutbox.id, mail.id))
      throw error
    }
  }
}
