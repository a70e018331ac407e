import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { ListingQuery } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import type { BrandRow, FacetCounts, FeatureValueRow } from './catalogue-caches'
import { changeTags } from './changes'
import { dependOn } from './dependencies'
import { queryRows, text } from '#server/db/query'

/** The filters of a listing, resolved to ids and cents. */
export interface ResolvedFilters {
  brandIds: number[] | null
  priceMinCents: number | null
  priceMaxCents: number | null
  inStock: boolean
  /** Feature id → the chosen value ids (any of them); several features all apply. */
  features: Map<number, number[]>
}

/**
 * Categories with more active products than this are listed by SQL alone: their index would take too long
 * to build for one request and too much of the memory the indexes share (catalogue-caches.ts).
 */
export const MAX_INDEXED_PRODUCTS = 50_000

/**
 * What a category's listing filters, counts and sorts on, for each of its active products, held in memory
 * for one catalogue generation (docs/decisions/0046): any filter choice then counts its facets and picks
 * its page in one pass over typed arrays (a millisecond for 17,000 products) instead of a pass of
 * PostgreSQL over the category. Products are held in the recommended order (popularity, then id), so
 * position is that sort; brands and feature values are held as small dense numbers.
 */
export class ListingIndex {
  private readonly names = new Map<Locale, Promise<Int32Array | null>>()

  private constructor(
    readonly categoryId: number,
    /** Product ids in the recommended order. */
    readonly ids: Int32Array,
    private readonly prices: Int32Array,
    private readonly inStock: Uint8Array,
    /** Dense brand number per product, and the brand id of each number. */
    private readonly brands: Int32Array,
    private readonly brandIds: Int32Array,
    /** Dense value numbers of product i: values[valueStart[i] … valueStart[i + 1]). */
    private readonly valueStart: Int32Array,
    private readonly values: Int32Array,
    private readonly valueIds: Int32Array,
    /** Positions in price order (cents, then id). */
    private readonly byPrice: Int32Array,
  ) {}

  /**
   * The category's active products, or null when there are more than `maxProducts` (the listing then
   * uses SQL). One pass over the popularity index, which carries every column read here (migration 0010).
   */
  static async build(
    db: Database,
    categoryId: number,
    maxProducts = MAX_INDEXED_PRODUCTS,
  ): Promise<ListingIndex | null> {
    dependOn(changeTags.category(categoryId))
    const rows = await queryRows<{
      id: number
      brand_id: number
      price: number
      in_stock: boolean
      value_ids: number[]
    }>(
      db,
      sql`select p.id, p.brand_id, p.current_price_cents as price,
            p.stock_status_code = 'AVAILABLE_DIRECT' as in_stock, p.feature_value_ids as value_ids
          from products p
          where p.category_ids @> array[${categoryId}::int] and p.status = 'active'
          order by p.popularity desc nulls last, p.id asc
          limit ${maxProducts + 1}`,
    )
    if (rows.length > maxProducts) return null
    const count = rows.length
    const ids = new Int32Array(count)
    const prices = new Int32Array(count)
    const inStock = new Uint8Array(count)
    const brands = new Int32Array(count)
    const valueStart = new Int32Array(count + 1)
    const brandNumbers = new Map<number, number>()
    const valueNumbers = new Map<number, number>()
    let valueCount = 0
    for (const row of rows) valueCount += row.value_ids.length
    const values = new Int32Array(valueCount)
    let next = 0
    rows.forEach((row, i) => {
      ids[i] = row.id
      prices[i] = row.price
      inStock[i] = row.in_stock ? 1 : 0
      brands[i] = denseNumber(brandNumbers, row.brand_id)
      valueStart[i] = next
      for (const valueId of row.value_ids) values[next++] = denseNumber(valueNumbers, valueId)
    })
    valueStart[count] = next
    const byPrice = Int32Array.from({ length: count }, (_, i) => i).sort(
      (a, b) => prices[a]! - prices[b]! || ids[a]! - ids[b]!,
    )
    return new ListingIndex(
      categoryId,
      ids,
      prices,
      inStock,
      brands,
      Int32Array.from(brandNumbers.keys()),
      valueStart,
      values,
      Int32Array.from(valueNumbers.keys()),
      byPrice,
    )
  }

  get size(): number {
    return this.ids.length
  }

  /** Bytes held, name orders of every language included (they are loaded later, on first use). */
  get bytes(): number {
    const arrays = [
      this.ids,
      this.prices,
      this.inStock,
      this.brands,
      this.brandIds,
      this.valueStart,
      this.values,
      this.valueIds,
      this.byPrice,
    ]
    const held = arrays.reduce((sum, array) => sum + array.byteLength, 0)
    // Three name orders, 4 bytes an entry each.
    return held + this.size * 3 * 4
  }

  /**
   * The facet counts and the page under `filters`, exactly as the SQL of listing.ts counts them: each
   * facet under every filter but its own (see facetCounts there). Null when the name order of the
   * category could not be read consistently (the caller then asks SQL).
   */
  async listing(
    db: Database,
    locale: Locale,
    filters: ResolvedFilters,
    featureRows: FeatureValueRow[],
    brandRows: BrandRow[],
    query: Pick<ListingQuery, 'sort' | 'page' | 'per_page'>,
  ): Promise<{ pageIds: number[]; counts: FacetCounts } | null> {
    const order = await this.order(db, locale, query.sort)
    if (!order) return null
    const { matched, counts } = this.count(filters, featureRows, brandRows)
    return { pageIds: this.page(matched, order, query), counts }
  }

  /** Positions in the sort order, and whether to read them backwards. */
  private async order(
    db: Database,
    locale: Locale,
    sort: ListingQuery['sort'],
  ): Promise<{ positions: Int32Array | null; descending: boolean } | null> {
    switch (sort) {
      case 'recommended':
        return { positions: null, descending: false }
      case 'price_asc':
      case 'price_desc':
        // (price desc, id desc) is (price asc, id asc) read backwards: the keys are unique.
        return { positions: this.byPrice, descending: sort === 'price_desc' }
      case 'name_asc':
      case 'name_desc': {
        const positions = await this.nameOrder(db, locale)
        return positions && { positions, descending: sort === 'name_desc' }
      }
    }
  }

  /**
   * Positions in name order (name in the language, then id), as PostgreSQL's ICU collation sorts them:
   * JavaScript's collator may differ from the database's ICU version, and ties would not break alike.
   * Read once per language. Null when it does not list exactly this index's products (the catalogue
   * changed in between; the index is dropped with the next notification anyway).
   */
  private nameOrder(db: Database, locale: Locale): Promise<Int32Array | null> {
    let order = this.names.get(locale)
    if (!order) {
      order = queryRows<{ id: number }>(
        db,
        sql`select p.id from products p
            where p.category_ids @> array[${this.categoryId}::int] and p.status = 'active'
            order by (${text('p.name', locale)}) collate "und-x-icu" asc, p.id asc`,
      ).then((rows) => {
        const positionOf = new Map<number, number>()
        this.ids.forEach((id, position) => positionOf.set(id, position))
        const positions = new Int32Array(rows.length)
        for (let i = 0; i < rows.length; i++) {
          const position = positionOf.get(rows[i]!.id)
          if (position === undefined) return null
          positions[i] = position
        }
        return rows.length === this.size ? positions : null
      })
      const stored = order
      this.names.set(locale, stored)
      // A failed or inconsistent read is not kept: the next request tries again.
      void stored.then(
        (positions) => positions ?? this.names.delete(locale),
        () => this.names.delete(locale),
      )
    }
    return order
  }

  /**
   * One pass: a product failing no filter counts everywhere; one failing a single filter counts only in
   * that filter's own facet (which leaves that filter out); one failing two counts nowhere.
   */
  private count(
    filters: ResolvedFilters,
    featureRows: FeatureValueRow[],
    brandRows: BrandRow[],
  ): { matched: Uint8Array; counts: FacetCounts } {
    const { size, brandIds, valueIds } = this
    const brandFilter = filters.brandIds && new Set(filters.brandIds)
    const chosenBrands = Uint8Array.from(brandIds, (id) => (brandFilter?.has(id) ? 1 : 0))
    const min = filters.priceMinCents ?? -Infinity
    const max = filters.priceMaxCents ?? Infinity
    const pricing = filters.priceMinCents !== null || filters.priceMaxCents !== null

    // The filtered features by number (0…), each value's feature number (-1: none filtered) and chosen flag.
    const featureIds = [...filters.features.keys()]
    const featureOfValueId = new Map<number, number>()
    for (const row of featureRows) {
      const number = featureIds.indexOf(row.feature_id)
      if (number >= 0) featureOfValueId.set(row.value_id, number)
    }
    const chosenValueIds = new Set([...filters.features.values()].flat())
    const featureOf = Int16Array.from(valueIds, (id) => featureOfValueId.get(id) ?? -1)
    const chosen = Uint8Array.from(valueIds, (id) => (chosenValueIds.has(id) ? 1 : 0))
    const features = featureIds.length
    const hit = new Uint8Array(features)
    // Filter numbers: brand, price, stock, then the features.
    const FEATURE = 3

    const matched = new Uint8Array(size)
    const brandCounts = new Int32Array(brandIds.length)
    const valueCounts = new Int32Array(valueIds.length)
    const ownCounts = new Int32Array(valueIds.length)
    let total = 0
    let inStockCount = 0
    let minCents = Infinity
    let maxCents = -Infinity
    for (let i = 0; i < size; i++) {
      let failures = 0
      let failed = -1
      if (brandFilter && !chosenBrands[this.brands[i]!]) {
        failures++
        failed = 0
      }
      const price = this.prices[i]!
      if (pricing && (price < min || price > max)) {
        failures++
        failed = 1
      }
      if (filters.inStock && !this.inStock[i]) {
        failures++
        failed = 2
      }
      if (failures > 1) continue
      const start = this.valueStart[i]!
      const end = this.valueStart[i + 1]!
      if (features > 0) {
        hit.fill(0)
        for (let v = start; v < end; v++) {
          const value = this.values[v]!
          if (chosen[value]) hit[featureOf[value]!] = 1
        }
        for (let f = 0; f < features && failures < 2; f++) {
          if (!hit[f]) {
            failures++
            failed = FEATURE + f
          }
        }
        if (failures > 1) continue
      }
      if (failures === 0) {
        matched[i] = 1
        total++
        if (this.inStock[i]) inStockCount++
        brandCounts[this.brands[i]!]!++
        if (price < minCents) minCents = price
        if (price > maxCents) maxCents = price
        for (let v = start; v < end; v++) {
          const value = this.values[v]!
          valueCounts[value]!++
          if (featureOf[value]! >= 0) ownCounts[value]!++
        }
      } else if (failed === 0) {
        brandCounts[this.brands[i]!]!++
      } else if (failed === 1) {
        if (price < minCents) minCents = price
        if (price > maxCents) maxCents = price
      } else if (failed >= FEATURE) {
        // Failing the stock filter only counts nowhere: the in-stock count wants products in stock.
        for (let v = start; v < end; v++) {
          const value = this.values[v]!
          if (featureOf[value] === failed - FEATURE) ownCounts[value]!++
        }
      }
    }

    const byBrandId = new Map<number, number>()
    brandIds.forEach((id, number) => byBrandId.set(id, brandCounts[number]!))
    const counts: FacetCounts = {
      total,
      in_stock: inStockCount,
      min_cents: minCents === Infinity ? null : minCents,
      max_cents: maxCents === -Infinity ? null : maxCents,
      brands: brandRows.flatMap((brand) => {
        const count = byBrandId.get(brand.id) ?? 0
        return count > 0 ? [{ slug: brand.slug, name: brand.name, count }] : []
      }),
      values: [],
    }
    valueIds.forEach((id, number) => {
      if (valueCounts[number]! > 0) counts.values.push([false, id, valueCounts[number]!])
      if (ownCounts[number]! > 0) counts.values.push([true, id, ownCounts[number]!])
    })
    return { matched, counts }
  }

  /** The ids of the page's matching products, walking the sort order. */
  private page(
    matched: Uint8Array,
    { positions, descending }: { positions: Int32Array | null; descending: boolean },
    query: Pick<ListingQuery, 'page' | 'per_page'>,
  ): number[] {
    let skip = (query.page - 1) * query.per_page
    const ids: number[] = []
    const { size } = this
    for (let n = 0; n < size && ids.length < query.per_page; n++) {
      const step = descending ? size - 1 - n : n
      const i = positions ? positions[step]! : step
      if (!matched[i]) continue
      if (skip > 0) skip--
      else ids.push(this.ids[i]!)
    }
    return ids
  }
}

/** The dense number of `id`, numbering new ids in the order they come. */
function denseNumber(numbers: Map<number, number>, id: number): number {
  let number = numbers.get(id)
  if (number === undefined) {
    number = numbers.size
    numbers.set(id, number)
  }
  return number
}
