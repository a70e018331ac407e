import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import { refreshCategoryCounts } from '../catalogue-maintenance'
import type { DemoCatalogue } from './generate'

/** Tables of the catalogue in insertion order (parents first). */
const TABLES = [
  'brands',
  'categories',
  'feature_groups',
  'features',
  'feature_values',
  'products',
  'product_features',
  'product_options',
  'related_products',
  'url_paths',
  'knowledge_articles',
  'reviews',
] as const satisfies ReadonlyArray<keyof DemoCatalogue>

/** Tables with an identity id whose sequence must continue after the demo's explicit ids. */
const WITH_IDENTITY = [
  'brands',
  'categories',
  'feature_groups',
  'features',
  'feature_values',
  'products',
  'product_options',
  'knowledge_articles',
  'reviews',
]

/** Rows per INSERT: one JSON parameter each, so no limit on bind parameters applies. */
const BATCH_ROWS = 2000

/** Inserts rows whose keys are the column names (snake_case, as in the database), in batches. */
export async function bulkInsert(db: Database, table: string, rows: ReadonlyArray<object>): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0]!)
    .map((column) => `"${column}"`)
    .join(', ')
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const json = JSON.stringify(rows.slice(start, start + BATCH_ROWS))
    // json_populate_recordset turns JSON arrays into int[] and keeps jsonb values as they are.
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(`"${table}"`)}, ${json}::json)`,
    )
  }
}

export interface LoadOptions {
  /** Load only when the catalogue has no products (first start); otherwise replace whatever is there. */
  onlyIfEmpty?: boolean
}

/**
 * Writes the catalogue in one transaction, replacing the catalogue tables' contents (TRUNCATE … CASCADE:
 * rows of other tables that point at products go too, so this is for demo and benchmark databases).
 * Answers false when `onlyIfEmpty` found products already (another server loaded them first).
 */
export async function loadCatalogue(
  db: Database,
  catalogue: DemoCatalogue,
  options: LoadOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const database = tx as unknown as Database
    if (options.onlyIfEmpty) {
      // Two servers starting on one empty database: the second waits here, then finds products.
      await database.execute(sql`lock table products in share row exclusive mode`)
      if (!(await catalogueIsEmpty(database))) return false
    }
    await emptyCatalogue(database)
    for (const table of TABLES) await bulkInsert(database, table, catalogue[table])
    for (const table of WITH_IDENTITY) {
      await database.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
        ),
      )
    }
    await refreshCategoryCounts(database)
    return true
  })
}

/**
 * Empties the catalogue tables (TRUNCATE … CASCADE, so carts pointing at products go too): for demo and
 * benchmark databases only. The media an earlier sync fetched stay: a feed naming them again fetches nothing.
 */
export async function emptyCatalogue(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`truncate table ${TABLES.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
  )
}

/** No products, categories or brands: nothing an owner made would be lost by loading the demo. */
export async function catalogueIsEmpty(db: Database): Promise<boolean> {
  const result = (await db.execute(
    sql`select exists (select 1 from products) or exists (select 1 from categories) or exists (select 1 from brands) as present`,
  )) as unknown as {
    rows: Array<{ present: boolean }>
  }
  return !result.rows[0]?.present
}
