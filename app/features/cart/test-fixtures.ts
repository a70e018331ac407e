import type { Checkout, CheckoutLineItem, CheckoutLineResponse } from '#core/schemas/checkout'
import { emptyCustomer } from '#core/schemas/customer'

/** Test factories with overrides (style.md 7): a cart line and a checkout as `/front-api/checkout` answers. */

type LineOverrides = Partial<Omit<CheckoutLineItem, 'product' | 'product_options'>> & {
  product?: Partial<CheckoutLineItem['product']>
  product_options?: Partial<CheckoutLineItem['product_options']>
}

export function makeLine(overrides: LineOverrides = {}): CheckoutLineItem {
  const { product, product_options, ...rest } = overrides
  const id = product?.id ?? 4711
  const quantity = rest.quantity ?? 1
  const price = rest.product_tax_incl ?? 29.95
  return {
    id: id * 10,
    product: {
      id,
      name: `Ranger pocket knife ${id}`,
      brand_name: 'Noordkaap',
      thumb_category_square_125: `/media/demo/product/${id}-125x125.svg`,
      link: `/en/ranger-pocket-knife-${id}`,
      stock_status_code: 'AVAILABLE_DIRECT',
      stock_available: 25,
      is_last_stock: false,
      max_order_quantity: 10,
      delivery_promise_type: 'AVAILABLE_DIRECT',
      delivery_promise_note: null,
      brand_delivery_promise_short: null,
      brand_delivery_promise_long: null,
      expected_in_stock_date: null,
      ...product,
    },
    quantity,
    product_tax_incl: price,
    selected_product_options: [],
    products_total_tax_incl: Math.round(price * quantity * 100) / 100,
    products_related: [],
    is_extra_service: false,
    is_free: false,
    is_combination: false,
    product_options: { free: [], extra_service: [], combination: [], ...product_options },
    ...rest,
  }
}

export function makeCheckout(
  overrides: Partial<Omit<Checkout, 'totals'>> & { totals?: Partial<Checkout['totals']> } = {},
): Checkout {
  const { totals, ...rest } = overrides
  const lines = rest.checkout_line_items ?? [makeLine()]
  const products = Math.round(lines.reduce((sum, line) => sum + line.products_total_tax_incl, 0) * 100) / 100
  const count = lines.reduce((sum, line) => sum + line.quantity, 0)
  return {
    id: 'chk_test_1',
    checkout_line_items: lines,
    checkout_line_items_trashed: [],
    checkout_line_item_count: count,
    discount_code: null,
    country_iso: 'NL',
    progress_bar: 0,
    routes: {
      login: '/en/checkout/login',
      password_request: '/en/password-request',
      shopping_cart: '/en/shopping-cart',
      checkout: '/en/checkout/my-information',
      checkout_login: '/en/checkout/login',
      fulfilment: '/en/checkout/finish',
      confirmation: null,
    },
    customer: emptyCustomer(),
    email: '',
    address: null,
    address_invoice: null,
    address_invoice_same: true,
    fulfilment_method: null,
    payment_method: null,
    payment_method_entry_id: null,
    payment_method_bank_id: null,
    pickup_point: null,
    customer_comment: '',
    customer_reference: '',
    newsletter_subscription: false,
    should_create_account: true,
    create_account: false,
    countries: [{ country_iso: 'NL', title: 'Netherlands' }],
    transactions: [],
    forced_related_products: [],
    validation: { step1: { passes: false, failed: false, errors: {} } },
    totals: {
      amount_for_free_shipping: 20.05,
      total_shipping_costs: 4.95,
      total_products: products,
      total_tax_incl: Math.round((products + 4.95) * 100) / 100,
      total_tax: 6.06,
      total_tax_excl: Math.round((products + 4.95 - 6.06) * 100) / 100,
      line_items: { title: 'Products', item_count: count, amount_tax_incl: products },
      fulfilment: { title: 'Shipping costs', item_count: 1, amount_tax_incl: 4.95 },
      discounts: [],
      total_discount_excl: { title: 'Total discount excl. VAT', amount_tax_incl: 0 },
      total_discount_incl: { title: 'Total discount', amount_tax_incl: 0 },
      vat: [{ rate: 21, amount: 6.06 }],
      ...totals,
    },
    ...rest,
  }
}

export function lineResponse(
  checkout: Checkout,
  productId?: number,
  warning?: CheckoutLineResponse['warning'],
) {
  const line =
    checkout.checkout_line_items.find((item) => item.product.id === productId) ??
    checkout.checkout_line_items[0] ??
    null
  return {
    checkout,
    checkout_line_item: line,
    ...(warning ? { warning } : {}),
  } satisfies CheckoutLineResponse
}

/** A JSON answer for a mocked `fetch`. */
export { jsonResponse as json } from '#app/lib/test-json-response'
