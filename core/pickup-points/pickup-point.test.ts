import { describe, expect, it } from 'vitest'
import { checkoutPickupPointSchema, type PickupLocation } from '../schemas/pickup-points'
import { formatPickupAddress, openingHoursRows, toCheckoutPickupPoint } from './pickup-point'

const location: PickupLocation = {
  Name: 'Primera Woerden',
  LocationCode: '204512',
  Distance: 640,
  Latitude: 52.0857,
  Longitude: 4.8846,
  OpeningHours: {
    Monday: ['12:00-18:00'],
    Tuesday: ['09:00-18:00'],
    Friday: ['09:00-12:30', '13:30-21:00'],
    Saturday: ['09:00-17:00'],
  },
  Address: {
    Street: 'Voorstraat',
    HouseNr: '41',
    HouseNrExt: 'A',
    Zipcode: '3441CK',
    City: 'Woerden',
    Countrycode: 'NL',
  },
}

describe('toCheckoutPickupPoint', () => {
  it('maps a PostNL location to the checkout pickup-point address, valid against its schema', () => {
    const point = toCheckoutPickupPoint(location)
    expect(point).toEqual({
      pickup_point_location_code: '204512',
      pickup_point_name: 'Primera Woerden',
      opening_hours_json: JSON.stringify(location.OpeningHours),
      address: 'Voorstraat',
      house_number: '41 A',
      postal_code: '3441 CK',
      city: 'Woerden',
      country_iso: 'NL',
    })
    expect(checkoutPickupPointSchema.parse(point)).toEqual(point)
  })

  it('keeps a Belgian postcode as it is and leaves out a missing addition', () => {
    const point = toCheckoutPickupPoint({
      ...location,
      Address: { Street: 'Meir', HouseNr: '78', Zipcode: '2000', City: 'Antwerpen', Countrycode: 'BE' },
    })
    expect(point).toMatchObject({ house_number: '78', postal_code: '2000', country_iso: 'BE' })
  })

  it('refuses opening hours that are not PostNL weekdays with time ranges', () => {
    const point = toCheckoutPickupPoint(location)
    for (const bad of ['[]', '{"Funday":["08:00-12:00"]}', '{"Monday":"08:00"}', 'not json']) {
      expect(checkoutPickupPointSchema.safeParse({ ...point, opening_hours_json: bad }).success, bad).toBe(
        false,
      )
    }
  })
})

describe('openingHoursRows', () => {
  it('lists Monday to Sunday, closed days as null, split days joined', () => {
    const rows = openingHoursRows(location.OpeningHours)
    expect(rows.map((row) => row.dayKey)).toEqual([
      'day.monday',
      'day.tuesday',
      'day.wednesday',
      'day.thursday',
      'day.friday',
      'day.saturday',
      'day.sunday',
    ])
    expect(rows[0]!.value).toBe('12:00 - 18:00')
    expect(rows[2]!.value).toBeNull()
    expect(rows[4]!.value).toBe('09:00 - 12:30, 13:30 - 21:00')
    expect(rows[6]!.value).toBeNull()
  })
})

describe('formatPickupAddress', () => {
  it('writes street, number, addition, spaced postcode and town', () => {
    expect(formatPickupAddress(location)).toBe('Voorstraat 41 A, 3441 CK Woerden')
  })
})
