import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import type { Product } from '#core/schemas/catalogue'
import type { Country } from '#core/schemas/static-data'
import type { Database } from '#server/db/client'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
import { collectDependencies, dependOn } from '#server/domain/catalogue/dependencies'
import { generationCache } from '#server/domain/catalogue/generation-cache'
import { enabledCountries } from '#server/domain/addresses/countries'
import { loadProductCards, loadProductOptions, type OptionRow } from './product-data'
import { defaultCountry, loadShippingRates, type ShippingRate } from './shipping'

/**
 * What every cart read needs besides the cart itself: the shipping rates, the countries, the default
 * country, the products' options and the related products' cards. They change with the catalogue and its
 * settings (migration 0009 notifies for them too), so reads can keep them per catalogue generation
 * (docs/decisions/0044, 0047). Writes and orders read them in their own transaction (`FROM_DATABASE`).
 */
export interface CartReferenceData {
  shippingRates(db: Database, countryIso: string, locale: Locale): Promise<ShippingRate[]>
  enabledCountries(db: Database, locale: Locale): Promise<Country[]>
  defaultCountry(db: Database): Promise<string>
  /** Every product asked for is in the map (an empty list without options). */
  productOptions(
    db: Database,
    site: LocaleSite,
    productIds: readonly number[],
  ): Promise<Map<number, OptionRow[]>>
  /** Cards of the active products among the ids. */
  productCards(db: Database, site: LocaleSite, ids: readonly number[]): Promise<Map<number, Product>>
}

export const FROM_DATABASE: CartReferenceData = {
  shippingRates: loadShippingRates,
  enabledCountries,
  defaultCountry,
  productOptions: loadProductOptions,
  productCards: loadProductCards,
}

/**
 * Products' options and cards kept: far more than a cart shows (4 related cards per line, 16 more as
 * candidates), few enough to stay a few megabytes.
 */
const PRODUCTS_KEPT = 5_000

/** Kept until the next catalogue change; without live `changes` every call reads the database. */
export function cachedReferenceData(changes: CatalogueChanges | undefined): CartReferenceData {
  if (!changes) return FROM_DATABASE
  const rates = generationCache<ShippingRate[]>(changes, 500)
  const countries = generationCache<Country[]>(changes, 10)
  const country = generationCache<string>(changes, 1)
  const options = idCache<OptionRow[]>(changes, PRODUCTS_KEPT)
  const cards = idCache<Product>(changes, PRODUCTS_KEPT)
  return {
    // Country codes come from checkouts (two letters, checked on the way in): a few hundred at most.
    shippingRates: (db, iso, locale) =>
      rates.get(`${iso}:${locale}`, () => loadShippingRates(db, iso, locale)),
    enabledCountries: (db, locale) => countries.get(locale, () => enabledCountries(db, locale)),
    defaultCountry: (db) => country.get('', () => defaultCountry(db)),
    productOptions: (db, site, ids) =>
      options(site.locale, ids, (missing) => loadProductOptions(db, site, missing)),
    // Cards carry links, so they are kept per language and prefix.
    productCards: (db, site, ids) =>
      cards(`${site.locale}:${site.prefix}`, ids, (missing) => loadProductCards(db, site, missing)),
  }
}

/**
 * A generation cache of values per id (within a scope): the ids it does not hold are read together, in
 * one `load` call. An id `load` does not answer is kept as absent too. Each value depends on what its whole
 * batch read (a few products more than its own: dropped a little more often, never kept stale).
 */
function idCache<T>(changes: CatalogueChanges, maxEntries: number) {
  const cache = generationCache<T | null>(changes, maxEntries)
  return async (
    scope: string,
    ids: readonly number[],
    load: (missing: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> => {
    const missing: number[] = []
    let batch: Promise<{ value: Map<number, T>; tags: Set<string> }> | undefined
    const values = ids.map((id) =>
      cache.get(`${scope}:${id}`, () => {
        missing.push(id)
        // After every get of this call: `missing` is complete by then.
        batch ??= Promise.resolve().then(() => collectDependencies(() => load(missing)))
        return batch.then(({ value, tags }) => {
          dependOn(tags)
          return value.get(id) ?? null
        })
      }),
    )
    const found = new Map<number, T>()
    for (const [index, value] of (await Promise.all(values)).entries()) {
      if (value !== null) found.set(ids[index]!, value)
    }
    return found
  }
}
