import { describe, expect, it } from 'vitest'
import type { CheckoutLineRequest } from '#core/schemas/checkout'
import { addPath, type CreationLimit } from './add'
import type { SessionWriter } from './session-writer'

const request: CheckoutLineRequest = {
  product_id: 1,
  quantity: 1,
  is_extra_service: false,
  is_free: false,
  is_combination: false,
}
const cart = '00000000-0000-4000-8000-000000000000'
const limit: CreationLimit = [{ name: 'cart-create-ip', max: 10, windowSeconds: 3600 }, '192.0.2.1']
const newSession: SessionWriter = { write: () => Promise.resolve(), statement: () => null }

describe('the way an add is written', () => {
  it("is the first add's for a product added by a new visitor without a cart", () => {
    const visitor = { checkoutId: null, sessionId: 's', customerId: null }
    expect(addPath(visitor, request, newSession, limit)).toBe('first-add')
    // A session with a row, no session id, an option, or no limit handed in: the locked path.
    expect(addPath(visitor, request, undefined, limit)).toBe('locked')
    expect(addPath({ ...visitor, sessionId: null }, request, newSession, limit)).toBe('locked')
    expect(addPath(visitor, { ...request, is_free: true }, newSession, limit)).toBe('locked')
    expect(addPath(visitor, request, newSession, null)).toBe('locked')
  })

  it('is the optimistic one for a product in a cart the session holds, the session having a row', () => {
    const shopper = { checkoutId: cart, sessionId: 's', customerId: null }
    expect(addPath(shopper, request, undefined, null)).toBe('optimistic')
    expect(addPath({ ...shopper, checkoutId: 'not-a-uuid' }, request, undefined, null)).toBe('locked')
    expect(addPath(shopper, { ...request, is_combination: true }, undefined, null)).toBe('locked')
    expect(addPath(shopper, { ...request, is_extra_service: true }, undefined, null)).toBe('locked')
    expect(addPath(shopper, request, newSession, null)).toBe('locked')
  })
})
