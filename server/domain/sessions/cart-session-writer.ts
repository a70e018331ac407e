import type { SessionWriter } from '#server/domain/cart/session-writer'
import { CHECKOUT_SESSION_KEY } from './checkout-key'
import type { RequestSession } from './request-session'

/**
 * The request's session as a cart change writes it (SessionWriter): holding the cart's id, inside the
 * change's transaction or statement. Undefined for a session that has a row: that one is updated at the end
 * of the request as ever, so that a login (session, then cart) and an add (cart, then session) never take
 * their locks in opposite order.
 */
export function cartSessionWriter(session: RequestSession): SessionWriter | undefined {
  if (session.stored) return undefined
  return {
    write: async (tx, checkoutId) => {
      session.set(CHECKOUT_SESSION_KEY, checkoutId)
      await session.commit(new Date(), { extend: true, db: tx })
    },
    statement: (checkoutId, onlyIf) => {
      session.set(CHECKOUT_SESSION_KEY, checkoutId)
      return session.insertStatement(onlyIf)
    },
  }
}
