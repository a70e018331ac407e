/**
 * Postcode + house number to address (spec §4 "Address autocomplete", §7). Implementations: a bundled
 * offline dataset (default) and the PDOK Locatieserver (NL, free government service) when configured.
 */
export interface AddressLookupQuery {
  countryIso: string
  postalCode: string
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
  /** Null when no address exists for the query; throws only when the service itself failed. */
  lookup(query: AddressLookupQuery): Promise<AddressLookupResult | null>
}
