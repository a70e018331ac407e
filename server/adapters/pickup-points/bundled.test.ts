import { describe, expect, it, vi } from 'vitest'
import { normalizePostalCode } from '#core/address/postal-codes'
import { distanceInMetres } from '#core/geo/distance'
import { POSTNL_WEEKDAYS } from '#core/schemas/pickup-points'
import { createBundledPickupPointProvider, loadBundledPickupPoints, MAX_PICKUP_DISTANCE_M } from './bundled'
import { loadPostcodeAreas, locatePostcode } from './postcode-areas'

describe('bundled pickup points', () => {
  const provider = createBundledPickupPointProvider()

  it('answers the points nearest the default postcode 3442 AE, in Woerden, nearest first, at most 20', async () => {
    const locations = await provider.findNearby({ countryCode: 'NL', postalCode: '3442 AE' })
    expect(locations).toHaveLength(20)
    expect(locations.slice(0, 3).every((l) => l.Address.City === 'Woerden')).toBe(true)
    const distances = locations.map((l) => l.Distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances[0]).toBeLessThan(2000)
  })

  it('measures real distances in metres from the postcode area to each point', async () => {
    const areas = await loadPostcodeAreas()
    const origin = locatePostcode(areas, 'NL', '3442 AE')!
    const [nearest] = await provider.findNearby({ countryCode: 'NL', postalCode: '3442 AE', limit: 1 })
    expect(nearest!.Distance).toBe(
      distanceInMetres(origin, { lat: nearest!.Latitude, lng: nearest!.Longitude }),
    )
  })

  it('searches Belgium by its own postcodes and keeps to the chosen country', async () => {
    const antwerp = await provider.findNearby({ countryCode: 'BE', postalCode: '2000', limit: 5 })
    expect(antwerp[0]!.Address.City).toBe('Antwerpen')
    expect(antwerp.every((l) => l.Address.Countrycode === 'BE')).toBe(true)
    // Maastricht is near Belgium, but an NL search answers Dutch points.
    const maastricht = await provider.findNearby({ countryCode: 'NL', postalCode: '6211 AB' })
    expect(maastricht.every((l) => l.Address.Countrycode === 'NL')).toBe(true)
  })

  it('places a postcode between areas in the nearest one, and nowhere when it is far from all', () => {
    const areas = {
      NL: [
        [3440, 3449, 52.08, 4.88, 'Woerden'],
        [3511, 3515, 52.09, 5.12, 'Utrecht'],
      ] as Array<[number, number, number, number, string]>,
      BE: [[2000, 2000, 51.22, 4.4, 'Antwerpen']] as Array<[number, number, number, number, string]>,
    }
    expect(locatePostcode(areas, 'NL', '3442 AE')).toEqual({ lat: 52.08, lng: 4.88 })
    expect(locatePostcode(areas, 'NL', '3455 AB')).toEqual({ lat: 52.08, lng: 4.88 })
    expect(locatePostcode(areas, 'NL', '3480 AB')).toBeNull()
    expect(locatePostcode(areas, 'BE', '2930')).toEqual({ lat: 51.22, lng: 4.4 })
    expect(locatePostcode(areas, 'BE', '3000')).toBeNull()
  })

  it('finds a point by its code in its country only', async () => {
    const [first] = await provider.findNearby({ countryCode: 'NL', postalCode: '3442 AE', limit: 1 })
    expect(await provider.findByCode('NL', first!.LocationCode)).toMatchObject({
      Name: first!.Name,
      Distance: 0,
    })
    expect(await provider.findByCode('BE', first!.LocationCode)).toBeNull()
    expect(await provider.findByCode('NL', 'nope')).toBeNull()
  })

  it('loads the dataset once, on the first search', async () => {
    const load = vi.fn(loadBundledPickupPoints)
    const lazy = createBundledPickupPointProvider(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([
      lazy.findNearby({ countryCode: 'NL', postalCode: '3931 EP' }),
      lazy.findNearby({ countryCode: 'BE', postalCode: '9000' }),
    ])
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('bundled pickup-point dataset', () => {
  it('has at least 300 points in both countries with unique codes, sane places and opening hours', async () => {
    const { points } = await loadBundledPickupPoints()
    expect(points.length).toBeGreaterThanOrEqual(300)
    expect(points.filter((p) => p[1] === 'BE').length).toBeGreaterThan(100)
    expect(new Set(points.map((p) => p[0])).size).toBe(points.length)
    let closedDays = 0
    for (const [code, country, name, street, houseNr, , zipcode, city, lat, lng, hours] of points) {
      expect(normalizePostalCode(country, zipcode), `${code} ${zipcode}`).not.toBeNull()
      expect(name && street && city && /^\d+$/.test(houseNr)).toBeTruthy()
      expect(lat > 49.4 && lat < 53.6 && lng > 2.5 && lng < 7.3).toBe(true)
      for (const [day, ranges] of Object.entries(hours)) {
        expect(POSTNL_WEEKDAYS).toContain(day)
        for (const range of ranges!)
          expect(range).toMatch(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/)
      }
      closedDays += 7 - Object.keys(hours).length
    }
    expect(closedDays).toBeGreaterThan(points.length / 2)
  })

  it('covers every Dutch and Belgian postcode area within reach of a point', async () => {
    const { points, areas } = await loadBundledPickupPoints()
    for (const [country, rows] of [
      ['NL', areas.NL],
      ['BE', areas.BE],
    ] as const) {
      for (const [from, , lat, lng, place] of rows) {
        const nearest = Math.min(
          ...points
            .filter((p) => p[1] === country)
            .map((p) => distanceInMetres({ lat, lng }, { lat: p[8], lng: p[9] })),
        )
        expect(nearest, `${country} ${from} ${place}`).toBeLessThan(MAX_PICKUP_DISTANCE_M * 2)
      }
    }
  })
})
