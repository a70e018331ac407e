import { normalizePostalCode } from '#core/address/postal-codes'
import { getJson } from '../outside-service'
import { houseNumberDigits, type AddressLookup, type AddressLookupResult } from './port'

/**
 * PDOK Locatieserver (https://api.pdok.nl/bzk/locatieserver/search/v3_1), the Dutch government's free
 * geocoder over the BAG register: `/free` with filter queries on type, postcode and house number answers
 * every addressable object at that number, one document per letter/addition (`huisletter`,
 * `huisnummertoevoeging`). Netherlands only.
 */

/** The fields we ask for (`fl`); PDOK answers many more by default. */
const FIELDS = 'straatnaam,huisnummer,huisletter,huisnummertoevoeging,postcode,woonplaatsnaam,centroide_ll'
/** More than any house number has objects (flats), so the list of additions is complete. */
const ROWS = 100

interface PdokDocument {
  straatnaam?: string
  huisnummer?: number
  huisletter?: string
  huisnummertoevoeging?: string
  postcode?: string
  woonplaatsnaam?: string
  /** "POINT(5.41634 52.08012)": longitude first. */
  centroide_ll?: string
}

export interface PdokOptions {
  /** e.g. https://api.pdok.nl/bzk/locatieserver/search/v3_1 (server/config.ts). */
  baseUrl: string
  timeoutMs: number
}

export function createPdokAddressLookup({ baseUrl, timeoutMs }: PdokOptions): AddressLookup {
  return {
    name: 'pdok',
    supports: (countryIso) => countryIso === 'NL',
    async lookup(query) {
      const postal = query.countryIso === 'NL' ? normalizePostalCode('NL', query.postalCode) : null
      const number = houseNumberDigits(query.houseNumber)
      if (!postal || number === null) return null
      const url = new URL(`${baseUrl.replace(/\/$/, '')}/free`)
      url.searchParams.append('fq', 'type:adres')
      url.searchParams.append('fq', `postcode:${postal.replace(' ', '')}`)
      url.searchParams.append('fq', `huisnummer:${number}`)
      url.searchParams.set('fl', FIELDS)
      url.searchParams.set('rows', String(ROWS))
      const body = await getJson({ service: 'PDOK Locatieserver', url, timeoutMs })
      return toResult(documentsOf(body), postal, number)
    },
  }
}

function documentsOf(body: unknown): PdokDocument[] {
  const docs = (body as { response?: { docs?: unknown } } | null)?.response?.docs
  return Array.isArray(docs) ? (docs as PdokDocument[]) : []
}

function toResult(docs: PdokDocument[], postal: string, number: number): AddressLookupResult | null {
  // The filter should answer only this number; a service that ignores a filter must not invent an address.
  const matching = docs.filter(
    (doc) => doc.huisnummer === number && doc.postcode?.replace(' ', '') === postal.replace(' ', ''),
  )
  const first = matching.find((doc) => doc.straatnaam && doc.woonplaatsnaam)
  if (!first) return null
  const additions = new Set<string>()
  for (const doc of matching) {
    const addition = [doc.huisletter, doc.huisnummertoevoeging].filter(Boolean).join('-')
    if (addition) additions.add(addition)
  }
  const point = /^POINT\(\s*(-?[\d.]+)\s+(-?[\d.]+)\s*\)$/.exec(first.centroide_ll ?? '')
  return {
    street: first.straatnaam!,
    city: first.woonplaatsnaam!,
    postalCode: postal,
    houseNumberAdditions: [...additions].sort((a, b) => a.localeCompare(b, 'nl', { numeric: true })),
    latitude: point ? Number(point[2]) : null,
    longitude: point ? Number(point[1]) : null,
  }
}
