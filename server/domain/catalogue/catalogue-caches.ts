import type { CategoryListing, HomeContent, ProductDetail } from '#core/schemas/catalogue'
import type { UrlTargetType } from '#server/db/schema'
import type { CategoryTree } from './categories'
import { type CatalogueChanges, changeTags } from './changes'
import { generationCache, type GenerationCache } from './generation-cache'
import type { ListingIndex } from './listing-index'

/** A row of `url_paths` as path resolution reads it. */
export interface PathRow {
  locale: string
  target_type: UrlTargetType
  target_id: number
  is_current: boolean
}

/** Every value of the filterable features in one language, in display order. */
export interface FeatureValueRow {
  value_id: number
  value_key: string
  label: string
  feature_id: number
  feature_key: string
  feature_name: string
}

export interface BrandRow {
  id: number
  slug: string
  name: string
}

/** What a listing shows besides its products, under one set of filters (locale-independent). */
export interface FacetCounts {
  total: number
  in_stock: number
  min_cents: number | null
  max_cents: number | null
  brands: Array<{ slug: string; name: string; count: number }>
  /** [from the feature's own query, value id, count]. */
  values: Array<[boolean, number, number]>
}

/**
 * The catalogue's derived data, kept per catalogue generation (docs/decisions/0044). Sizes bound the
 * memory: a listing with its cards is some 50 KB, facet counts a few KB, a product page some 10 KB.
 */
export interface CatalogueCaches {
  trees: GenerationCache<CategoryTree>
  featureValues: GenerationCache<FeatureValueRow[]>
  brands: GenerationCache<BrandRow[]>
  paths: GenerationCache<PathRow | null>
  /** Facet counts by category and filters: every sort and page of one filter choice shares them. */
  facets: GenerationCache<FacetCounts>
  /**
   * What each category's listing filters, counts and sorts on (null: too large to index), by category:
   * every filter choice, sort and page is then counted in memory (docs/decisions/0046).
   */
  listingIndexes: GenerationCache<ListingIndex | null>
  /** Whole listings by site, category, filters, sort and page. */
  listings: GenerationCache<CategoryListing>
  products: GenerationCache<ProductDetail | null>
  home: GenerationCache<HomeContent>
}

export function catalogueCaches(changes: CatalogueChanges | undefined): CatalogueCaches {
  return {
    // Every page reads the tree (the menu, breadcrumbs), but only listings and the home page show its counts:
    // they depend on those themselves.
    trees: generationCache(changes, 20, undefined, [changeTags.categoryCounts]),
    featureValues: generationCache(changes, 10),
    brands: generationCache(changes, 1),
    paths: generationCache(changes, 20_000),
    facets: generationCache(changes, 4000),
    // Every category of the 100,000-product demo catalogue fits (some 10 MB in all).
    listingIndexes: generationCache(changes, 500, { of: (index) => index?.bytes ?? 0, max: 32_000_000 }),
    listings: generationCache(changes, 1000),
    products: generationCache(changes, 3000),
    home: generationCache(changes, 20),
  }
}

/** Caches that keep nothing: every read computes (no `CatalogueChanges` to tell when data changed). */
export const UNCACHED: CatalogueCaches = catalogueCaches(undefined)
