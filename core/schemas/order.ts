import type { AddressFields } from './address'
import type { Customer } from './customer'
import type { FulfilmentKind, InstalmentPart, OpeningHours } from './checkout'

/**
 * An order as the confirmation page (spec §2 "Order-completed page") and, later, the account's order pages
 * show it (spec §3 "Order"): what was sold, at which prices and VAT, where it goes and how it was paid.
 * Amounts are euros incl. VAT with two decimals.
 */
export const ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Paid and not given back: the shop owes the goods (invoice, withdrawal, confirmation page). */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set(['paid', 'processing', 'shipped', 'delivered'])
export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_STATUSES.has(status)
}

export interface OrderLineView {
  product_id: number | null
  name: string
  brand_name: string
  image: string
  quantity: number
  unit_price: number
  total: number
  vat_rate: number
  options: { kind: 'extra_service' | 'free' | 'combination'; name: string; quantity: number; price: number }[]
}

export interface OrderAddressView extends AddressFields {
  summary_html: string
}

export interface OrderPickupPointView {
  location_code: string
  name: string
  street: string
  house_number: string
  postal_code: string
  city: string
  country_iso: string
  opening_hours: OpeningHours
}

export interface OrderView {
  id: string
  number: string
  /** ISO 8601: when the order was placed (its payment started). */
  date: string
  status: OrderStatus
  status_title: string
  email: string
  lines: OrderLineView[]
  delivery_address: OrderAddressView | null
  invoice_address: OrderAddressView
  pickup_point: OrderPickupPointView | null
  fulfilment_method: { kind: FulfilmentKind; title: string }
  payment_method: { id: string; title: string }
  totals: {
    total_products: number
    total_discount: number
    discount_code: string | null
    total_shipping_costs: number
    total_tax_incl: number
    total_tax: number
    total_tax_excl: number
    vat: { rate: number; amount: number }[]
  }
  customer_comment: string
  customer_reference: string
  /** The three parts when paid with in3 (spec §9); else null. */
  instalments: InstalmentPart[] | null
}

/**
 * `GET /front-api/checkout/{id}/confirmation`: the order and where its payment stands. `payment_status`
 * `paid` shows the confirmation; `pending` (a bank transfer, or the provider has not confirmed yet) shows
 * that the payment is awaited. A failed, cancelled or expired payment is answered with 409 and a
 * `redirect_to` the fulfilment page instead.
 */
export interface ConfirmationResponse {
  order: OrderView
  payment_status: 'paid' | 'pending'
  customer: Customer
  /** Spec §2: the page offers creating an account (a guest whose e-mail has no password yet). */
  can_create_account: boolean
}

/**
 * `GET …/{id}/confirmation` of a placed order opened without the session that placed it (another browser,
 * another host name, a cleared cookie) and not by its logged-in customer (issue 32 point 6): HTTP 403 and
 * nothing of the order, only whether it is `safe` (paid, or the payment awaited) or `unfinished` (the
 * payment failed or was cancelled), so the page can say the order is not lost and how to see it.
 */
export interface ConfirmationElsewhereResponse {
  message: string
  elsewhere: 'safe' | 'unfinished'
}

/** `POST …/confirmation/create-account`: the shopper is now logged in as this customer. */
export interface CreateAccountResponse {
  customer: Customer
}
