import type { Locale } from '#core/locales'
import type { Country } from '#core/schemas/static-data'
import type { Database } from '#server/db/client'
import type { CatalogueChanges } from '#server/domain/catalog/changes'
import { generationCache } from '#server/domain/catalog/generation-cache'
import { enabledCountries } from '#server/domain/shell/static-data'
import { defaultCountry, loadShippingRates, type ShippingRate } from './shipping'

/**
 * What every cart read needs besides the cart itself: the shipping rates, the countries, the default
 * country. They change with the catalogue's settings (migration 0009 notifies for them too), so reads can
 * keep them per catalogue generation (docs/decisions/0044). Writes and orders read them in their own
 * transaction (`FROM_DATABASE`).
 */
export interface CartReferenceData {
  shippingRates(db: Database, countryIso: string, locale: Locale): Promise<ShippingRate[]>
  enabledCountries(db: Database, locale: Locale): Promise<Country[]>
  defaultCountry(db: Database): Promise<string>
}

export const FROM_DATABASE: CartReferenceData = {
  shippingRates: loadShippingRates,
  enabledCountries,
  defaultCountry,
}

/** Kept until the next catalogue change; without live `changes` every call reads the database. */
export function cachedReferenceData(changes: CatalogueChanges | undefined): CartReferenceData {
  if (!changes) return FROM_DATABASE
  const rates = generationCache<ShippingRate[]>(changes, 500)
  const countries = generationCache<Country[]>(changes, 10)
  const country = generationCache<string>(changes, 1)
  return {
    // Country codes come from checkouts (two letters, checked on the way in): a few hundred at most.
    shippingRates: (db, iso, locale) =>
      rates.get(`${iso}:${locale}`, () => loadShippingRates(db, iso, locale)),
    enabledCountries: (db, locale) => countries.get(locale, () => enabledCountries(db, locale)),
    defaultCountry: (db) => country.get('', () => defaultCountry(db)),
  }
}
