import type { Product } from '#core/schemas/catalogue'
import type * as DataLayer from './data-layer'

/**
 * The one door to the tag manager's data layer (consent mode v2 and GA4 e-commerce events). Nothing is
 * pushed unless the owner configured a container (TAG_MANAGER_ID): only then does the data layer's code
 * (`data-layer.ts`) load, after the page, so that shops without one never download it.
 */
export interface ConsentChoice {
  analytics: boolean
  marketing: boolean
}

export type EcommerceEvent =
  | 'view_item_list'
  | 'view_item'
  | 'select_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase'

export type { Ga4Item } from './data-layer'

type Call = (layer: typeof DataLayer) => void

// Lists and pages render (and track) before the shell has read the stored consent: their calls wait until
// then, and go to the data layer in the order made once its code is there.
let pending: Call[] | null = []
let layer: Promise<typeof DataLayer> | null = null

function call(forward: Call): void {
  if (pending) pending.push(forward)
  // A failed download loses only analytics: the shop works on.
  else if (layer) layer.then(forward, () => {})
}

/** Starts the data layer once, with the stored choice; without a container every call is dropped from now on. */
export function startDataLayer(id: string | null, stored: ConsentChoice | null): void {
  if (!pending) return
  const held = pending
  pending = null
  if (!id) return
  layer = import('./data-layer')
  call((dataLayer) => dataLayer.startDataLayer(id, stored))
  for (const forward of held) call(forward)
}

export function updateConsent(choice: ConsentChoice): void {
  call((dataLayer) => dataLayer.updateConsent(choice))
}

export function trackEcommerce(event: EcommerceEvent, ecommerce: Record<string, unknown>): void {
  call((dataLayer) => dataLayer.trackEcommerce(event, ecommerce))
}

export function trackViewItemList(listName: string, products: readonly Product[]): void {
  call((dataLayer) => dataLayer.trackViewItemList(listName, products))
}

export function trackSelectItem(listName: string, product: Product, index: number): void {
  call((dataLayer) => dataLayer.trackSelectItem(listName, product, index))
}

export function trackViewItem(product: Product): void {
  call((dataLayer) => dataLayer.trackViewItem(product))
}
