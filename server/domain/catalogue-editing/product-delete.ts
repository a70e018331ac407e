import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { claimVersion } from '#server/db/edit-check'
import { queryRows } from '#server/db/query'
import { recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { loadProduct } from './product-columns'
import { afterCatalogueWrite, type SaveDeps } from './product-save'

/**
 * Deleting a product (issue 35): only one that was never ordered and is in nobody's cart. A product with
 * orders is never deleted, only deactivated: its order lines, invoices and withdrawals keep pointing at it.
 */

export type DeleteBlock = 'ordered' | 'inCart'

/** Why a product cannot be deleted, or null when it can. */
export async function deleteBlock(db: Database, id: number): Promise<DeleteBlock | null> {
  const [row] = await queryRows<{ ordered: boolean; in_cart: boolean }>(
    db,
    sql`select exists (select 1 from order_lines where product_id = ${id}) as ordered,
          exists (select 1 from checkout_lines where product_id = ${id}) as in_cart`,
  )
  return row?.ordered ? 'ordered' : row?.in_cart ? 'inCart' : null
}

export type DeleteOutcome =
  | { ok: true }
  | { ok: false; reason: DeleteBlock | 'not_found' }
  | { ok: false; reason: 'conflict'; version: number }

export async function deleteProduct(
  deps: SaveDeps,
  actor: StaffMember,
  id: number,
  version: number,
): Promise<DeleteOutcome> {
  let outcome: DeleteOutcome
  try {
    outcome = await deps.db.transaction(async (transaction): Promise<DeleteOutcome> => {
      const tx = transaction as unknown as Database
      const claim = await claimVersion(tx, 'products', id, version)
      if (!claim.ok) return claim
      // The row is locked now; an order or a cart line added meanwhile waits for this transaction or is seen.
      const block = await deleteBlock(tx, id)
      // Refused: rolled back, so the version stays as the page has it.
      if (block) throw new Blocked(block)
      const product = await loadProduct(tx, id)
      await tx.execute(sql`delete from url_paths where target_type = 'product' and target_id = ${id}`)
      await tx.execute(sql`delete from products where id = ${id}`)
      await recordAudit(
        tx,
        { id: actor.id, email: actor.email },
        {
          action: 'product.delete',
          entity: 'product',
          entityId: String(id),
          details: { ref: product?.ref, name: product?.name },
        },
      )
      return { ok: true }
    })
  } catch (error) {
    if (error instanceof Blocked) return { ok: false, reason: error.block }
    throw error
  }
  if (outcome.ok) await afterCatalogueWrite(deps, [])
  return outcome
}

class Blocked extends Error {
  constructor(readonly block: DeleteBlock) {
    super(block)
  }
}
