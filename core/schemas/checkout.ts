import { z } from 'zod'
import { QUANTITY_REQUEST_MAX } from '../constants'
import { databaseIdSchema } from './ids'
import type { Address } from './address'
import type {
  DeliveryPromiseType,
  FreeProductOption,
  OptionProduct,
  Product,
  StockStatusCode,
} from './catalogue'
import type { Customer } from './customer'
import type { PostnlWeekday } from './pickup-points'
import type { Country } from './static-data'

/**
 * The checkout (cart) as `/front-api/checkout*` answers it (spec §3 "Checkout", "Checkout totals",
 * "Checkout line item"; §7 "Checkout"). Every cart call answers the whole checkout, which the client
 * takes over wholesale (spec §4). Amounts are euros with two decimals; the server computes in cents.
 */

export { QUANTITY_REQUEST_MAX }

/**
 * `POST`/`PUT /front-api/checkout-line`. With all three flags false, `product_id` is a product and the line's
 * quantity is set (PUT) or increased (POST). With one flag set, `product_id` is the id of that product option
 * (extra service, free product or combination) and `quantity` is the option's quantity on its product's line.
 */
export const checkoutLineRequestSchema = z
  .object({
    product_id: databaseIdSchema('validation.productId'),
    quantity: z
      .number({ error: 'validation.quantity' })
      .int('validation.quantity')
      .min(0, 'validation.quantity')
      .max(QUANTITY_REQUEST_MAX, 'validation.quantityTooLarge'),
    is_extra_service: z.boolean().default(false),
    is_free: z.boolean().default(false),
    is_combination: z.boolean().default(false),
    /** The store action passes it through (spec §7); the server does not need it. */
    show_confirmation: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const flags = [body.is_extra_service, body.is_free, body.is_combination].filter(Boolean).length
    if (flags > 1)
      ctx.addIssue({ code: 'custom', path: ['is_extra_service'], message: 'validation.oneOptionKind' })
    if (flags === 0 && body.quantity < 1)
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.quantity' })
  })
export type CheckoutLineRequest = z.infer<typeof checkoutLineRequestSchema>

export const discountCodeRequestSchema = z
  .object({ discount_code: z.string().trim().max(64, 'validation.discountCode') })
  .strict()

export type OptionKind = 'extra_service' | 'free' | 'combination'

export interface SelectedProductOption {
  id: number
  kind: OptionKind
  name: string
  quantity: number
  /** Price per piece, euros incl. VAT (0 for free products). */
  price: number
}

export interface CartExtraService {
  id: number
  name: string
  price: number
  /** Chosen quantity, 0..max_quantity. */
  quantity: number
  max_quantity: number
}

export interface CartFreeOption extends FreeProductOption {
  /** Chosen quantity: 0 (not taken) or the line's quantity. */
  quantity: number
}

export interface CartCombination {
  id: number
  price: number
  quantity: number
  option_product: OptionProduct
}

export interface CheckoutLineItem {
  id: number
  product: {
    id: number
    name: string
    brand_name: string
    thumb_category_square_125: string
    link: string
    stock_status_code: StockStatusCode
    stock_available: number
    is_last_stock: boolean
    max_order_quantity: number
    /**
     * The delivery promise of this line (docs/decisions/0027): the product's, except that a line asking
     * more than the shop's shelf holds of a product it re-orders promises the later delivery
     * (`AVAILABLE_DELAYED`, and that stock status for its colour).
     */
    delivery_promise_type: DeliveryPromiseType
    delivery_promise_note: string | null
    brand_delivery_promise_short: string | null
    brand_delivery_promise_long: string | null
    expected_in_stock_date: string | null
  }
  quantity: number
  /** Unit price of the product, incl. VAT. */
  product_tax_incl: number
  selected_product_options: SelectedProductOption[]
  /** The line's total: product times quantity plus its selected options. */
  products_total_tax_incl: number
  products_related: Product[]
  /**
   * Spec §3 "Checkout line item" flags, as in the line request: a line is always its product, so all three
   * are false; the chosen options are in `selected_product_options`.
   */
  is_extra_service: false
  is_free: false
  is_combination: false
  product_options: {
    free: CartFreeOption[]
    extra_service: CartExtraService[]
    combination: CartCombination[]
  }
}

export interface TotalRow {
  title: string
  item_count: number
  amount_tax_incl: number
}

export interface CheckoutTotals {
  /** Euros still to spend for free shipping; 0 when shipping is free already. */
  amount_for_free_shipping: number
  total_shipping_costs: number
  total_products: number
  total_tax_incl: number
  total_tax: number
  total_tax_excl: number
  line_items: TotalRow
  fulfilment: TotalRow
  discounts: { title: string; amount_tax_incl: number }[]
  total_discount_excl: { title: string; amount_tax_incl: number }
  total_discount_incl: { title: string; amount_tax_incl: number }
  /** VAT per rate, e.g. 21 % and 9 %. */
  vat: { rate: number; amount: number }[]
}

export interface CheckoutRoutes {
  login: string
  password_request: string
  shopping_cart: string
  /** Step 1, the register page. */
  checkout: string
  /** Step 1 for customers with an account. */
  checkout_login: string
  /** Step 2. */
  fulfilment: string
  /** Step 3 of this checkout. */
  confirmation: string | null
}

export const FULFILMENT_KINDS = ['home_delivery', 'pickup_point', 'store_pickup'] as const
export type FulfilmentKind = (typeof FULFILMENT_KINDS)[number]

/** A delivery method (spec §2 "Delivery option modal") with its costs for the checkout's address. */
export interface FulfilmentMethod {
  /** `fulfilment_method_entry_id`. */
  id: number
  code: string
  kind: FulfilmentKind
  title: string
  /** Euros incl. VAT for this checkout now (0 when free from its threshold). */
  price: number
  /** Goods amount (euros incl. VAT) from which it is free; null: never. */
  free_from: number | null
}

/** A payment method the checkout can be paid with (spec §3 "payment_methods"). */
export interface PaymentMethodOption {
  /** `payment_method_entry_id`: the provider's method id (`ideal`, `kbc`, `in3`…). */
  id: string
  title: string
  image: string | null
  /** Banks to choose from (`payment_method_bank_id`); empty when the method has none (iDEAL 2.0). */
  issuers: { id: string; name: string }[]
}

/** The chosen payment method, named from the shop's own catalogue. */
export interface ChosenPaymentMethod {
  id: string
  title: string
}

/** Spec §3 "Checkout pickup-point address": the carrier's location the parcel goes to. */
export interface CheckoutPickupPoint {
  pickup_point_location_code: string
  pickup_point_name: string
  /** The location's opening hours (PostNL `OpeningHours`) as JSON text. */
  opening_hours_json: string
  address: string
  house_number: string
  postal_code: string
  city: string
  country_iso: string
}

/** A payment attempt of the checkout's order (spec §3 "transactions"). */
export interface CheckoutTransaction {
  id: string
  status:
    | 'creating'
    | 'create_failed'
    | 'open'
    | 'pending'
    | 'authorized'
    | 'paid'
    | 'failed'
    | 'canceled'
    | 'expired'
  payment_method: string
  amount: number
  /** The provider's hosted payment page while the payment is open: where the shopper is sent. */
  checkout_url: string | null
  created_at: string
}

/**
 * Spec §3 "validation.step1": whether step 1 is done (e-mail, delivery address, invoice address), and what
 * is missing by field. `failed` is true once the shopper has entered something and step 1 still does not pass.
 */
export interface Step1Validation {
  passes: boolean
  failed: boolean
  errors: Record<string, string[]>
}

/** Three-instalment payment (spec §9): the parts of the checkout's total. */
export interface InstalmentPart {
  days: number
  amount: number
}

/** What the fulfilment page shows around the delivery methods. */
export interface ShippingOptions {
  /** Spec §8 "No shipping methods", when no method serves the delivery address; else null. */
  message: string | null
  /** Countries the pickup-point chooser offers. */
  pickup_point_countries: string[]
  /** The physical store, for pickup in the shop. */
  store: {
    name: string
    street: string
    postal_code: string
    city: string
    opening_hours: { day: string; value: string | null }[]
  }
}

/** What the fulfilment page shows around the payment methods. */
export interface PaymentOptions {
  /** Spec §8 "No payment methods", when none can pay this checkout; else null. */
  message: string | null
  /** Three-instalment parts when in3 is offered; else null. */
  instalments: InstalmentPart[] | null
}

export type OpeningHours = Partial<Record<PostnlWeekday, string[]>>

/** The cart part of the checkout: lines, archive, totals, routes. */
export interface CheckoutCart {
  id: string
  checkout_line_items: CheckoutLineItem[]
  /** Removed lines, newest first, which can be restored. */
  checkout_line_items_trashed: CheckoutLineItem[]
  /** Number of pieces in the cart (the header's count). */
  checkout_line_item_count: number
  totals: CheckoutTotals
  discount_code: string | null
  /**
   * Present when the stored discount code gives no discount now (the cart fell below its minimum order
   * amount, the code expired or was used up meanwhile): why, in the request's language. Added by the server
   * half of issue 4; optional, so clients that ignore it keep working.
   */
  discount_code_notice?: string
  /** Country the shipping costs are computed for: the delivery address's, else the shop's default. */
  country_iso: string
  routes: CheckoutRoutes
  /** Spec §4 "Checkout steps": the furthest step the shopper may open now (0 cart … 3 confirmation). */
  progress_bar: number
}

/**
 * The checkout as every `/front-api/checkout*` call answers it (spec §3 "Checkout"): the cart and the
 * checkout steps' fields.
 */
export interface Checkout extends CheckoutCart {
  /** The shopper: the empty customer for guests. */
  customer: Customer
  /** Step 1 (spec §3 "Register form address"). */
  email: string
  address: Address | null
  address_invoice: Address | null
  address_invoice_same: boolean
  /** Step 2 choices. */
  fulfilment_method: FulfilmentMethod | null
  payment_method: ChosenPaymentMethod | null
  payment_method_entry_id: string | null
  payment_method_bank_id: string | null
  pickup_point: CheckoutPickupPoint | null
  customer_comment: string
  customer_reference: string
  newsletter_subscription: boolean
  /** Whether to offer the create-account choice (guests only). */
  should_create_account: boolean
  create_account: boolean
  /** Countries the shop delivers to, for the address forms. */
  countries: Country[]
  /** Payment attempts of this checkout's order, newest first. */
  transactions: CheckoutTransaction[]
  /** Related products of the cart's lines that are not in it yet (at most 4), for the checkout pages. */
  forced_related_products: Product[]
  validation: { step1: Step1Validation }
}

/**
 * The checkout as the fulfilment step needs it (`GET /front-api/checkout/fulfilment`, every
 * `PUT …/fulfilment…`, the transaction): with the delivery and payment methods it can choose from. The
 * cart's own calls answer the plain checkout, without asking the payment provider.
 */
export interface FulfilmentCheckout extends Checkout {
  fulfilment_methods: FulfilmentMethod[]
  payment_methods: PaymentMethodOption[]
  shipping_options: ShippingOptions
  payment_options: PaymentOptions
}

export type CheckoutWarning = {
  type: 'insufficient_stock'
  /** Shown as is: "Not enough supply available", with the adjusted quantity. */
  message: string
  quantity: number
}

export interface CheckoutResponse {
  checkout: Checkout
}

/** `GET /front-api/checkout` (spec §7): the checkout with the customer (the empty guest customer until login). */
export interface CheckoutReadResponse {
  /** Spec §3 "Checkout": with the fulfilment and payment methods, shipping and payment options. */
  checkout: FulfilmentCheckout
  customer: Customer
}

export interface CheckoutLineResponse {
  checkout: Checkout
  checkout_line_item: CheckoutLineItem | null
  warning?: CheckoutWarning
}

/** Answer of the register step and of the checkout reads: the checkout and the shopper. */
export interface RegisterResponse {
  checkout: FulfilmentCheckout
  customer: Customer
}

export interface FulfilmentResponse {
  checkout: FulfilmentCheckout
}

/**
 * What a shortage changed in the cart, named so the shopper is told (spec §8 "Not enough supply"): a line
 * lowered to `quantity` (0: removed), or an option (free product, combination) taken off its line.
 */
export interface SupplyAdjustment {
  product_id: number
  quantity: number
  /** The line's product, or the option's own name. */
  name: string
  /** Set when an option was taken off: the option, and the product of the line it was on. */
  option_id: number | null
  line_product_name: string | null
}

/**
 * `POST …/transaction` that could not reserve the stock (spec §8 "Not enough supply available"): the cart's
 * quantities were lowered to what is left (a line with nothing left was removed, an option without stock
 * taken off its line), the warning names each change, and no payment was made: the shopper decides.
 * Answered with HTTP 409.
 */
export interface NotEnoughSupplyResponse {
  message: string
  checkout: FulfilmentCheckout
  warning: CheckoutWarning
  /** What was lowered: a line's product and the quantity it has now (0: removed), or an option taken off. */
  adjusted: SupplyAdjustment[]
}

/** A refusal that sends the shopper to the first step not yet done (HTTP 409). */
export interface StepRedirectResponse {
  message: string
  redirect_to: string
}
