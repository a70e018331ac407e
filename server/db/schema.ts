import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  customType,
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { Locale } from '../../core/locales'
import type { Carrier } from '../../core/orders/carriers'
import { FULFILMENT_KINDS } from '../../core/schemas/checkout'
import type { OrderStatus } from '../../core/schemas/order'
import { COUPON_KINDS, type CouponKind, type StaffRole } from '../../core/schemas/back-office'
import { PAYMENT_STATUSES } from '../adapters/payments/port'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** Free-form session values, keyed by feature (`cart`, `compare`, …). */
export type SessionData = Record<string, unknown>

/** Database-backed cookie sessions (architecture "Data and state"); the cookie carries only the signed id. */
export const sessions = pgTable(
  'sessions',
  {
    /** 32 random bytes, base64url. */
    id: text('id').primaryKey(),
    data: jsonb('data')
      .$type<SessionData>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The logged-in customer; the session ends with the customer. */
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_customer_idx').on(table.customerId),
  ],
)

/**
 * A shopper with an account, or one made for a guest's order (docs/decisions/0025). The
 * e-mail is unique whatever its case; `password_hash` is null until the customer sets a password (an
 * account made at payment, before the shopper chose one). The accounts issue adds the rest.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** `scrypt$N$r$p$salt$hash` (server/domain/customers/passwords.ts). */
    passwordHash: text('password_hash'),
    /** A dealer's registration (spec §3, §6): null for a consumer; dealer prices only once `approved`. */
    dealerStatus: text('dealer_status').$type<DealerStatus>(),
    /** When staff approved or rejected the dealer registration (null while pending, and for consumers). */
    dealerDecidedAt: timestamp('dealer_decided_at', { withTimezone: true }),
    /** The language the customer registered or ordered in: their mails are written in it. */
    locale: text('locale').$type<Locale>().notNull().default('nl'),
    companyName: text('company_name').notNull().default(''),
    /** Dutch KvK (chamber of commerce) number, 8 digits; '' for a consumer. */
    cocNumber: text('coc_number').notNull().default(''),
    vatNumber: text('vat_number').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('customers_email_idx').on(sql`lower(${table.email})`),
    check('customers_dealer_status_check', sql`${table.dealerStatus} in ('pending', 'approved', 'rejected')`),
    check('customers_locale_check', sql`${table.locale} in ('nl', 'en', 'de')`),
    index('customers_dealer_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.dealerStatus} = 'pending'`),
  ],
)

export const DEALER_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DealerStatus = (typeof DEALER_STATUSES)[number]

/**
 * Password reset tokens (issue 9): only a SHA-256 of the token is kept, so a leaked table gives no
 * working links; a token is used once (`used_at`) and expires.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: uuid('customer_id')
      .notNull()
      .references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_customer_idx').on(table.customerId)],
)

/** The locale of a setting that holds for every language. */
export const ALL_LOCALES = '*'

/**
 * Shop settings the owner can change: company name, default country, delivery promises, header logo….
 * A value is either for all languages (`locale = '*'`) or for one.
 */
export const settings = pgTable(
  'settings',
  {
    key: text('key').notNull(),
    locale: text('locale').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.key, table.locale] })],
)

/**
 * Rate limit counters (server/domain/limits): one row per limited key (`login-ip:203.0.113.7`), counting
 * the calls in the current fixed window. In the database so that every server process counts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** The window's end: the row may be deleted after it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_expires_at_idx').on(table.expiresAt)],
)

/**
 * Secrets every server process must share, generated once by whichever starts first: the session
 * signing secret when SESSION_SECRET is unset (docs/decisions/0032).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** Countries the shop delivers to; their names come from Intl.DisplayNames in the page language. */
export const countries = pgTable('countries', {
  iso: char('iso', { length: 2 }).primaryKey(),
  position: integer('position').notNull(),
  enabled: boolean('enabled').notNull().default(true),
})

// ---- Catalogue ----

/** A text in each of the shop's languages (Dutch is the fallback). */
export interface Localized {
  nl: string
  en: string
  de: string
}

export const CATEGORY_KINDS = ['category', 'knowledge', 'engraving'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]
export const PRODUCT_STATUSES = ['active', 'inactive'] as const
export const PRODUCT_OPTION_KINDS = ['extra_service', 'free', 'combination'] as const
export type ProductOptionKind = (typeof PRODUCT_OPTION_KINDS)[number]
export const URL_TARGET_TYPES = ['product', 'category'] as const
export type UrlTargetType = (typeof URL_TARGET_TYPES)[number]

/** Image URLs of a product, one per size the pages use (spec §3 "Product"). */
export interface ProductImages {
  h140: string
  sq125: string
  sq550: string
}

/** A slide of the product page carousel as stored; `alt` is per language. */
export type StoredSlide =
  | { type: 'image'; src: string; alt: Localized; width: number; height: number }
  | { type: 'video'; youtube_id: string; poster: string; title: Localized }

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()

export const brands = pgTable('brands', {
  id: id(),
  /** Raised by a trigger on every update (migration 0024): the back office's edit check. */
  version: integer('version').notNull().default(1),
  /** The supplier feed's key for the brand (catalogue sync, docs/decisions/0067); null for the shop's own. */
  externalRef: text('external_ref').unique(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  /** For products with delivery promise type 'brand' (spec §4 "Delivery promise types"). */
  deliveryPromiseShort: jsonb('delivery_promise_short').$type<Localized>(),
  deliveryPromiseLong: jsonb('delivery_promise_long').$type<Localized>(),
})

/**
 * What an unfiltered listing of a category shows besides its products: counts per brand and per feature
 * value, the in-stock count and the price range of its active products (own and descendants'). Kept on
 * the category by refreshCategoryCounts, so the plain category page needs no pass over its products.
 */
export interface CategoryFacets {
  total: number
  in_stock: number
  min_cents: number | null
  max_cents: number | null
  /** Brand id → active products. */
  brands: Record<string, number>
  /** Feature value id → active products. */
  values: Record<string, number>
}

/**
 * The category tree. `kind` is the menu layout (spec §2 "Menus": knowledge and engraving items are laid
 * out in one column). `path` is the current path per language (without language prefix or leading
 * slash), kept in step with `url_paths`; `product_count` (the number of active products in the category
 * and its descendants) and `facets` are refreshed after catalogue writes (refreshCategoryCounts).
 */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** The supplier feed's key (catalogue sync, docs/decisions/0067); null for categories made in the shop. */
    externalRef: text('external_ref').unique(),
    /** Raised by a trigger on every update (migration 0024): the back office's edit check. */
    version: integer('version').notNull().default(1),
    /** An inactive category is in no menu, listing or search; its address answers 404 (issue 35). */
    active: boolean('active').notNull().default(true),
    /**
     * The features the category's listing filters on, in this order; null means every filterable feature
     * its products have (the default, and what feeds give).
     */
    filterFeatureIds: integer('filter_feature_ids').array(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    kind: text('kind').$type<CategoryKind>().notNull().default('category'),
    name: jsonb('name').$type<Localized>().notNull(),
    slug: jsonb('slug').$type<Localized>().notNull(),
    path: jsonb('path').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    image: text('image'),
    productCount: integer('product_count').notNull().default(0),
    facets: jsonb('facets').$type<CategoryFacets>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('categories_parent_idx').on(table.parentId, table.position),
    check('categories_kind_check', sql`${table.kind} in ('category', 'knowledge', 'engraving')`),
  ],
)

/**
 * Every path a product or category has or had, per language: `(locale, path)` resolves a link in one
 * index lookup; a row that is no longer current answers with a 301 to the target's current path.
 * Paths are stored without language prefix and without leading slash (`zakmessen/slipjoints`).
 */
export const urlPaths = pgTable(
  'url_paths',
  {
    locale: text('locale').notNull(),
    path: text('path').notNull(),
    targetType: text('target_type').$type<UrlTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    isCurrent: boolean('is_current').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.path] }),
    index('url_paths_target_idx').on(table.targetType, table.targetId, table.locale),
    check('url_paths_target_type_check', sql`${table.targetType} in ('product', 'category')`),
  ],
)

/** What an article's text links to, by id (links are built when the page is read, so they follow moved slugs). */
export interface ArticleRef {
  type: 'product' | 'category' | 'article'
  id: number
}

export interface StoredInline {
  text: string
  strong?: boolean
  ref?: ArticleRef
}

/** A block of an article's body as stored; core/schemas/knowledge.ts has the shape pages get. */
export type StoredBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; content: StoredInline[] }
  | { type: 'list'; ordered: boolean; items: StoredInline[][] }
  | { type: 'note'; content: StoredInline[] }
  | { type: 'table'; head: string[]; rows: string[][] }

export type LocalizedBlocks = Record<keyof Localized, StoredBlock[]>

/**
 * An article of the knowledge base (spec §1): its texts per language, its section (a knowledge category of
 * the menu) and what it mentions. `body` holds structured blocks per language (server/domain/knowledge/blocks.ts),
 * never HTML. Published once `published_at` has passed; `product_ids` and `category_ids` are everything the
 * article links or recommends, so a catalogue change can find the articles that mention it.
 */
export const knowledgeArticles = pgTable(
  'knowledge_articles',
  {
    id: id(),
    /** Raised by a trigger on every update (migration 0024): the back office's edit check. */
    version: integer('version').notNull().default(1),
    key: text('key').notNull().unique(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => categories.id),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<Localized>().notNull(),
    slug: jsonb('slug').$type<Localized>().notNull(),
    /** Every slug it had before, in any language: such an address redirects to the current one (issue 35). */
    formerSlugs: text('former_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<LocalizedBlocks>().notNull(),
    publishedAt: date('published_at', { mode: 'string' }),
    updatedAt: updatedAt(),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
  },
  (table) => [
    index('knowledge_articles_section_idx').on(table.sectionId, table.position),
    uniqueIndex('knowledge_articles_slug_nl_idx').on(sql`(${table.slug} ->> 'nl')`),
    uniqueIndex('knowledge_articles_slug_en_idx').on(sql`(${table.slug} ->> 'en')`),
    uniqueIndex('knowledge_articles_slug_de_idx').on(sql`(${table.slug} ->> 'de')`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: id(),
    /** Raised by a trigger on every update (migration 0001); cards carry it (spec §2 "Product cards"). */
    version: integer('version').notNull().default(1),
    /** The supplier feed's key (catalogue sync, docs/decisions/0067); null for products made in the shop. */
    externalRef: text('external_ref').unique(),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The primary category (breadcrumbs). */
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The primary category and all its ancestors: listing a category is `category_ids @> {id}`. */
    categoryIds: integer('category_ids').array().notNull(),
    /**
     * The product's feature values, copied from `product_features` (the normalised source, which the
     * product page reads): listing filters are `feature_value_ids && {…}` and facets a GROUP BY over
     * them without a join. Whoever writes product_features refreshes it (refreshProductFeatureIds).
     */
    featureValueIds: integer('feature_value_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    name: jsonb('name').$type<Localized>().notNull(),
    slug: jsonb('slug').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    comment: jsonb('comment').$type<Localized>(),
    productFamily: jsonb('product_family').$type<Localized>(),
    newModelLabel: jsonb('new_model_label').$type<Localized>(),
    isBestChoice: boolean('is_best_choice').notNull().default(false),
    /** Incl. VAT. */
    priceCents: integer('price_cents').notNull(),
    /** Incl. VAT; a sale only when lower than price_cents. */
    salePriceCents: integer('sale_price_cents'),
    /** What the shopper pays now: the sale price when lower, else the price. Listing sorts and filters on it. */
    currentPriceCents: integer('current_price_cents')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`case when ${products.salePriceCents} < ${products.priceCents} then ${products.salePriceCents} else ${products.priceCents} end`,
      ),
    vatRate: smallint('vat_rate').notNull().default(21),
    /**
     * What a product sold by volume, weight or length contains (0.1 with unit 'l': 100 ml), for the price
     * per litre, kilogram or metre the EU price indication rules ask for (Directive 98/6/EC). Both or neither.
     */
    unitContentAmount: numeric('unit_content_amount', { precision: 10, scale: 3, mode: 'number' }),
    unit: text('unit').$type<'l' | 'kg' | 'm'>(),
    stock: integer('stock').notNull().default(0),
    stockStatusCode: text('stock_status_code')
      .$type<'AVAILABLE_DIRECT' | 'AVAILABLE_DELAYED' | 'UNAVAILABLE'>()
      .notNull(),
    isLastStock: boolean('is_last_stock').notNull().default(false),
    stockIsFromBrand: boolean('stock_is_from_brand').notNull().default(false),
    isVdm: boolean('is_vdm').notNull().default(false),
    expectedInStockDate: date('expected_in_stock_date', { mode: 'string' }),
    deliveryPromiseType: text('delivery_promise_type').notNull(),
    deliveryPromiseNote: jsonb('delivery_promise_note').$type<Localized>(),
    ean: text('ean').notNull(),
    reference: text('reference').notNull(),
    maxOrderQuantity: integer('max_order_quantity').notNull().default(10),
    /** Kept here until the reviews issue owns them. */
    reviewAmount: integer('review_amount').notNull().default(0),
    averageReviewRating: numeric('average_review_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** Higher first under "recommended". */
    popularity: integer('popularity').notNull().default(0),
    /** Products of one model in other colours or sizes share the group. */
    variantGroupId: integer('variant_group_id'),
    colour: jsonb('colour').$type<Localized>(),
    size: text('size'),
    images: jsonb('images').$type<ProductImages>().notNull(),
    slides: jsonb('slides').$type<StoredSlide[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_category_ids_idx').using('gin', table.categoryIds),
    index('products_feature_value_ids_idx').using('gin', table.featureValueIds),
    // Both also INCLUDE what listings filter and count on, for index-only scans (migration 0010; drizzle
    // cannot express INCLUDE).
    index('products_popularity_idx').on(table.status, table.popularity.desc(), table.id),
    index('products_price_idx').on(table.status, table.currentPriceCents, table.id),
    // Collated as the name sort orders are (server/domain/catalogue/listing.ts).
    index('products_name_nl_idx').on(sql`(${table.name}->>'nl') collate "und-x-icu"`),
    index('products_name_en_idx').on(sql`(${table.name}->>'en') collate "und-x-icu"`),
    index('products_name_de_idx').on(sql`(${table.name}->>'de') collate "und-x-icu"`),
    index('products_brand_idx').on(table.brandId),
    index('products_variant_group_idx').on(table.variantGroupId),
    // The back office's product search (issue 35, server/domain/catalogue-editing/product-list.ts): names in
    // every language, article code, reference and EAN, as one lower-cased text searched with LIKE '%…%'.
    index('products_admin_search_idx').using(
      'gin',
      sql`(lower((${table.name}->>'nl') || ' ' || (${table.name}->>'en') || ' ' || (${table.name}->>'de') || ' ' || coalesce(${table.externalRef}, '') || ' ' || ${table.reference} || ' ' || ${table.ean})) gin_trgm_ops`,
    ),
    check('products_status_check', sql`${table.status} in ('active', 'inactive')`),
    check('products_vat_rate_check', sql`${table.vatRate} in (0, 9, 21)`),
    check(
      'products_stock_status_check',
      sql`${table.stockStatusCode} in ('AVAILABLE_DIRECT', 'AVAILABLE_DELAYED', 'UNAVAILABLE')`,
    ),
    check('products_prices_check', sql`${table.priceCents} >= 0 and ${table.salePriceCents} >= 0`),
    // The shop never sells stock it does not have (docs/decisions/0023).
    check('products_stock_check', sql`${table.stock} >= 0`),
    // At least 1: no "unlimited" and no "unavailable" meaning (core/order-quantity.ts, docs/decisions/0026).
    check('products_max_order_quantity_check', sql`${table.maxOrderQuantity} >= 1`),
    check(
      'products_unit_content_check',
      sql`(${table.unit} is null and ${table.unitContentAmount} is null) or (${table.unit} in ('l', 'kg', 'm') and ${table.unitContentAmount} > 0)`,
    ),
  ],
)

/**
 * What can go with a product (spec §3): extra services (engraving, sharpening: a name and a price, no
 * product), free products and combinations (both another product of the shop).
 */
export const productOptions = pgTable(
  'product_options',
  {
    id: id(),
    /** The supplier feed's key (catalogue sync, docs/decisions/0067). */
    externalRef: text('external_ref').unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductOptionKind>().notNull(),
    optionProductId: integer('option_product_id').references(() => products.id, { onDelete: 'cascade' }),
    /** The service's name; free products and combinations take the option product's name when null. */
    name: jsonb('name').$type<Localized>(),
    /** Per piece, incl. VAT: the service's price, 0 for a free product, the combination price. */
    priceCents: integer('price_cents').notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('product_options_product_idx').on(table.productId, table.kind, table.position),
    check('product_options_kind_check', sql`${table.kind} in ('extra_service', 'free', 'combination')`),
    check(
      'product_options_product_check',
      sql`(${table.kind} = 'extra_service') = (${table.optionProductId} is null)`,
    ),
  ],
)

export const featureGroups = pgTable('feature_groups', {
  id: id(),
  key: text('key').notNull().unique(),
  name: jsonb('name').$type<Localized>().notNull(),
  /** HTML behind the group's info button. */
  info: jsonb('info').$type<Localized>(),
  position: integer('position').notNull().default(0),
})

/** A feature (blade length, steel…); `filterable` ones are listing facets (`feature=key:value`). */
export const features = pgTable('features', {
  id: id(),
  key: text('key').notNull().unique(),
  groupId: integer('group_id')
    .notNull()
    .references(() => featureGroups.id, { onDelete: 'cascade' }),
  name: jsonb('name').$type<Localized>().notNull(),
  info: jsonb('info').$type<Localized>(),
  filterable: boolean('filterable').notNull().default(true),
  /** What the feed's numeric values are in (`cm`, `g`, `mm`); labels carry it already, this keeps it for editing. */
  unit: text('unit'),
  position: integer('position').notNull().default(0),
})

export const featureValues = pgTable(
  'feature_values',
  {
    id: id(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('feature_values_feature_key_idx').on(table.featureId, table.key)],
)

/** One value per feature per product; facets are a GROUP BY feature_value_id. */
export const productFeatures = pgTable(
  'product_features',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    featureValueId: integer('feature_value_id')
      .notNull()
      .references(() => featureValues.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.featureValueId] }),
    index('product_features_value_idx').on(table.featureValueId, table.productId),
  ],
)

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer('related_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.relatedProductId] })],
)

// ---- Cart (checkout), shipping and coupons ----

export const CHECKOUT_STATUSES = ['open', 'ordered', 'merged'] as const
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number]

/**
 * A shopper's cart and, later, the order being placed (spec §3 "Checkout"). A guest's checkout is found
 * through the session (`checkoutId` in its data; `session_id` only keeps two first adds of one session from
 * making two carts), a customer's through `customer_id`. `version` is raised by every change, which happens
 * under a row lock on this row (docs/decisions/0013); an order remembers the version it was made from.
 * The step columns (e-mail, addresses, delivery and payment choices…) are filled by the checkout steps
 * (server/domain/checkout/); every one of them was validated when it was written.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    sessionId: text('session_id'),
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'set null' }),
    /** Shipping costs are computed for this country: the delivery address's, else the shop's default. */
    countryIso: char('country_iso', { length: 2 }).notNull().default('NL'),
    /** The applied coupon's code as the shop wrote it; null without one. */
    discountCode: text('discount_code'),
    version: integer('version').notNull().default(1),
    /** Step 1: where the confirmation goes (a customer's own e-mail when logged in). */
    email: text('email'),
    /** Step 1: the delivery address (a guest's own row, or one of the customer's saved addresses). */
    addressId: integer('address_id').references((): AnyPgColumn => addresses.id, { onDelete: 'set null' }),
    addressInvoiceSame: boolean('address_invoice_same').notNull().default(true),
    /** Used only when address_invoice_same is false. */
    addressInvoiceId: integer('address_invoice_id').references((): AnyPgColumn => addresses.id, {
      onDelete: 'set null',
    }),
    /** Step 2: the chosen delivery method (`fulfilment_method_entry_id`). */
    shippingMethodId: integer('shipping_method_id').references((): AnyPgColumn => shippingMethods.id, {
      onDelete: 'set null',
    }),
    /** The carrier's pickup point, for a method of kind pickup_point (spec §3 checkout pickup-point address). */
    pickupPoint: jsonb('pickup_point').$type<StoredPickupPoint>(),
    /** The provider's method id (`ideal`, `kbc`…): `payment_method_entry_id`. */
    paymentMethod: text('payment_method'),
    /** The issuer of a method that has issuers (KBC/CBC, gift cards): `payment_method_bank_id`. */
    paymentIssuer: text('payment_issuer'),
    customerComment: text('customer_comment').notNull().default(''),
    customerReference: text('customer_reference').notNull().default(''),
    newsletterSubscription: boolean('newsletter_subscription').notNull().default(false),
    /** The guest asked for an account with the order (docs/decisions/0025). */
    createAccount: boolean('create_account').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('checkouts_open_session_idx')
      .on(table.sessionId)
      .where(sql`${table.status} = 'open' and ${table.sessionId} is not null`),
    index('checkouts_open_customer_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'open' and ${table.customerId} is not null`),
    check('checkouts_status_check', sql`${table.status} in ('open', 'ordered', 'merged')`),
    check('checkouts_version_check', sql`${table.version} >= 1`),
  ],
)

/** A pickup point as the checkout keeps it: spec §3 "Checkout pickup-point address", hours parsed. */
export interface StoredPickupPoint {
  location_code: string
  name: string
  /** PostNL weekday → time ranges; a missing day is closed. */
  opening_hours: Record<string, string[]>
  street: string
  house_number: string
  postal_code: string
  city: string
  country_iso: string
}

/**
 * An address (spec §3 "Address"): one of a customer's saved addresses (`customer_id`), or a guest's own
 * delivery or invoice address belonging to one checkout (`checkout_id`). `address` is the street.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    checkoutId: uuid('checkout_id').references((): AnyPgColumn => checkouts.id, { onDelete: 'cascade' }),
    isCompany: boolean('is_company').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    companyCocNumber: text('company_coc_number').notNull().default(''),
    companyVatNumber: text('company_vat_number').notNull().default(''),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    postalCode: text('postal_code').notNull(),
    houseNumber: text('house_number').notNull(),
    houseNumberAddition: text('house_number_addition').notNull().default(''),
    address: text('address').notNull(),
    address2: text('address_2').notNull().default(''),
    address3: text('address_3').notNull().default(''),
    city: text('city').notNull(),
    phoneNumber: text('phone_number').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('addresses_customer_idx').on(table.customerId),
    index('addresses_checkout_idx').on(table.checkoutId),
    check('addresses_owner_check', sql`${table.customerId} is not null or ${table.checkoutId} is not null`),
  ],
)

/**
 * One product in a checkout; a product has at most one line per checkout. A removed line stays with
 * `trashed_at` set (the archive the shopper can restore from); adding its product again revives it.
 */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: id(),
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('checkout_lines_checkout_product_idx').on(table.checkoutId, table.productId),
    index('checkout_lines_product_idx').on(table.productId),
    check('checkout_lines_quantity_check', sql`${table.quantity} >= 1`),
  ],
)

/** The chosen quantity of a product option (extra service, free product, combination) on a line; none is 0. */
export const checkoutLineOptions = pgTable(
  'checkout_line_options',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => checkoutLines.id, { onDelete: 'cascade' }),
    productOptionId: integer('product_option_id')
      .notNull()
      .references(() => productOptions.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.productOptionId] }),
    index('checkout_line_options_option_idx').on(table.productOptionId),
    check('checkout_line_options_quantity_check', sql`${table.quantity} >= 1`),
  ],
)

export const SHIPPING_METHOD_KINDS = FULFILMENT_KINDS
export type ShippingMethodKind = (typeof SHIPPING_METHOD_KINDS)[number]

/**
 * A way of delivering (spec §2 "Delivery option modal"): home delivery, a parcel carrier's pickup point, or
 * pickup in the physical shop (`kind`). Its costs are per country (shipping_rates); a method without a rate
 * for a country is not offered there.
 */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<ShippingMethodKind>().notNull().default('home_delivery'),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check(
      'shipping_methods_kind_check',
      sql`${table.kind} in ('home_delivery', 'pickup_point', 'store_pickup')`,
    ),
  ],
)

/** What a method costs in a country (incl. VAT), and from which order amount it is free (null: never). */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: id(),
    methodId: integer('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    countryIso: char('country_iso', { length: 2 }).notNull(),
    priceCents: integer('price_cents').notNull(),
    freeFromCents: integer('free_from_cents'),
  },
  (table) => [
    uniqueIndex('shipping_rates_country_method_idx').on(table.countryIso, table.methodId),
    check(
      'shipping_rates_amounts_check',
      sql`${table.priceCents} >= 0 and (${table.freeFromCents} is null or ${table.freeFromCents} >= 0)`,
    ),
  ],
)

export { COUPON_KINDS, type CouponKind }

/**
 * Discount codes. `value` is whole percents (percentage), cents incl. VAT (fixed) or 0 (free shipping).
 * Codes are unique whatever their case. `times_used` is counted when an order is placed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** Null: unlimited. */
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${table.code})`),
    check('coupons_kind_check', sql`${table.kind} in ('percentage', 'fixed', 'free_shipping')`),
    check(
      'coupons_value_check',
      sql`case ${table.kind} when 'percentage' then ${table.value} between 1 and 100 when 'fixed' then ${table.value} > 0 else ${table.value} = 0 end`,
    ),
    check(
      'coupons_limits_check',
      sql`${table.minimumOrderCents} >= 0 and ${table.timesUsed} >= 0 and (${table.usageLimit} is null or ${table.usageLimit} >= 0)`,
    ),
  ],
)

// ---- Background jobs (server/jobs) ----

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * Work to do after a business change, written in that change's transaction (docs/decisions/0017). A
 * worker claims a due `pending` job with `FOR UPDATE SKIP LOCKED`, marks it `running` under its own name,
 * runs the handler outside any transaction and ends it `done`, back to `pending` later (retry) or
 * `failed` (out of attempts). A `running` job whose lease has run out belonged to a worker that died.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status').$type<JobStatus>().notNull().default('pending'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    /** While pending, a second job of the same type and key is not added. */
    dedupeKey: text('dedupe_key'),
    lastError: text('last_error'),
    /** The worker running it and until when it may (its lease). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    index('jobs_lease_idx')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    uniqueIndex('jobs_pending_dedupe_idx')
      .on(table.type, table.dedupeKey)
      .where(sql`${table.status} = 'pending' and ${table.dedupeKey} is not null`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`${table.status} = 'done'`),
    check('jobs_status_check', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
    check(
      'jobs_attempts_check',
      sql`${table.maxAttempts} >= 1 and ${table.attempts} >= 0 and ${table.attempts} <= ${table.maxAttempts}`,
    ),
  ],
)

// ---- Outgoing mail (server/adapters/mail) ----

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]

/**
 * Every mail the shop sends, written in the transaction of the change it is about and handed to the
 * transport by a job (docs/decisions/0018). With the default transport `outbox` the message stays here
 * only: readable, marked sent, logged.
 */
export interface StoredMailAttachment {
  filename: string
  content_type: string
  content_base64: string
}

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    /** What kind of mail, e.g. `order_confirmation`. */
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    /**
     * The address of a one-click unsubscribe (RFC 8058): sent as List-Unsubscribe with List-Unsubscribe-Post,
     * so mail clients offer it beside the sender (keep-me-posted mails, docs/decisions/0065).
     */
    listUnsubscribe: text('list_unsubscribe'),
    /**
     * Files sent with the mail, kept as sent: the order confirmation's general terms and model withdrawal form
     * are part of the contract's durable medium (docs/decisions/0099).
     */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    /** What the mail is about, e.g. (`order`, `2025-000123`). */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    /** A second mail with the same key is never written (one confirmation per order). */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    /** The transport that delivered it (`outbox`, `smtp`) and the sender and id it used. */
    transport: text('transport'),
    sender: text('sender'),
    messageId: text('message_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_reference_idx').on(table.referenceType, table.referenceId),
    index('mail_outbox_created_idx').on(table.createdAt),
    check('mail_outbox_status_check', sql`${table.status} in ('queued', 'sent', 'failed')`),
  ],
)

// ---- The built-in test payment provider (server/adapters/payments/test-provider.ts) ----

/**
 * Payments of the test provider, as a payment service provider would keep them (docs/decisions/0019).
 * The shop's own order data never lives here: it reads these only through the PaymentProvider port.
 */
export const testPspPayments = pgTable(
  'test_psp_payments',
  {
    /** `tr_` and ten letters or digits, the shape of a Mollie payment id. */
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    method: text('method').notNull(),
    issuer: text('issuer'),
    locale: text('locale').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When it reached a final status other than paid (failed, canceled, expired). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'test_psp_payments_status_check',
      sql`${table.status} in ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check(
      'test_psp_payments_amounts_check',
      sql`${table.amountCents} > 0 and ${table.amountRefundedCents} between 0 and ${table.amountCents}`,
    ),
  ],
)

export const testPspRefunds = pgTable(
  'test_psp_refunds',
  {
    /** `re_` and ten letters or digits, as Mollie's. */
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => testPspPayments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('test_psp_refunds_payment_idx').on(table.paymentId),
    check('test_psp_refunds_amount_check', sql`${table.amountCents} > 0`),
  ],
)

// ---- Orders, payments and stock reservations ----

export { ORDER_STATUSES, type OrderStatus } from '../../core/schemas/order'

/** An address as an order keeps it: the fields as they were when the order was placed. */
export interface OrderAddress {
  is_company: boolean
  first_name: string
  last_name: string
  company_name: string
  company_coc_number: string
  company_vat_number: string
  country_iso: string
  postal_code: string
  house_number: string
  house_number_addition: string
  address: string
  address_2: string
  address_3: string
  city: string
  phone_number: string
}

/** The VAT of an order per rate, in cents. */
export type OrderVat = Array<{ rate: number; cents: number }>

/**
 * An order (spec §3 "Order"), made from a checkout when its payment starts and completed when a payment
 * of it is paid. One checkout has at most one order: paying again (another method, after a failure)
 * makes a new payment of the same order, whose lines, addresses and amounts are taken again from the
 * checkout (`checkout_version`). Everything a shopper saw is copied, never referenced: names, prices,
 * VAT, options, addresses, the pickup point with its opening hours, the delivery method's name.
 * `number` is `YYYY-NNNNNN`, without gaps per year (order_number_counters; docs/decisions/0022).
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    checkoutId: uuid('checkout_id')
      .unique()
      .references(() => checkouts.id, { onDelete: 'set null' }),
    checkoutVersion: integer('checkout_version').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The guest's (or customer's) e-mail as given in the checkout. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>(),
    invoiceAddress: jsonb('invoice_address').$type<OrderAddress>().notNull(),
    pickupPoint: jsonb('pickup_point').$type<StoredPickupPoint>(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, {
      onDelete: 'set null',
    }),
    shippingMethodKind: text('shipping_method_kind').$type<ShippingMethodKind>().notNull(),
    shippingMethodName: jsonb('shipping_method_name').$type<Localized>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentIssuer: text('payment_issuer'),
    discountCode: text('discount_code'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    productsCents: integer('products_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vat: jsonb('vat').$type<OrderVat>().notNull(),
    customerComment: text('customer_comment').notNull().default(''),
    customerReference: text('customer_reference').notNull().default(''),
    newsletterSubscription: boolean('newsletter_subscription').notNull().default(false),
    createAccount: boolean('create_account').notNull().default(false),
    /** GA4 ids sent with the transaction call, for a server-side purchase event. */
    gaClientId: text('ga_client_id'),
    gaSessionId: text('ga_session_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the confirmation mail was enqueued: at most once per order. */
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    /** The EU withdrawal (Directive 2023/2673): when the shopper withdrew from the contract. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** The invoice's number, `F-YYYY-NNNNNN` without gaps per year, given when the order is paid. */
    invoiceNumber: text('invoice_number').unique(),
    /** When the customer's personal data were removed (forget-me); the order stays for bookkeeping. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** The parcel's carrier and tracking code, set by staff when the order ships (back office). */
    carrier: text('carrier').$type<Carrier>(),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    check(
      'orders_status_check',
      sql`${table.status} in ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded')`,
    ),
    check(
      'orders_shipment_check',
      sql`(${table.status} not in ('shipped', 'delivered')) or (${table.carrier} is not null and ${table.trackingCode} is not null)`,
    ),
    check(
      'orders_amounts_check',
      sql`${table.totalCents} = ${table.productsCents} - ${table.discountCents} + ${table.shippingCents} and ${table.totalCents} >= 0`,
    ),
  ],
)

/** An option on an order line as sold: extra service, free product or combination. */
export interface OrderLineOption {
  kind: ProductOptionKind
  product_option_id: number
  /** The free product or combination product; null for an extra service. */
  product_id: number | null
  name: string
  quantity: number
  /** Per piece, incl. VAT. */
  price_cents: number
  vat_rate: number
}

/** A product as sold: name in the order's language, prices, VAT rate and VAT, its options. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    brandName: text('brand_name').notNull(),
    reference: text('reference').notNull(),
    ean: text('ean').notNull(),
    image: text('image').notNull(),
    quantity: integer('quantity').notNull(),
    /** Per piece, incl. VAT, the price paid (a sale price when there was one). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRate: smallint('vat_rate').notNull(),
    /** The product and its options, incl. VAT. */
    totalCents: integer('total_cents').notNull(),
    /** VAT in total_cents, rounded per line and rate (docs/decisions/0013). */
    vatCents: integer('vat_cents').notNull(),
    options: jsonb('options').$type<OrderLineOption[]>().notNull(),
  },
  (table) => [
    uniqueIndex('order_lines_order_position_idx').on(table.orderId, table.position),
    check('order_lines_quantity_check', sql`${table.quantity} >= 1`),
  ],
)

/** The last invoice number given out per year; the row is locked while a number is taken. */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** The last order number given out per year; the row is locked while a number is taken. */
export const orderNumberCounters = pgTable('order_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
})

/** The provider's statuses, and ours before (`creating`) or instead of (`create_failed`) its answer. */
export const PAYMENT_ROW_STATUSES = ['creating', 'create_failed', ...PAYMENT_STATUSES] as const
export type PaymentRowStatus = (typeof PAYMENT_ROW_STATUSES)[number]

/**
 * One attempt to pay an order (a "transaction"). Written as `creating` before the provider is called, with
 * the idempotency key the provider gets, so a repeated or parallel request asks the provider for the same
 * payment; the provider's id and hosted page arrive with its answer. Only the order's latest attempt can
 * complete it; a paid older attempt is refunded (`refund_status`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** The order's checkout version this attempt pays for. */
    checkoutVersion: integer('checkout_version').notNull(),
    /** 'test' or 'mollie'; 'none' for an order that costs nothing. */
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id').unique(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<PaymentRowStatus>().notNull().default('creating'),
    method: text('method').notNull(),
    issuer: text('issuer'),
    amountCents: integer('amount_cents').notNull(),
    checkoutUrl: text('checkout_url'),
    /**
     * null; 'due': a paid attempt that must not complete the order; 'refunding': claimed by one server
     * while it asks the provider (left there only by a crash, for a person to check); 'refunded'.
     */
    refundStatus: text('refund_status').$type<'due' | 'refunding' | 'refunded'>(),
    providerRefundId: text('provider_refund_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_order_attempt_idx').on(table.orderId, table.attempt),
    index('payments_refund_due_idx')
      .on(table.refundStatus)
      .where(sql`${table.refundStatus} = 'due'`),
    check(
      'payments_status_check',
      sql`${table.status} in ('creating', 'create_failed', 'open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    // An order that costs nothing (a full discount, pickup in the shop) is "paid" without a provider.
    check('payments_amount_check', sql`${table.amountCents} >= 0`),
  ],
)

export const RESERVATION_STATUSES = ['active', 'consumed', 'released'] as const
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number]

/**
 * Stock held for an order's payment attempt (docs/decisions/0023). What can be sold is
 * `products.stock` minus the active reservations that have not expired; a reservation that expires simply
 * stops counting. Consumed when the payment is paid (the stock is then lowered), released when it fails.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<ReservationStatus>().notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('stock_reservations_active_product_idx')
      .on(table.productId, table.expiresAt)
      .where(sql`${table.status} = 'active'`),
    index('stock_reservations_payment_idx').on(table.paymentId),
    index('stock_reservations_order_idx').on(table.orderId),
    check('stock_reservations_quantity_check', sql`${table.quantity} >= 1`),
    check('stock_reservations_status_check', sql`${table.status} in ('active', 'consumed', 'released')`),
  ],
)

// ---- Back office (issue 14) ----

/** A member of staff: logs in to /admin with a session of their own (never a shopper's). */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The back office's language. */
    locale: text('locale').$type<'nl' | 'en'>().notNull().default('nl'),
    /** What the member of staff may do (server/http/back-office/access.ts, docs/decisions/0137). */
    role: text('role').$type<StaffRole>().notNull().default('admin'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_email_idx').on(sql`lower(${table.email})`),
    check('staff_locale_check', sql`${table.locale} in ('nl', 'en')`),
    check('staff_role_check', sql`${table.role} in ('catalogue', 'orders', 'admin')`),
  ],
)

/** A staff login: the cookie carries a random token, the table only its SHA-256. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_expires_at_idx').on(table.expiresAt)],
)

/** Every change staff make: who, when, what (kept when the staff account goes). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId, table.at)],
)

/**
 * A shopper's wish list (spec §3 "Wish list", docs/decisions/0059): a customer's (`customer_id`), or a guest's
 * kept with the session (`session_id`, no foreign key: like a guest cart it moves with the session's id at
 * login and is deleted with the session). `token` is the random part of the list's link: a public list is
 * readable by anyone who has it.
 */
export const wishLists = pgTable(
  'wish_lists',
  {
    id: id(),
    token: text('token').notNull(),
    customerId: uuid('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
    sessionId: text('session_id'),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('wish_lists_token_idx').on(table.token),
    index('wish_lists_customer_idx')
      .on(table.customerId)
      .where(sql`${table.customerId} is not null`),
    index('wish_lists_session_idx')
      .on(table.sessionId)
      .where(sql`${table.sessionId} is not null`),
    check('wish_lists_owner_check', sql`${table.customerId} is not null or ${table.sessionId} is not null`),
  ],
)

/** A product on a wish list, once per list. */
export const wishListItems = pgTable(
  'wish_list_items',
  {
    id: id(),
    wishListId: integer('wish_list_id')
      .notNull()
      .references(() => wishLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wish_list_items_list_product_idx').on(table.wishListId, table.productId),
    index('wish_list_items_product_idx').on(table.productId),
  ],
)

// ---- Search (server/domain/search, docs/decisions/0054) ----

/** PostgreSQL's `tsvector`: written and read only in SQL (setweight/to_tsvector), never by Drizzle. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const SEARCH_DOCUMENT_INDICES = ['categories', 'products', 'content'] as const
export type SearchDocumentIndex = (typeof SEARCH_DOCUMENT_INDICES)[number]

/**
 * One entry of a search index in one language: a category, a product or a content page. `document` is the
 * hit as the search API answers it (already in that language); `tsv` is what the query matches, built from
 * the words with accents removed and Dutch/German compounds also split (server/domain/search/indexer.ts).
 * `source_version` is the product's `version` when it was indexed: a sync re-indexes only what changed.
 * The table is partitioned by language (migration 0020, docs/decisions/0076), so that a query of one language
 * reads only that language's rows; the rows hold only what matching and ranking read (`search_texts` the rest).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    index: text('index').$type<SearchDocumentIndex>().notNull(),
    locale: text('locale').notNull(),
    objectId: text('object_id').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    tsv: tsvector('tsv').notNull(),
    /** The title, for the name sorts. */
    title: text('title').notNull(),
    inStock: boolean('in_stock').notNull().default(true),
    popularity: integer('popularity').notNull().default(0),
    /** Facets and filters of the products index. */
    brand: text('brand'),
    category: text('category'),
    priceCents: integer('price_cents'),
    sourceVersion: integer('source_version').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.index, table.locale, table.objectId] }),
    index('search_documents_tsv_idx').using('gin', table.tsv),
    // Also the order in which a relevance ranking takes a broad query's first matches (with the id for ties).
    index('search_documents_rank_idx').on(
      table.index,
      table.locale,
      table.inStock.desc(),
      table.popularity.desc(),
      table.objectId,
    ),
    check('search_documents_index_check', sql`${table.index} in ('categories', 'products', 'content')`),
  ],
)

/**
 * The searchable words of a search entry besides its title (brand, categories, features, page text), as a
 * search server is sent them (server/adapters/search/meilisearch.ts). Kept out of `search_documents` so that
 * the rows a query scans stay narrow; goes with its entry.
 */
export const searchTexts = pgTable(
  'search_texts',
  {
    index: text('index').$type<SearchDocumentIndex>().notNull(),
    locale: text('locale').notNull(),
    objectId: text('object_id').notNull(),
    searchText: text('search_text').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.index, table.locale, table.objectId] }),
    foreignKey({
      name: 'search_texts_entry_fk',
      columns: [table.index, table.locale, table.objectId],
      foreignColumns: [searchDocuments.index, searchDocuments.locale, searchDocuments.objectId],
    }).onDelete('cascade'),
  ],
)

/**
 * The words of the indexed texts per language (lower case, no accents), with the number of documents that
 * hold them: what a typed word may be a typo of (trigram distance), the completions of the last word while
 * typing (prefix), and the parts a compound can be split into.
 */
export const searchWords = pgTable(
  'search_words',
  {
    locale: text('locale').notNull(),
    word: text('word').notNull(),
    documents: integer('documents').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.word] }),
    index('search_words_prefix_idx').on(table.locale, table.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gist', table.word.op('gist_trgm_ops')),
  ],
)

/**
 * Words shoppers use for the same thing, per language (one row is one group; lower case, no accents).
 * Seeded by migration 0012; staff add rows, and a search expands any word of a group to all of them.
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    locale: text('locale').notNull(),
    words: text('words').array().notNull(),
  },
  (table) => [
    index('search_synonyms_words_idx').using('gin', table.words),
    check('search_synonyms_words_check', sql`cardinality(${table.words}) >= 2`),
  ],
)

/**
 * What shoppers searched, per language and normalised term: how often, and how many products the last
 * search found. The popular-terms index is built from it (terms searched repeatedly that find products).
 */
export const searchQueries = pgTable(
  'search_queries',
  {
    locale: text('locale').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull().default(0),
    hits: integer('hits').notNull().default(0),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.locale, table.term] }),
    index('search_queries_popular_idx').on(table.locale, table.searches.desc()),
    index('search_queries_term_trgm_idx').using('gin', table.term.op('gin_trgm_ops')),
  ],
)

/** What the last sync of the search index saw (a fingerprint of brands and categories), by key. */
export const searchSyncState = pgTable('search_sync_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
})

/**
 * Keep-me-posted (spec §2, docs/decisions/0065): an e-mail address waiting for a product to come back in
 * stock, in the language it subscribed in. One open subscription per product and address (a second one is
 * the same); it ends when the back-in-stock mail is written (`notified_at`, in the transaction that enqueues
 * it, so it is sent once) or when the address unsubscribes (`unsubscribed_at`). `token` is the random part of
 * the unsubscribe link.
 */
export const keepMePosted = pgTable(
  'keep_me_posted',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Lower case: one address is one subscriber whatever its case. */
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    token: text('token').notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('keep_me_posted_token_idx').on(table.token),
    uniqueIndex('keep_me_posted_open_idx')
      .on(table.productId, table.email)
      .where(sql`${table.notifiedAt} is null and ${table.unsubscribedAt} is null`),
    index('keep_me_posted_email_idx').on(table.email),
    check('keep_me_posted_locale_check', sql`${table.locale} in ('nl', 'en', 'de')`),
  ],
)

// ---- Catalogue sync (docs/decisions/0067) ----

/**
 * A supplier feed's variant group (products of one model in other colours or sizes): its key in the feed and
 * the number products.variant_group_id carries. Numbers start far above the demo catalogue's (1, 2, …).
 */
export const catalogueVariantGroups = pgTable('catalogue_variant_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1_000_000_000 }),
  externalRef: text('external_ref').notNull().unique(),
})

/**
 * An image original the shop holds (issue 34, core/media.ts): stored once under the SHA-256 of its bytes in
 * the media storage (server/adapters/media-storage); the sizes the pages show are derived from it.
 * `format` is what the bytes are (read from them, never from a name); width and height are after orientation.
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    hash: text('hash').primaryKey(),
    format: text('format').$type<'jpeg' | 'png' | 'webp' | 'avif' | 'gif'>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('media_assets_format_check', sql`${table.format} in ('jpeg', 'png', 'webp', 'avif', 'gif')`),
    check('media_assets_hash_check', sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
  ],
)

/**
 * Where an original came from: an `https://` address a feed named, and when it was fetched. An address
 * found here is not fetched again (an unchanged feed row fetches nothing); a supplier who replaces a photo
 * gives it a new address.
 */
export const mediaSources = pgTable('media_sources', {
  url: text('url').primaryKey(),
  hash: text('hash')
    .notNull()
    .references(() => mediaAssets.hash),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
})

export const SYNC_STATUSES = ['running', 'succeeded', 'failed'] as const
export type SyncStatus = (typeof SYNC_STATUSES)[number]
export const SYNC_SOURCES = ['cli', 'upload'] as const
export type SyncSource = (typeof SYNC_SOURCES)[number]

/**
 * One run of the catalogue sync: where the feed came from and who started it, its counts, and its progress
 * (`bytes_read` of `bytes_total`, written after every batch) while it runs. `error` is why a run failed as a
 * whole; the rows it refused are in catalogue_sync_errors.
 */
export const catalogueSyncRuns = pgTable(
  'catalogue_sync_runs',
  {
    id: id(),
    source: text('source').$type<SyncSource>().notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<'jsonl' | 'csv'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's e-mail, or the operating-system user of a command-line run. */
    startedBy: text('started_by').notNull(),
    status: text('status').$type<SyncStatus>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    bytesTotal: bigint('bytes_total', { mode: 'number' }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    rowsRead: integer('rows_read').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
  },
  (table) => [
    index('catalogue_sync_runs_started_idx').on(table.startedAt.desc()),
    check('catalogue_sync_runs_status_check', sql`${table.status} in ('running', 'succeeded', 'failed')`),
    check('catalogue_sync_runs_source_check', sql`${table.source} in ('cli', 'upload')`),
  ],
)

/**
 * A feed row the sync refused: its line in the file, its reference when it had one, and why: `reason` is a
 * code (`backOffice.sync.reason.<code>` in the message catalogues), `field` the feed field it concerns.
 */
export const catalogueSyncErrors = pgTable(
  'catalogue_sync_errors',
  {
    id: id(),
    runId: integer('run_id')
      .notNull()
      .references(() => catalogueSyncRuns.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    reference: text('reference'),
    field: text('field'),
    reason: text('reason').notNull(),
  },
  (table) => [index('catalogue_sync_errors_run_idx').on(table.runId, table.line)],
)

// ---- Reviews (server/domain/reviews, docs/decisions/0063) ----

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const
export type ReviewStatus = (typeof REVIEW_STATUSES)[number]

/** PostgreSQL's `bytea` as a Node Buffer (a review photo's encoded bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * A shopper's review of a product (spec §3 "Review"). Only `published` reviews are shown and counted in the
 * product's review_amount and average_review_rating; `pending` ones wait for staff (docs/decisions/0063).
 * `name` is what the page shows (the translated "Anonymous" for an anonymous review); the e-mail address is
 * kept for staff only.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull().default(''),
    locale: text('locale').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    index('reviews_product_status_idx').on(table.productId, table.status, table.createdAt.desc()),
    index('reviews_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
    check('reviews_status_check', sql`${table.status} in ('pending', 'published', 'rejected')`),
    check('reviews_rating_check', sql`${table.rating} between 1 and 5`),
  ],
)

/**
 * A review's photo, re-encoded (docs/decisions/0063): a thumbnail and a large copy, both without metadata.
 * `token` is the random part of its URL, which never changes, so the bytes are cached for good.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnail: bytea('thumbnail').notNull(),
    large: bytea('large').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_photos_token_idx').on(table.token),
    index('review_photos_review_idx').on(table.reviewId, table.position),
  ],
)
