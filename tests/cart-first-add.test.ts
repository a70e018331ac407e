import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addPath, type CreationLimit } from '#server/domain/cart/add'
import { addToNewCart } from '#server/domain/cart/first-add'
import type { SessionWriter } from '#server/domain/cart/session-writer'
import { cartSessionWriter } from '#server/domain/sessions/cart-session-writer'
import { CHECKOUT_SESSION_KEY } from '#server/domain/sessions/checkout-key'
import { RequestSession } from '#server/domain/sessions/request-session'
import { insertSession } from '#server/domain/sessions/sessions'
import { RateLimitedError } from '#server/domain/limits/limiter'
import { ValidationError } from '#server/validation'
import { countingDatabase, lineRequest, useCartDatabase } from './cart-fixtures'

/** docs/decisions/0083: a new visitor's first add writes cart, line and session in one statement. */
const t = useCartDatabase()
const oneOf = lineRequest

/** The limit on new carts, for an address of its own each time unless given. */
let addresses = 0
const newCarts = (max = 1000, address = `192.0.2.${++addresses}`): CreationLimit => [
  { name: 'cart-create-ip', max, windowSeconds: 3600 },
  address,
]

/** A new visitor's session and its writer, as the add-to-cart route hands it to the cart (checkout-line.ts). */
function newVisitor() {
  const session = new RequestSession(t.database.db, null)
  const owner = { checkoutId: null, sessionId: session.reserveId(), customerId: null }
  const writer: SessionWriter = {
    ...cartSessionWriter(session)!,
    write: () => Promise.reject(new Error('the first add writes the session in its own statement')),
  }
  return { session, owner, writer }
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows
}

describe("a new visitor's first add", () => {
  it('reads the product, then writes cart, line and session in one statement without a transaction block', async () => {
    const product = await t.make.product()
    const { session, owner, writer } = newVisitor()
    const request = oneOf(product.id, 3)
    expect(addPath(owner, request, writer, newCarts())).toBe('first-add')
    const { db, calls } = countingDatabase(t.database.db)

    const change = await addToNewCart(db, owner, request, 'nl', writer, newCarts())

    expect(calls).toEqual({ execute: 2, transaction: 0 })
    expect(change).toMatchObject({ adjustedTo: null })
    const [checkout] = await rows<{ version: number; session_id: string; status: string }>(
      sql`select version, session_id, status from checkouts where id = ${change!.checkoutId}`,
    )
    expect(checkout).toEqual({ version: 2, session_id: owner.sessionId, status: 'open' })
    expect(
      await rows(
        sql`select id, product_id, quantity, position from checkout_lines where checkout_id = ${change!.checkoutId}`,
      ),
    ).toEqual([{ id: change!.lineId, product_id: product.id, quantity: 3, position: 0 }])
    const [stored] = await rows<{ data: Record<string, unknown> }>(
      sql`select data from sessions where id = ${owner.sessionId}`,
    )
    expect(stored!.data).toEqual({ [CHECKOUT_SESSION_KEY]: change!.checkoutId })
    // The session knows it has its row: the end of the request writes nothing more, and sets the cookie.
    expect(session.stored).toBe(true)
    expect(await session.commit()).toMatchObject({ action: 'set', id: owner.sessionId })
  })

  it('lowers a last-stock quantity to the pieces left, as every add does', async () => {
    const product = await t.make.product({ isLastStock: true, stock: 2 })
    const { owner, writer } = newVisitor()
    const change = await addToNewCart(t.database.db, owner, oneOf(product.id, 5), 'nl', writer, newCarts())
    expect(change!.adjustedTo).toBe(2)
  })

  it('writes nothing for a refused product, nor when one of its rows cannot be written', async () => {
    const count = async () =>
      (
        await rows<{ checkouts: number; sessions: number }>(
          sql`select (select count(*)::int from checkouts) as checkouts, (select count(*)::int from sessions) as sessions`,
        )
      )[0]
    const before = await count()
    const refused = newVisitor()
    const unavailable = await t.make.product({ stockStatusCode: 'UNAVAILABLE', stock: 0 })
    await expect(
      addToNewCart(t.database.db, refused.owner, oneOf(unavailable.id), 'nl', refused.writer, newCarts()),
    ).rejects.toBeInstanceOf(ValidationError)
    expect(refused.session.stored).toBe(false)
    expect(await count()).toEqual(before)

    // A session row with the reserved id already there (it cannot happen: the id is new and random) makes the
    // statement fail as a whole: no checkout and no line are left behind.
    const clash = newVisitor()
    await insertSession(t.database.db, { id: clash.owner.sessionId, data: {}, customerId: null }, new Date())
    const product = await t.make.product()
    await expect(
      addToNewCart(t.database.db, clash.owner, oneOf(product.id), 'nl', clash.writer, newCarts()),
    ).rejects.toThrow()
    expect(await count()).toEqual({ ...before, sessions: before!.sessions + 1 })
  })

  it('counts itself against the limit on new carts, and over it writes nothing but the count', async () => {
    const product = await t.make.product()
    const limit = newCarts(2)
    for (let i = 0; i < 2; i++) {
      const { owner, writer } = newVisitor()
      expect(await addToNewCart(t.database.db, owner, oneOf(product.id), 'nl', writer, limit)).not.toBeNull()
    }
    const over = newVisitor()
    const before = await rows(sql`select (select count(*)::int from checkouts) as checkouts,
      (select count(*)::int from sessions) as sessions`)
    const refused = addToNewCart(t.database.db, over.owner, oneOf(product.id), 'nl', over.writer, limit)
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError)
    await expect(refused).rejects.toMatchObject({ limit: 'cart-create-ip' })
    expect(over.session.stored).toBe(false)
    expect(
      await rows(sql`select (select count(*)::int from checkouts) as checkouts,
        (select count(*)::int from sessions) as sessions`),
    ).toEqual(before)
    // Another address is counted on its own.
    const other = newVisitor()
    expect(
      await addToNewCart(t.database.db, other.owner, oneOf(product.id), 'nl', other.writer, newCarts(2)),
    ).not.toBeNull()
  })
})
