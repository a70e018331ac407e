import type { Database } from '#server/db/client'
import { auditLog } from '#server/db/schema'
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
