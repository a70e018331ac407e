import { addressSummaryHtml, countryName } from '#core/address/summary'
import { isLocale, type Locale } from '#core/locales'
import { centsToEuros } from '#core/money'
import type { OrderAddressView, OrderView } from '#core/schemas/order'
import type { OrderAddress } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { instalmentParts, paymentMethodTitle } from './payments/method-names'
import type { OrderLineRow, OrderRow } from './orders'

/** An order as the confirmation page shows it, in the page's language (names as sold stay as sold). */
export function orderView(order: OrderRow, lines: readonly OrderLineRow[], pageLocale: Locale): OrderView {
  const address = (fields: OrderAddress): OrderAddressView => ({
    ...fields,
    summary_html: addressSummaryHtml(fields, countryName(pageLocale, fields.country_iso)),
  })
  const orderLocale = isLocale(order.locale) ? order.locale : pageLocale
  const point = order.pickupPoint
  return {
    id: order.id,
    number: order.number,
    date: new Date(order.createdAt).toISOString(),
    status: order.status,
    status_title: translate(pageLocale, `order.status.${order.status}`),
    email: order.email,
    lines: lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      brand_name: line.brandName,
      image: line.image,
      quantity: line.quantity,
      unit_price: centsToEuros(line.unitPriceCents),
      total: centsToEuros(line.totalCents),
      vat_rate: line.vatRate,
      options: line.options.map((option) => ({
        kind: option.kind,
        name: option.name,
        quantity: option.quantity,
        price: centsToEuros(option.price_cents),
      })),
    })),
    delivery_address: order.deliveryAddress ? address(order.deliveryAddress) : null,
    invoice_address: address(order.invoiceAddress),
    pickup_point: point
      ? {
          location_code: point.location_code,
          name: point.name,
          street: point.street,
          house_number: point.house_number,
          postal_code: point.postal_code,
          city: point.city,
          country_iso: point.country_iso,
          opening_hours: point.opening_hours,
        }
      : null,
    fulfilment_method: {
      kind: order.shippingMethodKind,
      title: order.shippingMethodName[pageLocale] || order.shippingMethodName[orderLocale],
    },
    payment_method: { id: order.paymentMethod, title: paymentMethodTitle(pageLocale, order.paymentMethod) },
    totals: {
      total_products: centsToEuros(order.productsCents),
      total_discount: centsToEuros(order.discountCents === 0 ? 0 : -order.discountCents),
      discount_code: order.discountCode,
      total_shipping_costs: centsToEuros(order.shippingCents),
      total_tax_incl: centsToEuros(order.totalCents),
      total_tax: centsToEuros(order.vatCents),
      total_tax_excl: centsToEuros(order.totalCents - order.vatCents),
      vat: order.vat.map((row) => ({ rate: row.rate, amount: centsToEuros(row.cents) })),
    },
    customer_comment: order.customerComment,
    customer_reference: order.customerReference,
    instalments: order.paymentMethod === 'in3' ? instalmentParts(order.totalCents) : null,
  }
}
