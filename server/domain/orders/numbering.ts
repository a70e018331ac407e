import { sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'

/**
 * Order numbers `YYYY-NNNNNN` (docs/decisions/0022): counted per calendar year in Dutch time,
 * without gaps, from a counter row per year that the creating transaction locks (a transaction that rolls
 * back gives its number back). The counter is the last lock an order's creation takes.
 */
export const ORDER_NUMBER_DIGITS = 6

export function formatOrderNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(ORDER_NUMBER_DIGITS, '0')}`
}

/** The calendar year in the Netherlands at this moment (New Year's Eve 23:30 UTC is already next year). */
export function shopYear(now: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: SHOP_TIME_ZONE, year: 'numeric' }).format(now))
}

export async function nextOrderNumber(tx: Database, now: Date): Promise<string> {
  const year = shopYear(now)
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into order_number_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = order_number_counters.last_number + 1
        returning last_number`,
  )
  return formatOrderNumber(year, row!.last_number)
}
