import { LOCALES } from '#core/locales'
import { FEED_CSV_PATTERNS } from '#core/schemas/catalogue-feed'
import { optionRef, type Columns, type StoredProduct } from '#server/domain/catalogue-editing/product-columns'
import { feedEurosToForm, formEurosToFeed } from '#server/domain/catalogue-editing/product-money'
import type { ProductSave } from '#server/domain/catalogue-editing/product-save'
import type { FormValues } from '../form-kit'
import type { PostedForm } from './gallery'

/**
 * The product form's fields and the feed row they make (docs/decisions/0138). Most fields are named as the
 * feed's CSV columns and go to the row as they are; prices are typed the Dutch way and converted, related
 * products may be typed one per line, and options are numbered blocks (`option_<n>_price`) that become the
 * feed's option rows.
 */

/** The product columns the form has (besides photos and `feature:<key>` columns). */
export const PRODUCT_FIELDS = [
  'ref',
  'status',
  'category',
  'brand',
  'ean',
  'reference',
  ...localizedNames('name'),
  ...localizedNames('slug'),
  ...localizedNames('description'),
  'price',
  'sale_price',
  'vat_rate',
  'content_amount',
  'content_unit',
  'stock',
  'last_stock',
  'stock_from_brand',
  'is_vdm',
  'expected_date',
  'max_order_quantity',
  'delivery_promise_type',
  ...localizedNames('delivery_promise_note'),
  ...localizedNames('new_model_label'),
  'best_choice',
  ...localizedNames('product_family'),
  ...localizedNames('comment'),
  'variant_group',
  ...localizedNames('colour'),
  'size',
  'related',
] as const

/** The fields of an option block, after its `option_<n>_` prefix. */
export const OPTION_FIELDS = [
  'ref',
  'kind',
  'option_product',
  ...localizedNames('name'),
  'price',
  'max_quantity',
  'position',
] as const

const MONEY = new Set(['price', 'sale_price'])
/** Checkboxes post nothing when unchecked: that is `false`, as stored (so a conflict or audit sees no change). */
const FLAGS = new Set(['last_stock', 'stock_from_brand', 'is_vdm', 'best_choice'])
/** Blocks of options a form may post; the feed has no limit, a product page shows a handful. */
export const MAX_OPTIONS = 30
/** Empty "add a feature" rows on the form. */
export const FEATURE_ADD_ROWS = 2

function localizedNames<T extends string>(base: T) {
  return LOCALES.map((locale) => `${base}_${locale}` as const)
}

const text = (value: PostedForm[string] | undefined): string =>
  typeof value === 'string' ? value : Array.isArray(value) && typeof value[0] === 'string' ? value[0] : ''

/** Refs typed one per line, with commas or with `|`, as the feed's `a|b`. */
export function relatedColumn(typed: string): string {
  return typed
    .split(/[\s,|]+/)
    .filter((part) => part !== '')
    .join('|')
}

/**
 * The row of a posted form (without its photos, which `readGallery` reads). `ref` is the stored product's
 * for an edit: an article code is not changed by hand, a feed matches the product by it.
 */
export function readProductForm(
  form: PostedForm,
  stored: Pick<StoredProduct, 'ref'> | null,
): { columns: Columns; options: ProductSave['options'] } {
  const columns: Columns = {}
  for (const field of PRODUCT_FIELDS) {
    const value = text(form[field]).trim()
    columns[field] = FLAGS.has(field)
      ? String(value === 'true')
      : MONEY.has(field)
        ? formEurosToFeed(value)
        : field === 'related'
          ? relatedColumn(value)
          : value
  }
  if (stored) columns.ref = stored.ref
  // Feature values: one text for every language when only Dutch is given, else one per language.
  const features = new Map<string, Partial<Record<string, string>>>()
  for (const [name, value] of Object.entries(form)) {
    const match = FEED_CSV_PATTERNS.feature.exec(name)
    if (!match) continue
    const entry = features.get(match[1]!) ?? {}
    entry[match[2] ?? ''] = text(value).trim()
    features.set(match[1]!, entry)
  }
  for (let i = 1; i <= FEATURE_ADD_ROWS; i++) {
    const key = text(form[`feature_add_${i}`]).trim()
    const value = text(form[`feature_add_${i}_value`]).trim()
    if (key !== '' && value !== '' && !features.has(key)) features.set(key, { '': value })
  }
  for (const [key, entry] of features) {
    const plain = entry[''] ?? ''
    const nl = entry.nl ?? ''
    const en = entry.en ?? ''
    const de = entry.de ?? ''
    if (plain !== '') columns[`feature:${key}`] = plain
    else if (nl !== '' && en === '' && de === '') columns[`feature:${key}`] = nl
    else if (nl !== '' || en !== '' || de !== '')
      Object.assign(columns, {
        [`feature:${key}_nl`]: nl,
        [`feature:${key}_en`]: en,
        [`feature:${key}_de`]: de,
      })
  }
  return { columns, options: readOptions(form, columns.ref ?? '') }
}

function readOptions(form: PostedForm, productRef: string): ProductSave['options'] {
  const options: ProductSave['options'] = []
  const used = new Set<string>()
  for (let n = 1; n <= MAX_OPTIONS; n++) {
    const field = (name: string) => text(form[`option_${n}_${name}`]).trim()
    if (field('kind') === '' || field('remove') === 'true') continue
    const columns: Columns = { product: productRef }
    for (const name of OPTION_FIELDS)
      columns[name] = name === 'price' ? formEurosToFeed(field(name)) : field(name)
    if (columns.position === '') columns.position = String(n)
    options.push({ n, columns })
    if (columns.ref) used.add(columns.ref)
  }
  // A new option gets a key of its own: `<productref>--opt-<n>`, the first one free.
  let next = 1
  for (const option of options) {
    if (option.columns.ref) continue
    while (used.has(optionRef(productRef, next))) next++
    option.columns.ref = optionRef(productRef, next)
    used.add(option.columns.ref)
  }
  return options
}

/** The values the form shows for stored or posted columns: prices the Dutch way, options as blocks. */
export function formValues(
  columns: Columns,
  options: ReadonlyArray<{ n?: number; columns: Columns }>,
): FormValues {
  const values: FormValues = { ...columns }
  for (const field of MONEY) if (columns[field]) values[field] = feedEurosToForm(columns[field])
  if (columns.related) values.related = columns.related.split('|').join('\n')
  options.forEach((option, index) => {
    // A refused form keeps each block's number, so its errors stay on it.
    const n = option.n ?? index + 1
    for (const name of OPTION_FIELDS) {
      const value = option.columns[name] ?? ''
      values[`option_${n}_${name}`] = name === 'price' && value ? feedEurosToForm(value) : value
    }
  })
  return values
}
