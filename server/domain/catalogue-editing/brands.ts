import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { LOCALES } from '#core/locales'
import type { FeedBrand } from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import type { Localized } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { feedRowFromColumns, type RowProblem } from '#server/domain/catalogue-sync/feed'
import { upsertBrands } from '#server/domain/catalogue-sync/upsert'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { changedFields, recordAudit } from '#server/domain/staff/audit'
import { claim, Refused, type Actor, type SaveOutcome } from './categories'
import { giveShopRefs } from './shop-refs'

/**
 * Brands by hand (issue 35): the form posts a feed row (`type: 'brand'`, docs/decisions/0138) written by the
 * sync's `upsertBrands`. The logo is an upload the media pipeline stored, named by its derived `logo`
 * address, or none ('').
 */

export interface AdminBrand {
  id: number
  externalRef: string | null
  version: number
  name: string
  slug: string
  logo: string
  deliveryPromiseShort: Localized | null
  deliveryPromiseLong: Localized | null
  /** Products of the brand, any status (a brand with products is never deleted). */
  products: number
}

const COLUMNS = sql`b.id, b.external_ref as "externalRef", b.version, b.name, b.slug, b.logo,
  b.delivery_promise_short as "deliveryPromiseShort", b.delivery_promise_long as "deliveryPromiseLong",
  (select count(*) from products p where p.brand_id = b.id)::int as products`

export async function listBrands(db: Database): Promise<AdminBrand[]> {
  return queryRows<AdminBrand>(db, sql`select ${COLUMNS} from brands b order by lower(b.name), b.id`)
}

export async function findBrand(db: Database, id: number): Promise<AdminBrand | null> {
  const [row] = await queryRows<AdminBrand>(db, sql`select ${COLUMNS} from brands b where b.id = ${id}`)
  return row ?? null
}

/** The form's feed columns besides `type`, `ref` and `logo`. */
export const BRAND_TEXT_COLUMNS = [
  'name',
  'slug',
  ...LOCALES.map((locale) => `delivery_promise_short_${locale}`),
  ...LOCALES.map((locale) => `delivery_promise_long_${locale}`),
]

function flat(brand: AdminBrand): Record<string, unknown> {
  const fields: Record<string, unknown> = { name: brand.name, slug: brand.slug, logo: brand.logo }
  for (const locale of LOCALES) {
    fields[`delivery_promise_short_${locale}`] = brand.deliveryPromiseShort?.[locale] ?? ''
    fields[`delivery_promise_long_${locale}`] = brand.deliveryPromiseLong?.[locale] ?? ''
  }
  return fields
}

/**
 * Creates (`target` null) or saves a brand; `logo` is the derived address of an upload, the logo it has,
 * or '' for none. Checked as the feed checks a brand row, after the edit check.
 */
export async function saveBrand(
  db: Database,
  actor: Actor,
  target: { id: number; version: number } | null,
  values: Record<string, string | undefined>,
  logo: string,
): Promise<SaveOutcome> {
  const columns: Record<string, string> = { type: 'brand', ref: 'shop-0', logo }
  for (const column of BRAND_TEXT_COLUMNS) columns[column] = values[column] ?? ''
  const read = feedRowFromColumns(columns)
  if ('problems' in read) return { ok: false, problems: read.problems }
  if (read.row.type !== 'brand') return { ok: false, problems: [{ reason: 'invalid' }] }
  const parsed = read.row
  let outcome: SaveOutcome
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as Database
      let before: AdminBrand | null = null
      if (target) {
        const refused = await claim(tx, 'brands', target)
        if (refused) return refused
        before = await findBrand(tx, target.id)
        await giveShopRefs(tx, 'brands', [target.id])
      }
      const ref = before ? (before.externalRef ?? `shop-${before.id}`) : `shop-new-${randomUUID()}`
      const row: FeedBrand = { ...parsed, ref }
      const problems: RowProblem[] = []
      await upsertBrands(
        tx,
        [{ line: 1, row }],
        { created: 0, updated: 0, unchanged: 0 },
        problems,
        new Map(),
      )
      if (problems.length > 0) throw new Refused(problems.map(({ field, reason }) => ({ field, reason })))
      const [written] = await queryRows<{ id: number }>(
        tx,
        sql`update brands set external_ref = case when external_ref like 'shop-new-%' then 'shop-' || id
              else external_ref end
            where external_ref = ${ref} returning id`,
      )
      const id = written!.id
      const after = (await findBrand(tx, id))!
      await recordAudit(tx, actor, {
        action: before ? 'brand.updated' : 'brand.created',
        entity: 'brand',
        entityId: String(id),
        details: { changes: changedFields(before ? flat(before) : {}, flat(after)) },
      })
      return { ok: true as const, id }
    })
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problems: error.problems }
    throw error
  }
  // A brand's name is in every of its products' search entries.
  if (outcome.ok) await enqueueSearchSync(db, { delayMs: 0 })
  return outcome
}

/** Deletes a brand no product names; one with products is refused (`inUse`). */
export async function deleteBrand(
  db: Database,
  actor: Actor,
  target: { id: number; version: number },
): Promise<{ ok: true } | { ok: false; inUse: true } | Exclude<SaveOutcome, { ok: true }>> {
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const refused = await claim(tx, 'brands', target)
    if (refused) return refused
    const brand = (await findBrand(tx, target.id))!
    if (brand.products > 0) return { ok: false as const, inUse: true as const }
    await tx.execute(sql`delete from brands where id = ${target.id}`)
    await recordAudit(tx, actor, {
      action: 'brand.deleted',
      entity: 'brand',
      entityId: String(target.id),
      details: { changes: changedFields(flat(brand), {}) },
    })
    return { ok: true as const }
  })
}
