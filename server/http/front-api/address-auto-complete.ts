import { type Context, Hono } from 'hono'
import {
  internationalAutocompleteRequestSchema,
  nlAutocompleteRequestSchema,
  type AddressAutocompleteResponse,
} from '#core/schemas/address-autocomplete'
import type { AddressLookup } from '#server/adapters/address-lookup/port'
import {
  completeInternationalAddress,
  completeNlAddress,
  LookupUnavailableError,
} from '#server/domain/addresses/autocomplete'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJson } from './checkout-request'

/**
 * POST /front-api/address-auto-complete (NL: postal code + house number) and
 * POST /front-api/address-auto-complete-international (also street, term and country as `context`), spec §7.
 * 200 with street, city and the house-number additions (`covered: false` and the street as typed when no
 * lookup covers the country); 422 with field errors when no address exists; 503 when the lookup failed.
 */
export function addressAutoCompleteRoutes(lookup: AddressLookup) {
  return new Hono<AppEnv>()
    .post('/address-auto-complete', async (c) => {
      const locale = c.get('locale')
      const request = validate(nlAutocompleteRequestSchema, await readJson(c.req.raw), locale)
      const response = await unavailableAs503(c, completeNlAddress(lookup, request, locale))
      return c.json<AddressAutocompleteResponse>(response)
    })
    .post('/address-auto-complete-international', async (c) => {
      const locale = c.get('locale')
      const request = validate(internationalAutocompleteRequestSchema, await readJson(c.req.raw), locale)
      const response = await unavailableAs503(c, completeInternationalAddress(lookup, request, locale))
      return c.json<AddressAutocompleteResponse>(response)
    })
}

async function unavailableAs503<T>(c: Context<AppEnv>, answer: Promise<T>): Promise<T> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof LookupUnavailableError) {
      c.get('logger').warn({ err: error }, 'address lookup failed')
      throw new HttpError(503, 'address.lookupUnavailable')
    }
    throw error
  }
}
