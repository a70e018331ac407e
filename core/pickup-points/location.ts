/**
 * A pickup location in the PostNL Locations API shape (spec §3 "Pickup location"), as
 * `/front-api/postnl-locations` answers it: `{ ResponseLocation: PickupLocation[] }`.
 */
export const POSTNL_WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type PostnlWeekday = (typeof POSTNL_WEEKDAYS)[number]

export interface PickupLocation {
  Name: string
  LocationCode: string
  /** Metres from the searched postcode. */
  Distance: number
  Latitude: number
  Longitude: number
  /** Per weekday a list of time ranges such as "08:30-18:00"; a missing or empty day is closed. */
  OpeningHours: Partial<Record<PostnlWeekday, string[]>>
  Address: {
    Street: string
    HouseNr: string
    HouseNrExt?: string
    Zipcode: string
    City: string
    Countrycode: 'NL' | 'BE'
  }
}

export interface PickupLocationsResponse {
  ResponseLocation: PickupLocation[]
}
