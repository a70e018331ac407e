import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addToCart } from '#server/domain/cart/add'
import { trashProductLine } from '#server/domain/cart/changes'
import { readCheckout } from '#server/domain/checkout/view'
import { addOptimistically } from '#server/domain/cart/optimistic-add'
import { ValidationError } from '#server/validation'
import { countingDatabase, lineRequest, useCartDatabase } from './cart-fixtures'

/** docs/decisions/0084: a product's line in a cart that exists, written without a transaction block. */
const t = useCartDatabase()
const oneOf = lineRequest

/** A cart with one line of a product, made the locked way. */
async function cartWith(productId: number): Promise<string> {
  const owner = { checkoutId: null, sessionId: null, customerId: null }
  return (await addToCart(t.database.db, owner, oneOf(productId), 'add', 'nl')).checkoutId
}

async function cartState(checkoutId: string) {
  const [checkout] = (
    (await t.database.db.execute(
      sql`select version, (select json_agg(json_build_array(product_id, quantity, position) order by position)
          from checkout_lines where checkout_id = ${checkoutId}) as lines from checkouts where id = ${checkoutId}`,
    )) as unknown as { rows: Array<{ version: number; lines: number[][] }> }
  ).rows
  return checkout!
}

describe('an add to a cart that exists', () => {
  it('reads, then writes the version and a new line in one statement, without a transaction block', async () => {
    const [first, second] = [await t.make.product(), await t.make.product()]
    const checkoutId = await cartWith(first.id)
    const before = await cartState(checkoutId)
    const { db, calls } = countingDatabase(t.database.db)

    const added = await addOptimistically(db, checkoutId, oneOf(second.id, 2), 'add', 'nl')

    expect(calls).toEqual({ execute: 2, transaction: 0 })
    expect(added).toMatchObject({ adjustedTo: null })
    expect(await cartState(checkoutId)).toEqual({
      version: before.version + 1,
      lines: [
        [first.id, 1, 0],
        [second.id, 2, 1],
      ],
    })
  })

  it('adds to the quantity of the line there is, or sets it', async () => {
    const product = await t.make.product()
    const checkoutId = await cartWith(product.id)
    await addOptimistically(t.database.db, checkoutId, oneOf(product.id, 2), 'add', 'nl')
    expect((await cartState(checkoutId)).lines).toEqual([[product.id, 3, 0]])
    await addOptimistically(t.database.db, checkoutId, oneOf(product.id, 1), 'set', 'nl')
    expect((await cartState(checkoutId)).lines).toEqual([[product.id, 1, 0]])
  })

  it('writes nothing and leaves the add to the locked path when another change came in between', async () => {
    const [first, second] = [await t.make.product(), await t.make.product()]
    const checkoutId = await cartWith(first.id)
    const { db } = countingDatabase(t.database.db, () =>
      addToCart(
        t.database.db,
        { checkoutId, sessionId: null, customerId: null },
        oneOf(first.id),
        'add',
        'nl',
      ).then(() => {}),
    )
    const before = await cartState(checkoutId)
    expect(await addOptimistically(db, checkoutId, oneOf(second.id), 'add', 'nl')).toBeNull()
    // Only the change in between is there.
    expect(await cartState(checkoutId)).toEqual({ version: before.version + 1, lines: [[first.id, 2, 0]] })
  })

  it('refuses as every add does, and leaves lines with options, archived lines and unknown carts alone', async () => {
    const product = await t.make.product({ maxOrderQuantity: 3 })
    const checkoutId = await cartWith(product.id)
    await expect(
      addOptimistically(t.database.db, checkoutId, oneOf(product.id, 3), 'add', 'nl'),
    ).rejects.toBeInstanceOf(ValidationError)
    expect(
      await addOptimistically(
        t.database.db,
        '00000000-0000-4000-8000-000000000000',
        oneOf(product.id),
        'add',
        'nl',
      ),
    ).toBeNull()

    const withOption = await t.make.product()
    const free = await t.make.option(withOption.id, {
      kind: 'free',
      optionProductId: (await t.make.product()).id,
    })
    const optionCart = await cartWith(withOption.id)
    await addToCart(
      t.database.db,
      { checkoutId: optionCart, sessionId: null, customerId: null },
      { ...oneOf(free.id), is_free: true },
      'set',
      'nl',
    )
    expect(await addOptimistically(t.database.db, optionCart, oneOf(withOption.id), 'add', 'nl')).toBeNull()

    const archived = await cartWith(product.id)
    await t.database.db.execute(
      sql`update checkout_lines set trashed_at = now() where checkout_id = ${archived}`,
    )
    expect(await addOptimistically(t.database.db, archived, oneOf(product.id), 'add', 'nl')).toBeNull()
  })

  it('knows the checkout it leaves: the same as a read after the write, new line or more of one', async () => {
    const site = { locale: 'de' as const, prefix: '' }
    const viewer = { customerId: null }
    const [first, archived, gone, related] = [
      await t.make.product(),
      await t.make.product(),
      await t.make.product(),
      await t.make.product(),
    ]
    const added = await t.make.product({ salePriceCents: 999 })
    await t.database.db.execute(
      sql`insert into related_products (product_id, related_product_id, position) values (${added.id}, ${related.id}, 0)`,
    )
    const checkoutId = await cartWith(first.id)
    const owner = { checkoutId, sessionId: null, customerId: null }
    for (const id of [archived.id, gone.id]) await addToCart(t.database.db, owner, oneOf(id), 'add', 'nl')
    await trashProductLine(t.database.db, checkoutId, archived.id)
    // A line of a product no longer sold: counted, never shown.
    await t.database.db.execute(sql`update products set status = 'inactive' where id = ${gone.id}`)

    for (const [productId, mode] of [
      [added.id, 'add'],
      [added.id, 'add'],
      [first.id, 'set'],
    ] as const) {
      const change = await addOptimistically(t.database.db, checkoutId, oneOf(productId, 2), mode, 'de')
      expect(change?.checkout).toBeDefined()
      const include = { relatedForLine: change!.lineId }
      const known = await readCheckout(t.database.db, site, change!.checkout!, viewer, undefined, include)
      const read = await readCheckout(t.database.db, site, checkoutId, viewer, undefined, include)
      expect(known.checkout).toEqual(read.checkout)
      expect(known.priced?.row).toEqual(read.priced?.row)
    }
    const { checkout } = await readCheckout(t.database.db, site, checkoutId, viewer)
    expect(checkout.checkout_line_items.map((line) => [line.product.id, line.quantity])).toEqual([
      [first.id, 2],
      [added.id, 4],
    ])
    expect(checkout.checkout_line_items_trashed.map((line) => line.product.id)).toEqual([archived.id])
  })

  it('is the way addToCart takes, falling back to the locked path when another change came in between', async () => {
    const [first, second] = [await t.make.product(), await t.make.product()]
    const checkoutId = await cartWith(first.id)
    const owner = { checkoutId, sessionId: null, customerId: null }
    const taken = countingDatabase(t.database.db)
    await addToCart(taken.db, owner, oneOf(second.id), 'add', 'nl')
    expect(taken.calls).toEqual({ execute: 2, transaction: 0 })

    const before = await cartState(checkoutId)
    const raced = countingDatabase(t.database.db, () =>
      addToCart(t.database.db, owner, oneOf(first.id), 'add', 'nl').then(() => {}),
    )
    const change = await addToCart(raced.db, owner, oneOf(second.id), 'add', 'nl')
    expect(raced.calls.transaction).toBe(1)
    expect(change).toMatchObject({ checkoutId, adjustedTo: null })
    expect(await cartState(checkoutId)).toEqual({
      version: before.version + 2,
      lines: [
        [first.id, 2, 0],
        [second.id, 2, 1],
      ],
    })
  })
})
