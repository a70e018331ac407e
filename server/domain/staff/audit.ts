import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { auditLog, staff } from '#server/db/schema'
import type { StaffMember } from './staff'

/** One line of the audit log: who did what to which record, with the details of the change. */
export async function recordAudit(
  tx: Database,
  /** A member of staff, or a command (no id, its name as the e-mail) run on the server. */
  actor: { id: StaffMember['id'] | null; email: string },
  entry: { action: string; entity: string; entityId: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
  })
}

const blank = (value: unknown) => value === null || value === undefined || value === ''

/**
 * What changed between two versions of a record, field by field: `{ price: { from: '12,95', to: '9,95' } }`.
 * A field that was and stays empty (absent, null or '') is no change: a new record's entry lists what it was
 * given, not every blank field of its form.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null
    const to = after[key] ?? null
    if (blank(from) && blank(to)) continue
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to }
  }
  return changes
}

export interface AuditEntry {
  at: Date
  staffEmail: string
  staffName: string | null
  action: string
  details: Record<string, unknown>
}

/** The latest entries of one record, newest first (an edit page's history, a conflict's "saved by"). */
export async function recordHistory(
  db: Database,
  entity: string,
  entityId: string,
  limit = 20,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      at: auditLog.at,
      staffEmail: auditLog.staffEmail,
      staffName: staff.name,
      action: auditLog.action,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
  return rows
}
