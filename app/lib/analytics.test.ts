// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#core/schemas/catalog'

const product = {
  id: 7,
  name: 'Kievit S',
  brand_name: 'Alpenklinge',
  prices: { price: 93.95, sale: { price_original: 99.95, price_sale: 93.95, percentage: 6 } },
} as Product

async function fresh() {
  vi.resetModules()
  document.head.innerHTML = ''
  delete window.dataLayer
  return import('./analytics')
}

const plain = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  )

describe('analytics data layer', () => {
  beforeEach(() => {
    delete window.dataLayer
  })

  it('denies everything by default, then applies the stored choice and loads the container', async () => {
    const analytics = await fresh()
    analytics.startDataLayer('GTM-TEST1', { analytics: true, marketing: false })
    const layer = plain()
    expect(layer[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ])
    expect(layer[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ])
    expect(document.head.querySelector('script')?.getAttribute('src')).toContain('id=GTM-TEST1')
  })

  it('holds events tracked before the consent is known and sends them once it is granted', async () => {
    const analytics = await fresh()
    analytics.trackViewItem(product)
    expect(window.dataLayer).toBeUndefined()
    analytics.startDataLayer('GTM-TEST1', { analytics: true, marketing: true })
    const events = plain().filter((entry) => typeof entry === 'object' && entry !== null && 'event' in entry)
    expect(events).toContainEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'EUR',
        value: 93.95,
        items: [
          { item_id: '7', item_name: 'Kievit S', item_brand: 'Alpenklinge', price: 93.95, discount: 6 },
        ],
      },
    })
    expect(plain()).toContainEqual({ ecommerce: null })
  })

  it('drops events without analytics consent and pushes nothing without a container', async () => {
    let analytics = await fresh()
    analytics.trackViewItemList('sale', [product])
    analytics.startDataLayer('GTM-TEST1', null)
    expect(
      plain().some(
        (entry) =>
          typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'view_item_list',
      ),
    ).toBe(false)

    analytics = await fresh()
    analytics.startDataLayer(null, { analytics: true, marketing: true })
    analytics.trackViewItem(product)
    expect(window.dataLayer).toBeUndefined()
  })
})
