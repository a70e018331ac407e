import { sql } from 'drizzle-orm'
import type { FeedOption, FeedProduct } from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'
import { claimVersion } from '#server/db/edit-check'
import type { StoredSlide } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import { feedRowFromColumns, type RowProblem } from '#server/domain/catalogue-sync/feed'
import { upsertOptions, upsertProducts, type BatchCounts } from '#server/domain/catalogue-sync/upsert'
import { texts } from '#server/domain/catalogue-sync/write-helpers'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { changedFields, recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { loadProduct, type Columns, type StoredProduct } from './product-columns'
import { giveShopRefs } from './shop-refs'

/**
 * Saving the product form (issue 35, docs/decisions/0138): the posted columns are read as a feed row and
 * written by the catalogue sync's own writers, in one transaction that starts with the edit check
 * (docs/decisions/0137) and ends with the audit entry of the changed fields. A problem found by the reader or
 * by a writer refuses the whole save, on the column it concerns.
 */

/** A problem of the form, on the field it concerns (`name_de`, `option_2_price`, `photos`). */
export interface FormProblem {
  field: string
  reason: string
}

export type SaveOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'invalid'; problems: FormProblem[] }
  | { ok: false; reason: 'conflict'; version: number }
  | { ok: false; reason: 'not_found' }

export interface ProductSave {
  /** null: a new product (its `ref` is the article code staff chose). */
  id: number | null
  /** The version the form was opened at (an existing product). */
  version: number | null
  /** The product's feed columns, photos included, euros with a dot. */
  columns: Columns
  /** Its options as feed option rows, each with the number of its form block (`option_<n>_…`). */
  options: Array<{ n: number; columns: Columns }>
}

export interface SaveDeps {
  db: Database
  now: () => Date
  /** After the commit: products whose free stock went from none to some. */
  backInStock: (productIds: readonly number[]) => Promise<void>
}

/** Refuses the transaction with the problems found inside it. */
class Refused extends Error {
  constructor(readonly problems: FormProblem[]) {
    super('refused')
  }
}

const productProblem = (problem: { field?: string; reason: string }): FormProblem => ({
  field: problem.field ?? '_form',
  reason: problem.reason,
})

/** The problems the feed's reader finds in a form's rows (what a save would refuse before writing). */
export function checkProduct(input: ProductSave): FormProblem[] {
  const read = readRows(input)
  return 'problems' in read ? read.problems : []
}

function readRows(
  input: ProductSave,
): { row: FeedProduct; options: Array<{ n: number; row: FeedOption }> } | { problems: FormProblem[] } {
  const read = feedRowFromColumns({ ...input.columns, type: 'product' })
  const problems: FormProblem[] = 'problems' in read ? read.problems.map(productProblem) : []
  const options: Array<{ n: number; row: FeedOption }> = []
  for (const option of input.options) {
    const parsed = feedRowFromColumns({ ...option.columns, type: 'option' })
    if ('problems' in parsed)
      for (const problem of parsed.problems)
        problems.push({ field: `option_${option.n}_${problem.field ?? 'kind'}`, reason: problem.reason })
    else options.push({ n: option.n, row: parsed.row as FeedOption })
  }
  if ('problems' in read || problems.length > 0) return { problems }
  return { row: read.row as FeedProduct, options }
}

export async function saveProduct(
  deps: SaveDeps,
  actor: StaffMember,
  input: ProductSave,
): Promise<SaveOutcome> {
  const read = readRows(input)
  if ('problems' in read) return { ok: false, reason: 'invalid', problems: read.problems }
  const { row, options } = read

  let written: { id: number; backInStock: number[] }
  try {
    written = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database
      let before: StoredProduct | null = null
      if (input.id !== null) {
        const claim = await claimVersion(tx, 'products', input.id, input.version ?? 0)
        if (!claim.ok) throw claim.reason === 'conflict' ? new Conflict(claim.version) : new Missing()
        before = await loadProduct(tx, input.id)
        // The demo catalogue's products get their key now (`shop-<id>`); a row always names its product by it.
        await tx.execute(
          sql`update products set external_ref = ${row.ref} where id = ${input.id} and external_ref is null`,
        )
      } else {
        const [taken] = await queryRows<{ id: number }>(
          tx,
          sql`select id from products where external_ref = ${row.ref}`,
        )
        if (taken) throw new Refused([{ field: 'ref', reason: 'refTaken' }])
      }
      await giveNamedShopRefs(
        tx,
        row,
        options.map(({ row: option }) => option),
      )

      const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0 }
      const rowProblems: RowProblem[] = []
      const result = await upsertProducts(
        tx,
        [{ line: 1, row, csv: true }],
        counts,
        rowProblems,
        deps.now(),
        new Map(),
      )
      if (rowProblems.length > 0) throw new Refused(rowProblems.map(productProblem))
      if (result.waiting.length > 0) throw new Refused([{ field: 'related', reason: 'unknownProduct' }])
      // Two new products with one article code at once: the second one's insert became an update.
      if (input.id === null && counts.created === 0) throw new Refused([{ field: 'ref', reason: 'refTaken' }])
      const [saved] = await queryRows<{ id: number }>(
        tx,
        sql`select id from products where external_ref = ${row.ref}`,
      )
      const id = saved!.id

      const optionProblems: RowProblem[] = []
      await upsertOptions(
        tx,
        options.map(({ n, row: option }) => ({ line: n, row: option, csv: true })),
        { created: 0, updated: 0, unchanged: 0 },
        optionProblems,
      )
      if (optionProblems.length > 0)
        throw new Refused(
          optionProblems.map((problem) => ({
            field: `option_${problem.line}_${problem.field ?? 'kind'}`,
            reason: problem.reason,
          })),
        )
      // The form holds all of a product's options: one left out was removed by staff.
      await tx.execute(sql`delete from product_options where product_id = ${id}
        and (external_ref is null or not (external_ref = any(${texts(options.map(({ row: o }) => o.ref))})))`)

      const after = await loadProduct(tx, id)
      await recordAudit(
        tx,
        { id: actor.id, email: actor.email },
        {
          action: before ? 'product.update' : 'product.create',
          entity: 'product',
          entityId: String(id),
          details: { ref: row.ref, changes: changedFields(auditRecord(before), auditRecord(after)) },
        },
      )
      return { id, backInStock: result.backInStock }
    })
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: 'invalid', problems: error.problems }
    if (error instanceof Conflict) return { ok: false, reason: 'conflict', version: error.version }
    if (error instanceof Missing) return { ok: false, reason: 'not_found' }
    throw error
  }
  await afterCatalogueWrite(deps, written.backInStock)
  return { ok: true, id: written.id }
}

class Conflict extends Error {
  constructor(readonly version: number) {
    super('conflict')
  }
}
class Missing extends Error {}

/**
 * What follows a committed product write: keep-me-posted for products back in stock, the categories' stored
 * counts and facets (the listings' filters), and the search index at once. The page and listing caches
 * follow the commit by themselves (the database's `catalogue_changed` notification).
 */
export async function afterCatalogueWrite(deps: SaveDeps, backInStock: readonly number[]): Promise<void> {
  if (backInStock.length > 0) await deps.backInStock(backInStock)
  await refreshCategoryCounts(deps.db)
  await enqueueSearchSync(deps.db, { delayMs: 0 })
}

/**
 * Categories, brands and products the row names by `shop-<id>` (the form's name of a record without a feed
 * key, product-columns.ts) get that key now, so the sync's writers find them by it.
 */
async function giveNamedShopRefs(tx: Database, row: FeedProduct, options: FeedOption[]): Promise<void> {
  const ids = (refs: Array<string | undefined>) =>
    refs.flatMap((ref) => {
      const match = ref ? /^shop-(\d{1,9})$/.exec(ref) : null
      return match ? [Number(match[1])] : []
    })
  await giveShopRefs(tx, 'categories', ids([row.category]))
  await giveShopRefs(tx, 'brands', ids([row.brand]))
  await giveShopRefs(
    tx,
    'products',
    ids([...(row.related ?? []), ...options.map((option) => option.option_product)]),
  )
}

/** A product as one flat record for the audit log's changed fields: columns, photos and options. */
function auditRecord(product: StoredProduct | null): Record<string, unknown> {
  if (!product) return {}
  // An empty field is no field: a new product's entry lists what it was given, not every blank.
  const record: Record<string, unknown> = Object.fromEntries(
    Object.entries(product.columns).filter(([name, value]) => value !== '' && name !== 'type'),
  )
  imageSlides(product.slides).forEach((slide, index) => {
    record[`image_${index + 1}`] = slide.src
    for (const locale of ['nl', 'en', 'de'] as const)
      record[`image_${index + 1}_alt_${locale}`] = slide.alt[locale]
  })
  for (const option of product.options)
    for (const [name, value] of Object.entries(option))
      if (!['type', 'ref', 'product'].includes(name)) record[`option ${option.ref} ${name}`] = value
  return record
}

const imageSlides = (slides: readonly StoredSlide[]) =>
  slides.filter((slide): slide is Extract<StoredSlide, { type: 'image' }> => slide.type === 'image')
