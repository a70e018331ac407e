import { sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { Database, DatabaseHandle } from '#server/db/client'
import {
  brands,
  categories,
  coupons,
  productOptions,
  products,
  relatedProducts,
  shippingMethods,
  shippingRates,
  type ShippingMethodKind,
} from '#server/db/schema'
import { createTestDatabase } from './db'

/**
 * Factories with overrides (style.md 7) for the cart tests: a brand and a category once per database,
 * then products, options, related products, delivery rates and coupons as each test needs them. Ids
 * come from the database; nothing assumes them.
 */

type ProductInsert = typeof products.$inferInsert
type OptionInsert = typeof productOptions.$inferInsert
type CouponInsert = typeof coupons.$inferInsert

export interface CartFactory {
  product(overrides?: Partial<ProductInsert>): Promise<typeof products.$inferSelect>
  option(
    productId: number,
    overrides: Partial<OptionInsert> & Pick<OptionInsert, 'kind'>,
  ): Promise<typeof productOptions.$inferSelect>
  related(productId: number, relatedIds: number[]): Promise<void>
  shipping(
    rates: Array<{
      code: string
      kind?: ShippingMethodKind
      country?: string
      priceCents: number
      freeFromCents: number | null
    }>,
  ): Promise<void>
  coupon(overrides: Partial<CouponInsert> & Pick<CouponInsert, 'code' | 'kind'>): Promise<void>
}

let serial = 0

export async function cartFactory(db: Database): Promise<CartFactory> {
  const tag = `f${++serial}`
  const [brand] = await db
    .insert(brands)
    .values({ slug: `brand-${tag}`, name: `Brand ${tag}`, logo: '/media/brand.svg' })
    .returning()
  const name = (text: string) => ({ nl: text, en: `${text} (en)`, de: `${text} (de)` })
  const [category] = await db
    .insert(categories)
    .values({
      name: name(`Cat ${tag}`),
      slug: name(`cat-${tag}`),
      path: name(`cat-${tag}`),
      description: name(''),
    })
    .returning()
  let count = 0
  return {
    async product(overrides = {}) {
      const n = `${tag}-${++count}`
      const [row] = await db
        .insert(products)
        .values({
          brandId: brand!.id,
          categoryId: category!.id,
          categoryIds: [category!.id],
          name: name(`Knife ${n}`),
          slug: { nl: `knife-${n}`, en: `knife-${n}-en`, de: `knife-${n}-de` },
          description: name(`Description ${n}`),
          priceCents: 2995,
          vatRate: 21,
          stock: 50,
          stockStatusCode: 'AVAILABLE_DIRECT',
          deliveryPromiseType: 'AVAILABLE_DIRECT',
          maxOrderQuantity: 10,
          ean: '8712000000000',
          reference: `REF-${n}`,
          images: { h140: `/img/${n}-140.svg`, sq125: `/img/${n}-125.svg`, sq550: `/img/${n}-550.svg` },
          slides: [],
          ...overrides,
        })
        .returning()
      return row!
    },
    async option(productId, overrides) {
      const [row] = await db
        .insert(productOptions)
        .values({
          productId,
          priceCents: overrides.kind === 'free' ? 0 : 495,
          maxQuantity: 1,
          name: overrides.kind === 'extra_service' ? name(`Service ${tag}`) : null,
          ...overrides,
        })
        .returning()
      return row!
    },
    async related(productId, relatedIds) {
      await db
        .insert(relatedProducts)
        .values(relatedIds.map((relatedProductId, position) => ({ productId, relatedProductId, position })))
    },
    async shipping(rates) {
      await db.execute(sql`delete from shipping_methods`)
      for (const [position, rate] of rates.entries()) {
        const [method] = await db
          .insert(shippingMethods)
          .values({ code: rate.code, kind: rate.kind, name: name(`Method ${rate.code}`), position })
          .onConflictDoNothing()
          .returning()
        const methodId =
          method?.id ??
          (
            (await db.execute(sql`select id from shipping_methods where code = ${rate.code}`)) as unknown as {
              rows: Array<{ id: number }>
            }
          ).rows[0]!.id
        await db.insert(shippingRates).values({
          methodId,
          countryIso: rate.country ?? 'NL',
          priceCents: rate.priceCents,
          freeFromCents: rate.freeFromCents,
        })
      }
    },
    async coupon(overrides) {
      await db.insert(coupons).values({ value: 0, ...overrides })
    },
  }
}

export interface CartCall<T = unknown> {
  status: number
  body: T
}

/** A shopper's browser: keeps the `sid` cookie between calls, speaks the given language. */
export function cartClient(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>
}) {
  let cookie: string | null = null
  const call = async <T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    locale: 'nl' | 'en' | 'de' = 'nl',
  ): Promise<CartCall<T>> => {
    const response = await app.request(`/front-api/${path}`, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'X-Shop-Locale': locale,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    })
    const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
    if (set) cookie = set.split(';')[0]!
    return { status: response.status, body: (await response.json()) as T }
  }
  return {
    call,
    get cookie() {
      return cookie
    },
    set cookie(value: string | null) {
      cookie = value
    },
  }
}

/** A test database with the factories: opened before the file's tests, closed after them. */
export function useCartDatabase(): { readonly database: DatabaseHandle; readonly make: CartFactory } {
  const state: { database?: DatabaseHandle; make?: CartFactory } = {}
  beforeAll(async () => {
    state.database = await createTestDatabase()
    state.make = await cartFactory(state.database.db)
  })
  afterAll(() => state.database?.close())
  return {
    get database() {
      return state.database!
    },
    get make() {
      return state.make!
    },
  }
}

/** A change of a product's line (no option flag), as the cart's domain functions take it. */
export const lineRequest = (productId: number, quantity = 1) => ({
  product_id: productId,
  quantity,
  is_extra_service: false,
  is_free: false,
  is_combination: false,
})

/**
 * The database, counting the statements and transactions run through it (the paths without a transaction
 * block, docs/decisions/0083 and 0084); `beforeSecond` runs just before its second statement.
 */
export function countingDatabase(db: Database, beforeSecond?: () => Promise<void>) {
  const calls = { execute: 0, transaction: 0 }
  const proxy = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if ((key === 'execute' || key === 'transaction') && typeof value === 'function') {
        return async (...args: unknown[]) => {
          calls[key]++
          if (key === 'execute' && calls.execute === 2) await beforeSecond?.()
          return (value as (...a: unknown[]) => unknown).apply(target, args)
        }
      }
      return value
    },
  })
  return { db: proxy, calls }
}
