import nodemailer from 'nodemailer'
import type { MailTransport, OutgoingMail } from './port'

/** Short enough that a hanging mail server fails the attempt well inside the job's time-out (it retries). */
const CONNECT_TIMEOUT_MS = 10_000
const SOCKET_TIMEOUT_MS = 30_000

/** SMTP through nodemailer (SMTP_URL: smtp://user:pass@host:587 with STARTTLS, or smtps://…:465). */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  })
  return {
    name: 'smtp',
    async send(message: OutgoingMail) {
      const info = await transporter.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
        // RFC 8058: the client's "unsubscribe" POSTs to the address; a GET there only asks (scanners).
        ...(message.listUnsubscribe
          ? {
              headers: {
                'List-Unsubscribe': `<${message.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
      })
      // A server that accepted the mail for no recipient has not delivered it.
      if (info.accepted.length === 0) throw new Error(`SMTP server accepted no recipient (${info.response})`)
      return { messageId: info.messageId }
    },
    async close() {
      transporter.close()
    },
  }
}
