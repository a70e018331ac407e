import { z } from 'zod'

/** Static data of spec §3 "Static data", served by `GET /front-api/static-data`. */
export const menuColumnItemSchema = z.object({
  label: z.string(),
  url: z.string(),
  image: z.string().nullable(),
})
export const menuColumnSchema = z.object({
  column_items: z.array(
    z.object({
      /** 'list' entries are shown in the desktop dropdown; 'title' entries are headings. */
      type: z.enum(['list', 'title']),
      items: z.array(menuColumnItemSchema),
    }),
  ),
})
export const menuItemSchema = z.object({
  label: z.string(),
  link: z.string(),
  extended_label: z.string(),
  /** Menu items laid out in one column on desktop (knowledge, engraving) carry their kind. */
  kind: z.enum(['category', 'knowledge', 'engraving']),
  columns: z.array(menuColumnSchema),
})
export const countrySchema = z.object({ country_iso: z.string().length(2), title: z.string() })

export const staticDataSchema = z.object({
  menu: z.array(menuItemSchema),
  countries: z.array(countrySchema),
  default_country: z.string().length(2),
  company_name: z.string(),
  delivery_promises: z.object({
    short: z.record(z.string(), z.string()),
    long: z.record(z.string(), z.string()),
  }),
  product_options_information: z.object({ title: z.string(), content: z.string() }),
  header_logo: z.string(),
})

export type MenuItem = z.infer<typeof menuItemSchema>
export type Country = z.infer<typeof countrySchema>
export type StaticData = z.infer<typeof staticDataSchema>

/** `GET /front-api/static-data` answers the data with the stamp the page carries (spec §7 "Static data"). */
export interface StaticDataResponse {
  version: string
  data: StaticData
}
