import { Hono } from 'hono'
import { pickupLocationsQuerySchema, type PickupLocationsResponse } from '#core/schemas/pickup-points'
import { OutsideServiceError } from '#server/adapters/outside-service'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'

/**
 * GET /front-api/postnl-locations?countryCode=NL&postalCode=3442AE (spec §7 "Pickup points"): the pickup
 * points nearest the postcode, nearest first, in PostNL's shape. An unknown postcode is an empty list (the
 * chooser then retries with its defaults, spec §8); a failing provider is a 503.
 */
export function postnlLocationsRoutes(provider: PickupPointProvider) {
  return new Hono<AppEnv>().get('/postnl-locations', async (c) => {
    const query = validate(pickupLocationsQuerySchema, c.req.query(), c.get('locale'))
    try {
      const locations = await provider.findNearby({
        countryCode: query.countryCode,
        postalCode: query.postalCode,
      })
      return c.json<PickupLocationsResponse>({ ResponseLocation: locations })
    } catch (error) {
      if (error instanceof OutsideServiceError) {
        c.get('logger').warn({ err: error }, 'pickup points lookup failed')
        throw new HttpError(503, 'pickup.unavailable')
      }
      throw error
    }
  })
}
