import type { Config } from '../../config'
import { createBundledAddressLookup } from './bundled'
import { createPdokAddressLookup } from './pdok'
import type { AddressLookup } from './port'

/**
 * The address lookup the configuration asks for. With PDOK (NL only) the bundled dataset still answers
 * for Belgium, so switching PDOK on never takes a country's autocomplete away.
 */
export function createAddressLookup(
  config: Pick<Config, 'addressLookup' | 'pdokUrl' | 'outsideServiceTimeoutMs'>,
): AddressLookup {
  const bundled = createBundledAddressLookup()
  if (config.addressLookup === 'bundled') return bundled
  const pdok = createPdokAddressLookup({ baseUrl: config.pdokUrl, timeoutMs: config.outsideServiceTimeoutMs })
  return byCountry([pdok, bundled])
}

/** The first lookup that supports a query's country answers it. */
export function byCountry(lookups: readonly AddressLookup[]): AddressLookup {
  const forCountry = (countryIso: string) => lookups.find((lookup) => lookup.supports(countryIso))
  return {
    name: lookups.map((lookup) => lookup.name).join('+'),
    supports: (countryIso) => forCountry(countryIso) !== undefined,
    lookup: async (query) => (await forCountry(query.countryIso)?.lookup(query)) ?? null,
  }
}
