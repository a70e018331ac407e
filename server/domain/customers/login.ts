import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { checkouts } from '#server/db/schema'
import { mergeGuestCheckout } from '#server/domain/cart/merge'
import { CHECKOUT_SESSION_KEY, sessionCheckoutId } from '#server/domain/sessions/checkout-key'
import type { RequestSession } from '#server/domain/sessions/request-session'
import { mergeGuestWishLists } from '#server/domain/wish-list/wish-lists'
import { findCustomerByEmail, setPasswordHash } from './customers'
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '#server/domain/shared/passwords'

/**
 * The customer whose e-mail and password these are, else null. An unknown address and a wrong password
 * cost the same (a decoy hash is checked) and answer the same, so a login reveals no accounts.
 */
export async function authenticate(db: Database, email: string, password: string): Promise<string | null> {
  const customer = await findCustomerByEmail(db, email)
  const stored = customer?.passwordHash ?? null
  const matches = await verifyPassword(password, stored ?? (await decoyHash()))
  if (!customer || stored === null || !matches) return null
  if (needsRehash(stored)) await setPasswordHash(db, customer.id, await hashPassword(password))
  return customer.id
}

/**
 * Logs the session in as the customer (checkout login step, account creation): a new session id against
 * fixation, and the guest's cart merged into the customer's open cart (server/domain/cart/merge.ts); a
 * customer without an open cart takes the guest's over. The guest's wish lists join the customer's. Answers the checkout that holds the cart now.
 */
export async function logSessionIn(
  db: Database,
  session: RequestSession,
  customerId: string,
): Promise<string | null> {
  const guestId = sessionCheckoutId(session)
  const [own] = await db
    .select({ id: checkouts.id })
    .from(checkouts)
    .where(and(eq(checkouts.customerId, customerId), eq(checkouts.status, 'open')))
    .orderBy(desc(checkouts.updatedAt))
    .limit(1)
  let cart: string | null = own?.id ?? null
  if (guestId && own) cart = await mergeGuestCheckout(db, guestId, own.id)
  else if (guestId) cart = guestId
  if (cart && cart === guestId) {
    // The guest's cart becomes the customer's; a checkout of someone else is never taken over.
    const [taken] = await db
      .update(checkouts)
      .set({ customerId, version: sql`${checkouts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(checkouts.id, cart), eq(checkouts.status, 'open'), sql`${checkouts.customerId} is null`))
      .returning({ id: checkouts.id })
    if (!taken) cart = own?.id ?? null
  }
  // The guest's wish lists join the customer's before the session's id changes (docs/decisions/0059).
  if (session.stored && session.id) await mergeGuestWishLists(db, session.id, customerId)
  await session.rotate({ customerId })
  if (cart) session.set(CHECKOUT_SESSION_KEY, cart)
  else session.unset(CHECKOUT_SESSION_KEY)
  return cart
}
