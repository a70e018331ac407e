import { z } from 'zod'
import { CONTENT_UNITS } from '#core/unit-price'
import { DELIVERY_PROMISE_TYPES } from './catalogue'

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

/** Images a product may have in the feed (the CSV has `image_1` … `image_10`). */
export const MAX_FEED_IMAGES = 10
/** Related products a product may name. */
export const MAX_FEED_RELATED = 24
/** Features a product may name. */
export const MAX_FEED_FEATURES = 100

/**
 * The key of a feature group or feature (`blade_length`): lower case, digits, `_` and `-`. It is the
 * listing filter's name in addresses (`?feature=blade_length:8-5-cm`) and a CSV column (`feature:<key>`).
 */
const featureKey = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z0-9][a-z0-9_-]{0,62}$/, 'invalid')

/** A number in the feed: a JSON number or its text with a dot (`8.5`); at most three decimals. */
const decimal = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'invalid' })
      .min(min, 'invalid')
      .max(max, 'invalid')
      .refine((n) => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6, 'invalid'),
  )

/**
 * A product's value of a feature: a number (in the feature's unit; a JSON number, or a text that is a
 * number with a dot when the feature has a unit), one text for every language, or a text per language.
 * `key` names the value in filter addresses; made from the Dutch label (or the number and unit) when absent.
 */
const featureValue = z
  .object(
    {
      feature: featureKey,
      value: z.union([z.number(), text(100), localized(100)], { error: 'invalid' }),
      key: z.preprocess(blankToUndefined, slug.optional()),
    },
    { error: 'invalid' },
  )
  .strict()

/** An image of a product: its address, and its alternative text per language (the product's name when absent). */
const productImage = z.union(
  [
    image.transform((src) => ({ src, alt: undefined })),
    z.object({ src: image, alt: optionalLocalized(200) }, { error: 'invalid' }).strict(),
  ],
  { error: 'invalid' },
)

/** Refs in order: a JSON array, or one text with `|` between them (CSV). */
const refList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split('|')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : value,
  z.array(ref, { error: 'invalid' }).max(MAX_FEED_RELATED, 'tooLong'),
)

/** A YYYY-MM-DD date that exists. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
  }, 'invalid')

export const feedFeatureGroupSchema = z
  .object({
    type: z.literal('feature_group'),
    ref: featureKey,
    name: localized(100),
    info: optionalLocalized(5000),
    position: optionalWhole(0, 1_000_000),
  })
  .strict()

export const feedFeatureSchema = z
  .object({
    type: z.literal('feature'),
    ref: featureKey,
    group: featureKey,
    name: localized(100),
    info: optionalLocalized(5000),
    unit: optionalText(20),
    filterable: optionalFlag,
    position: optionalWhole(0, 1_000_000),
  })
  .strict()

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
    /** What the shop says about delivery for products with delivery promise type `brand`. */
    delivery_promise_short: optionalLocalized(200),
    delivery_promise_long: optionalLocalized(2000),
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
    /** The one picture of older feeds; exactly one of `image` and `images`. */
    image: z.preprocess(blankToUndefined, image.optional()),
    images: z
      .array(productImage, { error: 'invalid' })
      .min(1, 'required')
      .max(MAX_FEED_IMAGES, 'tooLong')
      .optional(),
    video: z
      .object(
        {
          youtube_id: z
            .string({ error: 'required' })
            .trim()
            .regex(/^[A-Za-z0-9_-]{11}$/, 'invalid'),
          title: localized(200),
          poster: image,
        },
        { error: 'invalid' },
      )
      .strict()
      .optional(),
    features: z.array(featureValue, { error: 'invalid' }).max(MAX_FEED_FEATURES, 'tooLong').optional(),
    related: refList.optional(),
    delivery_promise_type: z.preprocess(
      blankToUndefined,
      z.enum(DELIVERY_PROMISE_TYPES, { error: 'invalid' }).optional(),
    ),
    delivery_promise_note: optionalLocalized(200),
    expected_date: z.preprocess(blankToUndefined, isoDate.optional()),
    stock_from_brand: optionalFlag,
    is_vdm: optionalFlag,
    product_family: optionalLocalized(100),
    new_model_label: optionalLocalized(50),
    best_choice: optionalFlag,
    comment: optionalLocalized(500),
    content_amount: z.preprocess(blankToUndefined, decimal(0.001, 1_000_000).optional()),
    content_unit: z.preprocess(blankToUndefined, z.enum(CONTENT_UNITS, { error: 'invalid' }).optional()),
  })
  .strict()
  .superRefine((product, context) => {
    const issue = (path: PropertyKey[], message: string) =>
      context.addIssue({ code: 'custom', path, message })
    if (product.image === undefined && product.images === undefined) issue(['image'], 'required')
    if (product.image !== undefined && product.images !== undefined) issue(['images'], 'imageAndImages')
    if ((product.content_amount === undefined) !== (product.content_unit === undefined))
      issue([product.content_amount === undefined ? 'content_amount' : 'content_unit'], 'required')
    if (product.delivery_promise_type === 'custom' && !product.delivery_promise_note)
      issue(['delivery_promise_note'], 'required')
    const related = product.related ?? []
    related.forEach((other, index) => {
      if (other === product.ref || related.indexOf(other) !== index) issue(['related', index], 'invalid')
    })
    const features = product.features ?? []
    features.forEach((value, index) => {
      if (features.findIndex((other) => other.feature === value.feature) !== index)
        issue(['features', index, 'feature'], 'duplicateFeature')
    })
  })

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

export const FEED_ROW_TYPES = ['feature_group', 'feature', 'category', 'brand', 'product', 'option'] as const
export const feedRowSchema = z.discriminatedUnion('type', [
  feedFeatureGroupSchema,
  feedFeatureSchema,
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
export type FeedFeatureGroup = z.infer<typeof feedFeatureGroupSchema>
export type FeedFeature = z.infer<typeof feedFeatureSchema>

const LANGUAGE_SUFFIXES = ['nl', 'en', 'de'] as const
const perLanguage = <T extends string>(base: T) =>
  LANGUAGE_SUFFIXES.map((locale) => `${base}_${locale}` as const)

/**
 * The CSV columns with fixed names, in the order of the example feed; a CSV file may leave out the ones it
 * does not use. Besides these, the patterned columns of FEED_CSV_PATTERNS are known.
 */
export const FEED_CSV_COLUMNS = [
  'type',
  'ref',
  'parent',
  'group',
  'category',
  'brand',
  'product',
  'variant_group',
  'status',
  'kind',
  'option_product',
  'name',
  ...perLanguage('name'),
  'slug',
  ...perLanguage('slug'),
  ...perLanguage('description'),
  ...perLanguage('info'),
  'unit',
  'filterable',
  ...perLanguage('colour'),
  'size',
  'price',
  'sale_price',
  'vat_rate',
  'stock',
  'last_stock',
  'stock_from_brand',
  'is_vdm',
  'expected_date',
  'delivery_promise_type',
  ...perLanguage('delivery_promise_note'),
  ...perLanguage('delivery_promise_short'),
  ...perLanguage('delivery_promise_long'),
  ...perLanguage('product_family'),
  ...perLanguage('new_model_label'),
  'best_choice',
  ...perLanguage('comment'),
  'content_amount',
  'content_unit',
  'ean',
  'reference',
  'max_order_quantity',
  'max_quantity',
  'position',
  'image',
  'related',
  'video_youtube_id',
  ...perLanguage('video_title'),
  'video_poster',
  'logo',
] as const

/**
 * Patterned CSV columns: `image_1` … `image_10` with `image_<n>_alt_nl|en|de`, and a product's feature
 * values, `feature:<key>` (one text or number for every language) or `feature:<key>_nl|en|de`.
 */
export const FEED_CSV_PATTERNS = {
  image: new RegExp(`^image_([1-9]|10)(?:_alt_(nl|en|de))?$`),
  feature: /^feature:([a-z0-9][a-z0-9_-]{0,62}?)(?:_(nl|en|de))?$/,
} as const

/** The staff upload's form (`POST /admin/sync`): the file is checked by the route (size, type, content). */
export const syncRunsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
})
