import type { LatLng } from '#core/geo/distance'

/**
 * Where a postcode lies: the centre of its area (a district or town for a Dutch PC4 range, the municipality
 * for a Belgian postcode), from the bundled table written by scripts/lookup-data/generate.mjs.
 */

/** [first postcode, last postcode, lat, lng, place]; sorted, not overlapping. */
export type AreaRow = [number, number, number, number, string]
export interface PostcodeAreas {
  NL: AreaRow[]
  BE: AreaRow[]
}

/** A postcode between two areas counts for the nearer one when it is at most this many numbers away. */
const NL_GAP = 20
/** Belgian postcodes are numbered by province (1xxx Brabant, 2xxx Antwerpen, …): stay within the thousand. */
const BE_SAME_REGION = (a: number, b: number) => Math.floor(a / 1000) === Math.floor(b / 1000)

export async function loadPostcodeAreas(): Promise<PostcodeAreas> {
  const module = await import('./data/postcode-areas.json', { with: { type: 'json' } })
  return module.default as unknown as PostcodeAreas
}

/** The centre of the area of a normalised postcode ("3442 AE", "2000"), or null when it lies in none. */
export function locatePostcode(
  areas: PostcodeAreas,
  countryCode: 'NL' | 'BE',
  postalCode: string,
): LatLng | null {
  const number = Number(postalCode.slice(0, 4))
  if (!Number.isInteger(number)) return null
  const rows = areas[countryCode]
  let best: AreaRow | null = null
  let bestGap = Infinity
  for (const row of rows) {
    const gap = number < row[0] ? row[0] - number : number > row[1] ? number - row[1] : 0
    if (gap < bestGap) {
      best = row
      bestGap = gap
    }
  }
  if (!best) return null
  const near = countryCode === 'NL' ? bestGap <= NL_GAP : bestGap === 0 || BE_SAME_REGION(number, best[0])
  return near ? { lat: best[2], lng: best[3] } : null
}
