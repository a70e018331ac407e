// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "handleDisabledFileLoadingAsSuccess": true } }
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#core/schemas/catalogue'

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
    // The data layer's code loads on demand, once a container is configured.
    await vi.waitFor(() => expect(window.dataLayer).toBeDefined())
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
    await vi.waitFor(() => expect(window.dataLayer).toBeDefined())
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
    analytics.trackViewItem(product)
    await vi.waitFor(() => expect(document.head.querySelector('script')).not.toBeNull())
    expect(plain()).toContainEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
    expect(
      plain().some(
        (entry) =>
          typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'view_item_list',
      ),
    ).toBe(false)

    analytics = await fresh()
    analytics.startDataLayer(null, { analytics: true, marketing: true })
    analytics.trackViewItem(product)
    analytics.updateConsent({ analytics: true, marketing: true })
    // Nothing would come later either: without a container the data layer's code never loads.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(window.dataLayer).toBeUndefined()
    expect(document.head.querySelector('script')).toBeNull()
  })

  it('keeps the order of calls made while its code loads: a withdrawn consent holds for the next event', async () => {
    const analytics = await fresh()
    analytics.startDataLayer('GTM-TEST1', { analytics: true, marketing: true })
    analytics.updateConsent({ analytics: false, marketing: false })
    analytics.trackViewItem(product)
    await vi.waitFor(() => expect(window.dataLayer).toBeDefined())
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(plain().filter((entry) => Array.isArray(entry) && entry[1] === 'update')).toEqual([
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
      ['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })],
    ])
    expect(
      plain().some(
        (entry) =>
          typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'view_item',
      ),
    ).toBe(false)
  })
})
