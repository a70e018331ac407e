import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { LOCALES } from '#core/locales'
import type { FeedCategory } from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'
import { claimVersion, type VersionedTable } from '#server/db/edit-check'
import { CATEGORY_KINDS } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { feedRowFromColumns, type RowProblem } from '#server/domain/catalogue-sync/feed'
import { upsertCategories } from '#server/domain/catalogue-sync/upsert'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { changedFields, recordAudit } from '#server/domain/staff/audit'
import { giveShopRefs } from './shop-refs'
import type { StaffMember } from '#server/domain/staff/staff'
import { type AdminCategory, findCategory, subtreeIds } from './category-tree'

/**
 * Categories by hand (issue 35). A category's form posts a feed row (docs/decisions/0138), written by the
 * sync's own `upsertCategories`, so a hand-made category obeys the feed's rules. A category's path is
 * hierarchical: a rename or a move rewrites its whole subtree through the same writer, whose old paths stay
 * as redirects (url_paths). Kind, filter features and `active` are no feed columns: they are set beside it,
 * in the same transaction, after the edit check.
 */

export type Actor = Pick<StaffMember, 'id' | 'email'>
export type FieldProblem = { field?: string; reason: string }

export type SaveOutcome =
  | { ok: true; id: number }
  | { ok: false; problems: FieldProblem[] }
  | { ok: false; conflict: number }
  | { ok: false; notFound: true }

/** The form's feed columns besides `type` and `ref` (the parent is posted as an id, then named by its ref). */
export const CATEGORY_TEXT_COLUMNS = LOCALES.flatMap((locale) => [
  `name_${locale}`,
  `slug_${locale}`,
  `description_${locale}`,
])

const formSchema = z.object({
  parent: z.union([z.literal(''), z.string().regex(/^[1-9]\d{0,9}$/, 'invalid')]),
  kind: z.enum(CATEGORY_KINDS, { error: 'invalid' }),
  position: z.string(),
})

export interface CategoryInput {
  values: Record<string, string | undefined>
  /** The features its listing filters on, in order; null: every filterable feature. */
  filterFeatureIds: number[] | null
}

/** A row of the audit log's view of a category: the form's fields, flat. */
function flat(category: AdminCategory): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    parent: category.parentId,
    position: category.position,
    kind: category.kind,
    active: category.active,
    filter_features: category.filterFeatureIds,
  }
  for (const locale of LOCALES) {
    fields[`name_${locale}`] = category.name[locale]
    fields[`slug_${locale}`] = category.slug[locale]
    fields[`description_${locale}`] = category.description[locale]
  }
  return fields
}

/**
 * The edit check at the start of a save's transaction (docs/decisions/0137): null when the version was
 * claimed, else what the save answers (someone saved meanwhile, or the record is gone).
 */
export async function claim(
  tx: Database,
  table: VersionedTable,
  target: { id: number; version: number },
): Promise<{ ok: false; conflict: number } | { ok: false; notFound: true } | null> {
  const claimed = await claimVersion(tx, table, target.id, target.version)
  if (claimed.ok) return null
  return claimed.reason === 'conflict'
    ? { ok: false, conflict: claimed.version }
    : { ok: false, notFound: true }
}

/** A save's problems, which roll its transaction back. */
export class Refused extends Error {
  constructor(readonly problems: FieldProblem[]) {
    super('refused')
  }
}

const ref = (row: { external_ref: string | null; id: number }) => row.external_ref ?? `shop-${row.id}`

/** Checks the form as the feed would check its row: every problem at once, named by its field. */
function validate(
  input: CategoryInput,
): { ok: true; row: FeedCategory; parentId: number | null; kind: AdminCategory['kind'] } | FieldProblem[] {
  const problems: FieldProblem[] = []
  const form = formSchema.safeParse({
    parent: input.values.parent ?? '',
    kind: input.values.kind ?? 'category',
    position: input.values.position ?? '',
  })
  if (!form.success)
    for (const issue of form.error.issues) problems.push({ field: String(issue.path[0]), reason: 'invalid' })
  const columns: Record<string, string> = { type: 'category', ref: 'shop-0' }
  // The parent's real ref is set in the transaction; a placeholder lets the feed's rules check the rest.
  if (form.success && form.data.parent !== '') columns.parent = 'shop-parent'
  columns.position = input.values.position ?? ''
  for (const column of CATEGORY_TEXT_COLUMNS) columns[column] = input.values[column] ?? ''
  const read = feedRowFromColumns(columns)
  if ('problems' in read) problems.push(...read.problems)
  if (problems.length > 0 || !form.success || 'problems' in read) return problems
  if (read.row.type !== 'category') return [{ reason: 'invalid' }]
  return {
    ok: true,
    row: read.row,
    parentId: form.data.parent === '' ? null : Number(form.data.parent),
    kind: form.data.kind,
  }
}

/** Filter features must be filterable features (the listing offers no others). */
async function checkFeatures(tx: Database, ids: readonly number[] | null): Promise<FieldProblem[]> {
  if (!ids || ids.length === 0) return []
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from features where filterable and id = any(${`{${ids.join(',')}}`}::int[])`,
  )
  return rows.length === new Set(ids).size ? [] : [{ field: 'filter_features', reason: 'invalid' }]
}

/**
 * Creates (`id` null) or saves a category. The edit check comes first; a parent that is the category
 * itself or lies below it is refused (a cycle would take the subtree out of the tree).
 */
export async function saveCategory(
  db: Database,
  actor: Actor,
  target: { id: number; version: number } | null,
  input: CategoryInput,
): Promise<SaveOutcome> {
  const valid = validate(input)
  if (Array.isArray(valid)) return { ok: false, problems: valid }
  let moved = false
  let outcome: SaveOutcome
  try {
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as Database
      let before: AdminCategory | null = null
      if (target) {
        const refused = await claim(tx, 'categories', target)
        if (refused) return refused
        before = await findCategory(tx, target.id)
      }
      const problems = await checkFeatures(tx, input.filterFeatureIds)
      const below = target ? await subtreeIds(tx, target.id) : []
      let parentRef: string | undefined
      if (valid.parentId !== null) {
        if (below.includes(valid.parentId)) problems.push({ field: 'parent', reason: 'cycle' })
        await giveShopRefs(tx, 'categories', [valid.parentId])
        const [parent] = await queryRows<{ id: number; external_ref: string | null }>(
          tx,
          sql`select id, external_ref from categories where id = ${valid.parentId}`,
        )
        if (!parent) problems.push({ field: 'parent', reason: 'unknownParent' })
        else parentRef = ref(parent)
      }
      if (problems.length > 0) throw new Refused(problems)
      await giveShopRefs(tx, 'categories', below)
      const ownRef = target ? `shop-${target.id}` : `shop-new-${randomUUID()}`
      const [own] = target
        ? await queryRows<{ id: number; external_ref: string | null }>(
            tx,
            sql`select id, external_ref from categories where id = ${target.id}`,
          )
        : [null]
      const row: FeedCategory = { ...valid.row, ref: own ? ref(own) : ownRef, parent: parentRef }
      // Without a position a category goes last among its new siblings.
      if (row.position === undefined) row.position = await nextPosition(tx, valid.parentId, target?.id)
      // The subtree is written again with it, so its paths follow the new one (the writer keeps the old
      // ones as redirects); rows that did not change are left alone by the writer.
      const descendants = target ? await descendantRows(tx, below.slice(1)) : []
      const batch = [row, ...descendants].map((item, index) => ({ line: index + 1, row: item }))
      const writeProblems: RowProblem[] = []
      await upsertCategories(tx, batch, { created: 0, updated: 0, unchanged: 0 }, writeProblems)
      if (writeProblems.length > 0)
        throw new Refused(
          writeProblems.map((problem) =>
            problem.line === 1
              ? { field: problem.field, reason: problem.reason }
              : { field: '_form', reason: 'subtreePathTaken' },
          ),
        )
      const [written] = await queryRows<{ id: number }>(
        tx,
        sql`select id from categories where external_ref = ${row.ref}`,
      )
      const id = written!.id
      const filter = input.filterFeatureIds
      await tx.execute(
        sql`update categories set kind = ${valid.kind}, updated_at = now(),
              filter_feature_ids = ${filter === null ? null : `{${filter.join(',')}}`}::int[],
              external_ref = case when external_ref like 'shop-new-%' then 'shop-' || id else external_ref end
            where id = ${id}`,
      )
      moved = before !== null && before.parentId !== valid.parentId
      if (moved) await followAncestors(tx, below)
      const after = (await findCategory(tx, id))!
      await recordAudit(tx, actor, {
        action: before ? 'category.updated' : 'category.created',
        entity: 'category',
        entityId: String(id),
        details: { changes: changedFields(before ? flat(before) : {}, flat(after)) },
      })
      return { ok: true as const, id }
    })
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problems: error.problems }
    throw error
  }
  if (outcome.ok) await afterCommit(db, moved)
  return outcome
}

async function nextPosition(tx: Database, parentId: number | null, own: number | undefined): Promise<number> {
  const [row] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(position) + 1, 0)::int as next from categories
        where parent_id is not distinct from ${parentId}::int and id <> ${own ?? 0}`,
  )
  return row!.next
}

/** The feed rows of the given categories as they are stored (their subtree is written again after a move). */
async function descendantRows(tx: Database, ids: readonly number[]): Promise<FeedCategory[]> {
  if (ids.length === 0) return []
  const rows = await queryRows<{
    id: number
    external_ref: string
    parent_ref: string
    position: number
    name: FeedCategory['name']
    slug: FeedCategory['name']
    description: FeedCategory['name']
  }>(
    tx,
    sql`select c.id, c.external_ref, p.external_ref as parent_ref, c.position, c.name, c.slug, c.description
        from categories c join categories p on p.id = c.parent_id
        where c.id = any(${`{${ids.join(',')}}`}::int[])`,
  )
  const order = new Map(ids.map((id, index) => [id, index]))
  return rows
    .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
    .map((row) => ({
      type: 'category',
      ref: row.external_ref,
      parent: row.parent_ref,
      name: row.name,
      slug: row.slug,
      description: row.description,
      position: row.position,
    }))
}

/**
 * A moved subtree's products list under their new ancestors: `category_ids` (the main category and every
 * category above it, what listings select on) is derived again, as the feed's writer derives it.
 */
async function followAncestors(tx: Database, subtree: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update products p set category_ids = (
      with recursive up as (
        select c.id, c.parent_id from categories c where c.id = p.category_id
        union all
        select c.id, c.parent_id from categories c join up on c.id = up.parent_id
      ) select array_agg(id) from up)
    where p.category_id = any(${`{${subtree.join(',')}}`}::int[])`)
}

/** The shop's stored counts follow a move (after the commit: a pass over every product), search follows all. */
async function afterCommit(db: Database, moved: boolean): Promise<void> {
  if (moved) await refreshCategoryCounts(db)
  await enqueueSearchSync(db, { delayMs: 0 })
}

/**
 * Moves a category one place up or down among its siblings. The siblings are numbered again in their
 * shown order first (feeds often leave every position 0), then the two swap places.
 */
export async function moveAmongSiblings(
  db: Database,
  actor: Actor,
  target: { id: number; version: number },
  direction: 'up' | 'down',
): Promise<Exclude<SaveOutcome, { ok: false; problems: FieldProblem[] }>> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as Database
    const refused = await claim(tx, 'categories', target)
    if (refused) return refused
    const siblings = await queryRows<{ id: number; position: number }>(
      tx,
      sql`select id, position from categories
          where parent_id is not distinct from (select parent_id from categories where id = ${target.id})
          order by position, id for update`,
    )
    const index = siblings.findIndex((row) => row.id === target.id)
    const other = direction === 'up' ? index - 1 : index + 1
    if (other < 0 || other >= siblings.length) return { ok: true as const, id: target.id }
    const order = siblings.map((row) => row.id)
    ;[order[index], order[other]] = [order[other]!, order[index]!]
    const changed = order
      .map((id, position) => ({ id, position }))
      .filter(({ id, position }) => siblings.find((row) => row.id === id)!.position !== position)
    await tx.execute(
      sql`update categories c set position = w.position, updated_at = now()
          from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) w(id int, position int)
          where c.id = w.id`,
    )
    await recordAudit(tx, actor, {
      action: 'category.reordered',
      entity: 'category',
      entityId: String(target.id),
      details: { changes: { position: { from: siblings[index]!.position, to: other } } },
    })
    return { ok: true as const, id: target.id }
  })
  if (outcome.ok) await enqueueSearchSync(db, { delayMs: 0 })
  return outcome
}

/**
 * Takes a category (and with it its subtree) out of the shop, or puts it back. Its products are left as
 * they are: they stay for sale under their own address (docs/decisions/0144).
 */
export async function setCategoryActive(
  db: Database,
  actor: Actor,
  target: { id: number; version: number },
  active: boolean,
): Promise<Exclude<SaveOutcome, { ok: false; problems: FieldProblem[] }>> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as Database
    const refused = await claim(tx, 'categories', target)
    if (refused) return refused
    const [before] = await queryRows<{ active: boolean }>(
      tx,
      sql`select active from categories where id = ${target.id}`,
    )
    await tx.execute(
      sql`update categories set active = ${active}, updated_at = now() where id = ${target.id}`,
    )
    await recordAudit(tx, actor, {
      action: active ? 'category.reactivated' : 'category.deactivated',
      entity: 'category',
      entityId: String(target.id),
      details: { changes: changedFields({ active: before!.active }, { active }) },
    })
    return { ok: true as const, id: target.id }
  })
  if (outcome.ok) await enqueueSearchSync(db, { delayMs: 0 })
  return outcome
}
