import { addressLines, countryName } from '#core/address/summary'
import { isLocale, LOCALE_TAGS, type Locale } from '#core/locales'
import { POSTNL_WEEKDAYS } from '#core/schemas/pickup-points'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import type { OrderAddress } from '#server/db/schema'
import { orderConfirmationMail, type OrderConfirmation } from '#server/domain/mail/order-confirmation'
import { readMailShop } from '#server/domain/mail/shop'
import {
  confirmationAttachments,
  confirmationLegalBlocks,
  readOrderLegal,
  type PageUrl,
} from '#server/domain/legal/order-documents'
import { paymentMethodTitle } from './payments/method-names'
import { orderLinesOf, type OrderLineRow, type OrderRow } from './orders'

/**
 * The order confirmation mail (issue 8: once per paid order, in the order's language, HTML and text),
 * written to the outbox inside the transaction that marks the order paid; the outbox's dedupe key makes a
 * second one impossible even if the completion ran twice.
 */
export async function enqueueOrderConfirmation(
  tx: Database,
  order: OrderRow,
  urls: { publicUrl: string; orderUrl: string | null; pageUrl: PageUrl },
  /** Staff sending it again (the back office): a new mail each time, named by when it was asked for. */
  resentAt?: Date,
): Promise<void> {
  const locale: Locale = isLocale(order.locale) ? order.locale : 'nl'
  const shop = await readMailShop(tx, locale, urls.publicUrl)
  const lines = await orderLinesOf(tx, order.id)
  const legal = await readOrderLegal(tx, order, locale, urls.pageUrl)
  const mail = orderConfirmationMail({
    ...confirmation(order, lines, locale, shop, urls.orderUrl),
    legal: confirmationLegalBlocks(legal),
  })
  await enqueueMail(
    tx,
    { to: order.email, ...mail, attachments: await confirmationAttachments(legal, order.number) },
    {
      kind: 'order_confirmation',
      locale,
      reference: { type: 'order', id: order.number },
      dedupeKey: resentAt
        ? `order_confirmation:${order.id}:resent:${resentAt.toISOString()}`
        : `order_confirmation:${order.id}`,
    },
  )
}

export function confirmation(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: Locale,
  shop: OrderConfirmation['shop'],
  orderUrl: string | null,
): Omit<OrderConfirmation, 'legal'> {
  const printed = (address: OrderAddress) => addressLines(address, countryName(locale, address.country_iso))
  const point = order.pickupPoint
  return {
    locale,
    shop,
    customerName: order.invoiceAddress.first_name || `${order.invoiceAddress.last_name}`,
    orderNumber: order.number,
    orderedAt: new Date(order.createdAt),
    orderUrl,
    paymentMethod: paymentMethodTitle(locale, order.paymentMethod),
    deliveryMethod: order.shippingMethodName[locale] || order.shippingMethodName.nl,
    lines: lines.map((line) => ({
      name: line.name,
      ...(line.options.length > 0
        ? { detail: line.options.map((option) => `${option.quantity}× ${option.name}`).join(', ') }
        : {}),
      quantity: line.quantity,
      totalCents: line.totalCents,
    })),
    subtotalCents: order.productsCents,
    shippingCents: order.shippingCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    vatCents: order.vatCents,
    deliveryAddress: order.deliveryAddress ? printed(order.deliveryAddress) : null,
    invoiceAddress: printed(order.invoiceAddress),
    pickupPoint: point
      ? {
          name: point.name,
          address: [
            `${point.street} ${point.house_number}`.trim(),
            `${point.postal_code} ${point.city}`,
            countryName(locale, point.country_iso),
          ],
          openingHours: POSTNL_WEEKDAYS.map((day, index) => ({
            day: weekdayName(locale, index),
            hours: point.opening_hours[day]?.length ? point.opening_hours[day]!.join(', ') : null,
          })),
        }
      : null,
  }
}

/** Monday (0) to Sunday (6) in the language. */
function weekdayName(locale: Locale, mondayBased: number): string {
  // 5 January 2026 is a Monday.
  const date = new Date(Date.UTC(2026, 0, 5 + mondayBased, 12))
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' }).format(date)
}
