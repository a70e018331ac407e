import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { intArray, queryRows } from '#server/db/query'
import { fieldName, type RowProblem } from './feed'
import { json, texts } from './write-helpers'

/**
 * A product's related products from the feed (docs/decisions/0122): refs in the shopper's order. A row whose
 * refs are all known (earlier, or in its own batch) is written with its batch; one that names a product
 * still to come waits for the end of the run, so forward and mutual references work in any order. What
 * is still unknown then is a problem on the row's line, and its related products stay as they were.
 */

/** How a product row counted in its batch, so the end of the run can count it again. */
export type RowOutcome = 'created' | 'updated' | 'unchanged'

export interface RelatedRow {
  line: number
  ref: string
  csv: boolean
  productId: number
  related: string[]
  outcome: RowOutcome
}

/**
 * Writes the related products of the rows whose refs are all known. Answers the products whose related
 * products changed, and the rows that name a product not known yet (unwritten).
 */
export async function writeRelated(
  tx: Database,
  rows: RelatedRow[],
): Promise<{ changed: Set<number>; waiting: Array<{ row: RelatedRow; missing: number }> }> {
  const changed = new Set<number>()
  if (rows.length === 0) return { changed, waiting: [] }
  const refs = [...new Set(rows.flatMap((row) => row.related))]
  const ids = new Map(
    refs.length === 0
      ? []
      : (
          await queryRows<{ id: number; external_ref: string }>(
            tx,
            sql`select id, external_ref from products where external_ref = any(${texts(refs)})`,
          )
        ).map((row) => [row.external_ref, row.id]),
  )
  const waiting = rows.flatMap((row) => {
    const missing = row.related.findIndex((ref) => !ids.has(ref))
    return missing < 0 ? [] : [{ row, missing }]
  })
  const ready = rows.filter((row) => !waiting.some((entry) => entry.row === row))
  if (ready.length === 0) return { changed, waiting }
  const current = new Map(
    (
      await queryRows<{ product_id: number; ids: number[] }>(
        tx,
        sql`select product_id, array_agg(related_product_id order by position, related_product_id) as ids
          from related_products where product_id = any(${intArray(ready.map((row) => row.productId))})
          group by product_id`,
      )
    ).map((row) => [row.product_id, row.ids]),
  )
  const replaced: Array<{ product_id: number; related_product_id: number; position: number }> = []
  for (const row of ready) {
    const wanted = row.related.map((ref) => ids.get(ref)!)
    if (JSON.stringify(wanted) === JSON.stringify(current.get(row.productId) ?? [])) continue
    changed.add(row.productId)
    wanted.forEach((id, position) =>
      replaced.push({ product_id: row.productId, related_product_id: id, position }),
    )
  }
  if (changed.size > 0) {
    await tx.execute(sql`delete from related_products where product_id = any(${intArray([...changed])})`)
    if (replaced.length > 0)
      await tx.execute(sql`insert into related_products (product_id, related_product_id, position)
        select product_id, related_product_id, position from jsonb_to_recordset(${json(replaced)})
          r(product_id int, related_product_id int, position int)`)
  }
  return { changed, waiting }
}

/** The problem of a row whose related products still name an unknown product at the end of the run. */
export function relatedProblem(row: RelatedRow, missing: number): RowProblem {
  return {
    line: row.line,
    ref: row.ref,
    field: fieldName(['related', missing], {}, row.csv),
    reason: 'unknownProduct',
  }
}
