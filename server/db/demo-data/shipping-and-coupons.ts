import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import type { CouponKind, Localized, ShippingMethodKind } from '../schema'
import { coupons, shippingMethods, shippingRates } from '../schema'

/**
 * The delivery methods with their costs per country and a few discount codes, as a shop owner would set
 * them up: fixed tables, no randomness, so every database gets the same. The methods are written only into
 * a shop that has none yet (a fresh database, or one from before the cart), so whatever the owner changed
 * or removed later stays that way.
 */

interface DemoMethod {
  code: string
  kind: ShippingMethodKind
  name: Localized
  /** Country → [price, free from] in cents incl. VAT; free from null: never free. */
  rates: Record<string, readonly [number, number | null]>
}

export const DEMO_SHIPPING_METHODS: readonly DemoMethod[] = [
  {
    code: 'home_delivery',
    kind: 'home_delivery',
    name: { nl: 'Thuisbezorgen', en: 'Home delivery', de: 'Lieferung nach Hause' },
    rates: {
      NL: [495, 5000],
      BE: [695, 7500],
      DE: [695, 7500],
      LU: [995, 10_000],
      FR: [1295, 15_000],
      AT: [1295, 15_000],
      DK: [1495, 15_000],
      IT: [1495, 15_000],
      ES: [1495, 15_000],
    },
  },
  {
    code: 'pickup_point',
    kind: 'pickup_point',
    name: { nl: 'Afhaalpunt', en: 'Pickup point', de: 'Abholpunkt' },
    // The carrier's pickup points (spec §2 "Pickup-point chooser") serve the Netherlands and Belgium.
    rates: { NL: [495, 5000], BE: [595, 7500] },
  },
  {
    code: 'store_pickup',
    kind: 'store_pickup',
    name: { nl: 'Afhalen in de winkel', en: 'Pick up in our store', de: 'Abholung im Laden' },
    // Free, for shoppers from the countries around the store (migration 0004 adds it to older shops).
    rates: { NL: [0, null], BE: [0, null], DE: [0, null] },
  },
]

interface DemoCoupon {
  code: string
  kind: CouponKind
  value: number
  validFrom?: string
  validUntil?: string
  minimumOrderCents?: number
  usageLimit?: number
  timesUsed?: number
}

/** Codes for trying out every coupon rule (and for the end-to-end tests). */
export const DEMO_COUPONS: readonly DemoCoupon[] = [
  { code: 'WELKOM10', kind: 'percentage', value: 10 },
  { code: 'VIJFEURO', kind: 'fixed', value: 500, minimumOrderCents: 2500 },
  { code: 'GRATISVERZENDEN', kind: 'free_shipping', value: 0 },
  {
    code: 'ZOMER2024',
    kind: 'percentage',
    value: 15,
    validFrom: '2024-06-01T00:00:00Z',
    validUntil: '2024-09-01T00:00:00Z',
  },
  { code: 'EENMALIG', kind: 'fixed', value: 1000, usageLimit: 1, timesUsed: 1 },
]

/**
 * Seeds the delivery methods and their rates into a shop that has none (every shop needs them to show
 * shipping costs); answers whether it did.
 */
export async function seedShippingMethods(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two servers starting at once: the second waits here and then finds the methods.
    await tx.execute(sql`lock table shipping_methods in share row exclusive mode`)
    const [present] = await tx.select({ id: shippingMethods.id }).from(shippingMethods).limit(1)
    if (present) return false
    for (const [position, method] of DEMO_SHIPPING_METHODS.entries()) {
      const [row] = await tx
        .insert(shippingMethods)
        .values({ code: method.code, kind: method.kind, name: method.name, position })
        .returning({ id: shippingMethods.id })
      await tx.insert(shippingRates).values(
        Object.entries(method.rates).map(([countryIso, [priceCents, freeFromCents]]) => ({
          methodId: row!.id,
          countryIso,
          priceCents,
          freeFromCents,
        })),
      )
    }
    return true
  })
}

/**
 * The demo discount codes, added next to the demo catalogue only (never into a shop with its own
 * products: a working 10 % code is not something to slip into a real shop). Existing codes stay as they are.
 */
export async function seedDemoCoupons(db: Database): Promise<void> {
  await db
    .insert(coupons)
    .values(
      DEMO_COUPONS.map((coupon) => ({
        code: coupon.code,
        kind: coupon.kind,
        value: coupon.value,
        validFrom: coupon.validFrom ? new Date(coupon.validFrom) : null,
        validUntil: coupon.validUntil ? new Date(coupon.validUntil) : null,
        minimumOrderCents: coupon.minimumOrderCents ?? 0,
        usageLimit: coupon.usageLimit ?? null,
        timesUsed: coupon.timesUsed ?? 0,
      })),
    )
    .onConflictDoNothing()
}
