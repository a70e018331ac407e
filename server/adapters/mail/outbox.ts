import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Executor } from '../../db/client'
import { mailOutbox } from '../../db/schema'
import { enqueueJob } from '../../jobs/queue'
import type { StoredMailAttachment } from '../../db/schema'
import type { MailAttachment, MailMessage, MailMeta } from './port'

const addressSchema = z.email()

/** Attempts of the `mail.send` job: with the worker's backoff, a mail server gets about a day to come back. */
export const MAIL_SEND_ATTEMPTS = 10

/**
 * Writes a mail to the outbox and its `mail.send` job, in the caller's transaction: pass `tx` so the
 * mail exists exactly when your change commits. Answers the outbox row's id (with a `dedupeKey` that
 * was used before: the first mail's id, and nothing new is written or sent).
 *
 *   await db.transaction(async (tx) => {
 *     await markOrderPaid(tx, order)
 *     await enqueueMail(tx, { to: order.email, ...orderConfirmationMail(view) },
 *       { kind: 'order_confirmation', locale, reference: { type: 'order', id: order.number },
 *         dedupeKey: `order_confirmation:${order.id}` })
 *   })
 *
 * A recipient that is not an e-mail address is a programming error (validate it where the shopper
 * typed it): it throws.
 */
export async function enqueueMail(tx: Executor, message: MailMessage, meta: MailMeta): Promise<number> {
  addressSchema.parse(message.to)
  if (message.replyTo !== undefined) addressSchema.parse(message.replyTo)
  if (/[\r\n]/.test(message.subject)) throw new Error('A mail subject is one line')
  if (message.listUnsubscribe !== undefined && !/^https?:\/\/[^\s<>]+$/.test(message.listUnsubscribe))
    throw new Error('A List-Unsubscribe address is one http(s) URL')
  const inserted = await tx
    .insert(mailOutbox)
    .values({
      kind: meta.kind,
      locale: meta.locale,
      recipient: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      replyTo: message.replyTo ?? null,
      listUnsubscribe: message.listUnsubscribe ?? null,
      attachments: (message.attachments ?? []).map(storedAttachment),
      referenceType: meta.reference?.type ?? null,
      referenceId: meta.reference?.id ?? null,
      dedupeKey: meta.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id })
  const id = inserted[0]?.id
  if (id === undefined) {
    const [existing] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, meta.dedupeKey!))
    return existing!.id
  }
  await enqueueJob(
    tx,
    'mail.send',
    { outboxId: id },
    { dedupeKey: `mail:${id}`, maxAttempts: MAIL_SEND_ATTEMPTS },
  )
  return id
}

function storedAttachment(file: MailAttachment): StoredMailAttachment {
  if (/[\r\n/\\]/.test(file.filename)) throw new Error('An attachment name is one line without a path')
  return {
    filename: file.filename,
    content_type: file.contentType,
    content_base64: Buffer.from(file.content).toString('base64'),
  }
}

/** The attachments of an outbox row as the transports take them. */
export function outboxAttachments(stored: readonly StoredMailAttachment[]): MailAttachment[] {
  return stored.map((file) => ({
    filename: file.filename,
    contentType: file.content_type,
    content: Buffer.from(file.content_base64, 'base64'),
  }))
}
