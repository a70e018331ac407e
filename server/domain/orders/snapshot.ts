import type { Locale } from '#core/locales'
import type { AddressFields } from '#core/schemas/address'
import { currentPriceCents } from '#server/domain/catalogue/pricing'
import type { ShippingRate } from '#server/domain/cart/shipping'
import { lineTotalCents, vatIncluded } from '#server/domain/cart/totals'
import type { PricedCart } from '#server/domain/cart/view'
import type { OrderAddress, OrderLineOption, orderLines, orders, StoredPickupPoint } from '#server/db/schema'

/**
 * What an order keeps of its checkout (spec §3 "Order"): copies, never references, of everything the
 * shopper saw: names in the order's language, prices, VAT per line as the cart rounded it
 * (docs/decisions/0013), options, addresses, the pickup point with its opening hours, the method's name.
 * Pure: the priced cart comes from the caller's transaction.
 */

export type OrderValues = Omit<
  typeof orders.$inferInsert,
  'id' | 'number' | 'status' | 'createdAt' | 'updatedAt'
>
export type OrderLineValues = Omit<typeof orderLines.$inferInsert, 'id' | 'orderId'>

export interface OrderInput {
  priced: PricedCart
  rate: ShippingRate
  locale: Locale
  email: string
  customerId: string | null
  delivery: AddressFields | null
  invoice: AddressFields
  pickupPoint: StoredPickupPoint | null
  paymentMethod: string
  paymentIssuer: string | null
  ga: { clientId: string | null; sessionId: string | null }
}

export function orderSnapshot(input: OrderInput): { order: OrderValues; lines: OrderLineValues[] } {
  const { priced, rate } = input
  const { row, totals } = priced
  const kind = rate.kind
  const lines = priced.lines.map(({ line, priced: money, options }, position): OrderLineValues => {
    const vat = money.parts.reduce((sum, part) => sum + vatIncluded(part.grossCents, part.vatRate), 0)
    return {
      position,
      productId: line.product_id,
      name: line.name,
      brandName: line.brand_name,
      reference: line.reference,
      ean: line.ean,
      image: line.images.sq125,
      quantity: line.quantity,
      unitPriceCents: currentPriceCents(line.price_cents, line.sale_price_cents),
      vatRate: line.vat_rate,
      totalCents: lineTotalCents(money),
      vatCents: vat,
      options: options.map((option): OrderLineOption => ({
        kind: option.kind,
        product_option_id: option.id,
        product_id: option.productId,
        name: option.name,
        quantity: option.quantity,
        price_cents: option.priceCents,
        vat_rate: option.vatRate,
      })),
    }
  })
  return {
    order: {
      checkoutId: row.id,
      checkoutVersion: row.version,
      customerId: input.customerId,
      email: input.email,
      locale: input.locale,
      deliveryAddress: kind === 'home_delivery' && input.delivery ? { ...input.delivery } : null,
      invoiceAddress: { ...input.invoice } satisfies OrderAddress,
      pickupPoint: kind === 'pickup_point' ? input.pickupPoint : null,
      shippingMethodId: rate.methodId,
      shippingMethodKind: kind,
      shippingMethodName: rate.names,
      paymentMethod: input.paymentMethod,
      paymentIssuer: input.paymentIssuer,
      discountCode: priced.coupon ? row.discount_code : null,
      couponId: priced.coupon?.id ?? null,
      productsCents: totals.productsCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalInclCents,
      vatCents: totals.totalVatCents,
      vat: totals.vat,
      customerComment: row.customer_comment,
      customerReference: row.customer_reference,
      newsletterSubscription: row.newsletter_subscription,
      createAccount: row.create_account,
      gaClientId: input.ga.clientId,
      gaSessionId: input.ga.sessionId,
    },
    lines,
  }
}
