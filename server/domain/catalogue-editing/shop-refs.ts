import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { intArray } from '#server/db/query'

/**
 * Gives records without a feed key theirs, `shop-<id>`, as their first save by hand does (decision 0138): the
 * sync's writers, which the back office's forms go through, find a record by its key.
 */
export async function giveShopRefs(
  tx: Database,
  table: 'categories' | 'brands' | 'products',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return
  await tx.execute(sql`update ${sql.identifier(table)} set external_ref = 'shop-' || id
    where external_ref is null and id = any(${intArray(ids)})`)
}
