/**
 * Postcode + house number to address (spec §4 "Address autocomplete", §7). Implementations: a bundled
 * offline dataset (default, NL and BE) and the PDOK Locatieserver (NL, free government service) when
 * configured; `from-config.ts` picks them per country.
 */
export interface AddressLookupQuery {
  countryIso: string
  /** Normalised for the country ("3931 EP", "2000"). */
  postalCode: string
  /** As typed: "12", "12a", "12-3"; implementations use its leading digits. */
  houseNumber: string
  houseNumberAddition?: string
  /** International lookups also have the street (spec §7: all three of postal code, house number, street). */
  street?: string
}

export interface AddressLookupResult {
  street: string
  city: string
  /** The normalised postal code ("1234 AB" in NL). */
  postalCode: string
  /** Additions that exist at this number (empty when none or unknown). */
  houseNumberAdditions: string[]
  latitude: number | null
  longitude: number | null
}

export interface AddressLookup {
  readonly name: string
  /** Whether this lookup knows addresses in the country at all; callers skip the lookup elsewhere. */
  supports(countryIso: string): boolean
  /** Null when no address exists for the query; throws OutsideServiceError only when the service itself failed. */
  lookup(query: AddressLookupQuery): Promise<AddressLookupResult | null>
}

/** The whole-number part of a house number as typed ("12a" → 12), or null when it has none. */
export function houseNumberDigits(houseNumber: string): number | null {
  const digits = /^\s*(\d{1,6})/.exec(houseNumber)?.[1]
  return digits ? Number(digits) : null
}
