import { z } from 'zod'
import { normalizePostalCode } from '../address/postal-codes'

export {
  POSTNL_WEEKDAYS,
  type PickupLocation,
  type PickupLocationsResponse,
  type PostnlWeekday,
} from '../pickup-points/location'
import { POSTNL_WEEKDAYS } from '../pickup-points/location'

/**
 * The query of `GET /front-api/postnl-locations`: a country of the service area and a postcode as typed in
 * the chooser (at most 7 characters, spec §5 "Pickup"), normalised for the country ("3442AE" → "3442 AE").
 */
export const pickupLocationsQuerySchema = z
  .object({
    countryCode: z
      .string({ error: 'validation.pickupCountry' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(['NL', 'BE'], { error: 'validation.pickupCountry' })),
    postalCode: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { message: 'validation.required', abort: true })
      .max(7, 'validation.pickupPostalCode'),
  })
  .transform((query, ctx) => {
    const postalCode = normalizePostalCode(query.countryCode, query.postalCode)
    if (postalCode === null) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'validation.postalCode' })
      return z.NEVER
    }
    return { countryCode: query.countryCode, postalCode }
  })

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required', abort: true })
    .max(max, 'validation.tooLong')

/**
 * The body of `PUT /front-api/checkout/{id}/fulfilment/address-pickup-point` (spec §3 "Checkout pickup-point
 * address"): the chosen location as the checkout keeps it. `toCheckoutPickupPoint` (core/pickup-points) builds
 * it from a `PickupLocation`. The server checks the code with the provider before it trusts the rest.
 */
export const checkoutPickupPointSchema = z
  .object({
    pickup_point_location_code: text(40),
    pickup_point_name: text(200),
    /** `JSON.stringify` of the location's `OpeningHours`. */
    opening_hours_json: z
      .string({ error: 'validation.invalid' })
      .max(4000, 'validation.tooLong')
      .refine(isOpeningHoursJson, 'validation.invalid'),
    address: text(200),
    house_number: text(20),
    postal_code: text(10),
    city: text(100),
    country_iso: z.enum(['NL', 'BE'], { error: 'validation.pickupCountry' }),
  })
  .strict()
export type CheckoutPickupPoint = z.output<typeof checkoutPickupPointSchema>

function isOpeningHoursJson(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return false
    return Object.entries(parsed).every(
      ([day, ranges]) =>
        (POSTNL_WEEKDAYS as readonly string[]).includes(day) &&
        Array.isArray(ranges) &&
        ranges.every((range) => typeof range === 'string' && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(range)),
    )
  } catch {
    return false
  }
}
