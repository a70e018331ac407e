import type { PickupLocation } from '#core/schemas/pickup-points'

/**
 * Parcel-carrier pickup points near a postcode (spec §2 "Pickup-point chooser", §7
 * `/front-api/postnl-locations`). Implementations: a bundled NL/BE dataset (default) and the PostNL
 * Locations API when a key is configured. Answers in the PostNL response shape.
 */
export interface PickupPointQuery {
  countryCode: 'NL' | 'BE'
  /** Normalised for the country ("3442 AE", "2000"). */
  postalCode: string
  /** At most this many, nearest first. */
  limit?: number
}

/** How many locations a search answers when the caller does not say (PostNL's own page size). */
export const PICKUP_POINTS_DEFAULT_LIMIT = 20

export interface PickupPointProvider {
  readonly name: string
  /** Nearest first; empty when the postcode is unknown or nothing is near. Throws OutsideServiceError when the service failed. */
  findNearby(query: PickupPointQuery): Promise<PickupLocation[]>
  /** One location by its code, to check a shopper's choice; null when unknown. */
  findByCode(countryCode: 'NL' | 'BE', locationCode: string): Promise<PickupLocation | null>
}
