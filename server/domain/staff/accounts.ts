import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import type { StaffRole } from '#core/schemas/back-office'
import {
  staffAccountCreateSchema,
  staffAccountUpdateSchema,
  staffActiveSchema,
  staffPasswordResetSchema,
} from '#core/schemas/back-office-staff'
import type { Database } from '#server/db/client'
import { staff, staffSessions } from '#server/db/schema'
import { hashPassword } from '#server/domain/shared/passwords'
import { translate } from '#server/i18n/translate'
import { validate, ValidationError } from '#server/validation'
import { changedFields, recordAudit } from './audit'
import type { StaffMember } from './staff'

/** The audit log's name for a staff account. */
export const STAFF_ENTITY = 'staff'

export interface StaffAccount {
  id: string
  name: string
  email: string
  role: StaffRole
  locale: 'nl' | 'en'
  disabledAt: Date | null
  createdAt: Date
  /** When the newest login that is still open began (sessions are kept for a working day), if any. */
  loggedInSince: Date | null
}

/** Everyone with an account: the enabled first, by name. A shop has a handful of staff, never thousands. */
export async function listStaffAccounts(db: Database, now: Date): Promise<StaffAccount[]> {
  const rows = await db
    .select({
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      locale: staff.locale,
      disabledAt: staff.disabledAt,
      createdAt: staff.createdAt,
      loggedInSince: sql<Date | string | null>`(select max(s.created_at) from ${staffSessions} s
        where s.staff_id = ${staff.id} and s.expires_at > ${now.toISOString()}::timestamptz)`,
    })
    .from(staff)
    .orderBy(sql`${staff.disabledAt} is not null`, asc(staff.name), asc(staff.email))
  return rows.map((row) => ({
    ...row,
    loggedInSince: row.loggedInSince === null ? null : new Date(row.loggedInSince),
  }))
}

export async function findStaffAccount(db: Database, id: string, now: Date): Promise<StaffAccount | null> {
  return (await listStaffAccounts(db, now)).find((account) => account.id === id) ?? null
}

/** What the audit log keeps of an account (never a password or its hash). */
const auditView = (row: { name: string; email: string; role: string; locale: string }) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  locale: row.locale,
})

const fieldError = (locale: StaffMember['locale'], field: string, key: string) =>
  new ValidationError({ [field]: [translate(locale, key)] })

/** Locks the enabled admins' rows, so that two changes cannot each leave the other as the last admin. */
async function otherEnabledAdmins(tx: Database, exceptId: string): Promise<number> {
  const rows = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.disabledAt), ne(staff.id, exceptId)))
    .for('update')
  return rows.length
}

/** A new account with its first password; an e-mail address that has one is a field error. */
export async function createStaffAccount(db: Database, actor: StaffMember, input: unknown): Promise<string> {
  const form = validate(staffAccountCreateSchema, input, actor.locale)
  const passwordHash = await hashPassword(form.password)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({ email: form.email, name: form.name, passwordHash, locale: form.locale, role: form.role })
      .onConflictDoNothing()
      .returning()
    if (!row) throw fieldError(actor.locale, 'email', 'backOffice.staff.validation.emailTaken')
    await recordAudit(tx, actor, {
      action: 'staff.create',
      entity: STAFF_ENTITY,
      entityId: row.id,
      details: { changes: changedFields({}, auditView(row)) },
    })
    return row.id
  })
}

/**
 * Name, role and language. The role counts from the account's next request (the guard reads it each time);
 * the last enabled admin keeps the admin role, or nobody could manage staff any more.
 */
export async function updateStaffAccount(
  db: Database,
  actor: StaffMember,
  id: string,
  input: unknown,
): Promise<'saved' | 'not_found'> {
  const form = validate(staffAccountUpdateSchema, input, actor.locale)
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update')
    if (!before) return 'not_found'
    if (before.role === 'admin' && form.role !== 'admin' && (await otherEnabledAdmins(tx, id)) === 0)
      throw fieldError(actor.locale, 'role', 'backOffice.staff.validation.lastAdmin')
    const [after] = await tx
      .update(staff)
      .set({ name: form.name, role: form.role, locale: form.locale })
      .where(eq(staff.id, id))
      .returning()
    const changes = changedFields(auditView(before), auditView(after!))
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, actor, {
        action: 'staff.update',
        entity: STAFF_ENTITY,
        entityId: id,
        details: { changes },
      })
    return 'saved'
  })
}

/**
 * Disables an account (its sessions end at once: they are deleted, and a session of a disabled account is
 * refused anyway) or enables it again. Nobody disables themselves, nor the last enabled admin.
 */
export async function setStaffActive(
  db: Database,
  actor: StaffMember,
  id: string,
  input: unknown,
  now: Date,
): Promise<{ ok: true; active: boolean } | { ok: false; reason: 'not_found' }> {
  const { active } = validate(staffActiveSchema, input, actor.locale)
  if (!active && id === actor.id) throw fieldError(actor.locale, '_form', 'backOffice.staff.validation.self')
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update')
    if (!before) return { ok: false, reason: 'not_found' } as const
    if (!active && before.role === 'admin' && (await otherEnabledAdmins(tx, id)) === 0)
      throw fieldError(actor.locale, '_form', 'backOffice.staff.validation.lastAdmin')
    const disabledAt = active ? null : (before.disabledAt ?? now)
    await tx.update(staff).set({ disabledAt }).where(eq(staff.id, id))
    if (!active) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id))
    if ((before.disabledAt === null) !== active)
      await recordAudit(tx, actor, {
        action: active ? 'staff.enable' : 'staff.disable',
        entity: STAFF_ENTITY,
        entityId: id,
        details: { changes: { disabled: { from: before.disabledAt !== null, to: !active } } },
      })
    return { ok: true, active } as const
  })
}

/**
 * Sets a new password (a colleague who forgot theirs). The account's other logins end: whoever knew the old
 * password is out. Audited without the password.
 */
export async function resetStaffPassword(
  db: Database,
  actor: StaffMember,
  id: string,
  input: unknown,
): Promise<'saved' | 'not_found'> {
  const { password } = validate(staffPasswordResetSchema, input, actor.locale)
  const passwordHash = await hashPassword(password)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ passwordHash })
      .where(eq(staff.id, id))
      .returning({ id: staff.id })
    if (!row) return 'not_found'
    if (id !== actor.id) await tx.delete(staffSessions).where(eq(staffSessions.staffId, id))
    await recordAudit(tx, actor, {
      action: 'staff.password_reset',
      entity: STAFF_ENTITY,
      entityId: id,
      details: {},
    })
    return 'saved'
  })
}
