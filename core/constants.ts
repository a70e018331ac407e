/** Business constants and limits of spec §9, named once and imported wherever they apply. */

export const COMPARE_PRODUCTS_MAXIMUM = 2

/** Side panel versus modal, desktop versus mobile search (Tailwind's `lg`). */
export const DESKTOP_BREAKPOINT_PX = 1024

export const QUANTITY_MINIMUM = 1
/** Largest quantity a cart request may name at all; a product's own maximum is usually far lower. */
export const QUANTITY_REQUEST_MAX = 9999
export const CART_LINE_QUANTITY_OPTIONS_MAX = 20
export const PRODUCT_CARD_QUANTITY_OPTIONS_MAX = 10

export const AUTOCOMPLETE_DEBOUNCE_MS = 500
/** Manual edit is forced after more than this many failed address lookups. */
export const AUTOCOMPLETE_MAX_FAILURES = 4

export const SEARCH_INPUT_MAX_LENGTH = 512
export const SEARCH_STALLED_DELAY_MS = 200
export const SEARCH_DESKTOP_DEBOUNCE_MS = 600
export const SEARCH_HITS_PER_GROUP = 5

export const PANEL_CLOSE_DELAY_MS = 1000
export const KEEP_ME_POSTED_CLOSE_DELAY_MS = 5000
export const WISH_LIST_LINK_COPIED_MS = 4000

export const SELLING_POINTS_SHUFFLE_MS = 10_000
export const SELLING_POINT_WIDTH_PX = 250
export const SELLING_POINTS_MAX_WIDTH_PX = 1280

/** Count of selling points shown: floor(min(width, 1280) / 250) - 1, never negative. */
export function sellingPointsCount(windowWidth: number): number {
  const width = Math.max(0, Math.min(windowWidth, SELLING_POINTS_MAX_WIDTH_PX))
  return Math.max(0, Math.floor(width / SELLING_POINT_WIDTH_PX) - 1)
}

export const SALE_LABEL_MIN_PERCENTAGE = 5

export const STAR_RATING_MAXIMUM = 5
export const DEFAULT_REVIEW_RATING = 5

/** Stock message thresholds: 0 nothing, 1 "one left", above 5 "more than five", else the count. */
export const STOCK_MESSAGE_MORE_THAN = 5

export const THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS = 300_000
export const THREE_INSTALMENTS_PARTS = 3
export const THREE_INSTALMENTS_DAYS = [0, 30, 60] as const

export const SORT_OPTIONS = ['recommended', 'price_asc', 'price_desc', 'name_asc', 'name_desc'] as const
export type SortOption = (typeof SORT_OPTIONS)[number]
/** Page sizes are not in the spec; see docs/decisions. */
export const PAGE_SIZE_OPTIONS = [24, 48, 96] as const

export const PICKUP_POSTCODE_MAX_LENGTH = 7
export const PICKUP_COUNTRIES = ['NL', 'BE'] as const
export const PICKUP_DEFAULT_COUNTRY = 'NL'
export const PICKUP_DEFAULT_POSTAL_CODE = '3442AE'
export const PICKUP_MAP_TYPE = 'terrain'
export const PICKUP_INFO_WINDOW_OFFSET_PX = 35
export const PICKUP_MAP_ZOOM = 11
export const PICKUP_MAP_CENTER = { lat: 52.25, lng: 4.7 } as const

export const PRODUCT_STRIP_SHADOW_FROM = 4

export const DEFAULT_MODAL_STACKING_CLASS = 'z-40'
export const HOME_TAB_DEFAULT = 'opening-hours'

export const STORAGE_KEYS = {
  compareProducts: 'products-to-compare',
  visitedPages: 'visited-pages',
  staticData: 'static-data',
  staticDataVersion: 'static-data-version',
} as const

export const LAZY_PAGE_LOAD_TIMEOUT_MS = 120_000
export const VIDEO_SEEK_WAIT_MAX_MS = 3000
/**
 * Videos play from YouTube's privacy-enhanced host (no cookies until the shopper plays): the origin of the
 * player's iframe, which the shop's CSP allows as its only `frame-src` (docs/decisions/0131).
 */
export const YOUTUBE_PLAYER_HOST = 'https://www.youtube-nocookie.com'
export const VIDEO_PLAYER_STATES = {
  unstarted: -1,
  ended: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
  cued: 5,
} as const

/** Shortest password for an account (NIST SP 800-63B asks for at least 8; the shop asks 10). */
export const PASSWORD_MIN_LENGTH = 10
