import type { FeatureGroup } from '#core/schemas/catalogue'

export interface AlignedGroup {
  title: string
  /** One row per feature name, with each product's value in product order (null: the product lacks it). */
  rows: Array<{ name: string; values: Array<string | null> }>
}

/**
 * The features of the compared products aligned by group and name (spec §2 "Feature panel": features are
 * grouped): groups and names in the order they first appear, the first product's order leading.
 */
export function alignFeatures(products: ReadonlyArray<{ feature_groups: FeatureGroup[] }>): AlignedGroup[] {
  const groups = new Map<string, Map<string, Array<string | null>>>()
  products.forEach((product, index) => {
    for (const group of product.feature_groups) {
      let rows = groups.get(group.title)
      if (!rows) groups.set(group.title, (rows = new Map()))
      for (const feature of group.features) {
        let values = rows.get(feature.name)
        if (!values) rows.set(feature.name, (values = products.map(() => null)))
        values[index] = feature.value
      }
    }
  })
  return [...groups].map(([title, rows]) => ({
    title,
    rows: [...rows].map(([name, values]) => ({ name, values })),
  }))
}
