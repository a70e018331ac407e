import { describe, expect, it } from 'vitest'
import { distanceInMetres } from './distance'

describe('distanceInMetres', () => {
  it('is zero for the same point and symmetric', () => {
    const woerden = { lat: 52.0853, lng: 4.8839 }
    const utrecht = { lat: 52.0907, lng: 5.1214 }
    expect(distanceInMetres(woerden, woerden)).toBe(0)
    expect(distanceInMetres(woerden, utrecht)).toBe(distanceInMetres(utrecht, woerden))
  })

  it('matches known distances: Amsterdam Dam to Rotterdam Centraal about 57 km, a degree of latitude 111.2 km', () => {
    const dam = { lat: 52.3731, lng: 4.8926 }
    const rotterdam = { lat: 51.9244, lng: 4.4692 }
    expect(distanceInMetres(dam, rotterdam)).toBeGreaterThan(57_000)
    expect(distanceInMetres(dam, rotterdam)).toBeLessThan(59_000)
    expect(distanceInMetres({ lat: 52, lng: 5 }, { lat: 53, lng: 5 })).toBe(111_195)
  })

  it('counts a degree of longitude shorter at Dutch latitudes than at the equator', () => {
    const atEquator = distanceInMetres({ lat: 0, lng: 5 }, { lat: 0, lng: 6 })
    const atUtrecht = distanceInMetres({ lat: 52.09, lng: 5 }, { lat: 52.09, lng: 6 })
    expect(atUtrecht / atEquator).toBeCloseTo(Math.cos((52.09 * Math.PI) / 180), 3)
  })
})
