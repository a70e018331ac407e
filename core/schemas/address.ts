import { z } from 'zod'
import { normalizePostalCode, POSTAL_CODE_MAX_LENGTH } from '../address/postal-codes'

/**
 * An address as the shop keeps and shows it (spec §3 "Address"), and the Zod schema of the address form
 * (spec §5 "Address form"), shared by the checkout, the account pages and the server. Messages are catalogue
 * keys (server/validation.ts translates them; the browser does the same with its catalogue).
 */

/** A text the form requires: missing, not a string or blank all read "this field is required" (and only that). */
const required = () =>
  z.string({ error: 'validation.required' }).trim().min(1, { message: 'validation.required', abort: true })
const optional = (max: number) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong').default('')

export const addressFieldsSchema = z
  .object({
    is_company: z.boolean({ error: 'validation.invalid' }).default(false),
    // Spec §5: the name fields have no length bounds for the shopper; the cap only keeps rows sane.
    first_name: required().max(200, 'validation.tooLong'),
    last_name: required().max(200, 'validation.tooLong'),
    company_name: optional(200),
    company_coc_number: optional(20),
    company_vat_number: optional(20),
    country_iso: z
      .string({ error: 'validation.country' })
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'validation.country')
      .transform((iso) => iso.toUpperCase()),
    postal_code: required().max(POSTAL_CODE_MAX_LENGTH * 2, 'validation.postalCode'),
    house_number: required()
      .max(10, 'validation.houseNumber')
      .regex(/^[0-9]+[A-Za-z0-9/-]*$/, 'validation.houseNumber'),
    house_number_addition: optional(10),
    /** The street. */
    address: required().max(200, 'validation.tooLong'),
    address_2: optional(200),
    address_3: optional(200),
    city: required().max(100, 'validation.tooLong'),
    phone_number: required()
      .max(30, 'validation.phone')
      .regex(/^\+?[0-9][0-9 ()./-]{5,}$/, 'validation.phone'),
  })
  .strict()
  .transform((address, ctx) => {
    const postal = normalizePostalCode(address.country_iso, address.postal_code)
    if (postal === null) {
      ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'validation.postalCode' })
      return z.NEVER
    }
    if (address.is_company && address.company_name === '') {
      ctx.addIssue({ code: 'custom', path: ['company_name'], message: 'validation.required' })
      return z.NEVER
    }
    // Spec §3: the company fields are cleared when is_company is off.
    const company = address.is_company
      ? {}
      : { company_name: '', company_coc_number: '', company_vat_number: '' }
    return { ...address, ...company, postal_code: postal }
  })
export type AddressFieldsInput = z.input<typeof addressFieldsSchema>
export type AddressFields = z.output<typeof addressFieldsSchema>

/** A saved address (spec §3): its fields, a ready-made summary and an editable copy for its form. */
export interface Address extends AddressFields {
  id: number
  /** The address as a few lines of escaped HTML (`<br>` between lines), for summaries. */
  summary_html: string
  form: AddressFields
}
