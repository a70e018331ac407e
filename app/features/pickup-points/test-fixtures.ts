import type { PickupLocation } from '#core/schemas/pickup-points'

export function makeLocation(
  code: string,
  distance: number,
  overrides: Partial<PickupLocation> = {},
): PickupLocation {
  return {
    Name: `Primera Woerden ${code}`,
    LocationCode: code,
    Distance: distance,
    Latitude: 52.0857,
    Longitude: 4.8846,
    OpeningHours: {
      Monday: ['12:00-18:00'],
      Tuesday: ['09:00-18:00'],
      Wednesday: ['09:00-18:00'],
      Thursday: ['09:00-18:00'],
      Friday: ['09:00-12:30', '13:30-21:00'],
      Saturday: ['09:00-17:00'],
    },
    Address: { Street: 'Voorstraat', HouseNr: '41', Zipcode: '3441CK', City: 'Woerden', Countrycode: 'NL' },
    ...overrides,
  }
}
