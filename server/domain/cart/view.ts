import { sql, type SQL } from 'drizzle-orm'
import { localePath } from '#core/routes/locale'
import type { LocaleSite } from '#core/context'
import { DEFAULT_LOCALE, type Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import type { DeliveryPromiseType, Product } from '#core/schemas/catalog'
import type {
  CartCombination,
  CartExtraService,
  CartFreeOption,
  CheckoutCart,
  CheckoutLineItem,
  CheckoutRoutes,
  SelectedProductOption,
} from '#core/schemas/checkout'
import type { Database } from '#server/db/client'
import { prepared } from '#server/db/prepared'
import type { CheckoutStatus, Localized, ProductImages, StoredPickupPoint } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { effectiveOptionQuantity, lineDeliveryPromise } from './rules'
import { computeTotals, discountOn, type CartTotalsCents, type PricedLine, type PricedPart } from './totals'
import { optionProduct, productLink } from '#server/domain/catalog/products'
import { allQueries, queryRows } from '#server/db/query'
import { isUuid } from '#core/ids'
import { couponProblem, discountRule, findCoupon, type Coupon } from './coupons'
import { currentPriceCents } from '#server/domain/catalog/pricing'
import { loadProductOptions, type OptionRow } from './product-data'
import { FROM_DATABASE, type CartReferenceData } from './reference-data'
import { quoteChosenShipping, quoteShipping, type ShippingRate } from './shipping'
import { stockAvailable, stockFactsOf, type StockFactsRow } from '#server/domain/catalog/stock'

/**
 * The cart part of the checkout as `/front-api/checkout*` answers it (core/schemas/checkout.ts): lines with
 * their products, options and related products, the archive, the totals and the routes, and the same money
 * in cents for an order. A read: it never writes. The checkout steps add their fields
 * (server/domain/checkout/view.ts).
 */

/** Removed lines shown for restoring, newest first. */
export const ARCHIVE_SHOWN = 10
/** Related products per line. */
export const RELATED_PER_LINE = 4
/**
 * Related products of other lines loaded as candidates for the checkout's suggestions (it shows 4 that
 * are orderable and not in the cart): a bound, so a long cart costs no more than a short one.
 */
const RELATED_CANDIDATES = 16

/** What a cart read includes beyond the lines. */
export interface CartInclude {
  /** false: no related products at all (an order does not need them). */
  related?: boolean
  /**
   * The line whose `products_related` are filled (the line just added, for the add-to-cart panel); the
   * other lines carry none, so the cart's JSON does not grow with related products per line (issue 15).
   */
  relatedForLine?: number | null
}

/** The checkout row with the step columns (spec §3 "Checkout"), as the checkout pages read it. */
export interface CheckoutRow {
  id: string
  status: CheckoutStatus
  version: number
  session_id: string | null
  customer_id: string | null
  country_iso: string
  discount_code: string | null
  email: string | null
  address_id: number | null
  address_invoice_same: boolean
  address_invoice_id: number | null
  shipping_method_id: number | null
  pickup_point: StoredPickupPoint | null
  payment_method: string | null
  payment_issuer: string | null
  customer_comment: string
  customer_reference: string
  newsletter_subscription: boolean
  create_account: boolean
  /** Whether an order was made from it (only then can it have payment attempts). */
  has_order: boolean
}

export interface LineRow extends StockFactsRow {
  id: number
  product_id: number
  quantity: number
  trashed: boolean
  name: string
  slug: string
  brand_name: string
  reference: string
  ean: string
  images: ProductImages
  price_cents: number
  sale_price_cents: number | null
  vat_rate: number
  delivery_promise_type: DeliveryPromiseType
  delivery_promise_note: string | null
  brand_promise_short: string | null
  brand_promise_long: string | null
  expected_in_stock_date: string | null
  /** The line's chosen options: [product option id, quantity]. */
  selected: Array<[number, number]>
  /** The product's related products, in their order. */
  related_ids: number[]
}

/** A line of the cart with what it costs: the shown item, its parts per VAT rate and its chosen options. */
export interface PricedCartLine {
  line: LineRow
  item: CheckoutLineItem
  priced: PricedLine
  /** The chosen options with their VAT rates (and product, for stock), as an order keeps them. */
  options: Array<SelectedProductOption & { priceCents: number; vatRate: number; productId: number | null }>
}

/**
 * The cart of a checkout with its money in cents: what the cart page shows and what an order is made
 * from, computed once by the same rules (docs/decisions/0013).
 */
export interface PricedCart {
  row: CheckoutRow
  cart: CheckoutCart
  lines: PricedCartLine[]
  /** Related products per product of the cart's lines. */
  related: Map<number, Product[]>
  /** The active methods' rates for the checkout's country (and the chosen pickup point's, when another). */
  rates: ShippingRate[]
  /** The chosen delivery method's rate, when it serves the address (or pickup point); else null. */
  chosenRate: ShippingRate | null
  /** The coupon that gives a discount now; null without one or when it does not apply. */
  coupon: Coupon | null
  totals: CartTotalsCents
}

/** The cart of an open checkout, or null when there is none with this id (or it is no longer open). */
export async function loadCheckoutView(
  db: Database,
  site: LocaleSite,
  checkoutId: string | null,
  now: Date = new Date(),
): Promise<PricedCart | null> {
  const row = checkoutId ? await loadCheckoutRow(db, checkoutId) : null
  if (!row || row.status !== 'open') return null
  return priceCart(db, site, row, now)
}

/**
 * Prices a checkout's cart; `row` may come from the caller's transaction (`db` then is that transaction).
 * `include` says which related products come along (CartInclude); `reference` where shipping rates come
 * from (kept per catalogue generation for reads, read in the transaction for orders).
 */
export async function priceCart(
  db: Database,
  site: LocaleSite,
  checkout: CheckoutRow,
  now: Date = new Date(),
  include: CartInclude = {},
  reference: CartReferenceData = FROM_DATABASE,
): Promise<PricedCart> {
  const lines = await loadLineRows(db, site, checkout.id, checkout)
  const active = lines.filter((line) => !line.trashed)
  const trashed = lines.filter((line) => line.trashed).slice(0, ARCHIVE_SHOWN)
  const shown = [...active, ...trashed]
  const productIds = shown.map((line) => line.product_id)
  const pickupCountry = checkout.pickup_point?.country_iso ?? null
  const selected = selectedOptions(shown)
  const [optionsByProduct, related, rates, pickupRates, coupon] = await allQueries(db, [
    () => reference.productOptions(db, site, productIds),
    () =>
      include.related === false
        ? Promise.resolve(new Map<number, Product[]>())
        : loadRelated(
            (ids) => reference.productCards(db, site, ids),
            active,
            active.find((line) => line.id === include.relatedForLine)?.product_id ?? null,
          ),
    () => reference.shippingRates(db, checkout.country_iso, site.locale),
    () =>
      pickupCountry && pickupCountry !== checkout.country_iso
        ? reference.shippingRates(db, pickupCountry, site.locale)
        : Promise.resolve([]),
    () => (checkout.discount_code ? findCoupon(db, checkout.discount_code) : Promise.resolve(null)),
  ] as const)
  const build = (line: LineRow, withRelated: boolean) =>
    lineItem(site, line, optionsByProduct.get(line.product_id) ?? [], selected, withRelated ? related : null)
  const built = active.map((line) => ({ line, ...build(line, line.id === include.relatedForLine) }))

  // Money: products, the coupon (when it applies now), shipping for what is paid for the goods.
  const priced = built.map((entry) => entry.priced)
  const productsCents = computeTotals(priced, 0, 0).productsCents
  const problem = checkout.discount_code
    ? couponProblem(coupon, checkout.discount_code, productsCents, now)
    : null
  const applied = coupon && !problem ? coupon : null
  const discountCents = discountOn(productsCents, applied ? discountRule(applied) : null)
  const chosenRate = chosenShippingRate(checkout, rates, pickupRates)
  const goods = {
    hasGoods: active.length > 0,
    freeShipping: applied?.kind === 'free_shipping',
  }
  const shipping = chosenRate
    ? quoteChosenShipping(chosenRate, productsCents - discountCents, goods)
    : quoteShipping(rates, productsCents - discountCents, goods)
  const totals = computeTotals(priced, discountCents, shipping.costCents)
  const { locale } = site
  const pieces = active.reduce((sum, line) => sum + line.quantity, 0)
  const discountTitle = translate(locale, 'cart.discount', { code: checkout.discount_code ?? '' })
  const cart: CheckoutCart = {
    id: checkout.id,
    checkout_line_items: built.map((entry) => entry.item),
    checkout_line_items_trashed: trashed.map((line) => build(line, false).item),
    checkout_line_item_count: pieces,
    totals: {
      amount_for_free_shipping: centsToEuros(shipping.amountForFreeCents),
      total_shipping_costs: centsToEuros(totals.shippingCents),
      total_products: centsToEuros(totals.productsCents),
      total_tax_incl: centsToEuros(totals.totalInclCents),
      total_tax: centsToEuros(totals.totalVatCents),
      total_tax_excl: centsToEuros(totals.totalExclCents),
      line_items: {
        title: translate(locale, 'cart.lineItems'),
        item_count: pieces,
        amount_tax_incl: centsToEuros(totals.productsCents),
      },
      fulfilment: {
        title: chosenRate?.methodName ?? translate(locale, 'cart.shipping'),
        item_count: shipping.methodCode ? 1 : 0,
        amount_tax_incl: centsToEuros(totals.shippingCents),
      },
      discounts:
        discountCents > 0 ? [{ title: discountTitle, amount_tax_incl: deduction(discountCents) }] : [],
      total_discount_excl: {
        title: translate(locale, 'cart.totalDiscountExcl'),
        amount_tax_incl: deduction(discountCents - totals.discountVatCents),
      },
      total_discount_incl: {
        title: translate(locale, 'cart.totalDiscount'),
        amount_tax_incl: deduction(discountCents),
      },
      vat: totals.vat.map((row) => ({ rate: row.rate, amount: centsToEuros(row.cents) })),
    },
    discount_code: checkout.discount_code,
    ...(problem ? { discount_code_notice: translate(locale, problem.key, problem.values) } : {}),
    country_iso: checkout.country_iso,
    routes: checkoutRoutes(site, checkout.id),
    progress_bar: 0,
  }
  return {
    row: checkout,
    cart,
    lines: built,
    related,
    rates: [...rates, ...pickupRates],
    chosenRate,
    coupon: applied,
    totals,
  }
}

/**
 * The rate of the chosen delivery method where it delivers: a pickup point's country for a pickup-point
 * method with a chosen point, else the checkout's country. Null when none is chosen or it does not deliver
 * there (the address changed since): the cart then shows the estimate and step 2 is not done.
 */
function chosenShippingRate(
  checkout: CheckoutRow,
  rates: readonly ShippingRate[],
  pickupRates: readonly ShippingRate[],
): ShippingRate | null {
  const id = checkout.shipping_method_id
  if (id === null) return null
  const point = checkout.pickup_point
  if (point) {
    const there = (point.country_iso === checkout.country_iso ? rates : pickupRates).find(
      (rate) => rate.methodId === id,
    )
    if (there?.kind === 'pickup_point') return there
  }
  const here = rates.find((rate) => rate.methodId === id) ?? null
  // A pickup-point method with a point chosen is charged where the point is, never here.
  return here?.kind === 'pickup_point' && point ? null : here
}

/**
 * What the cart's products cost now (incl. VAT, options included, before any discount): the basis of a
 * coupon's minimum order amount. Runs inside the caller's transaction when given one.
 */
export async function productsTotalCents(db: Database, checkoutId: string): Promise<number> {
  const site: LocaleSite = { locale: DEFAULT_LOCALE, prefix: '' }
  const lines = (await loadLineRows(db, site, checkoutId)).filter((line) => !line.trashed)
  const optionsByProduct = await loadProductOptions(
    db,
    site,
    lines.map((line) => line.product_id),
  )
  const selected = selectedOptions(lines)
  const priced = lines.map(
    (line) => lineItem(site, line, optionsByProduct.get(line.product_id) ?? [], selected, null).priced,
  )
  return computeTotals(priced, 0, 0).productsCents
}

/** The cart without a checkout: nothing in it, shipping for the shop's default country. */
export async function emptyCart(
  db: Database,
  site: LocaleSite,
  reference: CartReferenceData = FROM_DATABASE,
): Promise<CheckoutCart> {
  const { locale } = site
  return {
    id: '',
    checkout_line_items: [],
    checkout_line_items_trashed: [],
    checkout_line_item_count: 0,
    totals: {
      amount_for_free_shipping: 0,
      total_shipping_costs: 0,
      total_products: 0,
      total_tax_incl: 0,
      total_tax: 0,
      total_tax_excl: 0,
      line_items: { title: translate(locale, 'cart.lineItems'), item_count: 0, amount_tax_incl: 0 },
      fulfilment: { title: translate(locale, 'cart.shipping'), item_count: 0, amount_tax_incl: 0 },
      discounts: [],
      total_discount_excl: { title: translate(locale, 'cart.totalDiscountExcl'), amount_tax_incl: 0 },
      total_discount_incl: { title: translate(locale, 'cart.totalDiscount'), amount_tax_incl: 0 },
      vat: [],
    },
    discount_code: null,
    country_iso: await reference.defaultCountry(db),
    routes: checkoutRoutes(site),
    progress_bar: 0,
  }
}

/** Login, password request, cart and checkout pages in the request's language and prefix. */
export function checkoutRoutes(site: LocaleSite, checkoutId: string | null = null): CheckoutRoutes {
  const { prefix, locale } = site
  return {
    login: localePath(prefix, locale, 'login'),
    password_request: localePath(prefix, locale, 'passwordRequest'),
    shopping_cart: localePath(prefix, locale, 'cart'),
    checkout: localePath(prefix, locale, 'checkoutRegister'),
    checkout_login: localePath(prefix, locale, 'checkoutLogin'),
    fulfilment: localePath(prefix, locale, 'checkoutFulfilment'),
    confirmation: checkoutId ? localePath(prefix, locale, 'checkoutConfirmation', { checkoutId }) : null,
  }
}

/** A discount as the totals show it: a negative amount, which added to the other rows gives the total. */
function deduction(cents: number): number {
  return cents === 0 ? 0 : centsToEuros(-cents)
}

function lineItem(
  site: LocaleSite,
  line: LineRow,
  options: OptionRow[],
  selected: Map<string, number>,
  related: Map<number, Product[]> | null,
): Omit<PricedCartLine, 'line'> {
  const unitCents = currentPriceCents(line.price_cents, line.sale_price_cents)
  const parts: PricedPart[] = [{ grossCents: unitCents * line.quantity, vatRate: line.vat_rate }]
  const chosen: SelectedProductOption[] = []
  const sold: PricedCartLine['options'] = []
  const free: CartFreeOption[] = []
  const services: CartExtraService[] = []
  const combinations: CartCombination[] = []
  for (const option of options) {
    const facts = { kind: option.kind, maxQuantity: option.max_quantity }
    const stored = selected.get(`${line.id}:${option.id}`) ?? 0
    const quantity = effectiveOptionQuantity(facts, line.quantity, stored)
    const name = option.name ?? option.option?.name ?? ''
    const price = centsToEuros(option.price_cents)
    if (quantity > 0) {
      // A service is part of the product; a combination is another product with its own rate.
      const vatRate = option.kind === 'combination' && option.option ? option.option.vat_rate : line.vat_rate
      const selection = { id: option.id, kind: option.kind, name, quantity, price }
      chosen.push(selection)
      sold.push({
        ...selection,
        priceCents: option.price_cents,
        vatRate,
        productId: option.option_product_id,
      })
      parts.push({ grossCents: option.price_cents * quantity, vatRate })
    }
    if (option.kind === 'extra_service') {
      services.push({ id: option.id, name, price, quantity, max_quantity: option.max_quantity })
    } else if (option.option && option.kind === 'free') {
      free.push({
        id: option.id,
        name,
        quantity,
        price_to_show: price,
        original_price: centsToEuros(
          currentPriceCents(option.option.price_cents, option.option.sale_price_cents),
        ),
        image: option.option.images.sq125,
        option_product: optionProduct(site, option.option),
      })
    } else if (option.option) {
      combinations.push({
        id: option.id,
        price,
        quantity,
        option_product: optionProduct(site, option.option),
      })
    }
  }
  const priced = { parts }
  const facts = stockFactsOf(line)
  const promise = lineDeliveryPromise(facts, line.delivery_promise_type, line.quantity)
  return {
    priced,
    options: sold,
    item: {
      id: line.id,
      product: {
        id: line.product_id,
        name: line.name,
        brand_name: line.brand_name,
        thumb_category_square_125: line.images.sq125,
        link: productLink(site, line.slug),
        stock_status_code: promise.stockStatusCode,
        stock_available: stockAvailable(facts),
        is_last_stock: line.is_last_stock,
        max_order_quantity: line.max_order_quantity,
        delivery_promise_type: promise.promiseType,
        delivery_promise_note: line.delivery_promise_note,
        brand_delivery_promise_short: line.brand_promise_short,
        brand_delivery_promise_long: line.brand_promise_long,
        expected_in_stock_date: line.expected_in_stock_date,
      },
      quantity: line.quantity,
      product_tax_incl: centsToEuros(unitCents),
      selected_product_options: chosen,
      products_total_tax_incl: centsToEuros(parts.reduce((sum, part) => sum + part.grossCents, 0)),
      products_related: related?.get(line.product_id)?.slice(0, RELATED_PER_LINE) ?? [],
      is_extra_service: false,
      is_free: false,
      is_combination: false,
      product_options: { free, extra_service: services, combination: combinations },
    },
  }
}

/**
 * The lines read with a checkout row (by `loadCheckoutRow`, in the same statement, so they belong to that
 * state of the checkout; or as a change left them, `checkoutAfterChange`): `priceCart` takes them instead of
 * asking again, one round trip less per cart read. Held only as long as the row object itself.
 */
const linesWithRow = new WeakMap<CheckoutRow, StoredLineRow[]>()

/** The checkout row's columns, selected `from checkouts` (not aliased). */
const checkoutColumns =
  sql.raw(`id, status, version, session_id, customer_id, country_iso, discount_code, email,
  address_id, address_invoice_same, address_invoice_id, shipping_method_id, pickup_point, payment_method,
  payment_issuer, customer_comment, customer_reference, newsletter_subscription, create_account,
  exists (select from orders o where o.checkout_id = checkouts.id) as has_order`)

/** A checkout's lines as one JSON array in their order (StoredLineRow[]). */
function linesJson(checkoutId: SQL | string): SQL {
  return sql`(select coalesce(json_agg(x order by x.ord), '[]') from (${lineRowsQuery(checkoutId)}) x)`
}

/**
 * The checkout a read is of: its id, or its row as a change left it, with its lines (`checkoutAfterChange`),
 * which needs no read of the cart; null for none.
 */
export type CheckoutSource = string | CheckoutRow | null

/** A checkout row as read with its lines (`lines`), before they are set aside for `priceCart`. */
export type CheckoutRowWithLines = CheckoutRow & { lines: StoredLineRow[] }

/**
 * The open checkout of `checkoutId` with its lines, as one JSON value: for a statement that reads it along
 * with something else (optimistic-add.ts). Null when it is not open.
 */
export function checkoutWithLinesJson(checkoutId: SQL): SQL {
  return sql`(select row_to_json(x) from (select ${checkoutColumns}, ${linesJson(sql`checkouts.id`)} as lines
    from checkouts where checkouts.id = ${checkoutId} and checkouts.status = 'open') x)`
}

/** The row of a read with lines; its lines kept for `priceCart`. */
function rowKeepingLines({ lines, ...checkout }: CheckoutRowWithLines): CheckoutRow {
  linesWithRow.set(checkout, lines)
  return checkout
}

/**
 * The checkout as a change without a transaction block left it (optimistic-add.ts): the row and lines read
 * by the statement whose version the change matched (so nothing else changed in between), with the version
 * the change wrote and `line` set to its new quantity, or added after the cart's lines when new. Its answer
 * then needs no read after the write.
 */
export function checkoutAfterChange(
  before: CheckoutRowWithLines,
  line: { id: number; quantity: number; added: StoredLineRow | null },
): CheckoutRow {
  const lines = line.added
    ? [
        ...before.lines.filter((row) => !row.trashed),
        { ...line.added, id: line.id, quantity: line.quantity },
      ].concat(before.lines.filter((row) => row.trashed))
    : before.lines.map((row) => (row.id === line.id ? { ...row, quantity: line.quantity } : row))
  return rowKeepingLines({ ...before, version: before.version + 1, lines })
}

/**
 * The checkout row; with `lock`, locked for the rest of the caller's transaction. Without a lock its
 * lines come along for `priceCart`; a locking read leaves them to be read after the lock (a subquery of a
 * `FOR UPDATE` statement sees the state from before any wait for the lock).
 */
export async function loadCheckoutRow(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckoutRow | null> {
  if (!isUuid(id)) return null
  const [row] = await queryRows<CheckoutRow | CheckoutRowWithLines>(
    db,
    prepared(
      'checkout_row',
      sql`select ${checkoutColumns} ${options.lock ? sql`` : sql`, ${linesJson(id)} as lines`}
        from checkouts where id = ${id} ${options.lock ? sql`for update` : sql``}`,
    ),
  )
  if (!row) return null
  return 'lines' in row ? rowKeepingLines(row) : row
}

/** A line row as the query reads it: its product's texts in every language, picked by `inLocale`. */
export type StoredLineRow = Omit<
  LineRow,
  'name' | 'slug' | 'delivery_promise_note' | 'brand_promise_short' | 'brand_promise_long'
> & {
  name: Localized | null
  slug: Localized | null
  delivery_promise_note: Localized | null
  brand_promise_short: Localized | null
  brand_promise_long: Localized | null
  /** The line's place: the cart in the order of adding, then the archive, newest removal first. */
  ord: number
}

/** Lines of active products: the cart in the order of adding, then the archive, newest removal first. */
async function loadLineRows(
  db: Database,
  site: LocaleSite,
  checkoutId: string,
  row?: CheckoutRow,
): Promise<LineRow[]> {
  const stored =
    (row && linesWithRow.get(row)) ??
    (isUuid(checkoutId)
      ? await queryRows<StoredLineRow>(db, sql`${lineRowsQuery(checkoutId)} order by ord`)
      : [])
  return stored.map((line) => inLocale(line, site.locale))
}

/**
 * A line's product with its brand and related products, as StoredLineRow has them; for one product, `id`.
 * `offset 0` keeps it a subquery of its own, looked up by the primary key for each line: as a join the
 * planner may pick a merge join that walks the products' index up to the cart's highest product id, which
 * stale statistics of the (small, fast-changing) cart tables make look cheap.
 */
function lineProduct(id: SQL): SQL {
  return sql`select p.name, p.slug, b.name as brand_name,
      p.reference, p.ean, p.images, p.price_cents, p.sale_price_cents, p.vat_rate, p.stock, p.stock_status_code,
      p.is_last_stock, p.stock_is_from_brand, p.is_vdm, p.max_order_quantity, p.delivery_promise_type,
      p.delivery_promise_note, b.delivery_promise_short as brand_promise_short,
      b.delivery_promise_long as brand_promise_long, p.expected_in_stock_date::text as expected_in_stock_date,
      array(select r.related_product_id from related_products r where r.product_id = p.id
        order by r.position, r.related_product_id) as related_ids
    from products p join brands b on b.id = p.brand_id
    where p.id = ${id} and p.status = 'active' offset 0`
}

function lineRowsQuery(checkoutId: SQL | string): SQL {
  return sql`select l.id, l.product_id, l.quantity, l.trashed_at is not null as trashed, lp.*,
          -- Chosen options and related products come along: two round trips less per cart read.
          coalesce((select json_agg(json_build_array(lo.product_option_id, lo.quantity))
            from checkout_line_options lo where lo.line_id = l.id), '[]') as selected,
          row_number() over (order by l.trashed_at desc nulls first, l.position, l.id)::int as ord
        from checkout_lines l
        join lateral (${lineProduct(sql`l.product_id`)}) lp on true
        where l.checkout_id = ${checkoutId}`
}

/**
 * An active product as a new line of it would read (StoredLineRow without its id and quantity, which the
 * write gives), as one JSON value; null for a product that is not active (a cart shows no line of it).
 */
export function newLineJson(productId: SQL): SQL {
  return sql`(select row_to_json(x) from (select 0 as id, ${productId}::int as product_id, 0 as quantity,
      false as trashed, lp.*, '[]'::json as selected, 0 as ord from (${lineProduct(productId)}) lp) x)`
}

/** A stored line with its texts in the locale (absent: null, as `column->>'locale'` gives). */
function inLocale(line: StoredLineRow, locale: Locale): LineRow {
  const { ord: _ord, ...rest } = line
  const pick = (value: Localized | null) => value?.[locale] ?? null
  return {
    ...rest,
    name: pick(line.name) as string,
    slug: pick(line.slug) as string,
    delivery_promise_note: pick(line.delivery_promise_note),
    brand_promise_short: pick(line.brand_promise_short),
    brand_promise_long: pick(line.brand_promise_long),
  }
}

/** Chosen option quantities by `lineId:optionId`. */
function selectedOptions(lines: readonly LineRow[]): Map<string, number> {
  const selected = new Map<string, number>()
  for (const line of lines) {
    for (const [optionId, quantity] of line.selected) selected.set(`${line.id}:${optionId}`, quantity)
  }
  return selected
}

/**
 * Related products (catalogue cards) per product of the cart, in the lines' order: all of `focus`'s (up
 * to RELATED_PER_LINE), and of the others only the first RELATED_CANDIDATES that are not in the cart
 * themselves, for the suggestions. Only those cards are loaded.
 */
async function loadRelated(
  loadCards: (ids: number[]) => Promise<Map<number, Product>>,
  lines: readonly LineRow[],
  focus: number | null,
): Promise<Map<number, Product[]>> {
  const productIds = lines.map((line) => line.product_id)
  if (productIds.length === 0) return new Map()
  const byProduct = new Map(
    lines.map((line) => [
      line.product_id,
      line.related_ids.map((id) => ({ product_id: line.product_id, related_product_id: id })),
    ]),
  )
  const inCart = new Set(productIds)
  const wanted = new Set<number>()
  for (const row of byProduct.get(focus ?? -1) ?? []) wanted.add(row.related_product_id)
  let candidates = 0
  for (const productId of productIds) {
    for (const row of (byProduct.get(productId) ?? []).slice(0, RELATED_PER_LINE)) {
      if (candidates >= RELATED_CANDIDATES) break
      if (inCart.has(row.related_product_id) || wanted.has(row.related_product_id)) continue
      wanted.add(row.related_product_id)
      candidates++
    }
  }
  const cards = await loadCards([...wanted])
  const related = new Map<number, Product[]>()
  for (const productId of productIds) {
    const list: Product[] = []
    for (const row of byProduct.get(productId) ?? []) {
      const card = cards.get(row.related_product_id)
      if (card) list.push(card)
    }
    related.set(productId, list)
  }
  return related
}
