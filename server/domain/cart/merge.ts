import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { checkoutLines, checkouts } from '#server/db/schema'
import { loadLineProduct, nextPosition, syncOptions } from './changes'
import { capLineQuantity } from './rules'
import { isUuid } from '#core/ids'

/**
 * At login the guest's cart joins the customer's (architecture "Data and state"), in one transaction that
 * locks both checkouts (in id order, so two merges never wait on each other crosswise):
 * - a product in both carts gets the two quantities added, capped by the rules (maximum order quantity,
 *   last stock); extra services are added up to their maximum, taken free products and combinations stay;
 * - a product only the guest had moves over (its options with it), capped the same way; an archived line
 *   of the same product in the customer's cart makes way for it;
 * - lines whose product can no longer be ordered stay behind;
 * - the guest's discount code is kept when the customer's cart has none.
 * The guest checkout ends as 'merged'. Answers the id of the checkout that holds the cart now: the
 * customer's, or the guest's when the customer has no open one (the caller then hands it to the customer).
 */
export async function mergeGuestCheckout(
  db: Database,
  guestCheckoutId: string,
  customerCheckoutId: string,
): Promise<string | null> {
  if (!isUuid(guestCheckoutId) || !isUuid(customerCheckoutId)) {
    return isUuid(customerCheckoutId) ? customerCheckoutId : null
  }
  if (guestCheckoutId === customerCheckoutId) return customerCheckoutId
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: checkouts.id, discountCode: checkouts.discountCode })
      .from(checkouts)
      .where(and(inArray(checkouts.id, [guestCheckoutId, customerCheckoutId]), eq(checkouts.status, 'open')))
      .orderBy(asc(checkouts.id))
      .for('update')
    const guest = locked.find((row) => row.id === guestCheckoutId)
    const customer = locked.find((row) => row.id === customerCheckoutId)
    if (!customer) return guest?.id ?? null
    if (!guest) return customer.id

    const guestLines = await tx
      .select({ id: checkoutLines.id, productId: checkoutLines.productId, quantity: checkoutLines.quantity })
      .from(checkoutLines)
      .where(and(eq(checkoutLines.checkoutId, guest.id), isNull(checkoutLines.trashedAt)))
      .orderBy(asc(checkoutLines.position), asc(checkoutLines.id))
    const customerLines = await tx
      .select({
        id: checkoutLines.id,
        productId: checkoutLines.productId,
        quantity: checkoutLines.quantity,
        trashedAt: checkoutLines.trashedAt,
      })
      .from(checkoutLines)
      .where(eq(checkoutLines.checkoutId, customer.id))
    const byProduct = new Map(customerLines.map((line) => [line.productId, line]))
    let position = customerLines.length === 0 ? 0 : await nextPosition(tx, customer.id)

    for (const line of guestLines) {
      const product = await loadLineProduct(tx, line.productId)
      const own = byProduct.get(line.productId)
      if (own && own.trashedAt === null) {
        const quantity = capLineQuantity(product, own.quantity + line.quantity)
        if (quantity < 1) continue
        await tx
          .update(checkoutLines)
          .set({ quantity, updatedAt: sql`now()` })
          .where(eq(checkoutLines.id, own.id))
        await tx.execute(sql`
          insert into checkout_line_options (line_id, product_option_id, quantity)
          select ${own.id}, product_option_id, quantity from checkout_line_options where line_id = ${line.id}
          on conflict (line_id, product_option_id)
          do update set quantity = checkout_line_options.quantity + excluded.quantity`)
        await syncOptions(tx, own.id, quantity)
        continue
      }
      const quantity = capLineQuantity(product, line.quantity)
      if (quantity < 1) continue
      if (own) await tx.delete(checkoutLines).where(eq(checkoutLines.id, own.id))
      await tx
        .update(checkoutLines)
        .set({ checkoutId: customer.id, quantity, position: position++, updatedAt: sql`now()` })
        .where(eq(checkoutLines.id, line.id))
      await syncOptions(tx, line.id, quantity)
    }

    await tx
      .update(checkouts)
      .set({ status: 'merged', version: sql`${checkouts.version} + 1`, updatedAt: sql`now()` })
      .where(eq(checkouts.id, guest.id))
    await tx
      .update(checkouts)
      .set({
        discountCode: customer.discountCode ?? guest.discountCode,
        version: sql`${checkouts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(checkouts.id, customer.id))
    return customer.id
  })
}
