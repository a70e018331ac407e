import type { Locale } from '#core/locales'
import { isUuid } from '#core/ids'
import type { CheckoutLineRequest } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { enforceLimits } from '#server/domain/limits/limiter'
import type { Limit } from '#server/domain/limits/limits'
import { type CartOwner, changeLine, type LineChange, type LineMode, optionKind } from './changes'
import { addToNewCart } from './first-add'
import { addOptimistically } from './optimistic-add'
import type { SessionWriter } from './session-writer'

/** The limit on new carts and whom it counts (an address): `[limit, subject]`. */
export type CreationLimit = readonly [Limit, string]

/** Which way an add is written; `addPath` chooses. */
export type AddPath = 'first-add' | 'optimistic' | 'locked'

/** What an add may write or count besides the cart. */
export interface AddOptions {
  /** A new visitor's session, written with the change (absent for a session that has a row). */
  session?: SessionWriter | undefined
  /** Set when the add may create a cart: the limit on new carts (docs/decisions/0031). */
  creationLimit?: CreationLimit | null
}

/**
 * POST (add) or PUT (set) of `/front-api/checkout-line`: a product's line, or with one option flag the
 * option's quantity on its product's line; creates the cart on the first add. One write, three ways of
 * writing it, each for what it can do and each falling back to the locked one; the choice is `addPath`'s.
 */
export async function addToCart(
  db: Database,
  owner: CartOwner,
  request: CheckoutLineRequest,
  mode: LineMode,
  locale: Locale,
  { session, creationLimit = null }: AddOptions = {},
): Promise<LineChange> {
  const path = addPath(owner, request, session, creationLimit)
  if (path === 'first-add') {
    // Counts the limit on new carts in its own statement; null when the session had nothing to write.
    const first = await addToNewCart(db, owner, request, locale, session!, creationLimit!)
    if (first) return first
  }
  if (creationLimit) await enforceLimits(db, [creationLimit])
  if (path === 'optimistic') {
    const checkoutId = owner.checkoutId!
    const added = await addOptimistically(db, checkoutId, request, mode, locale)
    if (added) return { checkoutId, ...added }
  }
  return changeLine(db, owner, request, mode, locale, session)
}

/**
 * The way an add is written. The measurements are in the decisions named.
 *
 * - 'first-add' (first-add.ts, docs/decisions/0083, 0085): a new visitor (no cart, a session id this request
 *   reserved) adds a product. No other request can hold a cart on that session, and nobody can know the new
 *   cart's id before it has committed, so no lock is needed: one statement counts the limit on new carts and
 *   writes the cart, its line and the session row: three statements per first add instead of eight (on the
 *   bench 0.33× of a plain upsert, against 0.19×).
 * - 'optimistic' (optimistic-add.ts, docs/decisions/0084, 0092): a product added to (or set in) a cart the
 *   session holds, whose session has a row. Every change of a cart raises its version, so one statement reads
 *   the cart and the product, and one writes the line only where the version is still the one read; the
 *   answer is built from that read: three statements instead of seven (on the bench 0.295× of a plain
 *   upsert). A session still to be written needs the change's transaction, which this path has not.
 * - 'locked' (changes.ts, docs/decisions/0013): everything else, and whatever the others hand back: an option
 *   (its own row beside its line), a line with options or an archived one, a full cart, a version that moved
 *   (another tab came first), a cart to create for a session with a row. The checkout row is locked in a
 *   transaction, so two changes of one cart are served one after the other.
 */
export function addPath(
  owner: CartOwner,
  request: CheckoutLineRequest,
  session: SessionWriter | undefined,
  creationLimit: CreationLimit | null,
): AddPath {
  if (optionKind(request)) return 'locked'
  if (owner.checkoutId === null) {
    return creationLimit && owner.sessionId !== null && session ? 'first-add' : 'locked'
  }
  return isUuid(owner.checkoutId) && !session ? 'optimistic' : 'locked'
}
