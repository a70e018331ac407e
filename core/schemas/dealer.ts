import { z } from 'zod'
import { addressFieldsSchema, type AddressFields } from './address'
import type { Customer } from './customer'
import { normalizeCocNumber, normalizeVatNumber } from '../dealers/numbers'
import { emailSchema, passwordSchema } from './checkout-steps'

export { EU_VAT_FORMATS, normalizeCocNumber, normalizeVatNumber, vatPrefix } from '../dealers/numbers'

/**
 * The dealer register form (spec §3 "Registration (dealer) form fields"): first name, last name, company
 * name, chamber-of-commerce number, VAT number, e-mail, country, postal code, house number, addition, street
 * name, town, phone and password. Shared by the page and the server; messages are catalogue keys.
 */

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')

const dealerBaseSchema = z.object({
  first_name: text(200),
  last_name: text(200),
  company_name: text(200),
  company_coc_number: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(30),
  company_vat_number: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(30),
  email: emailSchema,
  password: passwordSchema,
  country_iso: z.string({ error: 'validation.country' }).trim(),
  postal_code: z.string().optional(),
  house_number: z.string().optional(),
  house_number_addition: z.string().optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  phone_number: z.string().optional(),
})

export interface DealerRegistration {
  first_name: string
  last_name: string
  company_name: string
  company_coc_number: string
  company_vat_number: string
  email: string
  password: string
  /** The company address as the address book keeps it (is_company on). */
  address: AddressFields
}

/** `POST /front-api/dealer`: every field of the form; the address checked as the address form checks it. */
export const dealerRegisterSchema = z
  .looseObject({})
  .transform((input: Record<string, unknown>, ctx): DealerRegistration => {
    const base = dealerBaseSchema.safeParse(input)
    const address = addressFieldsSchema.safeParse({
      is_company: true,
      first_name: input.first_name,
      last_name: input.last_name,
      company_name: input.company_name,
      country_iso: input.country_iso,
      postal_code: input.postal_code,
      house_number: input.house_number,
      house_number_addition: input.house_number_addition ?? '',
      address: input.address,
      city: input.city,
      phone_number: input.phone_number,
    })
    const seen = new Set<string>()
    const report = (issues: readonly z.core.$ZodIssue[]) => {
      for (const issue of issues) {
        const key = issue.path.join('.')
        if (seen.has(key)) continue
        seen.add(key)
        ctx.addIssue({ code: 'custom', path: issue.path as PropertyKey[], message: issue.message })
      }
    }
    if (!base.success) report(base.error.issues)
    if (!address.success) report(address.error.issues)
    if (!base.success || !address.success) return z.NEVER
    const country = address.data.country_iso
    const vat = normalizeVatNumber(country, base.data.company_vat_number)
    const coc = normalizeCocNumber(country, base.data.company_coc_number)
    if (!coc) ctx.addIssue({ code: 'custom', path: ['company_coc_number'], message: 'validation.cocNumber' })
    if (!vat) ctx.addIssue({ code: 'custom', path: ['company_vat_number'], message: 'validation.vatNumber' })
    if (!coc || !vat) return z.NEVER
    return {
      first_name: base.data.first_name,
      last_name: base.data.last_name,
      company_name: base.data.company_name,
      company_coc_number: coc,
      company_vat_number: vat,
      email: base.data.email,
      password: base.data.password,
      address: { ...address.data, company_coc_number: coc, company_vat_number: vat },
    }
  })

/** `POST /front-api/dealer` answers the new (logged-in) customer and where the registration stands. */
export interface DealerRegisterResponse {
  customer: Customer
  dealer_status: 'pending' | 'approved'
}
