import type { Locale } from '#core/locales'

/** The catalogue's own words (strip titles), in the shop's three languages. */
export const CATALOG_TEXTS: Record<Locale, { sale: string; newModels: string; topRated: string }> = {
  nl: { sale: 'Aanbiedingen', newModels: 'Nieuwe modellen', topRated: 'Best beoordeeld' },
  en: { sale: 'Special offers', newModels: 'New models', topRated: 'Top rated' },
  de: { sale: 'Angebote', newModels: 'Neue Modelle', topRated: 'Bestbewertet' },
}
