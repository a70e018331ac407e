import type { Product } from '#core/schemas/catalogue'
import type { ConsentChoice, EcommerceEvent } from './analytics'

/**
 * The tag manager's data layer: consent mode v2 commands and GA4 e-commerce events. Loaded only when the
 * owner configured a container (TAG_MANAGER_ID); pages call it through `analytics.ts`, which holds their
 * calls until then. No event is pushed without the shopper's analytics consent.
 */
declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

let analyticsGranted = false

function gtag(..._args: unknown[]): void {
  // Consent commands must reach the data layer as an `arguments` object, the way gtag.js pushes them.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer?.push(arguments)
}

function consentState(choice: ConsentChoice) {
  const marketing = choice.marketing ? 'granted' : 'denied'
  return {
    analytics_storage: choice.analytics ? 'granted' : 'denied',
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

/**
 * Starts the data layer with everything denied (consent mode v2 "default"), then loads the container.
 * A stored choice is applied right after, as an "update".
 */
export function startDataLayer(id: string, stored: ConsentChoice | null): void {
  window.dataLayer = window.dataLayer ?? []
  gtag('consent', 'default', {
    ...consentState({ analytics: false, marketing: false }),
    wait_for_update: 500,
  })
  if (stored) updateConsent(stored)
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`
  document.head.appendChild(script)
}

export function updateConsent(choice: ConsentChoice): void {
  analyticsGranted = choice.analytics
  gtag('consent', 'update', consentState(choice))
}

export interface Ga4Item {
  item_id: string
  item_name: string
  item_brand?: string
  price: number
  discount?: number
  quantity?: number
  index?: number
  item_list_name?: string
}

export function trackEcommerce(event: EcommerceEvent, ecommerce: Record<string, unknown>): void {
  if (!analyticsGranted || !window.dataLayer) return
  // GA4 merges ecommerce objects across pushes unless the previous one is cleared first.
  window.dataLayer.push({ ecommerce: null })
  window.dataLayer.push({ event, ecommerce })
}

export function ga4Item(product: Product, extra: Partial<Ga4Item> = {}): Ga4Item {
  const sale = product.prices.sale
  return {
    item_id: String(product.id),
    item_name: product.name,
    item_brand: product.brand_name,
    price: product.prices.price,
    ...(sale ? { discount: Math.round((sale.price_original - sale.price_sale) * 100) / 100 } : {}),
    ...extra,
  }
}

export function trackViewItemList(listName: string, products: readonly Product[]): void {
  if (products.length === 0) return
  trackEcommerce('view_item_list', {
    item_list_name: listName,
    items: products.map((product, index) => ga4Item(product, { index, item_list_name: listName })),
  })
}

export function trackSelectItem(listName: string, product: Product, index: number): void {
  trackEcommerce('select_item', {
    item_list_name: listName,
    items: [ga4Item(product, { index, item_list_name: listName })],
  })
}

export function trackViewItem(product: Product): void {
  trackEcommerce('view_item', { currency: 'EUR', value: product.prices.price, items: [ga4Item(product)] })
}
