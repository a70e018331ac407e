import { eq, sql } from 'drizzle-orm'
import { formatEuro } from '#core/money'
import type { Database } from '#server/db/client'
import { coupons, type CouponKind } from '#server/db/schema'
import type { DiscountRule } from './totals'

export interface Coupon {
  id: number
  code: string
  kind: CouponKind
  value: number
  validFrom: Date | null
  validUntil: Date | null
  minimumOrderCents: number
  usageLimit: number | null
  timesUsed: number
  active: boolean
}

/** Why a code cannot be used now: a catalogue key and its values. */
export interface CouponProblem {
  key: 'cart.couponUnknown' | 'cart.couponExpired' | 'cart.couponUsedUp' | 'cart.couponMinimum'
  values?: Record<string, string | number>
}

/** Codes are compared without regard to case (the unique index is on lower(code)). */
export async function findCoupon(db: Database, code: string): Promise<Coupon | null> {
  const trimmed = code.trim()
  if (trimmed === '') return null
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`lower(${coupons.code})`, trimmed.toLowerCase()))
  return row ? { ...row, validFrom: asDate(row.validFrom), validUntil: asDate(row.validUntil) } : null
}

/**
 * Whether a coupon can be used on products worth `productsCents` (incl. VAT, before discount) at `now`:
 * unknown (or switched off by the shop), outside its dates, used up, or below its minimum order amount.
 * Redemptions are counted when an order is placed, so a code with uses left may still run out before.
 */
export function couponProblem(
  coupon: Coupon | null,
  enteredCode: string,
  productsCents: number,
  now: Date,
): CouponProblem | null {
  if (!coupon || !coupon.active) return { key: 'cart.couponUnknown', values: { coupon: enteredCode } }
  if ((coupon.validFrom && now < coupon.validFrom) || (coupon.validUntil && now > coupon.validUntil)) {
    return { key: 'cart.couponExpired' }
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return { key: 'cart.couponUsedUp' }
  if (productsCents < coupon.minimumOrderCents) {
    return { key: 'cart.couponMinimum', values: { amount: formatEuro(coupon.minimumOrderCents) } }
  }
  return null
}

export function discountRule(coupon: Coupon): DiscountRule {
  return { kind: coupon.kind, value: coupon.value }
}

/** Both drivers give a Date for timestamptz columns through the query builder; be lenient all the same. */
function asDate(value: Date | string | null): Date | null {
  if (value === null) return null
  return value instanceof Date ? value : new Date(value)
}
