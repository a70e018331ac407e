import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPdokAddressLookup } from '#server/adapters/address-lookup/pdok'
import { OutsideServiceError } from '#server/adapters/outside-service'
import { eventually } from './eventually'
import { sendJson, startFakeService } from './fake-service'

/**
 * The PDOK Locatieserver adapter against a fake of its `/free` endpoint: the request it sends (filter
 * queries on type, postcode and house number; the fields it needs; enough rows) and how it reads the
 * answer (one document per letter or addition, the WKT centroid), plus outages and time-outs.
 */
const doc = (extra: Record<string, unknown>) => ({
  type: 'adres',
  weergavenaam: 'Stationsweg 12, 3931EP Woudenberg',
  straatnaam: 'Stationsweg',
  huisnummer: 12,
  postcode: '3931EP',
  woonplaatsnaam: 'Woudenberg',
  gemeentenaam: 'Woudenberg',
  centroide_ll: 'POINT(5.41634 52.08012)',
  score: 9.1,
  ...extra,
})

let service: Awaited<ReturnType<typeof startFakeService>>
beforeAll(async () => {
  service = await startFakeService((request, response) => {
    const filters = request.query.getAll('fq')
    if (filters.includes('postcode:9999ZZ')) return void response.destroy()
    if (filters.includes('postcode:1111AA')) return sendJson(response, 500, { message: 'Solr down' })
    if (filters.includes('postcode:2222BB')) return void setTimeout(() => sendJson(response, 200, {}), 2000)
    const found = filters.includes('postcode:3931EP') && filters.includes('huisnummer:12')
    const docs = found
      ? [
          doc({}),
          doc({ huisletter: 'A' }),
          doc({ huisletter: 'A', huisnummertoevoeging: '2' }),
          doc({ huisnummertoevoeging: '10' }),
        ]
      : []
    sendJson(response, 200, {
      response: { numFound: docs.length, start: 0, maxScore: 9.1, numFoundExact: true, docs },
    })
  })
})
afterAll(() => service.close())

const lookup = (timeoutMs = 1000) =>
  createPdokAddressLookup({ baseUrl: `${service.url}/bzk/locatieserver/search/v3_1`, timeoutMs })

describe('PDOK Locatieserver adapter', () => {
  it('asks /free with filter queries and reads street, town, additions and the centroid', async () => {
    const result = await lookup().lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '12' })
    expect(result).toEqual({
      street: 'Stationsweg',
      city: 'Woudenberg',
      postalCode: '3931 EP',
      houseNumberAdditions: ['10', 'A', 'A-2'],
      latitude: 52.08012,
      longitude: 5.41634,
    })
    const request = service.requests.at(-1)!
    expect(request.path).toBe('/bzk/locatieserver/search/v3_1/free')
    expect(request.query.getAll('fq')).toEqual(['type:adres', 'postcode:3931EP', 'huisnummer:12'])
    expect(request.query.get('fl')?.split(',')).toEqual(
      expect.arrayContaining([
        'straatnaam',
        'huisnummer',
        'huisletter',
        'huisnummertoevoeging',
        'woonplaatsnaam',
        'centroide_ll',
      ]),
    )
    expect(Number(request.query.get('rows'))).toBeGreaterThanOrEqual(50)
    expect(request.headers.accept).toBe('application/json')
  })

  it('uses the digits of a house number typed with its letter', async () => {
    await lookup().lookup({ countryIso: 'NL', postalCode: '3931EP', houseNumber: '12a' })
    expect(service.requests.at(-1)!.query.getAll('fq')).toContain('huisnummer:12')
  })

  it('answers null when PDOK finds nothing, and asks nothing for another country', async () => {
    expect(await lookup().lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '13' })).toBeNull()
    const before = service.requests.length
    expect(
      await lookup().lookup({ countryIso: 'BE', postalCode: '2000', houseNumber: '1', street: 'Meir' }),
    ).toBeNull()
    expect(service.requests.length).toBe(before)
    expect(lookup().supports('BE')).toBe(false)
  })

  it('turns an error status, a broken connection and a time-out into an OutsideServiceError', async () => {
    await expect(
      lookup().lookup({ countryIso: 'NL', postalCode: '1111 AA', houseNumber: '1' }),
    ).rejects.toThrow(/PDOK Locatieserver: HTTP 500/)
    await expect(
      lookup().lookup({ countryIso: 'NL', postalCode: '9999 ZZ', houseNumber: '1' }),
    ).rejects.toBeInstanceOf(OutsideServiceError)
    // The fake answers after 2 s: the adapter gives up at its own limit (named in the error) and closes the
    // request instead of waiting for the answer.
    await expect(
      lookup(200).lookup({ countryIso: 'NL', postalCode: '2222 BB', houseNumber: '1' }),
    ).rejects.toThrow(/no answer within 200 ms/)
    const request = service.requests.find((r) => r.query.getAll('fq').includes('postcode:2222BB'))!
    await eventually(() => expect(request.abandoned).toBe(true))
  })
})
