import { desc, eq, ilike, or } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { mailOutbox } from '#server/db/schema'

/** Mails listed at once in the back office's outbox. */
export const OUTBOX_PAGE_SIZE = 50

export type OutboxListRow = Pick<
  typeof mailOutbox.$inferSelect,
  'id' | 'kind' | 'locale' | 'recipient' | 'subject' | 'status' | 'createdAt' | 'sentAt'
>

/**
 * The outbox as staff read it (back office, docs/decisions/0065): the newest mails, or those whose recipient,
 * subject or kind contains the search.
 */
export async function listOutbox(db: Database, query: string | undefined): Promise<OutboxListRow[]> {
  const q = query?.trim()
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      locale: mailOutbox.locale,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(
      like
        ? or(ilike(mailOutbox.recipient, like), ilike(mailOutbox.subject, like), ilike(mailOutbox.kind, like))
        : undefined,
    )
    .orderBy(desc(mailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE)
}

export async function outboxMail(db: Database, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row ?? null
}
