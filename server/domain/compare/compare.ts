import { and, eq } from 'drizzle-orm'
import { COMPARE_PRODUCTS_MAXIMUM } from '#core/constants'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { products } from '#server/db/schema'
import type { RequestSession } from '#server/domain/sessions/request-session'
import { translate } from '#server/i18n/translate'
import { ValidationError } from '#server/validation'

/**
 * The products a shopper compares (spec §3 "Compare list", §5, §7; docs/decisions/0060): kept in the session
 * (so they follow it across tabs and a login) as well as in the browser's local storage. At most two; the
 * same product twice is once.
 */
export const COMPARE_SESSION_KEY = 'compareIds'

export function compareIds(session: Pick<RequestSession, 'get'>): number[] {
  const ids = session.get<unknown>(COMPARE_SESSION_KEY)
  if (!Array.isArray(ids)) return []
  return ids.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, COMPARE_PRODUCTS_MAXIMUM)
}

/** addCompareItem: the product joins the set, unless it is there already; a third is refused (422). */
export async function addCompareItem(
  db: Database,
  session: RequestSession,
  locale: Locale,
  productId: number,
): Promise<number[]> {
  const ids = compareIds(session)
  if (ids.includes(productId)) return ids
  if (ids.length >= COMPARE_PRODUCTS_MAXIMUM) {
    throw new ValidationError({ product_id: [translate(locale, 'compare.productsExceededMaximum')] })
  }
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')))
  if (!product) throw new ValidationError({ product_id: [translate(locale, 'compare.validation.product')] })
  const next = [...ids, productId]
  session.set(COMPARE_SESSION_KEY, next)
  return next
}

/** removeCompareItem: the product leaves the set (nothing happens when it was not in it). */
export function removeCompareItem(session: RequestSession, productId: number): number[] {
  const next = compareIds(session).filter((id) => id !== productId)
  if (next.length === 0) session.unset(COMPARE_SESSION_KEY)
  else session.set(COMPARE_SESSION_KEY, next)
  return next
}
