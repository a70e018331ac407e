import type { LocaleSite } from '#core/context'
import { centsToEuros } from '#core/money'
import type { Product } from '#core/schemas/catalogue'
import type {
  CartCombination,
  CartExtraService,
  CartFreeOption,
  CheckoutLineItem,
  SelectedProductOption,
} from '#core/schemas/checkout'
import { optionProduct, productLink } from '#server/domain/catalogue/products'
import { currentPriceCents } from '#server/domain/catalogue/pricing'
import { stockAvailable, stockFactsOf } from '#server/domain/catalogue/stock'
import type { LineRow } from './checkout-rows'
import type { OptionRow } from './product-data'
import { RELATED_PER_LINE } from './related-products'
import { effectiveOptionQuantity, lineDeliveryPromise } from './rules'
import type { PricedLine, PricedPart } from './totals'

/** A line of the cart with what it costs: the shown item, its parts per VAT rate and its chosen options. */
export interface PricedCartLine {
  line: LineRow
  item: CheckoutLineItem
  priced: PricedLine
  /** The chosen options with their VAT rates (and product, for stock), as an order keeps them. */
  options: Array<SelectedProductOption & { priceCents: number; vatRate: number; productId: number | null }>
}

/** Chosen option quantities by `lineId:optionId`. */
export function selectedOptions(lines: readonly LineRow[]): Map<string, number> {
  const selected = new Map<string, number>()
  for (const line of lines) {
    for (const [optionId, quantity] of line.selected) selected.set(`${line.id}:${optionId}`, quantity)
  }
  return selected
}

/**
 * A line as the cart shows it and what it costs: the product's current price times the quantity, and each
 * chosen option (a service at the product's VAT rate, a combination at its own), with the options offered.
 * `related`: the related products to show with it, or null for none.
 */
export function lineItem(
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
