/**
 * The browser loads the message catalogue in parts (docs/decisions/0042): `shell` with the first load of
 * every page (the shell, the catalogue pages, the cart), `forms` with the pages and panels of the account,
 * the checkout and the other forms, `service` with the customer service and legal pages (long texts no other
 * page needs), `knowledge` with the knowledge base view and its articles, `shopper` with the wish-list
 * and compare panels and pages (issue 12: loaded with the first panel or page that needs them), `search`
 * with the search popover and page (issue 13). The server always has every message. A key's part follows
 * from its namespace; the few keys of a forms namespace that the shell shows are listed one by one.
 * Per page kind (docs/decisions/0075): `cart` (the cart page, the add-to-cart panel, the checkout's summary),
 * `product` (the product page), `listing` (the category page's and the search page's sorting, filters and
 * pagination) and `home`; `entry.client` loads the part a page marks (`data-message-part`) with the shell part
 * before hydration, a client navigation loads it with the page (`useMessages`).
 */
export const MESSAGE_PARTS = [
  'shell',
  'forms',
  'service',
  'knowledge',
  'shopper',
  'search',
  'cart',
  'product',
  'listing',
  'home',
] as const
export type MessagePart = (typeof MESSAGE_PARTS)[number]

export function isMessagePart(value: unknown): value is MessagePart {
  return typeof value === 'string' && (MESSAGE_PARTS as readonly string[]).includes(value)
}

const FORMS_NAMESPACES = new Set([
  'account',
  'address',
  'checkout',
  'dealer',
  'form',
  // The keep-me-posted panel (docs/decisions/0065): loaded with the panel; its button's label is in the shell.
  'keepMePosted',
  'myAccount',
  'payment',
  'pickup',
  'validation',
])

/** Keys of a forms namespace that the shell itself shows: the account button, the checkout login's step. */
const SHELL_KEYS = new Set([
  'myAccount.hello',
  'checkout.step',
  // The cards' and product page's wish-list and compare buttons (issue 12).
  'wishList.button.add',
  'wishList.button.saved',
  'wishList.button.addLabel',
  'wishList.button.savedLabel',
  'compare.button.label',
  'compare.button.add',
  // The header's search box, rendered with every page; its results load the `search` part on first focus.
  'search.label',
  'search.placeholder',
  'search.submit',
  'search.clear',
  // The product page's keep-me-posted button (out of stock); its panel loads the `forms` part.
  'keepMePosted.button',
  // Of the page-kind namespaces: the header's cart count, the add-to-cart button of cards and product page,
  // the cart errors the shell shows after any cart action (cart-errors.ts), the opening hours of the home's
  // tabs that the account's order page shows too.
  'cart.count',
  'cart.addNamed',
  'cart.showCart',
  'cart.notEnoughSupply',
  'product.addToCart',
  'product.addToCart.adding',
  'home.openingHours.closed',
])

/** The category page's sorting, filters, pagination and counts (the search page shows them too). */
const LISTING_PREFIXES = [
  'catalog.subcategories',
  'catalog.products',
  'catalog.filters.',
  'catalog.empty',
  'catalog.emptyCategory',
  'catalog.sort.',
  'catalog.perPage.',
  'catalog.apply',
  'catalog.pagination.',
  // The category's meta, built by the loader on the server.
  'catalog.category.',
]

/** The wish-list and compare panels and pages (issue 12), the product page's reviews and review panel. */
const SHOPPER_NAMESPACES = new Set(['wishList', 'compare', 'review'])

export function messagePartOf(key: string): MessagePart {
  if (SHELL_KEYS.has(key) || key.startsWith('cart.error.') || key.startsWith('cart.warning.')) return 'shell'
  const namespace = key.split('.', 1)[0]!
  if (namespace === 'cart' || namespace === 'product' || namespace === 'home') return namespace
  if (LISTING_PREFIXES.some((prefix) => key === prefix || (prefix.endsWith('.') && key.startsWith(prefix))))
    return 'listing'
  if (namespace === 'service') return 'service'
  if (namespace === 'knowledge') return 'knowledge'
  if (SHOPPER_NAMESPACES.has(namespace)) return 'shopper'
  if (namespace === 'search') return 'search'
  return FORMS_NAMESPACES.has(namespace) ? 'forms' : 'shell'
}
