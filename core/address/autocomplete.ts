/**
 * What the browser needs of the address autocomplete calls (spec §7), without the schemas (and so without Zod,
 * which the form loads only to validate a save): the answer's shape and the request's nesting under a prefix.
 * The schemas are in core/schemas/address-autocomplete.ts.
 */

/** What both calls answer (spec §3 "Address autocomplete"). */
export interface AddressAutocompleteResponse {
  /** The street found; the street as typed when the country is not covered. */
  street: string
  /** The town found; '' when the country is not covered (the shopper types it). */
  city: string
  /** The postal code in the country's spelling ("3931 EP"). */
  postal_code: string
  /** The additions that exist at this house number ("A", "B", "1-3"), for the shopper to choose; empty: none. */
  house_number_addition: string[]
  /**
   * False when no lookup covers the country (outside the Netherlands and Belgium): nothing was checked, and the
   * form switches to manual edit, keeping what the shopper typed (spec §4 "Address autocomplete").
   */
  covered: boolean
}

/** The fields a form sends, before nesting. */
export interface AutocompleteFields {
  postal_code: string
  house_number: string
  address?: string
  term?: string
  context?: string
}

/** The request body of a form's lookup: nested under its prefix when it has one (see above). */
export function autocompletePayload(fields: AutocompleteFields, prefix = ''): Record<string, unknown> {
  return prefix ? { error_type_prefix: prefix, [prefix]: fields } : { ...fields }
}

/** The field errors of one form in a response, without the form's prefix: `invoice.city` → `city`. */
export function unprefixedErrors(
  errors: Readonly<Record<string, string[]>>,
  prefix = '',
): Record<string, string[]> {
  if (!prefix) return { ...errors }
  const own: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(errors)) {
    if (field.startsWith(`${prefix}.`)) own[field.slice(prefix.length + 1)] = messages
  }
  return own
}
