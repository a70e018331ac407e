import { sql } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'

export const DASHBOARD_DAYS = 30

export interface DashboardDay {
  /** `YYYY-MM-DD` in the shop's time zone. */
  day: string
  orders: number
  revenueCents: number
  /** Carts (checkouts) started that day, with or without an order. */
  carts: number
  syncRuns: number
  syncFailed: number
  /** The day's sync runs' total duration, in seconds. */
  syncSeconds: number
}

/**
 * The back office's dashboard (issue 14): per day of the last `days`, paid orders and their revenue
 * (orders cancelled or refunded afterwards still count: they were sales that day), carts started, and
 * catalogue sync runs. One query per figure, each over an index on its time column.
 */
export async function dashboardDays(db: Database, now: Date, days = DASHBOARD_DAYS): Promise<DashboardDay[]> {
  const rows = await queryRows<{
    day: string
    orders: number
    revenue_cents: number
    carts: number
    sync_runs: number
    sync_failed: number
    sync_seconds: number
  }>(
    db,
    sql`
    with days as (
      select d::date as day
      from generate_series(
        (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date - ${days - 1}::int,
        (${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})::date,
        interval '1 day'
      ) as d
    ),
    since as (select (min(day)::timestamp at time zone ${SHOP_TIME_ZONE}) as at from days),
    sold as (
      select (paid_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as orders,
        sum(total_cents)::bigint as revenue_cents
      from orders where paid_at >= (select at from since) group by 1
    ),
    carts as (
      select (created_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as carts
      from checkouts where created_at >= (select at from since) group by 1
    ),
    syncs as (
      select (started_at at time zone ${SHOP_TIME_ZONE})::date as day, count(*)::int as runs,
        count(*) filter (where status = 'failed')::int as failed,
        coalesce(sum(extract(epoch from (finished_at - started_at))), 0)::int as seconds
      from catalogue_sync_runs where started_at >= (select at from since) group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(sold.orders, 0) as orders, coalesce(sold.revenue_cents, 0)::float8 as revenue_cents,
      coalesce(carts.carts, 0) as carts, coalesce(syncs.runs, 0) as sync_runs,
      coalesce(syncs.failed, 0) as sync_failed, coalesce(syncs.seconds, 0) as sync_seconds
    from days
    left join sold on sold.day = days.day
    left join carts on carts.day = days.day
    left join syncs on syncs.day = days.day
    order by days.day
  `,
  )
  return rows.map((row) => ({
    day: row.day,
    orders: Number(row.orders),
    revenueCents: Number(row.revenue_cents),
    carts: Number(row.carts),
    syncRuns: Number(row.sync_runs),
    syncFailed: Number(row.sync_failed),
    syncSeconds: Number(row.sync_seconds),
  }))
}
