import { z } from 'zod'

/**
 * One row of a supplier's catalogue feed (docs/catalogue-feed.md, docs/decisions/0067), as a JSON Lines
 * object or a CSV line made into one (`name_nl` → `name.nl`). Prices are euros with at most two decimals
 * ("12.95"), made into cents here, never through a float. Unknown fields are refused, so a typo in a
 * column name is reported instead of silently ignored.
 */

const REF = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/

const ref = z.string({ error: 'required' }).trim().regex(REF, 'invalid')
const optionalRef = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.string().regex(REF, 'invalid').optional())
  .optional()
const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong')
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'tooLong')
    .transform((value) => (value === '' ? undefined : value))
    .optional()

const localized = (max: number) =>
  z.object({ nl: text(max), en: text(max), de: text(max) }, { error: 'required' })
const optionalLocalized = (max: number) =>
  z
    .object({ nl: optionalText(max), en: optionalText(max), de: optionalText(max) })
    .optional()
    .transform((value) =>
      value && value.nl && value.en && value.de ? { nl: value.nl, en: value.en, de: value.de } : undefined,
    )

/** Euros with a dot and at most two decimals, as text or a JSON number; answers cents. */
export function euroToCents(value: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}
const euros = z.union([z.string(), z.number()], { error: 'required' }).transform((value, context) => {
  const cents = euroToCents(String(value))
  if (cents === null) {
    context.addIssue({ code: 'custom', message: 'invalid' })
    return z.NEVER
  }
  return cents
})
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalEuros = z.preprocess(blankToUndefined, euros.optional())
const whole = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: 'invalid' }).int('invalid').min(min, 'invalid').max(max, 'invalid'),
  )
const optionalWhole = (min: number, max: number) => z.preprocess(blankToUndefined, whole(min, max).optional())
const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'invalid' }),
)
const optionalFlag = z.preprocess(blankToUndefined, flag.optional())
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'invalid')
  .max(120, 'tooLong')
const optionalSlugs = z
  .object({
    nl: z.preprocess(blankToUndefined, slug.optional()),
    en: z.preprocess(blankToUndefined, slug.optional()),
    de: z.preprocess(blankToUndefined, slug.optional()),
  })
  .optional()
/** A picture: an https address or one of the shop's own /media paths. */
const image = z
  .string({ error: 'required' })
  .trim()
  .max(500, 'tooLong')
  .regex(/^(https:\/\/[^\s"'<>]+|\/media\/[\w./-]+)$/, 'invalid')

export const feedCategorySchema = z
  .object({
    type: z.literal('category'),
    ref,
    parent: optionalRef,
    name: localized(100),
    slug: optionalSlugs,
    description: optionalLocalized(2000),
    position: optionalWhole(0, 1_000_000),
  })
  .strict()

export const feedBrandSchema = z
  .object({
    type: z.literal('brand'),
    ref,
    name: text(100),
    slug: z.preprocess(blankToUndefined, slug.optional()),
    logo: z.preprocess(blankToUndefined, image.optional()),
  })
  .strict()

export const feedProductSchema = z
  .object({
    type: z.literal('product'),
    ref,
    category: ref,
    brand: ref,
    variant_group: optionalRef,
    status: z.preprocess(blankToUndefined, z.enum(['active', 'inactive'], { error: 'invalid' }).optional()),
    name: localized(200),
    slug: optionalSlugs,
    description: localized(20_000),
    colour: optionalLocalized(50),
    size: optionalText(50),
    price: euros,
    sale_price: optionalEuros,
    vat_rate: z.preprocess(
      blankToUndefined,
      whole(0, 21)
        .refine((rate) => rate === 0 || rate === 9 || rate === 21, 'invalid')
        .optional(),
    ),
    stock: whole(0, 1_000_000),
    last_stock: optionalFlag,
    ean: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{8,14}$/, 'invalid')
        .optional(),
    ),
    reference: optionalText(100),
    max_order_quantity: optionalWhole(1, 1000),
    image,
  })
  .strict()

export const feedOptionSchema = z
  .object({
    type: z.literal('option'),
    ref,
    product: ref,
    kind: z.enum(['extra_service', 'free', 'combination'], { error: 'invalid' }),
    option_product: optionalRef,
    name: optionalLocalized(100),
    price: euros,
    max_quantity: optionalWhole(1, 100),
    position: optionalWhole(0, 1_000_000),
  })
  .strict()
  .superRefine((option, context) => {
    if (option.kind === 'extra_service' && !option.name)
      context.addIssue({ code: 'custom', path: ['name'], message: 'required' })
    if (option.kind !== 'extra_service' && !option.option_product)
      context.addIssue({ code: 'custom', path: ['option_product'], message: 'required' })
  })

export const FEED_ROW_TYPES = ['category', 'brand', 'product', 'option'] as const
export const feedRowSchema = z.discriminatedUnion('type', [
  feedCategorySchema,
  feedBrandSchema,
  feedProductSchema,
  feedOptionSchema,
])
export type FeedRow = z.infer<typeof feedRowSchema>
export type FeedCategory = z.infer<typeof feedCategorySchema>
export type FeedBrand = z.infer<typeof feedBrandSchema>
export type FeedProduct = z.infer<typeof feedProductSchema>
export type FeedOption = z.infer<typeof feedOptionSchema>

/** The CSV columns, in the order of the example feed; a CSV file may leave out the ones it does not use. */
export const FEED_CSV_COLUMNS = [
  'type',
  'ref',
  'parent',
  'category',
  'brand',
  'product',
  'variant_group',
  'status',
  'kind',
  'option_product',
  'name',
  'name_nl',
  'name_en',
  'name_de',
  'slug',
  'slug_nl',
  'slug_en',
  'slug_de',
  'description_nl',
  'description_en',
  'description_de',
  'colour_nl',
  'colour_en',
  'colour_de',
  'size',
  'price',
  'sale_price',
  'vat_rate',
  'stock',
  'last_stock',
  'ean',
  'reference',
  'max_order_quantity',
  'max_quantity',
  'position',
  'image',
  'logo',
] as const

/** The staff upload's form (`POST /admin/sync`): the file is checked by the route (size, type, content). */
export const syncRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
