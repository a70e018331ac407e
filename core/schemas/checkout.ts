import { z } from 'zod'
import { QUANTITY_REQUEST_MAX } from '../constants'
import type { FreeProductOption, OptionProduct, Product, StockStatusCode } from './catalog'

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
    product_id: z
      .number({ error: 'validation.productId' })
      .int('validation.productId')
      .positive('validation.productId'),
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
  }
  quantity: number
  /** Unit price of the product, incl. VAT. */
  product_tax_incl: number
  selected_product_options: SelectedProductOption[]
  /** The line's total: product times quantity plus its selected options. */
  products_total_tax_incl: number
  products_related: Product[]
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
  checkout: string
}

export interface Checkout {
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
  /** Country the shipping costs are computed for until an address is chosen. */
  country_iso: string
  routes: CheckoutRoutes
  /** Step 0..3 reached, for the progress bar. */
  progress_bar: number
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

export interface CheckoutLineResponse {
  checkout: Checkout
  checkout_line_item: CheckoutLineItem | null
  warning?: CheckoutWarning
}
