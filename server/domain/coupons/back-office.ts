import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import {
  couponActiveSchema,
  couponFormSchema,
  type CouponFilter,
  type CouponForm,
} from '#core/schemas/back-office'
import type { Database } from '#server/db/client'
import { coupons } from '#server/db/schema'
import type { Coupon } from '#server/domain/cart/coupons'
import { recordAudit } from '#server/domain/staff/audit'
import { translate } from '#server/i18n/translate'
import { validate, ValidationError } from '#server/validation'

export const COUPONS_LIST_LIMIT = 500

/** Who changes codes: a member of staff (the audit line names them). */
export interface CouponEditor {
  id: string | null
  email: string
  locale: Locale
}

export type CouponRow = Coupon & { createdAt: Date }

/** What a code is today, for the list: switched off wins, then its dates, then its uses. */
export type CouponState = 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up'

export function couponState(coupon: Coupon, now: Date): CouponState {
  if (!coupon.active) return 'inactive'
  if (coupon.validUntil && now > coupon.validUntil) return 'expired'
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used_up'
  if (coupon.validFrom && now < coupon.validFrom) return 'scheduled'
  return 'active'
}

const asDate = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value)
const toCoupon = (row: typeof coupons.$inferSelect): CouponRow => ({
  ...row,
  validFrom: asDate(row.validFrom),
  validUntil: asDate(row.validUntil),
  createdAt: asDate(row.createdAt)!,
})

/** The codes, newest first; the filter is on the switch (an expired code that is on is "active" here). */
export async function listCoupons(db: Database, filter: CouponFilter): Promise<CouponRow[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(filter.status === 'all' ? undefined : eq(coupons.active, filter.status === 'active'))
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(COUPONS_LIST_LIMIT)
  return rows.map(toCoupon)
}

export async function findCouponById(db: Database, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id))
  return row ? toCoupon(row) : null
}

/** The form's days as instants: from the start of the first day to the end of the last, shop time. */
function validity(form: CouponForm) {
  return {
    validFrom: form.validFrom
      ? sql<Date>`(${form.validFrom}::date)::timestamp at time zone ${SHOP_TIME_ZONE}`
      : null,
    validUntil: form.validUntil
      ? sql<Date>`((${form.validUntil}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE}) - interval '1 millisecond'`
      : null,
  }
}

const codeTaken = (locale: Locale) =>
  new ValidationError({ code: [translate(locale, 'backOffice.coupons.validation.codeTaken')] })

async function assertCodeFree(tx: Database, code: string, locale: Locale, exceptId?: number) {
  const [other] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        eq(sql`lower(${coupons.code})`, code.toLowerCase()),
        exceptId === undefined ? undefined : ne(coupons.id, exceptId),
      ),
    )
  if (other) throw codeTaken(locale)
}

/** A race on the same new code ends at the unique index; it is the same field error then. */
async function uniqueOrFieldError<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown }; code?: unknown }) ?? {}
    if (cause.code === '23505' || cause.cause?.code === '23505') throw codeTaken(locale)
    throw error
  }
}

/** What the audit log keeps of the editor's form: its fields as entered (validity as dates). */
const auditDetails = (form: CouponForm) => ({
  code: form.code,
  kind: form.kind,
  value: form.value,
  validFrom: form.validFrom,
  validUntil: form.validUntil,
  minimumOrderCents: form.minimumOrderCents,
  usageLimit: form.usageLimit,
})

/** The row's columns from the editor's form (a new code and a changed one alike): validity as moments. */
const couponColumns = (form: CouponForm) => ({ ...auditDetails(form), ...validity(form) })

/** A new code, switched on; throws a ValidationError (field errors in the editor's language). */
export async function createCoupon(db: Database, editor: CouponEditor, body: unknown): Promise<number> {
  const form = validate(couponFormSchema, body, editor.locale)
  return uniqueOrFieldError(editor.locale, () =>
    db.transaction(async (transaction) => {
      const tx = transaction as Database
      await assertCodeFree(tx, form.code, editor.locale)
      const [row] = await tx.insert(coupons).values(couponColumns(form)).returning({ id: coupons.id })
      await recordAudit(tx, editor, {
        action: 'coupon.create',
        entity: 'coupon',
        entityId: String(row!.id),
        details: auditDetails(form),
      })
      return row!.id
    }),
  )
}

/**
 * Changes a code. Once a code has been used its kind and value stay (docs/decisions/0071): the orders that
 * used it keep the discount they got either way, but the code's row would no longer say what they got.
 */
export async function updateCoupon(
  db: Database,
  editor: CouponEditor,
  id: number,
  body: unknown,
): Promise<'saved' | 'not_found'> {
  const form = validate(couponFormSchema, body, editor.locale)
  return uniqueOrFieldError(editor.locale, () =>
    db.transaction(async (transaction) => {
      const tx = transaction as Database
      const [current] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update')
      if (!current) return 'not_found' as const
      if (current.timesUsed > 0 && (current.kind !== form.kind || current.value !== form.value)) {
        throw new ValidationError({
          value: [
            translate(editor.locale, 'backOffice.coupons.validation.usedValue', { count: current.timesUsed }),
          ],
        })
      }
      await assertCodeFree(tx, form.code, editor.locale, id)
      await tx.update(coupons).set(couponColumns(form)).where(eq(coupons.id, id))
      await recordAudit(tx, editor, {
        action: 'coupon.update',
        entity: 'coupon',
        entityId: String(id),
        details: { ...auditDetails(form), previousCode: current.code },
      })
      return 'saved' as const
    }),
  )
}

/** Switches a code off (the cart refuses it from the next request) or on again. */
export async function setCouponActive(
  db: Database,
  editor: CouponEditor,
  id: number,
  body: unknown,
): Promise<{ ok: true; active: boolean; code: string } | { ok: false }> {
  const { active } = validate(couponActiveSchema, body, editor.locale)
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const [row] = await tx
      .update(coupons)
      .set({ active })
      .where(eq(coupons.id, id))
      .returning({ code: coupons.code })
    if (!row) return { ok: false as const }
    await recordAudit(tx, editor, {
      action: active ? 'coupon.reactivate' : 'coupon.deactivate',
      entity: 'coupon',
      entityId: String(id),
      details: { code: row.code },
    })
    return { ok: true as const, active, code: row.code }
  })
}
