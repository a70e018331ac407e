import { normalizePostalCode } from '#core/address/postal-codes'
import {
  houseNumberDigits,
  type AddressLookup,
  type AddressLookupQuery,
  type AddressLookupResult,
} from './port'
import { matchStreet } from './street-match'

/**
 * The offline address lookup (default): a bundled dataset of Dutch postcodes (one per street side, with its
 * house-number range and the additions that exist) and Belgian postcodes with their streets. Written by
 * scripts/lookup-data/generate.mjs; loaded on the first lookup, once.
 */

/** [postcode "3931EP", street, town index, first number, last number, step, lat, lng, [[number, ...additions]]] */
type NlRow = [string, string, number, number, number, number, number, number, Array<[number, ...string[]]>]
/** [postcode "2000", town index, streets, highest house number] */
type BeRow = [string, number, string[], number]
export interface AddressData {
  towns: string[]
  NL: NlRow[]
  BE: BeRow[]
}

interface Index {
  towns: string[]
  nl: Map<string, NlRow[]>
  be: Map<string, BeRow>
}

export async function loadBundledAddresses(): Promise<AddressData> {
  const module = await import('./data/addresses.json', { with: { type: 'json' } })
  return module.default as unknown as AddressData
}

function indexData(data: AddressData): Index {
  const nl = new Map<string, NlRow[]>()
  for (const row of data.NL) {
    const rows = nl.get(row[0])
    if (rows) rows.push(row)
    else nl.set(row[0], [row])
  }
  return { towns: data.towns, nl, be: new Map(data.BE.map((row) => [row[0], row])) }
}

export function createBundledAddressLookup(
  load: () => Promise<AddressData> = loadBundledAddresses,
): AddressLookup {
  let index: Promise<Index> | undefined
  const data = () => {
    index ??= load().then(indexData)
    // A failed load may be retried on the next lookup.
    index.catch(() => (index = undefined))
    return index
  }

  return {
    name: 'bundled',
    supports: (countryIso) => countryIso === 'NL' || countryIso === 'BE',
    async lookup(query) {
      const number = houseNumberDigits(query.houseNumber)
      if (number === null) return null
      if (query.countryIso === 'NL') return lookupNl(await data(), query, number)
      if (query.countryIso === 'BE') return lookupBe(await data(), query, number)
      return null
    },
  }
}

function lookupNl(index: Index, query: AddressLookupQuery, number: number): AddressLookupResult | null {
  const postal = normalizePostalCode('NL', query.postalCode)
  if (!postal) return null
  const rows = index.nl.get(postal.replace(' ', '')) ?? []
  const row = rows.find(
    ([, , , first, last, step]) => number >= first && number <= last && (number - first) % step === 0,
  )
  if (!row) return null
  const [, street, town, , , , latitude, longitude, additions] = row
  return {
    street,
    city: index.towns[town]!,
    postalCode: postal,
    houseNumberAdditions: (additions.find(([at]) => at === number)?.slice(1) as string[]) ?? [],
    latitude,
    longitude,
  }
}

function lookupBe(index: Index, query: AddressLookupQuery, number: number): AddressLookupResult | null {
  const postal = normalizePostalCode('BE', query.postalCode)
  const row = postal ? index.be.get(postal) : undefined
  if (!row || !query.street) return null
  const [, town, streets, highest] = row
  const street = matchStreet(query.street, streets)
  if (!street || number < 1 || number > highest) return null
  return {
    street,
    city: index.towns[town]!,
    postalCode: postal!,
    houseNumberAdditions: [],
    latitude: null,
    longitude: null,
  }
}
