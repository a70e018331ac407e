import { POSTNL_WEEKDAYS, type PickupLocation, type PostnlWeekday } from '#core/schemas/pickup-points'
import { getJson } from '../outside-service'
import { PICKUP_POINTS_DEFAULT_LIMIT, type PickupPointProvider } from './port'

/**
 * PostNL Locations API (https://api.postnl.nl): `GET /shipment/v2_1/locations/nearest` for the points near a
 * postcode and `GET /shipment/v2_1/locations/lookup` for one point, authorised by the `apikey` header. Its
 * JSON is converted from SOAP: a single location comes as an object instead of a list, and a weekday's
 * hours as `{ "string": "08:00-18:00" }` or `{ "string": [...] }`; this maps it to the flat shape the front
 * API answers (core/schemas/pickup-points.ts).
 */
const SERVICE = 'PostNL Locations API'
/** Pickup at a PostNL point ("PG"); the other delivery options are drop-off and business points. */
const DELIVERY_OPTIONS = 'PG'
const RETAIL_NETWORK: Record<'NL' | 'BE', string> = { NL: 'PNPNL-01', BE: 'PNPBE-01' }

export interface PostnlOptions {
  apiKey: string
  /** e.g. https://api.postnl.nl, or the sandbox https://api-sandbox.postnl.nl (server/config.ts). */
  baseUrl: string
  timeoutMs: number
}

interface PostnlLocation {
  Name?: unknown
  LocationCode?: unknown
  Distance?: unknown
  Latitude?: unknown
  Longitude?: unknown
  OpeningHours?: Partial<Record<PostnlWeekday, { string?: unknown } | null>> | null
  Address?: {
    Street?: unknown
    HouseNr?: unknown
    HouseNrExt?: unknown
    Zipcode?: unknown
    City?: unknown
    Countrycode?: unknown
  } | null
}

export function createPostnlPickupPointProvider({
  apiKey,
  baseUrl,
  timeoutMs,
}: PostnlOptions): PickupPointProvider {
  const get = (path: string, params: Record<string, string>) => {
    const url = new URL(`${baseUrl.replace(/\/$/, '')}${path}`)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return getJson({ service: SERVICE, url, headers: { apikey: apiKey }, timeoutMs })
  }

  return {
    name: 'postnl',
    async findNearby({ countryCode, postalCode, limit = PICKUP_POINTS_DEFAULT_LIMIT }) {
      const body = await get('/shipment/v2_1/locations/nearest', {
        CountryCode: countryCode,
        PostalCode: postalCode.replace(/\s/g, ''),
        DeliveryOptions: DELIVERY_OPTIONS,
      })
      return responseLocations(body)
        .map((raw) => toLocation(raw, countryCode))
        .filter((location): location is PickupLocation => location !== null)
        .sort((a, b) => a.Distance - b.Distance)
        .slice(0, limit)
    },
    async findByCode(countryCode, locationCode) {
      const body = await get('/shipment/v2_1/locations/lookup', {
        LocationCode: locationCode,
        RetailNetworkID: RETAIL_NETWORK[countryCode],
      })
      const [raw] = responseLocations(body)
      return raw ? toLocation(raw, countryCode) : null
    },
  }
}

function responseLocations(body: unknown): PostnlLocation[] {
  const result = (body as { GetLocationsResult?: { ResponseLocation?: unknown } } | null)?.GetLocationsResult
  const locations = result?.ResponseLocation
  if (Array.isArray(locations)) return locations as PostnlLocation[]
  return locations && typeof locations === 'object' ? [locations as PostnlLocation] : []
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
/** NaN when missing, so a location without coordinates is left out rather than put at 0, 0. */
const number = (value: unknown) =>
  typeof value === 'number' ? value : text(value) === '' ? NaN : Number(text(value))

/** A location the shop can show and save, or null when PostNL left out what it needs. */
function toLocation(raw: PostnlLocation, countryCode: 'NL' | 'BE'): PickupLocation | null {
  const address = raw.Address ?? {}
  const location: PickupLocation = {
    Name: text(raw.Name),
    LocationCode: text(raw.LocationCode),
    Distance: Math.round(number(raw.Distance)) || 0,
    Latitude: number(raw.Latitude),
    Longitude: number(raw.Longitude),
    OpeningHours: openingHours(raw.OpeningHours ?? {}),
    Address: {
      Street: text(address.Street),
      HouseNr: text(address.HouseNr),
      ...(text(address.HouseNrExt) ? { HouseNrExt: text(address.HouseNrExt) } : {}),
      Zipcode: text(address.Zipcode),
      City: text(address.City),
      Countrycode:
        text(address.Countrycode) === 'BE' ? 'BE' : text(address.Countrycode) === 'NL' ? 'NL' : countryCode,
    },
  }
  const complete =
    location.Name &&
    location.LocationCode &&
    Number.isFinite(location.Latitude) &&
    Number.isFinite(location.Longitude) &&
    location.Address.Street &&
    location.Address.Zipcode &&
    location.Address.City
  return complete ? location : null
}

function openingHours(raw: NonNullable<PostnlLocation['OpeningHours']>): PickupLocation['OpeningHours'] {
  const hours: PickupLocation['OpeningHours'] = {}
  for (const day of POSTNL_WEEKDAYS) {
    const value = raw[day]?.string
    const ranges = (Array.isArray(value) ? value : [value])
      .map(text)
      .filter((range) => /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(range))
    if (ranges.length > 0) hours[day] = ranges
  }
  return hours
}
