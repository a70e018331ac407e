import { sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import type { ContentUnit } from '#core/unit-price'
import type {
  DeliveryPromiseType,
  FeatureGroup,
  FreeProductOption,
  OptionProduct,
  Product,
  ProductCombination,
  ProductDetail,
  ProductOption,
  ProductSlide,
  StockStatusCode,
  VariantValue,
} from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import type { Localized, ProductImages, StoredSlide } from '#server/db/schema'
import type { CategoryTree } from './categories'
import { changeTags } from './changes'
import { dependOn } from './dependencies'
import { intArray, queryRows, text } from '#server/db/query'
import { currentPriceCents, productPrices } from './pricing'
import { shownStock, stockAvailable, stockFactsOf, type StockFactsRow } from './stock'

/** A product's link: its current path under the language prefix. */
export function productLink(site: LocaleSite, slug: string): string {
  return `${site.prefix}/${slug}`
}

interface CardRow extends StockFactsRow {
  id: number
  version: number
  status: 'active' | 'inactive'
  name: string
  name_nl: string
  slug: string
  description: string
  comment: string | null
  product_family: string | null
  new_model_label: string | null
  is_best_choice: boolean
  price_cents: number
  sale_price_cents: number | null
  expected_in_stock_date: string | null
  delivery_promise_type: DeliveryPromiseType
  delivery_promise_note: string | null
  ean: string
  reference: string
  review_amount: number
  average_review_rating: number
  unit_content_amount: number | null
  unit: ContentUnit | null
  images: ProductImages
  brand_name: string
  brand_logo: string
  brand_promise_short: string | null
  brand_promise_long: string | null
}

/** The columns a card needs, texts in one language only. */
function cardColumns(locale: Locale) {
  return sql`p.id, p.version, p.status, ${text('p.name', locale)} as name, p.name->>'nl' as name_nl,
    ${text('p.slug', locale)} as slug, ${text('p.description', locale)} as description,
    ${text('p.comment', locale)} as comment, ${text('p.product_family', locale)} as product_family,
    ${text('p.new_model_label', locale)} as new_model_label, p.is_best_choice, p.price_cents, p.sale_price_cents,
    p.stock, p.stock_status_code, p.is_last_stock, p.stock_is_from_brand, p.is_vdm,
    p.expected_in_stock_date::text as expected_in_stock_date, p.delivery_promise_type,
    ${text('p.delivery_promise_note', locale)} as delivery_promise_note, p.ean, p.reference, p.max_order_quantity,
    p.review_amount, p.average_review_rating::float8 as average_review_rating, p.images,
    p.unit_content_amount::float8 as unit_content_amount, p.unit,
    b.name as brand_name, b.logo as brand_logo, ${text('b.delivery_promise_short', locale)} as brand_promise_short,
    ${text('b.delivery_promise_long', locale)} as brand_promise_long`
}

interface FreeOptionRow {
  id: number
  product_id: number
  option_product_id: number
  max_quantity: number
  price_cents: number
  option: OptionProductRow
}

/** An option's own product, as `optionProductJson` selects it (shared with the cart's view). */
export interface OptionProductRow {
  name: string
  description: string
  slug: string
  images: ProductImages
  price_cents: number
  sale_price_cents: number | null
  review_amount: number
  average_review_rating: number
  vat_rate: number
}

/** JSON of the option product joined as `op`. */
export function optionProductJson(locale: Locale) {
  return sql`json_build_object('name', ${text('op.name', locale)}, 'description', ${text('op.description', locale)},
    'slug', ${text('op.slug', locale)}, 'images', op.images, 'price_cents', op.price_cents,
    'sale_price_cents', op.sale_price_cents, 'review_amount', op.review_amount,
    'average_review_rating', op.average_review_rating::float8, 'vat_rate', op.vat_rate)`
}

export function optionProduct(site: LocaleSite, row: OptionProductRow): OptionProduct {
  return {
    name: row.name,
    description: row.description,
    thumb_category_height_140: row.images.h140,
    product_square_550: row.images.sq550,
    link: productLink(site, row.slug),
    review_amount: row.review_amount,
    average_review_rating: Number(row.average_review_rating),
  }
}

function freeOption(site: LocaleSite, row: FreeOptionRow): FreeProductOption {
  return {
    id: row.id,
    name: row.option.name,
    quantity: row.max_quantity,
    price_to_show: centsToEuros(row.price_cents),
    original_price: centsToEuros(currentPriceCents(row.option.price_cents, row.option.sale_price_cents)),
    image: row.option.images.sq125,
    option_product: optionProduct(site, row.option),
  }
}

function toProduct(site: LocaleSite, row: CardRow, free: FreeProductOption[]): Product {
  const facts = stockFactsOf(row)
  return {
    id: row.id,
    version: row.version,
    link: productLink(site, row.slug),
    name: row.name,
    name_translated: row.name_nl,
    description: row.description,
    comment: row.comment,
    product_family: row.product_family,
    new_model_label: row.new_model_label,
    is_best_choice: row.is_best_choice,
    brand_name: row.brand_name,
    brand_thumbnail: row.brand_logo,
    thumbnails: { category_h140: row.images.h140 },
    thumb_category_height_140: row.images.h140,
    thumb_category_square_125: row.images.sq125,
    review_amount: row.review_amount,
    average_review_rating: Number(row.average_review_rating),
    free_product_options: free,
    stock: shownStock(facts),
    stock_available: stockAvailable(facts),
    stock_status_code: row.stock_status_code,
    is_last_stock: row.is_last_stock,
    stock_is_from_brand: row.stock_is_from_brand,
    is_vdm: row.is_vdm,
    expected_in_stock_date: row.expected_in_stock_date,
    delivery_promise_note: row.delivery_promise_note,
    delivery_promise_type: row.delivery_promise_type,
    brand_delivery_promise_short: row.brand_promise_short,
    brand_delivery_promise_long: row.brand_promise_long,
    prices: productPrices(row.price_cents, row.sale_price_cents),
    ean: row.ean,
    reference: row.reference,
    status: row.status,
    max_order_quantity: row.max_order_quantity,
    unit_content:
      row.unit && row.unit_content_amount
        ? { amount: Number(row.unit_content_amount), unit: row.unit }
        : null,
  }
}

/**
 * Active products by id, as cards, in the order asked for; unknown and inactive ids are left out.
 * One query whatever the number of ids: the products with their brand and their free options.
 */
export async function loadProducts(
  db: Database,
  site: LocaleSite,
  ids: readonly number[],
  options: {
    /** The back office's preview of a product not published yet (issue 35); never for shoppers. */
    includeInactive?: boolean
    /**
     * 'card': shown as cards only (listings, strips, search answers), which show no stock figure: what
     * reads them goes stale with what a card shows, not with every sale (docs/decisions/0161). Else the
     * whole product (its page, the cart, the API).
     */
    shownAs?: 'card' | 'product'
  } = {},
): Promise<Product[]> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return []
  const tag = options.shownAs === 'card' ? changeTags.card : changeTags.product
  // Inactive ones too: the page shows them once they are active again.
  dependOn(unique.map(tag))
  const { locale } = site
  const rows = await queryRows<CardRow & { free: FreeOptionRow[] }>(
    db,
    // Named: one text per language (docs/decisions/0074).
    prepared(
      options.includeInactive ? 'product_cards_preview' : 'product_cards',
      sql`select ${cardColumns(locale)},
          coalesce((select json_agg(json_build_object('id', o.id, 'product_id', o.product_id, 'option_product_id', o.option_product_id,
              'max_quantity', o.max_quantity, 'price_cents', o.price_cents, 'option', ${optionProductJson(locale)})
              order by o.position, o.id)
            from product_options o join products op on op.id = o.option_product_id
            where o.product_id = p.id and o.kind = 'free' and op.status = 'active'), '[]') as free
        from products p join brands b on b.id = p.brand_id
        where p.id = any(${intArray(unique)})${options.includeInactive ? sql`` : sql` and p.status = 'active'`}`,
    ),
  )
  // A free product's card is part of its line's card.
  dependOn(rows.flatMap((row) => row.free.map((option) => tag(option.option_product_id))))
  const byId = new Map(
    rows.map((row) => [
      row.id,
      toProduct(
        site,
        row,
        row.free.map((option) => freeOption(site, option)),
      ),
    ]),
  )
  return ids.flatMap((id, index) => {
    const product = byId.get(id)
    // An id asked for twice is answered once, at its first place.
    return product && ids.indexOf(id) === index ? [product] : []
  })
}

interface DetailRow {
  category_id: number
  vat_rate: number
  variant_group_id: number | null
  colour: Localized | null
  size: string | null
  slugs: Localized
  slides: StoredSlide[]
}

interface VariantRow {
  id: number
  status: 'active' | 'inactive'
  stock_status_code: StockStatusCode
  colour: string | null
  size: string | null
  slug: string
}

interface OptionRow {
  id: number
  option_product_id: number | null
  kind: 'extra_service' | 'free' | 'combination'
  name: string | null
  price_cents: number
  max_quantity: number
  option: OptionProductRow | null
}

interface FeatureRow {
  group_name: string
  group_info: string | null
  name: string
  info: string | null
  value: string
}

/** Everything the product page shows, or null for an unknown or (unless previewed) inactive product. */
export async function loadProductDetail(
  db: Database,
  site: LocaleSite,
  id: number,
  categories: CategoryTree,
  /** The back office's preview of a product not published yet (issue 35); never for shoppers. */
  preview: { includeInactive?: boolean } = {},
): Promise<ProductDetail | null> {
  const { locale } = site
  const [[card], [detail], options, featureRows, relatedRows] = await Promise.all([
    loadProducts(db, site, [id], preview),
    queryRows<DetailRow>(
      db,
      sql`select category_id, vat_rate, variant_group_id, colour, size, slug as slugs, slides
          from products where id = ${id}${preview.includeInactive ? sql`` : sql` and status = 'active'`}`,
    ),
    queryRows<OptionRow>(
      db,
      sql`select o.id, o.option_product_id, o.kind, ${text('o.name', locale)} as name, o.price_cents, o.max_quantity,
            case when op.id is null then null else ${optionProductJson(locale)} end as option
          from product_options o left join products op on op.id = o.option_product_id
          where o.product_id = ${id} and o.kind in ('extra_service', 'combination')
            and (op.id is null or op.status = 'active')
          order by o.position, o.id`,
    ),
    queryRows<FeatureRow>(
      db,
      sql`select ${text('g.name', locale)} as group_name, ${text('g.info', locale)} as group_info,
            ${text('f.name', locale)} as name, ${text('f.info', locale)} as info, ${text('v.label', locale)} as value
          from product_features pf
          join feature_values v on v.id = pf.feature_value_id
          join features f on f.id = v.feature_id
          join feature_groups g on g.id = f.group_id
          where pf.product_id = ${id}
          order by g.position, f.position`,
    ),
    queryRows<{ related_product_id: number }>(
      db,
      sql`select related_product_id from related_products where product_id = ${id} order by position, related_product_id`,
    ),
  ])
  if (!card || !detail) return null
  // The variants it offers and the combinations' products (their own cards record themselves).
  dependOn(
    options.flatMap((option) =>
      option.option_product_id === null ? [] : [changeTags.product(option.option_product_id)],
    ),
  )
  if (detail.variant_group_id !== null) dependOn(changeTags.variantGroup(detail.variant_group_id))
  const [variants, related] = await Promise.all([
    detail.variant_group_id === null
      ? Promise.resolve([])
      : queryRows<VariantRow>(
          db,
          sql`select id, status, stock_status_code, ${text('colour', locale)} as colour, size,
                ${text('slug', locale)} as slug
              from products where variant_group_id = ${detail.variant_group_id} order by id`,
        ),
    loadProducts(
      db,
      site,
      relatedRows.map((row) => row.related_product_id),
      { shownAs: 'card' },
    ),
  ])
  const current = variants.find((variant) => variant.id === id)
  return {
    ...card,
    slides: detail.slides.map((slide) => toSlide(slide, locale)),
    variants: current ? variantValues(site, variants, current) : { colour: [], size: [] },
    extra_services: options
      .filter((option) => option.kind === 'extra_service')
      .map((option): ProductOption => ({
        id: option.id,
        name: option.name ?? '',
        price: centsToEuros(option.price_cents),
        quantity: option.max_quantity,
      })),
    combinations: options.flatMap((option): ProductCombination[] =>
      option.kind === 'combination' && option.option
        ? [
            {
              id: option.id,
              price: centsToEuros(option.price_cents),
              option_product: optionProduct(site, option.option),
            },
          ]
        : [],
    ),
    feature_groups: featureGroups(featureRows),
    related_products: related,
    breadcrumbs: [...categories.breadcrumbs(detail.category_id), { name: card.name, link: card.link }],
    vat_rate: detail.vat_rate,
    alternates: { nl: `/${detail.slugs.nl}`, en: `/${detail.slugs.en}`, de: `/${detail.slugs.de}` },
  }
}

function toSlide(slide: StoredSlide, locale: Locale): ProductSlide {
  if (slide.type === 'image') {
    return { type: 'image', src: slide.src, alt: slide.alt[locale], width: slide.width, height: slide.height }
  }
  return { type: 'video', youtube_id: slide.youtube_id, poster: slide.poster, title: slide.title[locale] }
}

function featureGroups(rows: FeatureRow[]): FeatureGroup[] {
  const groups: FeatureGroup[] = []
  for (const row of rows) {
    let group = groups.at(-1)
    if (!group || group.title !== row.group_name) {
      group = { title: row.group_name, info: row.group_info, features: [] }
      groups.push(group)
    }
    group.features.push({ name: row.name, value: row.value, info: row.info })
  }
  return groups
}

/**
 * The colour and size choices of a product's variant group. A value links to the sibling with that
 * value and, where possible, the current product's other value (same size for a colour, same colour for
 * a size); an inactive sibling is shown without a link.
 */
function variantValues(
  site: LocaleSite,
  siblings: VariantRow[],
  current: VariantRow,
): { colour: VariantValue[]; size: VariantValue[] } {
  const build = (own: 'colour' | 'size', other: 'colour' | 'size'): VariantValue[] => {
    const values = [...new Set(siblings.map((s) => s[own]).filter((v): v is string => v !== null))]
    // One value that every sibling shares is no choice.
    if (values.length < 2) return []
    return values.map((value) => {
      const withValue = siblings.filter((s) => s[own] === value)
      const target =
        withValue.find((s) => s.id === current.id) ??
        withValue.find((s) => s[other] === current[other] && s.status === 'active') ??
        withValue.find((s) => s.status === 'active') ??
        withValue[0]!
      const active = target.status === 'active'
      return {
        value,
        product_link: active ? productLink(site, target.slug) : null,
        is_current: target.id === current.id,
        available_for_order: active && target.stock_status_code !== 'UNAVAILABLE',
        delayed: target.stock_status_code === 'AVAILABLE_DELAYED',
      }
    })
  }
  return { colour: build('colour', 'size'), size: build('size', 'colour') }
}
