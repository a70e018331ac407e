/**
 * Outgoing mail (architecture "mail"). Domain code never sends directly: it writes the message to the
 * outbox table in its own transaction (server/adapters/mail/outbox.ts) and a job hands it to the
 * transport, so a mail goes out once, after the business change has committed. The transport is the
 * outbox itself by default (the message stays readable there and is logged), SMTP through nodemailer
 * when SMTP_URL is set.
 */
export interface MailMessage {
  to: string
  subject: string
  html: string
  text: string
  /** Defaults to the shop's configured sender. */
  from?: string
  replyTo?: string
  attachments?: { filename: string; contentType: string; content: Buffer }[]
}

export interface MailTransport {
  readonly name: 'outbox' | 'smtp'
  /** Delivers one message; throws when it could not (the job retries). */
  send(message: MailMessage): Promise<{ messageId: string }>
}
