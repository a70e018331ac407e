import type { MenuItem } from '#core/schemas/static-data'

export interface SubItem {
  label: string
  url: string
  image: string | null
}

/** Sub-items of a menu item: only entries of type list, never the title entries (spec §2 "Menus"). */
export function subItems(item: MenuItem): SubItem[] {
  return item.columns.flatMap((column) =>
    column.column_items.filter((entry) => entry.type === 'list').flatMap((entry) => entry.items),
  )
}

/** Knowledge and engraving items list their sub-items in one column; the others use a grid. */
export function usesGrid(item: MenuItem): boolean {
  return item.kind !== 'knowledge' && item.kind !== 'engraving'
}
