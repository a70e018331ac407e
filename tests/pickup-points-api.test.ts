import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_HEADER, type Locale } from '#core/locales'
import type { PickupLocationsResponse } from '#core/schemas/pickup-points'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { sendJson, startFakeService } from './fake-service'

/** GET /front-api/postnl-locations (spec §7 "Pickup points") on the bundled dataset and through PostNL. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (query: string, locale: Locale = 'nl', app = t) =>
  app.app.request(`/front-api/postnl-locations?${query}`, {
    headers: apiHeaders({ [LOCALE_HEADER]: locale }),
  })

describe('GET /front-api/postnl-locations', () => {
  it('answers { ResponseLocation } in the PostNL shape, nearest first', async () => {
    const response = await get('countryCode=NL&postalCode=3442AE')
    expect(response.status).toBe(200)
    const body = (await response.json()) as PickupLocationsResponse
    expect(Object.keys(body)).toEqual(['ResponseLocation'])
    expect(body.ResponseLocation.length).toBeGreaterThan(5)
    const [first] = body.ResponseLocation
    expect(first).toMatchObject({
      Name: expect.any(String),
      LocationCode: expect.any(String),
      Distance: expect.any(Number),
      Latitude: expect.any(Number),
      Longitude: expect.any(Number),
      OpeningHours: expect.any(Object),
      Address: {
        Street: expect.any(String),
        HouseNr: expect.any(String),
        Zipcode: expect.any(String),
        City: 'Woerden',
        Countrycode: 'NL',
      },
    })
    const distances = body.ResponseLocation.map((l) => l.Distance)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('takes the postcode as typed (spaces, lower case) and a Belgian one', async () => {
    const spaced = (await (
      await get('countryCode=NL&postalCode=3442%20ae')
    ).json()) as PickupLocationsResponse
    const compact = (await (await get('countryCode=NL&postalCode=3442AE')).json()) as PickupLocationsResponse
    expect(spaced).toEqual(compact)
    const belgium = (await (await get('countryCode=be&postalCode=9000')).json()) as PickupLocationsResponse
    expect(belgium.ResponseLocation[0]!.Address).toMatchObject({ City: 'Gent', Countrycode: 'BE' })
  })

  it('refuses bad input with 422 in the shopper’s language, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['countryCode=DE&postalCode=10115', 'countryCode'],
      ['postalCode=3442AE', 'countryCode'],
      ['countryCode=NL', 'postalCode'],
      ['countryCode=NL&postalCode=3442%20AEX', 'postalCode'],
      ['countryCode=NL&postalCode=12', 'postalCode'],
      ['countryCode=BE&postalCode=3442AE', 'postalCode'],
    ]
    for (const [query, field] of cases) {
      const response = await get(query, 'en')
      expect(response.status, query).toBe(422)
      const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(body.errors), query).toEqual([field])
      expect(body.message).not.toMatch(/validation\./)
    }
    const german = await get('countryCode=NL&postalCode=3442%20AE%20X', 'de')
    expect(await german.json()).toEqual({
      message: translate('de', 'validation.pickupPostalCode'),
      errors: { postalCode: [translate('de', 'validation.pickupPostalCode')] },
    })
  })
})

describe('GET /front-api/postnl-locations through PostNL', () => {
  it('asks PostNL with the configured key, and answers 503 in the shopper’s language when it fails', async () => {
    let fail = false
    const postnl = await startFakeService((request, response) => {
      if (fail) return sendJson(response, 500, { fault: 'Internal' })
      sendJson(response, 200, {
        GetLocationsResult: {
          ResponseLocation: {
            Name: 'Bruna Woerden',
            LocationCode: 161503,
            Distance: 310,
            Latitude: 52.086,
            Longitude: 4.883,
            OpeningHours: { Monday: { string: '09:00-18:00' } },
            Address: {
              Street: 'Voorstraat',
              HouseNr: 12,
              Zipcode: '3441CJ',
              City: 'Woerden',
              Countrycode: 'NL',
            },
            apikeySeen: request.headers.apikey,
          },
        },
      })
    })
    const app = await createTestApp({
      env: { POSTNL_API_KEY: 'live-key-12345678', POSTNL_API_URL: postnl.url },
    })
    try {
      const body = (await (
        await get('countryCode=NL&postalCode=3442AE', 'nl', app)
      ).json()) as PickupLocationsResponse
      expect(body.ResponseLocation.map((l) => [l.LocationCode, l.Distance, l.OpeningHours])).toEqual([
        ['161503', 310, { Monday: ['09:00-18:00'] }],
      ])
      expect(postnl.requests[0]!.headers.apikey).toBe('live-key-12345678')
      fail = true
      const failed = await get('countryCode=NL&postalCode=3442AE', 'de', app)
      expect(failed.status).toBe(503)
      expect(await failed.json()).toEqual({ message: translate('de', 'pickup.unavailable') })
    } finally {
      await app.close()
      await postnl.close()
    }
  })
})
