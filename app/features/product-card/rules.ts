import { PRODUCT_STRIP_SHADOW_FROM, STOCK_MESSAGE_MORE_THAN } from '#core/constants'
import { LOCALE_TAGS, type Locale } from '#core/locales'
import type { Product, StockStatusCode } from '#core/schemas/catalogue'

/**
 * The catalogue's display rules (spec §4, §9) as small pure functions, so that cards, the product page and
 * the cart apply them the same way and tests can pin them down without rendering. The price and star rules
 * live with their primitives in app/ui/price.tsx and app/ui/star-rating.tsx.
 */

// ---------------------------------------------------------------------------------------------------------
// Stock

export type StockTone = 'red' | 'orange' | 'green'

export type StockMessageChoice =
  | { kind: 'none' }
  | { kind: 'outOfStock' }
  | { kind: 'oneLeft' }
  | { kind: 'moreThanFive' }
  | { kind: 'count'; count: number }

type StockFields = Pick<Product, 'stock' | 'stock_status_code' | 'stock_is_from_brand' | 'is_vdm'>

/**
 * Spec §9 stock messages: 0 shows nothing, 1 "one left", more than 5 "more than five", else the exact count;
 * out of stock is shown for UNAVAILABLE. Stock counts as 0 for brand-supplied and vdm products.
 */
export function stockMessage(product: StockFields): StockMessageChoice {
  if (product.stock_status_code === 'UNAVAILABLE') return { kind: 'outOfStock' }
  const stock = product.stock_is_from_brand || product.is_vdm ? 0 : Math.max(0, Math.floor(product.stock))
  if (stock === 0) return { kind: 'none' }
  if (stock === 1) return { kind: 'oneLeft' }
  if (stock > STOCK_MESSAGE_MORE_THAN) return { kind: 'moreThanFive' }
  return { kind: 'count', count: stock }
}

/** Spec §4: red for UNAVAILABLE, orange for AVAILABLE_DELAYED, green otherwise. */
export function stockTone(code: StockStatusCode): StockTone {
  if (code === 'UNAVAILABLE') return 'red'
  if (code === 'AVAILABLE_DELAYED') return 'orange'
  return 'green'
}

// ---------------------------------------------------------------------------------------------------------
// Delivery promise

/** Spec §4: what shows when no text exists for a promise. */
export const DELIVERY_PROMISE_FALLBACK = '...'

export type DeliveryPromiseLength = 'short' | 'long'

export type DeliveryPromiseFields = Pick<
  Product,
  | 'delivery_promise_type'
  | 'delivery_promise_note'
  | 'brand_delivery_promise_short'
  | 'brand_delivery_promise_long'
  | 'expected_in_stock_date'
>

/** Static data `delivery_promises.short` or `.long`: type → text; `pre_order_date` holds `{date}`. */
export type DeliveryPromiseTexts = Readonly<Record<string, string>>

/**
 * Spec §4 "Delivery promise types": custom uses the note; brand the brand's own short or long text (without
 * one '...');
 * pre_order_date puts the expected date into its text, or falls back to pre_order without a date; all
 * others are looked up in the static texts. Anything missing gives '...'.
 *
 * `texts` is null while static data is still loading: then only the promises that need no lookup resolve,
 * and the others answer null (render nothing rather than a flash of '...').
 */
export function resolveDeliveryPromise(
  product: DeliveryPromiseFields,
  length: DeliveryPromiseLength,
  texts: DeliveryPromiseTexts | null,
  formatDate: (isoDate: string) => string,
): string | null {
  const type = product.delivery_promise_type
  if (type === 'custom') return nonEmpty(product.delivery_promise_note) ?? DELIVERY_PROMISE_FALLBACK
  if (type === 'brand') {
    // Only the brand knows when it delivers: no text of its own is '...', never the shop's general text.
    const own =
      length === 'short' ? product.brand_delivery_promise_short : product.brand_delivery_promise_long
    return nonEmpty(own) ?? DELIVERY_PROMISE_FALLBACK
  }
  if (!texts) return null
  if (type === 'pre_order_date') {
    const date = product.expected_in_stock_date
    if (!date) return nonEmpty(texts.pre_order) ?? DELIVERY_PROMISE_FALLBACK
    const text = nonEmpty(texts.pre_order_date)
    return text ? text.replaceAll('{date}', formatDate(date)) : DELIVERY_PROMISE_FALLBACK
  }
  return nonEmpty(texts[type]) ?? DELIVERY_PROMISE_FALLBACK
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>()

/** An ISO date (yyyy-mm-dd) as "12 March 2026" in the page language; the same on server and browser. */
export function formatIsoDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  // One formatter per language: cards with a delivery date would build one each.
  let format = dateFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' })
    dateFormats.set(locale, format)
  }
  return format.format(date)
}

function nonEmpty(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null
}

// ---------------------------------------------------------------------------------------------------------
// Product strip

/** Spec §9: edge shadows on a product strip from 4 products. */
export function stripHasShadows(count: number): boolean {
  return count >= PRODUCT_STRIP_SHADOW_FROM
}
