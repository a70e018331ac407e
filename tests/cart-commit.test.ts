import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openPostgres, POSTGRES_TIMEOUTS, type Database } from '#server/db/client'
import { addToCart } from '#server/domain/cart/add'
import { changeLine } from '#server/domain/cart/changes'
import { loadCheckoutRow } from '#server/domain/cart/checkout-rows'
import { lineRequest, useCartDatabase } from './cart-fixtures'

/**
 * docs/decisions/0074: on PostgreSQL a cart change commits without waiting for the WAL flush, nothing else
 * does; its statements run prepared. On PGlite, which has no WAL writer, it waits like every commit
 * (tests/cart-crash.test.ts kills a real process).
 */
const t = useCartDatabase()

const setting = async (db: Database) =>
  (
    (await db.execute(sql`select current_setting('synchronous_commit') as value`)) as unknown as {
      rows: { value: string }[]
    }
  ).rows[0]!.value

/** A new cart's owner (nobody yet) and an addition of one piece of the product. */
const owner = { checkoutId: null, sessionId: null, customerId: null }
const oneOf = lineRequest

describe('a cart change', () => {
  it('commits asynchronously on PostgreSQL, for its own transaction only, and synchronously on PGlite', async () => {
    const product = await t.make.product()
    const seen: string[] = []
    const request = oneOf(product.id)
    // A session to write makes both changes take the locked path, whose transaction it sees.
    const session = {
      write: async (tx: Database) => {
        seen.push(await setting(tx))
      },
      statement: () => null,
    }
    const created = await addToCart(t.database.db, owner, request, 'add', 'nl', { session })
    await addToCart(t.database.db, { ...owner, checkoutId: created.checkoutId }, request, 'add', 'nl', {
      session,
    })
    const relaxed = t.database.kind === 'postgres' ? 'off' : 'on'
    expect(seen).toEqual([relaxed, relaxed])
    // Outside the change (another transaction on the pool's connections) the server's setting holds.
    expect(await t.database.db.transaction((tx) => setting(tx))).toBe('on')
  })
})

describe('the hot statements', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('run prepared, once parsed per connection', async () => {
    // The locked path itself (changes.ts), whose statements these are.
    const product = await t.make.product()
    const request = oneOf(product.id)
    const names = await t.database.db.transaction(async (tx) => {
      const { checkoutId } = await changeLine(tx, owner, request, 'add', 'nl')
      await changeLine(tx, { ...owner, checkoutId }, request, 'add', 'nl')
      await loadCheckoutRow(tx, checkoutId)
      await loadCheckoutRow(tx, checkoutId)
      return (
        (await tx.execute(sql`select name from pg_prepared_statements`)) as unknown as {
          rows: { name: string }[]
        }
      ).rows.map((row) => row.name.replace(/_[0-9a-f]{12}$/, ''))
    })
    expect(names).toEqual(
      expect.arrayContaining(['cart_product_and_line', 'cart_lock_and_touch', 'checkout_row']),
    )
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'run unnamed with DATABASE_PREPARED_STATEMENTS=off, for a pooler that does not keep them',
    async () => {
      const product = await t.make.product()
      // The same throwaway database, through a pool opened with the setting off.
      const [{ name }] = (
        (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
          rows: [{ name: string }]
        }
      ).rows
      const url = Object.assign(new URL(process.env.TEST_DATABASE_URL!), { pathname: `/${name}` })
      const unnamed = openPostgres(url.toString(), undefined, POSTGRES_TIMEOUTS, {
        preparedStatements: false,
      })
      try {
        const names = await unnamed.db.transaction(async (tx) => {
          const { checkoutId } = await changeLine(tx, owner, oneOf(product.id), 'add', 'nl')
          await loadCheckoutRow(tx, checkoutId)
          return (
            (await tx.execute(sql`select name from pg_prepared_statements`)) as unknown as {
              rows: { name: string }[]
            }
          ).rows
        })
        expect(names).toEqual([])
      } finally {
        await unnamed.close()
      }
    },
  )
})
