import { use } from 'react'
import { loadChunk } from '#app/lib/chunk-load'

/**
 * The two kinds of page behind the data-driven catch-all route (docs/decisions/0042). One route decides
 * from the data what a path is; the page code of each kind is a chunk of its own, so a product page does not
 * carry the category view and the other way round. The chunk is loaded before it renders: by the route's
 * loader on the server, by `entry.client` before hydration (the server marks the kind in the HTML), and on a
 * client navigation by the render itself, which suspends inside React Router's transition (the old page stays).
 */
const imports = {
  product: () => import('#app/features/product/product-route-page'),
  category: () => import('#app/features/catalogue/category-view'),
}

export type CataloguePageKind = keyof typeof imports
type Modules = { [K in CataloguePageKind]: Awaited<ReturnType<(typeof imports)[K]>> }

const loaded: Partial<Modules> = {}
const loading: Partial<Record<CataloguePageKind, Promise<unknown>>> = {}

/** The HTML attribute on the page's wrapper that names its kind, for `entry.client`. */
export const CATALOGUE_PAGE_ATTRIBUTE = 'data-catalogue-page'

export function isCataloguePageKind(value: unknown): value is CataloguePageKind {
  return typeof value === 'string' && Object.hasOwn(imports, value)
}

/** Loads the page code of a kind once (a failed load may be tried again); `ChunkLoadError` on failure. */
export function loadCataloguePage<K extends CataloguePageKind>(kind: K): Promise<Modules[K]> {
  const load = imports[kind] as () => Promise<Modules[K]>
  loading[kind] ??= loadChunk(`${kind}-page`, load).then(
    (module) => (loaded[kind] = module),
    (error: unknown) => {
      delete loading[kind]
      throw error
    },
  )
  return loading[kind] as Promise<Modules[K]>
}

/** The page code of a kind: at once when loaded, else the render suspends until it is. */
export function useCataloguePage<K extends CataloguePageKind>(kind: K): Modules[K] {
  return loaded[kind] ?? use(loadCataloguePage(kind))
}
