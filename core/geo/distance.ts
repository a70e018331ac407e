/** Great-circle distances for "nearest first" lists (pickup points). */

export interface LatLng {
  lat: number
  lng: number
}

/** Mean radius of the earth (IUGG), metres. */
const EARTH_RADIUS_M = 6_371_008.8

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Haversine distance in whole metres: within a few metres of the geodesic at the distances a parcel travels. */
export function distanceInMetres(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))))
}
