import { describe, expect, it } from 'vitest'
import * as c from './constants'

describe('business constants of spec §9', () => {
  it('has the values the spec names', () => {
    expect(c.COMPARE_PRODUCTS_MAXIMUM).toBe(2)
    expect(c.DESKTOP_BREAKPOINT_PX).toBe(1024)
    expect(c.QUANTITY_MINIMUM).toBe(1)
    expect(c.CART_LINE_QUANTITY_OPTIONS_MAX).toBe(20)
    expect(c.PRODUCT_CARD_QUANTITY_OPTIONS_MAX).toBe(10)
    expect(c.AUTOCOMPLETE_DEBOUNCE_MS).toBe(500)
    expect(c.AUTOCOMPLETE_MAX_FAILURES).toBe(4)
    expect(c.SEARCH_INPUT_MAX_LENGTH).toBe(512)
    expect(c.SEARCH_STALLED_DELAY_MS).toBe(200)
    expect(c.SEARCH_DESKTOP_DEBOUNCE_MS).toBe(600)
    expect(c.SEARCH_HITS_PER_GROUP).toBe(5)
    expect(c.PANEL_CLOSE_DELAY_MS).toBe(1000)
    expect(c.KEEP_ME_POSTED_CLOSE_DELAY_MS).toBe(5000)
    expect(c.WISH_LIST_LINK_COPIED_MS).toBe(4000)
    expect(c.SELLING_POINTS_SHUFFLE_MS).toBe(10000)
    expect(c.SALE_LABEL_MIN_PERCENTAGE).toBe(5)
    expect(c.STAR_RATING_MAXIMUM).toBe(5)
    expect(c.DEFAULT_REVIEW_RATING).toBe(5)
    expect(c.THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS).toBe(300000)
    expect(c.THREE_INSTALMENTS_DAYS).toEqual([0, 30, 60])
    expect(c.SORT_OPTIONS).toEqual(['recommended', 'price_asc', 'price_desc', 'name_asc', 'name_desc'])
    expect(c.PICKUP_POSTCODE_MAX_LENGTH).toBe(7)
    expect(c.PICKUP_COUNTRIES).toEqual(['NL', 'BE'])
    expect(c.PICKUP_DEFAULT_POSTAL_CODE).toBe('3442AE')
    expect(c.PICKUP_MAP_ZOOM).toBe(11)
    expect(c.PICKUP_MAP_CENTER).toEqual({ lat: 52.25, lng: 4.7 })
    expect(c.PICKUP_INFO_WINDOW_OFFSET_PX).toBe(35)
    expect(c.PRODUCT_STRIP_SHADOW_FROM).toBe(4)
    expect(c.DEFAULT_MODAL_STACKING_CLASS).toBe('z-40')
    expect(c.HOME_TAB_DEFAULT).toBe('opening-hours')
    expect(c.STORAGE_KEYS.compareProducts).toBe('products-to-compare')
    expect(c.LAZY_PAGE_LOAD_TIMEOUT_MS).toBe(120000)
    expect(c.VIDEO_SEEK_WAIT_MAX_MS).toBe(3000)
    expect(c.VIDEO_PLAYER_STATES).toEqual({
      unstarted: -1,
      ended: 0,
      playing: 1,
      paused: 2,
      buffering: 3,
      cued: 5,
    })
  })

  it.each([
    [1920, 4],
    [1280, 4],
    [1279, 4],
    [1024, 3],
    [999, 2],
    [750, 2],
    [749, 1],
    [500, 1],
    [499, 0],
    [390, 0],
    [0, 0],
    [-10, 0],
  ])('shows floor(min(%i, 1280) / 250) - 1 = %i selling points', (width, count) => {
    expect(c.sellingPointsCount(width)).toBe(count)
  })
})
