import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { staffCreateSchema, type StaffRole } from '#core/schemas/back-office'
import type { Database } from '#server/db/client'
import { staff, staffSessions } from '#server/db/schema'
import { decoyHash, hashPassword, verifyPassword } from '#server/domain/shared/passwords'
import { validate } from '#server/validation'

/** A back-office login lasts a working day; after that staff log in again. */
export const STAFF_SESSION_MS = 12 * 60 * 60 * 1000

export interface StaffMember {
  id: string
  email: string
  name: string
  locale: 'nl' | 'en'
  role: StaffRole
}

const member = (row: typeof staff.$inferSelect): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  locale: row.locale,
  role: row.role,
})

/** `npm run staff:create`: validated as a form is (422 on bad input); an e-mail that exists is refused. */
export async function createStaff(db: Database, input: unknown): Promise<StaffMember | 'exists'> {
  const { email, name, password, locale, role } = validate(staffCreateSchema, input, 'en')
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .insert(staff)
    .values({ email, name, passwordHash, locale, role })
    .onConflictDoNothing()
    .returning()
  return row ? member(row) : 'exists'
}

/** The staff member with this e-mail and password, if enabled; an unknown e-mail costs as much time. */
export async function authenticateStaff(
  db: Database,
  email: string,
  password: string,
): Promise<StaffMember | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(sql`lower(${staff.email}) = lower(${email})`)
  const ok = await verifyPassword(password, row?.passwordHash ?? (await decoyHash()))
  return ok && row && row.disabledAt === null ? member(row) : null
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A new login: the token goes in the cookie, only its hash in the database. */
export async function startStaffSession(db: Database, staffId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(staffSessions).values({
    tokenHash: tokenHash(token),
    staffId,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_MS),
  })
  // Old logins of anyone are cleared on the way.
  await db.delete(staffSessions).where(lte(staffSessions.expiresAt, now))
  return token
}

/** The enabled staff member a session token belongs to, or null (unknown, expired, disabled). */
export async function findStaffSession(db: Database, token: string, now: Date): Promise<StaffMember | null> {
  if (!/^[\w-]{43}$/.test(token)) return null
  const [row] = await db
    .select({ staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash(token)),
        gt(staffSessions.expiresAt, now),
        isNull(staff.disabledAt),
      ),
    )
  return row ? member(row.staff) : null
}

export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash(token)))
}
