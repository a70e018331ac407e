import { z } from 'zod'
import { databaseIdSchema } from './ids'
import type { UnitContent } from '#core/unit-price'

/**
 * The catalogue as the front end sees it (spec §3 "Product", "Product variant value", "Free product option",
 * "Product combination", "Product option"). Field names are the spec's; amounts are euros with two decimals
 * (architecture "Contracts"); texts are in the requested language.
 */

export const STOCK_STATUS_CODES = ['AVAILABLE_DIRECT', 'AVAILABLE_DELAYED', 'UNAVAILABLE'] as const
export type StockStatusCode = (typeof STOCK_STATUS_CODES)[number]

/** custom: the note; brand: the brand's text; pre_order_date: the date in the text; others: looked up. */
export const DELIVERY_PROMISE_TYPES = [
  'custom',
  'brand',
  'pre_order_date',
  'pre_order',
  'AVAILABLE_DIRECT',
  'AVAILABLE_DELAYED',
  'UNAVAILABLE',
  'vdm',
] as const
export type DeliveryPromiseType = (typeof DELIVERY_PROMISE_TYPES)[number]

export interface ProductPrices {
  /** The price to pay now, incl. VAT. */
  price: number
  /** Present when the product is on sale (any percentage; the label shows from 5 %). */
  sale: { price_original: number; price_sale: number; percentage: number } | null
}

export interface OptionProduct {
  name: string
  description: string
  thumb_category_height_140: string
  product_square_550: string
  link: string
  review_amount: number
  average_review_rating: number
}

export interface FreeProductOption {
  id: number
  name: string
  quantity: number
  price_to_show: number
  original_price: number
  image: string
  option_product: OptionProduct
}

export interface ProductOption {
  id: number
  name: string
  /** Price per piece, euros incl. VAT. */
  price: number
  /** Highest quantity that can be chosen (0..max). */
  quantity: number
}

export interface ProductCombination {
  id: number
  price: number
  option_product: OptionProduct
}

/** The product as cards, strips, the product API and the cart use it. */
export interface Product {
  id: number
  version: number
  link: string
  /** Name in the requested language. */
  name: string
  /** Name in the shop's original language (Dutch), for shoppers searching by the name on the box. */
  name_translated: string
  description: string
  comment: string | null
  product_family: string | null
  new_model_label: string | null
  is_best_choice: boolean
  brand_name: string
  brand_thumbnail: string
  thumbnails: { category_h140: string }
  thumb_category_height_140: string
  thumb_category_square_125: string
  review_amount: number
  average_review_rating: number
  free_product_options: FreeProductOption[]
  /** Pieces in stock as shown to shoppers: 0 for brand-supplied and vdm products. */
  stock: number
  /** Pieces that can be ordered now (caps last-stock quantities). */
  stock_available: number
  stock_status_code: StockStatusCode
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
  /** ISO date (yyyy-mm-dd) or null. */
  expected_in_stock_date: string | null
  delivery_promise_note: string | null
  delivery_promise_type: DeliveryPromiseType
  brand_delivery_promise_short: string | null
  brand_delivery_promise_long: string | null
  prices: ProductPrices
  ean: string
  reference: string
  status: 'active' | 'inactive'
  max_order_quantity: number
  /** Content of a product sold by volume, weight or length; the price per unit is shown beside the price. */
  unit_content: UnitContent | null
}

export interface VariantValue {
  value: string
  product_link: string | null
  is_current: boolean
  available_for_order: boolean
  delayed: boolean
}

export interface FeatureGroup {
  title: string
  /** Info text (HTML from the shop) behind the group's info button, if any. */
  info: string | null
  features: { name: string; value: string; info: string | null }[]
}

export type ProductSlide =
  | { type: 'image'; src: string; alt: string; width: number; height: number }
  | { type: 'video'; youtube_id: string; poster: string; title: string }

export interface Breadcrumb {
  name: string
  link: string
}

/** Everything the product page shows. */
export interface ProductDetail extends Product {
  slides: ProductSlide[]
  variants: { colour: VariantValue[]; size: VariantValue[] }
  extra_services: ProductOption[]
  combinations: ProductCombination[]
  feature_groups: FeatureGroup[]
  related_products: Product[]
  breadcrumbs: Breadcrumb[]
  vat_rate: number
  /** The product's path in every language, without language prefix, for hreflang and the language switch. */
  alternates: { nl: string; en: string; de: string }
}

export interface CategorySummary {
  id: number
  name: string
  link: string
  hit_count: number
  breadcrumbs: Breadcrumb[]
  image: string | null
}

/** `POST /front-api/product`: `{id}` answers one product, `{ids}` answers `{products}` (spec §7). */
export const PRODUCT_REQUEST_IDS_MAX = 100

/**
 * One object with both fields optional rather than a union, so that a bad id is reported on its field
 * (`id`, `ids.2`) in the shopper's language instead of as "no union member matched".
 */
export const productRequestSchema = z
  .object({
    id: databaseIdSchema('validation.productId').optional(),
    ids: z
      .array(databaseIdSchema('validation.productId'), { error: 'validation.productIds' })
      .min(1, 'validation.productIds')
      .max(PRODUCT_REQUEST_IDS_MAX, 'validation.productIds')
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if ((body.id === undefined) === (body.ids === undefined))
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'validation.productIdOrIds' })
  })
  .transform((body): ProductRequest => (body.ids ? { ids: body.ids } : { id: body.id! }))
export type ProductRequest = { id: number } | { ids: number[] }

export { parseListingQuery, type ListingQuery } from '../listing-query'
import type { ListingQuery } from '../listing-query'

export interface ListingFacets {
  brands: { slug: string; name: string; count: number }[]
  /** Whole euros of the cheapest and dearest product in the category (before the price filter). */
  price: { min: number; max: number }
  in_stock_count: number
  features: { key: string; name: string; values: { value: string; label: string; count: number }[] }[]
}

export interface CategoryListing {
  category: {
    id: number
    name: string
    description: string
    link: string
    breadcrumbs: Breadcrumb[]
    children: CategorySummary[]
    alternates: { nl: string; en: string; de: string }
  }
  query: ListingQuery
  products: Product[]
  total: number
  pages: number
  facets: ListingFacets
}

export interface ProductStrip {
  key: string
  title: string
  products: Product[]
}

export interface HomeContent {
  featured: Product[]
  strips: ProductStrip[]
  categories: CategorySummary[]
}

/** What a data-driven path (`/zakmessen`, `/victorinox-spartan`) turned out to be. */
export type ResolvedPath =
  | { type: 'product'; product: ProductDetail }
  | { type: 'category'; listing: CategoryListing }
  | { type: 'redirect'; location: string }
