import { parseDatabaseId } from '#core/schemas/ids'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { StockStatusCode } from '#core/schemas/catalogue'
import { stockAdjustSchema, type StockAdjustment } from '#core/schemas/stock'
import type { Database } from '#server/db/client'
import { auditLog } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { validate, ValidationError } from '#server/validation'
import { lockStock } from './reservations'
import { freeStock, statusAfterReturn, statusAfterSale, type StockState } from './rules'

/**
 * Staff change a product's stock (back office, docs/decisions/0065): a new figure or a change by pieces, with a
 * reason, in one transaction with its audit line, the product locked as every stock writer locks it. Stock
 * never goes below zero nor below what live reservations hold for payments (decision 0023: reservations are
 * separate rows, free stock is stock minus them). The status follows as after a sale or a return.
 */

/** Where the stock goes, or why it cannot: pure, so the rules are tested without a database. */
export function stockAfterAdjustment(
  state: Pick<StockState, 'stock' | 'reserved'>,
  change: Pick<StockAdjustment, 'mode' | 'amount'>,
): { ok: true; stock: number } | { ok: false; reason: 'negative' | 'below_reserved' } {
  const stock = change.mode === 'set' ? change.amount : state.stock + change.amount
  if (stock < 0) return { ok: false, reason: 'negative' }
  if (stock < state.reserved) return { ok: false, reason: 'below_reserved' }
  return { ok: true, stock }
}

export type StockAdjustResult =
  | { ok: true; from: number; to: number; statusChanged: boolean; backInStock: boolean }
  | { ok: false; reason: 'not_found' }

export async function adjustStock(
  db: Database,
  actor: StaffMember,
  productId: number,
  input: unknown,
  now: Date,
): Promise<StockAdjustResult> {
  const change = validate(stockAdjustSchema, input, actor.locale)
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const [state] = await lockStock(tx, [productId], now)
    if (!state) return { ok: false, reason: 'not_found' }
    const next = stockAfterAdjustment(state, change)
    if (!next.ok) {
      const key =
        next.reason === 'negative'
          ? 'backOffice.stock.validation.negative'
          : 'backOffice.stock.validation.belowReserved'
      throw new ValidationError({ amount: [translate(actor.locale, key, { reserved: state.reserved })] })
    }
    const stock = next.stock
    const status: StockStatusCode | null =
      stock > state.stock
        ? statusAfterReturn(state, stock)
        : stock < state.stock
          ? statusAfterSale(state, stock)
          : null
    await tx.execute(sql`
      update products set stock = ${stock},
        stock_status_code = ${status ?? state.stockStatusCode},
        delivery_promise_type = case
          when ${status === 'AVAILABLE_DIRECT'} and delivery_promise_type in ('AVAILABLE_DELAYED', 'UNAVAILABLE')
            then 'AVAILABLE_DIRECT'
          when ${status !== null && status !== 'AVAILABLE_DIRECT'} and delivery_promise_type = 'AVAILABLE_DIRECT'
            then ${status ?? 'AVAILABLE_DIRECT'}
          else delivery_promise_type end,
        updated_at = now()
      where id = ${productId}`)
    const after: StockState = { ...state, stock, stockStatusCode: status ?? state.stockStatusCode }
    await recordAudit(tx, actor, {
      action: 'product.stock',
      entity: 'product',
      entityId: String(productId),
      details: {
        from: state.stock,
        to: stock,
        ...(change.mode === 'delta' ? { delta: change.amount } : {}),
        reserved: state.reserved,
        reason: change.reason,
        ...(status ? { status: { from: state.stockStatusCode, to: status } } : {}),
      },
    })
    return {
      ok: true,
      from: state.stock,
      to: stock,
      statusChanged: status !== null,
      backInStock: freeStock(state) === 0 && freeStock(after) > 0,
    }
  })
}

export interface StockRow {
  id: number
  name: string
  reference: string
  ean: string
  status: 'active' | 'inactive'
  stock: number
  reserved: number
  stockStatusCode: StockStatusCode
  heldByShop: boolean
  /** Open keep-me-posted subscriptions. */
  waiting: number
}

/** At most this many products answer a search. */
export const STOCK_SEARCH_LIMIT = 25

/**
 * Products by id, reference or EAN (exact), or by name in any language (contains), with their stock, live
 * reservations and keep-me-posted subscribers.
 */
export async function searchStock(db: Database, query: string, now: Date): Promise<StockRow[]> {
  const q = query.trim()
  if (q === '') return []
  const id = parseDatabaseId(q)
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await queryRows<{
    id: number
    name: string
    reference: string
    ean: string
    status: 'active' | 'inactive'
    stock: number
    reserved: number
    stock_status_code: StockStatusCode
    held: boolean
    waiting: number
  }>(
    db,
    sql`select p.id, coalesce(nullif(p.name->>'nl', ''), p.name->>'en') as name, p.reference, p.ean, p.status,
          p.stock, p.stock_status_code, not (p.stock_is_from_brand or p.is_vdm) as held,
          coalesce((select sum(r.quantity) from stock_reservations r where r.product_id = p.id
            and r.status = 'active' and r.expires_at > ${now.toISOString()}::timestamptz), 0)::int as reserved,
          (select count(*) from keep_me_posted k where k.product_id = p.id
            and k.notified_at is null and k.unsubscribed_at is null)::int as waiting
        from products p
        where ${id === null ? sql`false` : sql`p.id = ${id}`}
          or lower(p.reference) = lower(${q}) or p.ean = ${q}
          or p.name->>'nl' ilike ${like} or p.name->>'en' ilike ${like} or p.name->>'de' ilike ${like}
        order by (p.id = ${id ?? 0} or lower(p.reference) = lower(${q}) or p.ean = ${q}) desc, p.id
        limit ${STOCK_SEARCH_LIMIT}`,
  )
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    reference: row.reference,
    ean: row.ean,
    status: row.status,
    stock: row.stock,
    reserved: row.reserved,
    stockStatusCode: row.stock_status_code,
    heldByShop: row.held,
    waiting: row.waiting,
  }))
}

/** One product's stock row and its stock history (newest first), or null. */
export async function stockDetail(db: Database, productId: number, now: Date) {
  const row = (await searchStock(db, String(productId), now)).find((found) => found.id === productId)
  if (!row) return null
  const history = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity, 'product'),
        eq(auditLog.entityId, String(productId)),
        eq(auditLog.action, 'product.stock'),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(50)
  return { product: row, history }
}
