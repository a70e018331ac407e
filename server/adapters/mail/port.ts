import type { Locale } from '#core/locales'

/**
 * Outgoing mail (architecture "mail", docs/decisions/0018). Domain code never sends directly: it writes
 * the message to the outbox table in its own transaction with `enqueueMail` (server/adapters/mail/outbox.ts),
 * and a `mail.send` job hands it to the transport after that transaction has committed, retrying with
 * backoff when the transport fails. So a mail exists exactly when the change it reports exists, and is
 * sent at least once (a crash between sending and recording it can send it twice; dedupe keys keep a
 * mail from being written twice).
 *
 * The transport is the outbox itself by default (the message stays readable in mail_outbox, is marked
 * sent and logged), SMTP through nodemailer when SMTP_URL is set (server/adapters/mail/transports.ts).
 * Bodies come from the layout in server/domain/mail/render.ts.
 */
export interface MailMessage {
  /** One recipient address. */
  to: string
  /** One line. */
  subject: string
  html: string
  text: string
  replyTo?: string
  /** An http(s) address that unsubscribes with one POST (RFC 8058), for mails someone asked for. */
  listUnsubscribe?: string
  /** Files sent with the mail (the order confirmation's general terms and withdrawal form), kept in the outbox. */
  attachments?: MailAttachment[]
}

export interface MailAttachment {
  /** The name the recipient sees, in their language (`Algemene voorwaarden.pdf`). */
  filename: string
  contentType: string
  content: Uint8Array
}

/** What a mail is about and how it is kept; stored beside the message in mail_outbox. */
export interface MailMeta {
  /** e.g. `order_confirmation`, `password_reset`. */
  kind: string
  locale: Locale
  /** The record the mail is about, e.g. `{ type: 'order', id: '2025-000123' }`. */
  reference?: { type: string; id: string }
  /**
   * A mail with a key that was used before is not written again (enqueueMail answers the first one's
   * id): `order_confirmation:<order id>` makes "one confirmation per order" hold even if the paid
   * webhook is handled twice.
   */
  dedupeKey?: string
}

export interface OutgoingMail extends MailMessage {
  /** The sender: MAIL_FROM, or the shop's name and e-mail address from the settings. */
  from: string
}

export interface MailTransport {
  readonly name: 'outbox' | 'smtp'
  /** Delivers one message; throws when it could not (the job retries). */
  send(message: OutgoingMail, signal?: AbortSignal): Promise<{ messageId: string }>
  /** Releases connections at shutdown. */
  close(): Promise<void>
}
