import type { RequestSession } from './request-session'

/** Where a session keeps its cart: the checkout id (decision 0008), so it survives restarts. */
export const CHECKOUT_SESSION_KEY = 'checkoutId'
/** Checkouts this session started paying, newest first: their confirmations stay readable after a new cart. */
export const ORDERED_CHECKOUTS_SESSION_KEY = 'orderedCheckoutIds'
const ORDERED_CHECKOUTS_KEPT = 5

/** The checkout id of the session, or null before the first add. */
export function sessionCheckoutId(session: Pick<RequestSession, 'get'>): string | null {
  const id = session.get<unknown>(CHECKOUT_SESSION_KEY)
  return typeof id === 'string' && id !== '' ? id : null
}

export function sessionOrderedCheckouts(session: Pick<RequestSession, 'get'>): string[] {
  const ids = session.get<unknown>(ORDERED_CHECKOUTS_SESSION_KEY)
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []
}

/** Remembers that this session started paying the checkout. */
export function rememberOrderedCheckout(session: RequestSession, checkoutId: string): void {
  const kept = sessionOrderedCheckouts(session).filter((id) => id !== checkoutId)
  session.set(ORDERED_CHECKOUTS_SESSION_KEY, [checkoutId, ...kept].slice(0, ORDERED_CHECKOUTS_KEPT))
}
