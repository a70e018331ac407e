import { z } from 'zod'

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The physical store: address, contact and opening hours (`value` null means closed that day). */
export const storeInfoSchema = z.object({
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_iso: z.string().length(2),
  phone: z.string(),
  email: z.string(),
  opening_hours: z.array(z.object({ day: z.enum(WEEKDAYS), value: z.string().nullable() })).length(7),
})
export type StoreInfo = z.infer<typeof storeInfoSchema>

/**
 * The company behind the shop, in one setting (`company_legal`): what an invoice must state about the seller
 * (Dutch Wet OB art. 35a), the footer, the contact page and the JSON-LD Organization read it too.
 */
export const companyLegalSchema = z.object({
  legal_name: z.string().min(1),
  /** Chamber of Commerce (KvK) number. */
  coc_number: z.string().min(1),
  vat_number: z.string().min(1),
  iban: z.string(),
})
export type CompanyLegal = z.infer<typeof companyLegalSchema>

/**
 * Three-instalment payment as the shop owner set it up (spec §9 "offered only if enabled", limit default
 * € 3.000): one setting, read by the product page (through the shell) and by the checkout.
 */
export const threeInstalmentsSettingSchema = z.object({
  enabled: z.boolean(),
  /** The highest product total plus cart line items, incl. VAT, in cents. */
  limit_cents: z.number().int().nonnegative(),
})
export type ThreeInstalmentsSetting = z.infer<typeof threeInstalmentsSettingSchema>

/** The header's rotating selling points in one language (a setting per language, edited in the back office). */
export const sellingPointsSchema = z.array(z.string().min(1).max(80)).min(1).max(8)

/** What every server-rendered page needs for its shell before static data arrives in the browser. */
export interface ShellData {
  company_name: string
  header_logo: string
  store: StoreInfo
  company_legal: CompanyLegal
  three_instalments: ThreeInstalmentsSetting
  /** The header's selling points in the page's language. */
  selling_points: string[]
}
