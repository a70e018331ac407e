import type {
  AddressAutocompleteResponse,
  InternationalAutocompleteQuery,
  NlAutocompleteQuery,
  PrefixedQuery,
} from '#core/schemas/address-autocomplete'
import type { AddressLookup, AddressLookupResult } from '#server/adapters/address-lookup/port'
import { OutsideServiceError } from '#server/adapters/outside-service'
import type { Locale } from '#core/locales'
import { translate } from '../../i18n/translate'
import { ValidationError } from '../../validation'

/**
 * Address autocomplete (spec §4, §7): the lookup's answer in the front API's shape. Not found is a
 * validation error on the form's fields (prefixed like the request), which is how the form counts failed
 * lookups (spec §8 "Autocomplete failure").
 */

/** The lookup service itself failed (timeout, outage): the form falls back to manual entry. */
export class LookupUnavailableError extends Error {
  override name = 'LookupUnavailableError'
}

export async function completeNlAddress(
  lookup: AddressLookup,
  { prefix, query }: PrefixedQuery<NlAutocompleteQuery>,
  locale: Locale,
): Promise<AddressAutocompleteResponse> {
  const result = await ask(lookup, {
    countryIso: 'NL',
    postalCode: query.postal_code,
    houseNumber: query.house_number,
  })
  if (!result) throw notFound(prefix, ['postal_code', 'house_number'], 'address.notFound', locale)
  return toResponse(result)
}

export async function completeInternationalAddress(
  lookup: AddressLookup,
  { prefix, query }: PrefixedQuery<InternationalAutocompleteQuery>,
  locale: Locale,
): Promise<AddressAutocompleteResponse> {
  // No lookup covers the country: nothing wrong and nothing checked; the shopper types the rest.
  if (!lookup.supports(query.context)) {
    return {
      street: query.address,
      city: '',
      postal_code: query.postal_code,
      house_number_addition: [],
      covered: false,
    }
  }
  const result = await ask(lookup, {
    countryIso: query.context,
    postalCode: query.postal_code,
    houseNumber: query.house_number,
    street: query.address,
  })
  if (!result) throw notFound(prefix, ['address'], 'address.notFoundInternational', locale)
  return toResponse(result)
}

async function ask(lookup: AddressLookup, query: Parameters<AddressLookup['lookup']>[0]) {
  try {
    return await lookup.lookup(query)
  } catch (error) {
    if (error instanceof OutsideServiceError)
      throw new LookupUnavailableError(error.message, { cause: error })
    throw error
  }
}

function notFound(prefix: string, fields: string[], key: string, locale: Locale): ValidationError {
  const message = translate(locale, key)
  return new ValidationError(
    Object.fromEntries(fields.map((field) => [prefix ? `${prefix}.${field}` : field, [message]])),
  )
}

function toResponse(result: AddressLookupResult): AddressAutocompleteResponse {
  return {
    street: result.street,
    city: result.city,
    postal_code: result.postalCode,
    house_number_addition: result.houseNumberAdditions,
    covered: true,
  }
}
