import { describe, expect, it } from 'vitest'
import { isMessagePart, messagePartOf } from './message-parts'

describe('message parts per page kind (decision 0075)', () => {
  it.each([
    ['cart.count', 'shell'],
    ['cart.addNamed', 'shell'],
    ['cart.error.general', 'shell'],
    ['cart.warning.accept', 'shell'],
    ['cart.coupon.title', 'cart'],
    ['cart.panel.title', 'cart'],
    ['product.addToCart', 'shell'],
    ['product.gallery.label', 'product'],
    ['catalog.card.free', 'shell'],
    ['catalog.productCount', 'shell'],
    ['catalog.filters.brand', 'listing'],
    ['catalog.sort.price_asc', 'listing'],
    ['catalog.emptyCategory', 'listing'],
    ['home.hero.title', 'home'],
    ['home.openingHours.closed', 'shell'],
    ['page.cart', 'shell'],
  ])('%s is in the %s part', (key, part) => {
    expect(messagePartOf(key)).toBe(part)
  })

  it('knows its parts', () => {
    expect(isMessagePart('listing')).toBe(true)
    expect(isMessagePart('toString')).toBe(false)
    expect(isMessagePart(null)).toBe(false)
  })
})
