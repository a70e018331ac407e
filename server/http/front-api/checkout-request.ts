import { parseDatabaseId } from '#core/schemas/ids'
import type { Context } from 'hono'
import type { LocaleSite } from '#core/context'
import type { CartOwner } from '#server/domain/cart/changes'
import { sessionCheckoutId as checkoutIdOf } from '#server/domain/sessions/checkout-key'
import type { AppEnv } from '../env'
import { requestText } from '../node-stand-ins'

export { CHECKOUT_SESSION_KEY } from '#server/domain/sessions/checkout-key'

export function requestSite(c: Context<AppEnv>): LocaleSite {
  return { locale: c.get('locale'), prefix: c.get('localePrefix') }
}

/** The checkout id of the session, or null before the first add. */
export function sessionCheckoutId(c: Context<AppEnv>): string | null {
  return checkoutIdOf(c.get('session'))
}

/** Who is asking: the session's customer, when logged in. */
export function viewerOf(c: Context<AppEnv>): { customerId: string | null } {
  return { customerId: c.get('session').customerId }
}

export function cartOwner(c: Context<AppEnv>): CartOwner {
  const session = c.get('session')
  return { checkoutId: sessionCheckoutId(c), sessionId: session.id, customerId: session.customerId }
}

/** The body as JSON; a body that is no JSON counts as missing, so validation answers 422. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await requestText(request))
  } catch {
    return undefined
  }
}

/** A whole-number path parameter that can be a database id (int4), else null (answered as 404). */
export const idParam: (value: string) => number | null = parseDatabaseId
