import { inArray, sql } from 'drizzle-orm'
import type { StockStatusCode } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import { stockReservations } from '#server/db/schema'
import { intArray, queryRows } from '#server/db/query'
import { freeStock, isHardLimited, statusAfterReturn, statusAfterSale, type StockState } from './rules'

/**
 * Stock reservations in the database (docs/decisions/0023). Everything here runs inside
 * the caller's transaction, after it locked the checkout, the order and the payment (in that order):
 * product rows are then locked in ascending id order, always, so two orders sharing products queue
 * instead of deadlocking. Free stock is `stock` minus the live reservations (active and not expired);
 * a reservation that expires stops counting by itself.
 */

/** How long stock is held for a payment; a bank transfer takes days, the other methods minutes. */
export const RESERVATION_MINUTES = 30
export const BANK_TRANSFER_RESERVATION_MINUTES = 3 * 24 * 60

export function reservationExpiry(method: string, now: Date): Date {
  const minutes = method === 'banktransfer' ? BANK_TRANSFER_RESERVATION_MINUTES : RESERVATION_MINUTES
  return new Date(now.getTime() + minutes * 60_000)
}

interface ProductStockRow {
  id: number
  stock: number
  stock_status_code: StockStatusCode
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
  reserved: number
}

/**
 * Locks the products (ascending id: the one lock order) and reads their stock with what other orders
 * hold of it now. `exceptOrderId`: that order's own reservations do not count against it.
 */
export async function lockStock(
  tx: Database,
  productIds: readonly number[],
  now: Date,
  exceptOrderId: string | null = null,
): Promise<StockState[]> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b)
  if (ids.length === 0) return []
  await queryRows(tx, sql`select id from products where id = any(${intArray(ids)}) order by id for update`)
  const rows = await queryRows<ProductStockRow>(
    tx,
    sql`select p.id, p.stock, p.stock_status_code, p.is_last_stock, p.stock_is_from_brand, p.is_vdm,
          coalesce((select sum(r.quantity) from stock_reservations r
            where r.product_id = p.id and r.status = 'active' and r.expires_at > ${now.toISOString()}::timestamptz
              ${exceptOrderId ? sql`and r.order_id <> ${exceptOrderId}` : sql``}), 0)::int as reserved
        from products p where p.id = any(${intArray(ids)}) order by p.id`,
  )
  return rows.map((row) => ({
    productId: row.id,
    stock: row.stock,
    reserved: row.reserved,
    stockStatusCode: row.stock_status_code,
    isLastStock: row.is_last_stock,
    stockIsFromBrand: row.stock_is_from_brand,
    isVdm: row.is_vdm,
  }))
}

export async function insertReservations(
  tx: Database,
  values: {
    orderId: string
    paymentId: string
    items: readonly { productId: number; quantity: number }[]
    expiresAt: Date
  },
): Promise<void> {
  if (values.items.length === 0) return
  await tx.insert(stockReservations).values(
    values.items.map((item) => ({
      orderId: values.orderId,
      paymentId: values.paymentId,
      productId: item.productId,
      quantity: item.quantity,
      expiresAt: values.expiresAt,
    })),
  )
}

interface ReservationRow {
  id: number
  product_id: number
  quantity: number
  status: 'active' | 'consumed' | 'released'
  expires_at: Date | string
}

async function reservationsOf(
  tx: Database,
  where: { orderId: string } | { paymentId: string },
  statuses: readonly ReservationRow['status'][],
): Promise<ReservationRow[]> {
  const owner = 'orderId' in where ? sql`order_id = ${where.orderId}` : sql`payment_id = ${where.paymentId}`
  const list = sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )
  return queryRows<ReservationRow>(
    tx,
    sql`select id, product_id, quantity, status, expires_at from stock_reservations
        where ${owner} and status in (${list}) order by product_id, id`,
  )
}

/** Whether a reservation still holds its pieces. */
function isLive(row: ReservationRow, now: Date): boolean {
  return row.status === 'active' && new Date(row.expires_at) > now
}

/**
 * Releases the active reservations of an order (or of one payment attempt). Answers the products whose
 * free stock went from none to some: the hook for "keep me posted" (server/domain/stock/events.ts).
 */
export async function releaseReservations(
  tx: Database,
  where: { orderId: string } | { paymentId: string },
  now: Date,
): Promise<number[]> {
  const rows = await reservationsOf(tx, where, ['active'])
  if (rows.length === 0) return []
  const states = await lockStock(
    tx,
    rows.map((row) => row.product_id),
    now,
  )
  await tx
    .update(stockReservations)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(
      inArray(
        stockReservations.id,
        rows.map((row) => row.id),
      ),
    )
  // Only a live reservation held stock; an expired one had already given it back.
  return states
    .filter((state) => freeStock(state) === 0)
    .filter((state) => {
      const released = rows
        .filter((row) => row.product_id === state.productId && isLive(row, now))
        .reduce((sum, row) => sum + row.quantity, 0)
      return freeStock({ ...state, reserved: state.reserved - released }) > 0
    })
    .map((state) => state.productId)
}

export interface ConsumeResult {
  /** False when a reservation had expired and its pieces are gone meanwhile: nothing was taken. */
  ok: boolean
  /** Products whose stock status changed (sold out): the catalogue's stored counts need a refresh. */
  statusChanged: number[]
}

/**
 * Turns a paid attempt's reservations into sold stock: `stock` is lowered by each reserved quantity. A
 * reservation that expired (or was released by the sweep) first is taken again from the free stock if it
 * is still there (a "paid" after expiry, docs/decisions/0024); when a hard-limited product no longer has the
 * pieces, nothing is taken and the answer is not ok (the caller refunds). Products that are ordered in
 * beyond their shelf take what is free.
 */
export async function consumeReservations(
  tx: Database,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<ConsumeResult> {
  const rows = await reservationsOf(tx, { paymentId }, ['active', 'released'])
  if (rows.length === 0) return { ok: true, statusChanged: [] }
  const states = new Map(
    (
      await lockStock(
        tx,
        rows.map((row) => row.product_id),
        now,
        orderId,
      )
    ).map((state) => [state.productId, state]),
  )
  const takes: { productId: number; quantity: number; state: StockState }[] = []
  for (const row of rows) {
    const state = states.get(row.product_id)
    if (!state) return { ok: false, statusChanged: [] }
    // Others' reservations count against an expired one; a live one was counted against them already.
    const room = isLive(row, now) ? state.stock : freeStock(state)
    const quantity = Math.min(row.quantity, room)
    if (quantity < row.quantity && isHardLimited(state)) return { ok: false, statusChanged: [] }
    takes.push({ productId: row.product_id, quantity, state })
  }
  const statusChanged: number[] = []
  for (const take of takes) {
    const stock = take.state.stock - take.quantity
    const status = statusAfterSale(take.state, stock)
    await tx.execute(sql`
      update products set stock = ${stock},
        stock_status_code = ${status ?? take.state.stockStatusCode},
        delivery_promise_type = case when ${status !== null} and delivery_promise_type = 'AVAILABLE_DIRECT'
          then ${status ?? 'AVAILABLE_DIRECT'} else delivery_promise_type end,
        updated_at = now()
      where id = ${take.productId}`)
    take.state.stock = stock
    if (status) statusChanged.push(take.productId)
  }
  await tx
    .update(stockReservations)
    .set({ status: 'consumed', updatedAt: sql`now()` })
    .where(
      inArray(
        stockReservations.id,
        rows.map((row) => row.id),
      ),
    )
  return { ok: true, statusChanged }
}

/**
 * Marks reservations that expired as released (they stopped counting when they expired; this keeps the
 * table's active index small) and answers the products whose free stock came back by it. Run by the
 * periodic sweep; products are locked first, in id order, as everywhere.
 */
export async function releaseExpiredReservations(db: Database, now: Date, limit = 500): Promise<number[]> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const expired = await queryRows<{ product_id: number; quantity: number }>(
      tx,
      sql`select product_id, sum(quantity)::int as quantity from (
            select product_id, quantity from stock_reservations
            where status = 'active' and expires_at <= ${now.toISOString()}::timestamptz limit ${limit}) due
          group by product_id`,
    )
    if (expired.length === 0) return []
    const states = await lockStock(
      tx,
      expired.map((row) => row.product_id),
      now,
    )
    await tx.execute(sql`
      update stock_reservations set status = 'released', updated_at = now()
      where status = 'active' and expires_at <= ${now.toISOString()}::timestamptz
        and product_id = any(${intArray(expired.map((row) => row.product_id))})`)
    const gaveBack = new Map(expired.map((row) => [row.product_id, row.quantity]))
    // Free now, and not free before the reservations expired: the stock came back.
    return states
      .filter(
        (state) =>
          freeStock(state) > 0 &&
          freeStock({ ...state, reserved: state.reserved + gaveBack.get(state.productId)! }) === 0,
      )
      .map((state) => state.productId)
  })
}

/**
 * Puts sold pieces back on the shelf (an order cancelled or refunded after payment): `stock` rises by each
 * quantity, a sold-out product the shop keeps is available again. Answers the products whose status changed
 * (the catalogue's counts) and those whose free stock went from none to some (keep-me-posted).
 */
export async function returnStock(
  tx: Database,
  pieces: readonly { productId: number; quantity: number }[],
  now: Date,
): Promise<{ statusChanged: number[]; backInStock: number[] }> {
  const quantities = new Map<number, number>()
  for (const { productId, quantity } of pieces)
    quantities.set(productId, (quantities.get(productId) ?? 0) + quantity)
  const states = await lockStock(tx, [...quantities.keys()], now)
  const statusChanged: number[] = []
  const backInStock: number[] = []
  for (const state of states) {
    const stock = state.stock + quantities.get(state.productId)!
    const status = statusAfterReturn(state, stock)
    await tx.execute(sql`
      update products set stock = ${stock},
        stock_status_code = ${status ?? state.stockStatusCode},
        delivery_promise_type = case when ${status !== null} and delivery_promise_type in ('AVAILABLE_DELAYED', 'UNAVAILABLE')
          then 'AVAILABLE_DIRECT' else delivery_promise_type end,
        updated_at = now()
      where id = ${state.productId}`)
    if (status) statusChanged.push(state.productId)
    const after = { ...state, stock, stockStatusCode: status ?? state.stockStatusCode }
    if (freeStock(state) === 0 && freeStock(after) > 0) backInStock.push(state.productId)
  }
  return { statusChanged, backInStock }
}
