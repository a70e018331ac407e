import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import type { CategoryKind, Localized } from '#server/db/schema'
import { SHOWN_CATEGORIES } from '#server/domain/catalogue/categories'
import { queryRows, SHOP_TODAY } from '#server/db/query'

/** A category as the back office edits it: every language, active or not, with its stored counts. */
export interface AdminCategory {
  id: number
  externalRef: string | null
  version: number
  parentId: number | null
  position: number
  kind: CategoryKind
  active: boolean
  /** Active, under active parents: what the shop shows (SHOWN_CATEGORIES). */
  shown: boolean
  name: Localized
  slug: Localized
  path: Localized
  description: Localized
  filterFeatureIds: number[] | null
  /** Active products in it or below (the stored count, refreshCategoryCounts). */
  productCount: number
}

const COLUMNS = sql`id, external_ref as "externalRef", version, parent_id as "parentId", position, kind, active,
  id in ${SHOWN_CATEGORIES} as shown, name, slug, path, description, filter_feature_ids as "filterFeatureIds",
  product_count as "productCount"`

/** Every category, in tree order (parents before children, siblings by position). */
export async function listCategories(db: Database): Promise<Array<AdminCategory & { depth: number }>> {
  const rows = await queryRows<AdminCategory>(db, sql`select ${COLUMNS} from categories`)
  return treeOrder(rows)
}

export async function findCategory(db: Database, id: number): Promise<AdminCategory | null> {
  const [row] = await queryRows<AdminCategory>(db, sql`select ${COLUMNS} from categories where id = ${id}`)
  return row ?? null
}

/** The categories depth first, each with its depth (0 for a top category), siblings by position then id. */
export function treeOrder<T extends { id: number; parentId: number | null; position: number }>(
  rows: readonly T[],
): Array<T & { depth: number }> {
  const children = new Map<number | null, T[]>()
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row])
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id)
  const result: Array<T & { depth: number }> = []
  const visit = (parentId: number | null, depth: number) => {
    for (const row of children.get(parentId) ?? []) {
      result.push({ ...row, depth })
      visit(row.id, depth + 1)
    }
  }
  visit(null, 0)
  return result
}

/** The category and everything below it (ids, the category first). */
export async function subtreeIds(db: Database, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive below as (
          select id, 0 as depth from categories where id = ${id}
          union all
          select c.id, below.depth + 1 from categories c join below on c.parent_id = below.id
        ) select id from below order by depth, id`,
  )
  return rows.map((row) => row.id)
}

/**
 * What deactivating a category does, counted before staff confirm it (docs/decisions/0144): its subtree
 * leaves the shop; the products whose main category lies in it stay for sale under their own address.
 */
export interface DeactivationEffects {
  /** Categories below it (all of them leave the shop with it). */
  subcategories: number
  /** Active products whose main category is it or one below it. */
  products: number
  /** Published knowledge articles in it or below (for a knowledge section). */
  articles: number
  /** Entries of the shop's main menu that disappear: a top category and its children are menu entries. */
  menuEntries: number
}

export async function deactivationEffects(db: Database, id: number): Promise<DeactivationEffects> {
  const [row] = await queryRows<DeactivationEffects>(
    db,
    sql`with recursive below as (
          select id, parent_id, 0 as depth from categories where id = ${id}
          union all
          select c.id, c.parent_id, below.depth + 1 from categories c join below on c.parent_id = below.id
        ),
        levels as (
          select id, parent_id, 0 as level from categories where parent_id is null
          union all
          select c.id, c.parent_id, levels.level + 1 from categories c join levels on c.parent_id = levels.id
        )
        select
          (select count(*) from below where depth > 0)::int as subcategories,
          (select count(*) from products where status = 'active' and category_id in (select id from below))::int as products,
          (select count(*) from knowledge_articles where published_at <= ${SHOP_TODAY}
             and section_id in (select id from below))::int as articles,
          (select count(*) from categories c where c.id in (select id from below)
             and c.id in (select id from levels where level <= 1) and c.id in ${SHOWN_CATEGORIES}
             and (c.kind = 'knowledge' or c.product_count > 0))::int as "menuEntries"`,
  )
  return row!
}
