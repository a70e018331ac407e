import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { SHOP_TIME_ZONE } from '#core/shop-dates'
import type { AuditFilter } from '#core/schemas/back-office-staff'
import type { Database } from '#server/db/client'
import { auditLog, orders, staff } from '#server/db/schema'

/** Entries on one page of the audit log. */
export const AUDIT_PAGE_SIZE = 50

export interface AuditLogEntry {
  id: number
  at: Date
  staffId: string | null
  staffEmail: string
  staffName: string | null
  action: string
  entity: string
  entityId: string
  details: Record<string, unknown>
  /** The back-office address of the record, where it has a screen. */
  href: string | null
}

/** A calendar day of the shop (Europe/Amsterdam) as the instant it starts. */
const dayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${SHOP_TIME_ZONE})`

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.record ? eq(auditLog.entityId, filter.record) : undefined,
    filter.staff ? eq(auditLog.staffId, filter.staff) : undefined,
    filter.from ? gte(auditLog.at, dayStart(filter.from)) : undefined,
    // The last day counts whole.
    filter.to ? lt(auditLog.at, dayStart(filter.to, 1)) : undefined,
  )
}

/**
 * Where a record of the audit log is edited: orders by their number, the catalogue's records, discount codes,
 * articles and staff by their id; settings, search synonyms and sync runs on their screens.
 */
function recordHref(
  entity: string,
  entityId: string,
  orderNumbers: ReadonlyMap<string, string>,
): string | null {
  const id = encodeURIComponent(entityId)
  switch (entity) {
    case 'order': {
      const number = orderNumbers.get(entityId)
      return number ? `/admin/orders/${encodeURIComponent(number)}` : null
    }
    case 'coupon':
      return `/admin/coupons/${id}`
    case 'product':
      return `/admin/products/${id}`
    case 'category':
      return `/admin/categories/${id}`
    case 'brand':
      return `/admin/brands/${id}`
    case 'knowledge_article':
      return `/admin/articles/${id}`
    case 'staff':
      return `/admin/staff/${id}`
    case 'catalogue_sync_run':
      return `/admin/sync/${id}`
    case 'settings':
      return '/admin/settings'
    case 'search_synonyms':
      return '/admin/search-synonyms'
    default:
      return null
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One page of the audit log, newest first, with the number of entries the filter finds. */
export async function listAuditLog(
  db: Database,
  filter: AuditFilter,
): Promise<{ entries: AuditLogEntry[]; total: number }> {
  const where = conditions(filter)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        staffEmail: auditLog.staffEmail,
        staffName: staff.name,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ])
  const orderIds = rows
    .filter((row) => row.entity === 'order' && UUID.test(row.entityId))
    .map((row) => row.entityId)
  const numbers =
    orderIds.length === 0
      ? []
      : await db
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(
            sql`${orders.id} in (${sql.join(
              orderIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          )
  const orderNumbers = new Map(numbers.map((row) => [row.id, row.number]))
  return {
    entries: rows.map((row) => ({ ...row, href: recordHref(row.entity, row.entityId, orderNumbers) })),
    total: count?.n ?? 0,
  }
}

/** The filter's choices: the kinds of record the log holds, and everyone who has an account. */
export async function auditFilterChoices(
  db: Database,
): Promise<{ entities: string[]; staff: Array<{ id: string; name: string }> }> {
  const [entities, people] = await Promise.all([
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
    db.select({ id: staff.id, name: staff.name }).from(staff).orderBy(staff.name),
  ])
  return { entities: entities.map((row) => row.entity), staff: people }
}
