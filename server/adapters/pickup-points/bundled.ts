import { distanceInMetres } from '#core/geo/distance'
import type { PickupLocation, PostnlWeekday } from '#core/schemas/pickup-points'
import { PICKUP_POINTS_DEFAULT_LIMIT, type PickupPointProvider } from './port'
import { loadPostcodeAreas, locatePostcode, type PostcodeAreas } from './postcode-areas'

/**
 * The offline pickup points (default): a bundled dataset of PostNL-style points in the Netherlands and
 * Belgium (supermarkets, bookshops, tobacconists, …) with opening hours, and the postcode areas to measure
 * from. Written by scripts/lookup-data/generate.mjs; loaded on the first search, once.
 */

/** [code, country, name, street, house number, addition, zipcode, city, lat, lng, opening hours] */
export type PointRow = [
  string,
  'NL' | 'BE',
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  number,
  Partial<Record<PostnlWeekday, string[]>>,
]

export interface PickupData {
  points: PointRow[]
  areas: PostcodeAreas
}

/** Farther than this is no pickup point "near" a postcode; PostNL's own search stops at about this. */
export const MAX_PICKUP_DISTANCE_M = 25_000

export async function loadBundledPickupPoints(): Promise<PickupData> {
  const [points, areas] = await Promise.all([
    import('./data/pickup-points.json', { with: { type: 'json' } }),
    loadPostcodeAreas(),
  ])
  return { points: points.default as unknown as PointRow[], areas }
}

export function createBundledPickupPointProvider(
  load: () => Promise<PickupData> = loadBundledPickupPoints,
): PickupPointProvider {
  let data: Promise<PickupData> | undefined
  const loaded = () => {
    data ??= load()
    data.catch(() => (data = undefined))
    return data
  }

  return {
    name: 'bundled',
    async findNearby({ countryCode, postalCode, limit = PICKUP_POINTS_DEFAULT_LIMIT }) {
      const { points, areas } = await loaded()
      const origin = locatePostcode(areas, countryCode, postalCode)
      if (!origin) return []
      // Only the searched country, as PostNL answers: the chooser's NL/BE switch decides.
      return points
        .filter((row) => row[1] === countryCode)
        .map((row) => toLocation(row, distanceInMetres(origin, { lat: row[8], lng: row[9] })))
        .filter((location) => location.Distance <= MAX_PICKUP_DISTANCE_M)
        .sort((a, b) => a.Distance - b.Distance || a.LocationCode.localeCompare(b.LocationCode))
        .slice(0, limit)
    },
    async findByCode(countryCode, locationCode) {
      const { points } = await loaded()
      const row = points.find((point) => point[0] === locationCode && point[1] === countryCode)
      return row ? toLocation(row, 0) : null
    },
  }
}

function toLocation(row: PointRow, distance: number): PickupLocation {
  const [code, country, name, street, houseNr, ext, zipcode, city, lat, lng, hours] = row
  return {
    Name: name,
    LocationCode: code,
    Distance: distance,
    Latitude: lat,
    Longitude: lng,
    OpeningHours: hours,
    Address: {
      Street: street,
      HouseNr: houseNr,
      ...(ext ? { HouseNrExt: ext } : {}),
      Zipcode: zipcode,
      City: city,
      Countrycode: country,
    },
  }
}
