import { sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Breadcrumb, CategorySummary } from '#core/schemas/catalogue'
import { localePath } from '#core/routes/locale'
import type { Database } from '#server/db/client'
import type { CategoryFacets, CategoryKind, Localized } from '#server/db/schema'
import { queryRows, text } from '#server/db/query'

export interface CategoryNode {
  id: number
  parentId: number | null
  position: number
  kind: CategoryKind
  name: string
  slug: string
  path: string
  description: string
  image: string | null
  productCount: number
  /** The path in every language. */
  paths: Localized
  /** Counts of the unfiltered listing (null until refreshCategoryCounts ran). */
  facets: CategoryFacets | null
  /** The features its listing filters on, in order; null: every filterable feature (issue 35). */
  filterFeatureIds: number[] | null
}

/** The whole category tree in one language (a few dozen rows: one cheap query). */
export class CategoryTree {
  readonly byId: Map<number, CategoryNode>
  readonly children: Map<number | null, CategoryNode[]>

  constructor(
    nodes: CategoryNode[],
    readonly site: LocaleSite,
  ) {
    this.byId = new Map(nodes.map((node) => [node.id, node]))
    this.children = new Map()
    for (const node of nodes) {
      const list = this.children.get(node.parentId) ?? []
      list.push(node)
      this.children.set(node.parentId, list)
    }
    for (const list of this.children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id)
  }

  top(): CategoryNode[] {
    return this.children.get(null) ?? []
  }

  childrenOf(id: number): CategoryNode[] {
    return this.children.get(id) ?? []
  }

  /** From the top category down to this one. */
  trail(id: number): CategoryNode[] {
    const trail: CategoryNode[] = []
    for (
      let node = this.byId.get(id);
      node;
      node = node.parentId === null ? undefined : this.byId.get(node.parentId)
    ) {
      trail.unshift(node)
    }
    return trail
  }

  /**
   * A category's link: its path under the language prefix. Knowledge categories are no listing: they
   * link to the knowledge base page (a child to its section there).
   */
  link(node: CategoryNode): string {
    const { locale, prefix } = this.site
    if (node.kind === 'knowledge') {
      const base = localePath(prefix, locale, 'knowledgeBase')
      return node.parentId === null ? base : `${base}#${node.slug}`
    }
    return `${prefix}/${node.path}`
  }

  /** Paths without language prefix, for hreflang and the language switch. */
  alternates(node: CategoryNode): Localized {
    return { nl: `/${node.paths.nl}`, en: `/${node.paths.en}`, de: `/${node.paths.de}` }
  }

  breadcrumbs(id: number): Breadcrumb[] {
    return this.trail(id).map((node) => ({ name: node.name, link: this.link(node) }))
  }

  summary(node: CategoryNode): CategorySummary {
    return {
      id: node.id,
      name: node.name,
      link: this.link(node),
      hit_count: node.productCount,
      breadcrumbs: this.breadcrumbs(node.id),
      image: node.image,
    }
  }
}

/**
 * The categories the shop shows: active, under active parents all the way up. An inactive category and its
 * subtree are in no menu, listing, sitemap or search, and their addresses answer 404 (docs/decisions/0144).
 */
export const SHOWN_CATEGORIES = sql`(with recursive shown as (
    select id from categories where parent_id is null and active
    union all
    select c.id from categories c join shown on c.parent_id = shown.id where c.active
  ) select id from shown)`

/** The shown category tree (SHOWN_CATEGORIES) in one language. */
export async function loadCategoryTree(db: Database, site: LocaleSite): Promise<CategoryTree> {
  const { locale } = site
  const rows = await queryRows<CategoryNode>(
    db,
    sql`select id, parent_id as "parentId", position, kind, ${text('name', locale)} as name,
          ${text('slug', locale)} as slug, ${text('path', locale)} as path,
          ${text('description', locale)} as description, image, product_count as "productCount", path as paths, facets,
          filter_feature_ids as "filterFeatureIds"
        from categories where id in ${SHOWN_CATEGORIES}`,
  )
  return new CategoryTree(rows, site)
}
