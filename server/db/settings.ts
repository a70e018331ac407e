import { inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { DEFAULT_LOCALE, type Locale } from '#core/locales'
import {
  companyLegalSchema,
  sellingPointsSchema,
  storeInfoSchema,
  threeInstalmentsSettingSchema,
} from '#core/schemas/shell'
import { staticDataSchema } from '#core/schemas/static-data'
import type { Database } from './client'
import { ALL_LOCALES, settings } from './schema'

/** Every setting the shop knows, with the shape of its value (taken from the API schemas in core/). */
export const settingSchemas = {
  company_name: staticDataSchema.shape.company_name,
  default_country: staticDataSchema.shape.default_country,
  header_logo: staticDataSchema.shape.header_logo,
  delivery_promises: staticDataSchema.shape.delivery_promises,
  product_options_information: staticDataSchema.shape.product_options_information,
  /** The physical store: address, contact, opening hours. */
  store: storeInfoSchema,
  /** Three-instalment payment: on or off, and its limit (the product page and the checkout read it). */
  three_instalments: threeInstalmentsSettingSchema,
  /** What an invoice must state about the seller (Dutch Wet OB art. 35a): legal name, KvK, VAT number. */
  company_legal: companyLegalSchema,
  /** The header's rotating selling points, one row per language. */
  selling_points: sellingPointsSchema,
}
export type SettingKey = keyof typeof settingSchemas
export type SettingValues = { [K in SettingKey]: z.infer<(typeof settingSchemas)[K]> }

/**
 * All settings as seen in one language: the row for that language wins over the one for all
 * languages ('*'), which wins over the Dutch one (Dutch is the fallback language).
 */
export async function readSettings(db: Database, locale: Locale): Promise<SettingValues> {
  const preference = [locale, ALL_LOCALES, DEFAULT_LOCALE]
  const rows = await db.select().from(settings).where(inArray(settings.locale, preference))
  const rank = (row: { locale: string }) => preference.indexOf(row.locale)
  const chosen = new Map<string, (typeof rows)[number]>()
  for (const row of rows) {
    const current = chosen.get(row.key)
    if (!current || rank(row) < rank(current)) chosen.set(row.key, row)
  }
  const values: Partial<Record<SettingKey, unknown>> = {}
  for (const key of Object.keys(settingSchemas) as SettingKey[]) {
    const row = chosen.get(key)
    if (!row) throw new Error(`Setting "${key}" is missing for locale ${locale}`)
    const parsed = settingSchemas[key].safeParse(row.value)
    if (!parsed.success)
      throw new Error(`Setting "${key}" (${row.locale}) is malformed: ${parsed.error.message}`)
    values[key] = parsed.data
  }
  return values as SettingValues
}
