import type { Locale } from '#core/locales'
import { scoped } from '#server/i18n/translate'
import { renderMail, type MailBlock, type MailLine, type MailShop, type RenderedMail } from './render'
import { formatShopDate } from '#core/shop-dates'

/**
 * The order confirmation (issue 8: once per paid order, nl/en/de, HTML and text). The checkout maps its
 * order onto this shape; everything a shopper reads is translated here or already a display text
 * (product names, method names, address lines).
 */
export interface OrderConfirmation {
  locale: Locale
  shop: MailShop
  /** How the shopper is greeted: the first name, or the full name. */
  customerName: string
  orderNumber: string
  orderedAt: Date
  /** Where the shopper can see the order (confirmation page or account); omitted when there is none. */
  orderUrl?: string | null
  /** Display names, as shown in the checkout. */
  paymentMethod: string
  deliveryMethod: string
  lines: MailLine[]
  subtotalCents: number
  shippingCents: number
  /** Positive: what the discount took off; 0 leaves the row out. */
  discountCents: number
  totalCents: number
  vatCents: number
  /** Address lines; null for a pickup order. */
  deliveryAddress: string[] | null
  invoiceAddress: string[]
  pickupPoint?: {
    name: string
    address: string[]
    /** One row per day, in display order; `hours` null is closed that day. */
    openingHours: { day: string; hours: string | null }[]
  } | null
  /**
   * The contract's durable medium after the order: the withdrawal information and model form, or a dealer's
   * note, and the terms (server/domain/legal, docs/decisions/0099), already translated.
   */
  legal: MailBlock[]
}

export function orderConfirmationMail(order: OrderConfirmation): RenderedMail {
  const t = scoped(order.locale, 'mail.orderConfirmation')
  const date = formatShopDate(order.orderedAt, order.locale)

  const totals: Extract<MailBlock, { type: 'lines' }>['totals'] = [
    { label: t('subtotal'), amountCents: order.subtotalCents },
    { label: t('shipping'), amountCents: order.shippingCents },
  ]
  if (order.discountCents > 0) totals.push({ label: t('discount'), amountCents: -order.discountCents })
  totals.push({ label: t('total'), amountCents: order.totalCents, strong: true })
  totals.push({ label: t('vat'), amountCents: order.vatCents })

  const addresses: { title: string; lines: string[] }[] = []
  if (order.deliveryAddress) addresses.push({ title: t('deliveryAddress'), lines: order.deliveryAddress })
  if (order.pickupPoint)
    addresses.push({ title: t('pickupPoint'), lines: [order.pickupPoint.name, ...order.pickupPoint.address] })
  addresses.push({ title: t('invoiceAddress'), lines: order.invoiceAddress })

  const blocks: MailBlock[] = [
    { type: 'heading', text: t('heading') },
    { type: 'paragraph', text: t('greeting', { name: order.customerName }) },
    { type: 'paragraph', text: t('intro') },
    {
      type: 'facts',
      rows: [
        { label: t('orderNumber'), value: order.orderNumber },
        { label: t('orderDate'), value: date },
        { label: t('paymentMethod'), value: order.paymentMethod },
        { label: t('deliveryMethod'), value: order.deliveryMethod },
      ],
    },
    { type: 'lines', items: order.lines, totals },
    { type: 'addresses', items: addresses },
  ]
  if (order.pickupPoint) {
    blocks.push({ type: 'paragraph', text: t('openingHours') })
    blocks.push({
      type: 'facts',
      rows: order.pickupPoint.openingHours.map((row) => ({
        label: row.day,
        value: row.hours ?? t('closed'),
      })),
    })
  }
  if (order.orderUrl) blocks.push({ type: 'button', label: t('viewOrder'), href: order.orderUrl })
  blocks.push({ type: 'paragraph', text: t(order.pickupPoint ? 'closingPickup' : 'closingDelivery') })
  blocks.push(...order.legal)

  return renderMail({
    locale: order.locale,
    shop: order.shop,
    subject: t('subject', { number: order.orderNumber, shop: order.shop.name }),
    preheader: t('preheader'),
    blocks,
  })
}
