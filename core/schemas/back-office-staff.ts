import { z } from 'zod'
import { STAFF_ROLES, staffCreateSchema } from './back-office'
import { passwordSchema } from './checkout-steps'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A staff account's id in an address (a uuid); anything else is no account. */
export const staffIdSchema = z.string().regex(UUID)

const role = z.enum(STAFF_ROLES, { error: 'backOffice.staff.validation.role' })
const locale = z.enum(['nl', 'en'], { error: 'backOffice.staff.validation.locale' })

/**
 * `POST /admin/staff`: a new account as the staff screen creates it, with the same rules as
 * `npm run staff:create` (`staffCreateSchema`), but the role and language chosen, never defaulted.
 */
export const staffAccountCreateSchema = staffCreateSchema.extend({ role, locale })
export type StaffAccountCreate = z.output<typeof staffAccountCreateSchema>

/** `POST /admin/staff/{id}`: name, role and the back office's language of an account. */
export const staffAccountUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    role,
    locale,
  })
  .strict()
export type StaffAccountUpdate = z.output<typeof staffAccountUpdateSchema>

/** `POST /admin/staff/{id}/password`: a new password, as strong as a first one. */
export const staffPasswordResetSchema = z.object({ password: passwordSchema }).strict()

/** `POST /admin/staff/{id}/active`: disable the account (its sessions end at once) or enable it again. */
export const staffActiveSchema = z
  .object({
    active: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((value) => value === 'true'),
  })
  .strict()

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
  .optional()
  .catch(undefined)

/** `GET /admin/audit`: the audit log's filters from the query string; a value that makes no sense is ignored. */
export const auditFilterSchema = z.object({
  entity: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional()
    .catch(undefined),
  record: z.string().trim().min(1).max(100).optional().catch(undefined),
  staff: staffIdSchema.optional().catch(undefined),
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type AuditFilter = z.output<typeof auditFilterSchema>
