import { z } from 'zod'
import { normalizePostalCode, POSTAL_CODE_MAX_LENGTH } from '../address/postal-codes'

/**
 * The address autocomplete calls (spec §7 "Customer and addresses", §4 "Address autocomplete"):
 * `POST /front-api/address-auto-complete` (NL: postal code + house number) and
 * `POST /front-api/address-auto-complete-international` (also the street, a search term and the country).
 *
 * A form with an error prefix (two address forms on one page: delivery and invoice) sends its fields nested
 * under the prefix — `{ error_type_prefix: 'invoice', invoice: { postal_code, house_number } }` — so the
 * field errors come back as `invoice.postal_code` and land under the right form's inputs.
 */

/** Letters, digits and underscores; the key the payload sits under, and the head of every field error. */
export const errorTypePrefixSchema = z
  .string({ error: 'validation.invalid' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'validation.invalid')

const required = () =>
  z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required', abort: true })

/** The house number as the address form takes it ("12", "12a", "12-3"): the lookup uses its leading digits. */
const houseNumber = required()
  .max(10, 'validation.houseNumber')
  .regex(/^[0-9]+[A-Za-z0-9/-]*$/, 'validation.houseNumber')

export const nlAutocompleteQuerySchema = z.object({
  postal_code: required()
    .max(POSTAL_CODE_MAX_LENGTH, 'validation.postalCode')
    .transform((value, ctx) => {
      const postal = normalizePostalCode('NL', value)
      if (postal === null) {
        ctx.addIssue({ code: 'custom', message: 'validation.postalCode' })
        return z.NEVER
      }
      return postal
    }),
  house_number: houseNumber,
})
export type NlAutocompleteQuery = z.output<typeof nlAutocompleteQuerySchema>

export const internationalAutocompleteQuerySchema = z
  .object({
    postal_code: required().max(POSTAL_CODE_MAX_LENGTH * 2, 'validation.postalCode'),
    house_number: houseNumber,
    /** The street as typed. */
    address: required().max(200, 'validation.tooLong'),
    /** "postal code street house number", the free-text form of the same query. */
    term: z.string({ error: 'validation.invalid' }).trim().max(300, 'validation.tooLong').default(''),
    /** The country (ISO 3166-1 alpha-2). */
    context: z
      .string({ error: 'validation.country' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.country')
      .transform((iso) => iso.toUpperCase()),
  })
  .transform((query, ctx) => {
    const postal = normalizePostalCode(query.context, query.postal_code)
    if (postal === null) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'validation.postalCode' })
      return z.NEVER
    }
    return { ...query, postal_code: postal }
  })
export type InternationalAutocompleteQuery = z.output<typeof internationalAutocompleteQuerySchema>

export interface PrefixedQuery<T> {
  /** '' when the form has no prefix. */
  prefix: string
  query: T
}

/**
 * A request body schema around a query schema: reads `error_type_prefix`, takes the query from under that
 * key (or from the body itself without a prefix) and reports the query's issues under `<prefix>.<field>`.
 */
export function prefixedRequestSchema<T>(query: z.ZodType<T>) {
  return z
    .looseObject({ error_type_prefix: z.union([z.literal(''), errorTypePrefixSchema]).optional() })
    .transform((body, ctx): PrefixedQuery<T> => {
      const prefix = body.error_type_prefix ?? ''
      const payload: unknown = prefix ? (body as Record<string, unknown>)[prefix] : body
      const result = query.safeParse(payload)
      if (result.success) return { prefix, query: result.data }
      for (const issue of result.error.issues) {
        const path = prefix ? [prefix, ...issue.path] : issue.path
        ctx.addIssue({ ...(issue as z.core.$ZodRawIssue), path } as z.core.$ZodRawIssue)
      }
      return z.NEVER
    })
}

export const nlAutocompleteRequestSchema = prefixedRequestSchema(nlAutocompleteQuerySchema)
export const internationalAutocompleteRequestSchema = prefixedRequestSchema(
  internationalAutocompleteQuerySchema,
)

export {
  autocompletePayload,
  unprefixedErrors,
  type AddressAutocompleteResponse,
  type AutocompleteFields,
} from '../address/autocomplete'
