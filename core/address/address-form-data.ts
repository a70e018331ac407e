import type { AddressFieldsInput } from '../schemas/address'

/**
 * The address form without JavaScript (the checkout must work without it for home delivery): its inputs are
 * named `<field>` or, with a prefix (two address forms in one page), `<prefix>.<field>`, so that a plain form
 * post carries them and the server's field errors (`<prefix>.<field>`) map back onto the inputs.
 */
export function addressFieldName(field: string, prefix = ''): string {
  return prefix ? `${prefix}.${field}` : field
}

/** Where the address is: what a change of country clears (spec §4). */
export const ADDRESS_LOCATION_FIELDS = [
  'postal_code',
  'house_number',
  'house_number_addition',
  'address',
  'address_2',
  'address_3',
  'city',
] as const

/** The text fields of the address form, in the names of the address schema (core/schemas/address.ts). */
export const ADDRESS_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'company_coc_number',
  'company_vat_number',
  'country_iso',
  ...ADDRESS_LOCATION_FIELDS,
  'phone_number',
] as const
export type AddressTextField = (typeof ADDRESS_TEXT_FIELDS)[number]

/** The address of a posted form, ready for `addressFieldsSchema`: absent texts are left out, so they count as missing. */
export function readAddressFormData(form: FormData, prefix = ''): AddressFieldsInput {
  const address: Record<string, unknown> = {}
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = form.get(addressFieldName(field, prefix))
    if (typeof value === 'string') address[field] = value
  }
  // A checkbox posts its value only when ticked.
  address.is_company = form.get(addressFieldName('is_company', prefix)) !== null
  return address as AddressFieldsInput
}
