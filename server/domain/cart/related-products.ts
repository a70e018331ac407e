import type { Product } from '#core/schemas/catalogue'
import type { LineRow } from './checkout-rows'

/** Related products per line. */
export const RELATED_PER_LINE = 4
/**
 * Related products of other lines loaded as candidates for the checkout's suggestions (it shows 4 that
 * are orderable and not in the cart): a bound, so a long cart costs no more than a short one.
 */
const RELATED_CANDIDATES = 16

/**
 * Related products (catalogue cards) per product of the cart, in the lines' order: all of `focus`'s (up
 * to RELATED_PER_LINE), and of the others only the first RELATED_CANDIDATES that are not in the cart
 * themselves, for the suggestions. Only those cards are loaded.
 */
export async function loadRelated(
  loadCards: (ids: number[]) => Promise<Map<number, Product>>,
  lines: readonly LineRow[],
  focus: number | null,
): Promise<Map<number, Product[]>> {
  const productIds = lines.map((line) => line.product_id)
  if (productIds.length === 0) return new Map()
  const byProduct = new Map(
    lines.map((line) => [
      line.product_id,
      line.related_ids.map((id) => ({ product_id: line.product_id, related_product_id: id })),
    ]),
  )
  const inCart = new Set(productIds)
  const wanted = new Set<number>()
  for (const row of byProduct.get(focus ?? -1) ?? []) wanted.add(row.related_product_id)
  let candidates = 0
  for (const productId of productIds) {
    for (const row of (byProduct.get(productId) ?? []).slice(0, RELATED_PER_LINE)) {
      if (candidates >= RELATED_CANDIDATES) break
      if (inCart.has(row.related_product_id) || wanted.has(row.related_product_id)) continue
      wanted.add(row.related_product_id)
      candidates++
    }
  }
  const cards = await loadCards([...wanted])
  const related = new Map<number, Product[]>()
  for (const productId of productIds) {
    const list: Product[] = []
    for (const row of byProduct.get(productId) ?? []) {
      const card = cards.get(row.related_product_id)
      if (card) list.push(card)
    }
    related.set(productId, list)
  }
  return related
}
