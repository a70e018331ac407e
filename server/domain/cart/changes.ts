import { DATABASE_ID_MAX, isDatabaseId } from '#core/schemas/ids'
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { CheckoutLineRequest, OptionKind } from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { checkoutLineOptions, checkoutLines, checkouts, productOptions, products } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { ValidationError } from '#server/validation'
import { prepared } from '#server/db/prepared'
import { relaxedCommit } from '#server/db/relaxed-commit'
import {
  capLineQuantity,
  decideLineQuantity,
  decideOptionQuantity,
  MAX_CART_LINES,
  type CartRefusal,
  type LineProduct,
} from './rules'
import { queryRows } from '#server/db/query'
import { stockFactsOf, type StockFactsRow } from '#server/domain/catalogue/stock'
import { isUuid } from '#core/ids'
import type { CheckoutRow } from './checkout-rows'
import { productsTotalCents } from './view'
import { couponProblem, findCoupon } from './coupons'
import type { SessionWriter } from './session-writer'
import { defaultCountrySql } from './shipping'

/**
 * Every change of a cart runs in one transaction that first locks the checkout row (`SELECT … FOR UPDATE`),
 * then reads what it changes, applies the rules and raises the checkout's version: two tabs changing one
 * cart at once are served one after the other and lose nothing (docs/decisions/0013). A refused change
 * throws a ValidationError (422) and rolls back, leaving the cart as it was.
 */

/** Whose cart: the checkout id kept in the session, else a new one tied to the session (and customer). */
export interface CartOwner {
  checkoutId: string | null
  sessionId: string | null
  customerId: string | null
}

export type LineMode = 'add' | 'set'

export interface LineChange {
  checkoutId: string
  lineId: number
  /** Set when the quantity was lowered to the stock left (spec §4 "Cart lines"). */
  adjustedTo: number | null
  /** The checkout as the change left it, when the change knows it (optimistic-add.ts): no read for the answer. */
  checkout?: CheckoutRow
}

/**
 * The locked path of an add (add.ts): the product's line, or with one option flag the option's quantity on
 * its product's line. Creates the checkout when the owner has none; `session`, a new visitor's, is written
 * last in the transaction.
 */
export async function changeLine(
  db: Database,
  owner: CartOwner,
  request: CheckoutLineRequest,
  mode: LineMode,
  locale: Locale,
  session?: SessionWriter,
): Promise<LineChange> {
  return db.transaction(async (tx) => {
    const { checkoutId, touched } = await lockOrCreateCheckout(tx, owner)
    const kind = optionKind(request)
    const change = kind
      ? {
          lineId: await setOption(tx, checkoutId, kind, request.product_id, request.quantity, locale),
          adjustedTo: null,
        }
      : await setProductLine(tx, checkoutId, request.product_id, request.quantity, mode, locale)
    if (!touched) await touch(tx, checkoutId)
    await session?.write(tx, checkoutId)
    return { checkoutId, ...change }
  })
}

/** DELETE: the product's line goes to the archive. False when the cart has no such line. */
export async function trashProductLine(
  db: Database,
  checkoutId: string,
  productId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCheckout(tx, checkoutId))) return false
    const trashed = await tx
      .update(checkoutLines)
      .set({ trashedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(
          eq(checkoutLines.checkoutId, checkoutId),
          eq(checkoutLines.productId, productId),
          isNull(checkoutLines.trashedAt),
        ),
      )
      .returning({ id: checkoutLines.id })
    if (trashed.length === 0) return false
    await touch(tx, checkoutId)
    return true
  })
}

/**
 * Brings an archived line back, its quantity capped by today's rules (a lower maximum silently, less
 * stock with the warning). Null when the line is not in this cart's archive (or its product left the range).
 */
export async function restoreLine(
  db: Database,
  checkoutId: string,
  lineId: number,
  locale: Locale,
): Promise<Omit<LineChange, 'checkoutId'> | null> {
  return db.transaction(async (tx) => {
    if (!(await lockCheckout(tx, checkoutId))) return null
    const [line] = await tx
      .select({ id: checkoutLines.id, productId: checkoutLines.productId, quantity: checkoutLines.quantity })
      .from(checkoutLines)
      .where(
        and(
          eq(checkoutLines.id, lineId),
          eq(checkoutLines.checkoutId, checkoutId),
          isNotNull(checkoutLines.trashedAt),
        ),
      )
    if (!line) return null
    const product = await loadLineProduct(tx, line.productId)
    if (!product || product.status !== 'active') return null
    const quantity = capLineQuantity(product, line.quantity)
    if (quantity < 1) throw refusal(locale, { field: 'product_id', key: 'cart.productUnavailable' })
    const withinMaximum = Math.min(line.quantity, product.maxOrderQuantity)
    await tx
      .update(checkoutLines)
      .set({ trashedAt: null, quantity, updatedAt: sql`now()` })
      .where(eq(checkoutLines.id, line.id))
    await syncOptions(tx, line.id, quantity)
    await touch(tx, checkoutId)
    return { lineId: line.id, adjustedTo: quantity < withinMaximum ? quantity : null }
  })
}

/**
 * PUT …/fulfilment/discount-code: a code the cart can use now, or '' to remove it. False when the
 * checkout is not open (or not there).
 */
export async function setDiscountCode(
  db: Database,
  checkoutId: string,
  code: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockCheckout(tx, checkoutId))) return false
    let stored: string | null = null
    if (code !== '') {
      const coupon = await findCoupon(tx, code)
      const problem = couponProblem(coupon, code, await productsTotalCents(tx, checkoutId), now)
      if (problem) throw refusal(locale, { field: 'discount_code', key: problem.key, values: problem.values })
      stored = coupon!.code
    }
    await tx.update(checkouts).set({ discountCode: stored }).where(eq(checkouts.id, checkoutId))
    await touch(tx, checkoutId)
    return true
  })
}

// ---- Parts, all inside the caller's transaction ----

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Locks an open checkout for the rest of the transaction; null when there is none with this id. The cart
 * change that follows commits without waiting for its WAL flush (`relaxedCommit`, set here and wherever a
 * checkout is locked or created): a crash may lose its last fraction of a second, with a new visitor's
 * session written in it.
 */
export async function lockCheckout(tx: Tx | Database, id: string): Promise<string | null> {
  if (!isUuid(id)) return null
  const [row] = await tx
    .select({ id: checkouts.id, relaxed: relaxedCommit })
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')))
    .for('update')
    .prepare('cart_lock')
    .execute()
  return row?.id ?? null
}

/**
 * An open checkout locked and its version raised in one statement (an UPDATE locks the row as
 * `FOR UPDATE` does): for changes that always touch, one round trip less. A refused change rolls back, the
 * raise with it. Null when there is no open checkout with this id.
 */
async function lockAndTouch(tx: Tx, id: string): Promise<string | null> {
  if (!isUuid(id)) return null
  const [row] = await queryRows<{ id: string }>(
    tx,
    prepared(
      'cart_lock_and_touch',
      sql`update checkouts set version = version + 1, updated_at = now()
        where id = ${id} and status = 'open'
        returning id, ${relaxedCommit} as relaxed`,
    ),
  )
  return row?.id ?? null
}

/**
 * The owner's open checkout, locked (and touched, when it was there already); created when there is none.
 * Two first adds of one session at once meet on the unique index of open checkouts per session, so they
 * fill one cart, not two.
 */
async function lockOrCreateCheckout(
  tx: Tx,
  owner: CartOwner,
): Promise<{ checkoutId: string; touched: boolean }> {
  if (owner.checkoutId) {
    const id = await lockAndTouch(tx, owner.checkoutId)
    if (id) return { checkoutId: id, touched: true }
  }
  return createCheckoutRow(tx, owner)
}

/**
 * A new checkout counts the change that creates it in its version already (as a touch after the INSERT
 * would): one round trip less for every new cart. One found on the session's index is locked, not touched.
 */
async function createCheckoutRow(
  tx: Tx,
  owner: CartOwner,
): Promise<{ checkoutId: string; touched: boolean }> {
  const values = {
    sessionId: owner.sessionId,
    customerId: owner.customerId,
    // Read in the INSERT itself: one round trip less for every new cart.
    countryIso: defaultCountrySql,
    // The column's default 1, raised once for the change that creates it.
    version: 2,
  }
  if (owner.sessionId) {
    // Raw SQL on the add-to-cart path, as the statements below (docs/decisions/0081).
    const [created] = await queryRows<{ id: string }>(
      tx,
      prepared(
        'cart_create_for_session',
        sql`insert into checkouts (session_id, customer_id, country_iso, version)
          values (${owner.sessionId}, ${owner.customerId}, ${defaultCountrySql}, ${values.version})
          on conflict (session_id) where status = 'open' and session_id is not null do nothing
          returning id, ${relaxedCommit} as relaxed`,
      ),
    )
    if (created) return { checkoutId: created.id, touched: true }
    const [existing] = await tx
      .select({ id: checkouts.id, relaxed: relaxedCommit })
      .from(checkouts)
      .where(and(eq(checkouts.sessionId, owner.sessionId), eq(checkouts.status, 'open')))
      .for('update')
    if (existing) return { checkoutId: existing.id, touched: false }
  }
  const [created] = await tx
    .insert(checkouts)
    .values(values)
    .returning({ id: checkouts.id, relaxed: relaxedCommit })
  return { checkoutId: created!.id, touched: true }
}

/** Raises the checkout's version: every change does, so an order knows which state it was made from. */
export async function touch(tx: Database, checkoutId: string): Promise<void> {
  await tx
    .update(checkouts)
    .set({ version: sql`${checkouts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(checkouts.id, checkoutId))
}

export function optionKind(request: CheckoutLineRequest): OptionKind | null {
  if (request.is_extra_service) return 'extra_service'
  if (request.is_free) return 'free'
  if (request.is_combination) return 'combination'
  return null
}

/** The product's columns the cart's rules read (LineProduct), from `products p`. */
export const lineProductColumns = sql.raw(
  'p.id, p.status, p.stock, p.stock_status_code, p.is_last_stock, p.stock_is_from_brand, p.is_vdm, p.max_order_quantity',
)

/** A row with `lineProductColumns`, as the driver gives it. */
export interface LineProductRow extends StockFactsRow {
  id: number
  status: LineProduct['status']
}

export function lineProductOf(row: LineProductRow): LineProduct {
  return { id: row.id, status: row.status, ...stockFactsOf(row) }
}

/**
 * The product as the cart's rules read it (LineProduct). Raw SQL: a new visitor's first add reads it
 * (docs/decisions/0081).
 */
export async function loadLineProduct(tx: Tx | Database, id: number): Promise<LineProduct | null> {
  if (!isDatabaseId(id)) return null
  const [row] = await queryRows<LineProductRow>(
    tx,
    prepared('cart_line_product', sql`select ${lineProductColumns} from products p where p.id = ${id}`),
  )
  return row ? lineProductOf(row) : null
}

async function setProductLine(
  tx: Tx,
  checkoutId: string,
  productId: number,
  wanted: number,
  mode: LineMode,
  locale: Locale,
): Promise<Omit<LineChange, 'checkoutId'>> {
  const { product, line, lines } = await loadProductAndLine(tx, checkoutId, productId)
  const current = line && line.trashedAt === null ? line.quantity : 0
  const decision = decideLineQuantity(product, mode === 'add' ? current + wanted : wanted)
  if (!decision.ok) throw refusal(locale, decision)
  const { quantity } = decision
  let lineId: number
  if (line && line.trashedAt === null) {
    await tx.execute(
      prepared(
        'cart_line_quantity',
        sql`update checkout_lines set quantity = ${quantity}, updated_at = now() where id = ${line.id}`,
      ),
    )
    lineId = line.id
  } else if (line) {
    // Added again after removing it: a fresh line at the end, without the options it had.
    await tx.delete(checkoutLineOptions).where(eq(checkoutLineOptions.lineId, line.id))
    await tx
      .update(checkoutLines)
      .set({ quantity, trashedAt: null, position: lines.next, updatedAt: sql`now()` })
      .where(eq(checkoutLines.id, line.id))
    lineId = line.id
  } else {
    const position = await makeRoomForLine(tx, checkoutId, lines, locale)
    const [created] = await queryRows<{ id: number }>(
      tx,
      prepared(
        'cart_line_insert',
        sql`insert into checkout_lines (checkout_id, product_id, quantity, position)
          values (${checkoutId}, ${productId}, ${quantity}, ${position}) returning id`,
      ),
    )
    // A new line has no options to follow its quantity.
    return { lineId: created!.id, adjustedTo: decision.adjusted ? quantity : null }
  }
  await syncOptions(tx, lineId, quantity)
  return { lineId, adjustedTo: decision.adjusted ? quantity : null }
}

/** The cart's lines (in use and archived) as a new or re-added line needs them: how many, and the next position. */
export interface LineCount {
  count: number
  next: number
}

/** The LineCount of a checkout (its id as a value or a column), as a JSON column; read it with `lineCountOf`. */
export function lineCountSql(checkoutId: SQL | string): SQL {
  return sql`(select json_build_object('count', count(*), 'next', coalesce(max(x.position), -1) + 1)
    from checkout_lines x where x.checkout_id = ${checkoutId})`
}

export function lineCountOf(json: LineCount): LineCount {
  return { count: Number(json.count), next: Number(json.next) }
}

/** A row of `loadProductAndLine`'s query, as the driver gives it (a timestamp as text). */
interface ProductAndLineRow extends LineProductRow {
  line_id: number | null
  line_quantity: number | null
  line_trashed_at: string | null
  lines: LineCount
}

/**
 * The product as the cart's rules read it, this cart's line of it (in use or archived) and the cart's
 * LineCount, in one query (it runs after the checkout's lock, so the count holds until the commit).
 * No product (or an id no product can have): no line either.
 */
async function loadProductAndLine(
  tx: Tx,
  checkoutId: string,
  productId: number,
): Promise<{
  product: LineProduct | null
  line: { id: number; quantity: number; trashedAt: Date | null } | null
  lines: LineCount
}> {
  const none = { product: null, line: null, lines: { count: 0, next: 0 } }
  if (!isDatabaseId(productId)) return none
  const [row] = await queryRows<ProductAndLineRow>(
    tx,
    prepared(
      'cart_product_and_line',
      sql`select ${lineProductColumns}, l.id as line_id, l.quantity as line_quantity, l.trashed_at as line_trashed_at,
          ${lineCountSql(checkoutId)} as lines
        from products p left join checkout_lines l on l.checkout_id = ${checkoutId} and l.product_id = p.id
        where p.id = ${productId}`,
    ),
  )
  if (!row) return none
  return {
    product: lineProductOf(row),
    line:
      row.line_id === null || row.line_quantity === null
        ? null
        : {
            id: row.line_id,
            quantity: row.line_quantity,
            trashedAt: row.line_trashed_at === null ? null : new Date(row.line_trashed_at),
          },
    lines: lineCountOf(row.lines),
  }
}

/**
 * A new product's line needs room under MAX_CART_LINES: the oldest archived line gives way; a cart full
 * of lines in use refuses the product (422). Returns the new line's position, after every line.
 */
async function makeRoomForLine(
  tx: Tx,
  checkoutId: string,
  lines: LineCount,
  locale: Locale,
): Promise<number> {
  const { next } = lines
  if (lines.count < MAX_CART_LINES) return next
  const [oldest] = await tx
    .select({ id: checkoutLines.id })
    .from(checkoutLines)
    .where(and(eq(checkoutLines.checkoutId, checkoutId), isNotNull(checkoutLines.trashedAt)))
    .orderBy(checkoutLines.trashedAt, checkoutLines.id)
    .limit(1)
  if (oldest) {
    await tx.delete(checkoutLines).where(eq(checkoutLines.id, oldest.id))
    return next
  }
  throw refusal(locale, { field: 'product_id', key: 'cart.tooManyLines', values: { max: MAX_CART_LINES } })
}

export async function nextPosition(tx: Tx, checkoutId: string): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${checkoutLines.position}), -1)::int + 1` })
    .from(checkoutLines)
    .where(eq(checkoutLines.checkoutId, checkoutId))
  return Number(row?.next ?? 0)
}

/**
 * After a line's quantity changed: every taken free product follows it (spec §4 "Free products in the
 * cart"), extra services come down to a lowered maximum, combinations stay once.
 */
export async function syncOptions(tx: Database, lineId: number, lineQuantity: number): Promise<void> {
  await tx.execute(
    prepared(
      'cart_sync_options_drop',
      sql`
    delete from checkout_line_options lo using product_options o
    where lo.line_id = ${lineId} and o.id = lo.product_option_id and o.kind = 'extra_service' and o.max_quantity < 1`,
    ),
  )
  await tx.execute(
    prepared(
      'cart_sync_options',
      sql`
    update checkout_line_options lo
    set quantity = case o.kind when 'free' then ${lineQuantity}::int
      when 'extra_service' then least(lo.quantity, o.max_quantity) else 1 end
    from product_options o
    where lo.line_id = ${lineId} and o.id = lo.product_option_id`,
    ),
  )
}

/**
 * An option's quantity on its product's line in this cart. The option must belong to a product that is
 * in the cart; naming the line's own product with 0 is an attempt to deselect the main product.
 */
async function setOption(
  tx: Tx,
  checkoutId: string,
  kind: OptionKind,
  optionId: number,
  wanted: number,
  locale: Locale,
): Promise<number> {
  const found =
    optionId <= DATABASE_ID_MAX
      ? await tx
          .select({
            maxQuantity: productOptions.maxQuantity,
            lineId: checkoutLines.id,
            lineQuantity: checkoutLines.quantity,
            optionProductStatus: products.status,
            optionProductStockStatus: products.stockStatusCode,
          })
          .from(productOptions)
          .innerJoin(
            checkoutLines,
            and(
              eq(checkoutLines.productId, productOptions.productId),
              eq(checkoutLines.checkoutId, checkoutId),
              isNull(checkoutLines.trashedAt),
            ),
          )
          .leftJoin(products, eq(products.id, productOptions.optionProductId))
          .where(and(eq(productOptions.id, optionId), eq(productOptions.kind, kind)))
      : []
  const option = found[0]
  if (!option || (option.optionProductStatus !== null && option.optionProductStatus !== 'active')) {
    const mainProduct =
      wanted === 0 && optionId <= DATABASE_ID_MAX
        ? await tx
            .select({ id: checkoutLines.id })
            .from(checkoutLines)
            .where(
              and(
                eq(checkoutLines.checkoutId, checkoutId),
                eq(checkoutLines.productId, optionId),
                isNull(checkoutLines.trashedAt),
              ),
            )
        : []
    throw refusal(locale, {
      field: 'product_id',
      key: mainProduct.length > 0 ? 'cart.mainProductRequired' : 'cart.optionUnknown',
    })
  }
  if (kind === 'combination' && wanted > 0 && option.optionProductStockStatus === 'UNAVAILABLE') {
    throw refusal(locale, { field: 'product_id', key: 'cart.productUnavailable' })
  }
  const decision = decideOptionQuantity(
    { kind, maxQuantity: option.maxQuantity },
    option.lineQuantity,
    wanted,
  )
  if (!decision.ok) throw refusal(locale, decision)
  if (decision.quantity === 0) {
    await tx
      .delete(checkoutLineOptions)
      .where(
        and(eq(checkoutLineOptions.lineId, option.lineId), eq(checkoutLineOptions.productOptionId, optionId)),
      )
  } else {
    await tx
      .insert(checkoutLineOptions)
      .values({ lineId: option.lineId, productOptionId: optionId, quantity: decision.quantity })
      .onConflictDoUpdate({
        target: [checkoutLineOptions.lineId, checkoutLineOptions.productOptionId],
        set: { quantity: decision.quantity },
      })
  }
  return option.lineId
}

/** A refusal as the 422 answer: the message in the request's language under its field. */
export function refusal(
  locale: Locale,
  refused: Pick<CartRefusal, 'key' | 'values'> & { field: string },
): ValidationError {
  return new ValidationError({ [refused.field]: [translate(locale, refused.key, refused.values)] })
}
