import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OutsideServiceError } from '#server/adapters/outside-service'
import { createPostnlPickupPointProvider } from '#server/adapters/pickup-points/postnl'
import { eventually } from './eventually'
import { sendJson, startFakeService } from './fake-service'

/**
 * The PostNL Locations adapter against a fake of the API: the nearest-locations and lookup requests (path,
 * query, `apikey` header) and PostNL's SOAP-converted JSON (a single location as an object, hours as
 * `{ "string": … }`), plus a refused key and a time-out.
 */
const API_KEY = 'test-key-0123456789'

const location = (code: number, distance: number, extra: Record<string, unknown> = {}) => ({
  Address: {
    City: 'Woerden',
    Countrycode: 'NL',
    HouseNr: 41,
    HouseNrExt: 'A',
    Remark: 'Dit is een Pakketpunt',
    Street: 'Voorstraat',
    Zipcode: '3441CK',
  },
  DeliveryOptions: { string: ['DO', 'PG', 'UL'] },
  Distance: distance,
  Latitude: 52.0857,
  LocationCode: code,
  Longitude: 4.8846,
  Name: `Primera Woerden ${code}`,
  OpeningHours: {
    Monday: { string: '12:00-18:00' },
    Tuesday: { string: ['09:00-12:30', '13:30-18:00'] },
    Saturday: { string: '09:00-17:00' },
  },
  PartnerName: 'PostNL',
  PhoneNumber: '0348123456',
  RetailNetworkID: 'PNPNL-01',
  Saleschannel: 'PKT M',
  TerminalType: 'NRS',
  ...extra,
})

let service: Awaited<ReturnType<typeof startFakeService>>
beforeAll(async () => {
  service = await startFakeService((request, response) => {
    if (request.headers.apikey !== API_KEY)
      return sendJson(response, 401, { fault: { faultstring: 'Invalid ApiKey' } })
    if (request.path === '/shipment/v2_1/locations/nearest') {
      const postal = request.query.get('PostalCode')
      if (postal === '2222BB') return void setTimeout(() => sendJson(response, 200, {}), 2000)
      if (postal === '3931EP')
        return sendJson(response, 200, { GetLocationsResult: { ResponseLocation: location(300, 120) } })
      if (postal === '9999ZZ') return sendJson(response, 200, { GetLocationsResult: {} })
      return sendJson(response, 200, {
        GetLocationsResult: {
          ResponseLocation: [
            location(201, 840.4),
            location(202, 95),
            location(203, 400, { Latitude: undefined }),
          ],
        },
      })
    }
    if (request.path === '/shipment/v2_1/locations/lookup') {
      const found = request.query.get('LocationCode') === '202'
      return sendJson(response, 200, {
        GetLocationsResult: found ? { ResponseLocation: location(202, 0) } : {},
      })
    }
    sendJson(response, 404, {})
  })
})
afterAll(() => service.close())

const provider = (apiKey = API_KEY, timeoutMs = 1000) =>
  createPostnlPickupPointProvider({ apiKey, baseUrl: service.url, timeoutMs })

describe('PostNL Locations adapter', () => {
  it('asks the nearest locations with the key and answers them nearest first in the flat shape', async () => {
    const locations = await provider().findNearby({ countryCode: 'NL', postalCode: '3442 AE' })
    const request = service.requests.at(-1)!
    expect(request.path).toBe('/shipment/v2_1/locations/nearest')
    expect(Object.fromEntries(request.query)).toEqual({
      CountryCode: 'NL',
      PostalCode: '3442AE',
      DeliveryOptions: 'PG',
    })
    expect(request.headers.apikey).toBe(API_KEY)
    // The one without coordinates cannot be shown on the map or saved: left out.
    expect(locations.map((l) => [l.LocationCode, l.Distance])).toEqual([
      ['202', 95],
      ['201', 840],
    ])
    expect(locations[0]).toEqual({
      Name: 'Primera Woerden 202',
      LocationCode: '202',
      Distance: 95,
      Latitude: 52.0857,
      Longitude: 4.8846,
      OpeningHours: {
        Monday: ['12:00-18:00'],
        Tuesday: ['09:00-12:30', '13:30-18:00'],
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
    })
  })

  it('reads a single location sent as an object, and no locations at all', async () => {
    expect(
      (await provider().findNearby({ countryCode: 'NL', postalCode: '3931 EP' })).map((l) => l.LocationCode),
    ).toEqual(['300'])
    expect(await provider().findNearby({ countryCode: 'NL', postalCode: '9999 ZZ' })).toEqual([])
  })

  it('keeps to the limit', async () => {
    expect(await provider().findNearby({ countryCode: 'NL', postalCode: '3442 AE', limit: 1 })).toHaveLength(
      1,
    )
  })

  it('looks one location up by code in the retail network of its country', async () => {
    expect((await provider().findByCode('NL', '202'))?.Name).toBe('Primera Woerden 202')
    expect(Object.fromEntries(service.requests.at(-1)!.query)).toEqual({
      LocationCode: '202',
      RetailNetworkID: 'PNPNL-01',
    })
    expect(await provider().findByCode('BE', '999')).toBeNull()
    expect(service.requests.at(-1)!.query.get('RetailNetworkID')).toBe('PNPBE-01')
  })

  it('turns a refused key and a time-out into an OutsideServiceError', async () => {
    await expect(
      provider('wrong-key-000').findNearby({ countryCode: 'NL', postalCode: '3442 AE' }),
    ).rejects.toThrow(/PostNL Locations API: HTTP 401/)
    // The fake answers after 2 s: the adapter gives up at its own limit (named in the error) and closes the
    // request instead of waiting for the answer.
    const slow = provider(API_KEY, 200).findNearby({ countryCode: 'NL', postalCode: '2222 BB' })
    await expect(slow).rejects.toBeInstanceOf(OutsideServiceError)
    await expect(slow).rejects.toThrow(/PostNL.*no answer within 200 ms/)
    const request = service.requests.find((r) => r.query.get('PostalCode') === '2222BB')!
    await eventually(() => expect(request.abandoned).toBe(true))
  })
})
