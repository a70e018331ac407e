import type { Locale } from '#core/locales'

/**
 * Every page of the shop with its path in each language (spec §2). Paths are written without the
 * language prefix; `app/routes.ts` is generated from this table, links are built from it.
 */
export interface RouteEntry {
  /** Module under app/, shared by the three languages. */
  file: string
  paths: Record<Locale, string>
  /** Checkout step number (spec §2 "Checkout routes"). */
  step?: 0 | 1 | 2 | 3
}

export const ROUTE_TABLE = {
  home: { file: 'routes/home.tsx', paths: { nl: '', en: '', de: '' } },
  cart: {
    file: 'routes/cart.tsx',
    step: 0,
    paths: { nl: 'shopping-cart', en: 'shopping-cart', de: 'warenkorb' },
  },
  checkoutRegister: {
    file: 'routes/checkout-register.tsx',
    step: 1,
    paths: { nl: 'checkout/mijn-gegevens', en: 'checkout/my-information', de: 'checkout/meine-daten' },
  },
  checkoutLogin: {
    file: 'routes/checkout-login.tsx',
    step: 1,
    paths: { nl: 'checkout/inloggen', en: 'checkout/login', de: 'checkout/login' },
  },
  checkoutFulfilment: {
    file: 'routes/checkout-fulfilment.tsx',
    step: 2,
    paths: { nl: 'checkout/afronden', en: 'checkout/finish', de: 'checkout/vollstandig' },
  },
  checkoutConfirmation: {
    file: 'routes/checkout-confirmation.tsx',
    step: 3,
    paths: {
      nl: 'checkout/:checkoutId/bevestiging',
      en: 'checkout/:checkoutId/confirmation',
      de: 'checkout/:checkoutId/bestatigung',
    },
  },
  account: {
    file: 'routes/account.tsx',
    paths: { nl: 'mijn-account', en: 'my-account', de: 'mein-account' },
  },
  accountAddresses: {
    file: 'routes/account-addresses.tsx',
    paths: { nl: 'mijn-account/adressen', en: 'my-account/addresses', de: 'mein-account/adressen' },
  },
  accountOrders: {
    file: 'routes/account-orders.tsx',
    paths: {
      nl: 'mijn-account/bestel-historie',
      en: 'my-account/order-history',
      de: 'mein-account/bestellhistorie',
    },
  },
  accountOrder: {
    file: 'routes/account-order.tsx',
    paths: {
      nl: 'mijn-account/bestel-historie/:orderId',
      en: 'my-account/order-history/:orderId',
      de: 'mein-account/bestellhistorie/:orderId',
    },
  },
  login: { file: 'routes/login.tsx', paths: { nl: 'inloggen', en: 'login', de: 'anmelden' } },
  passwordRequest: {
    file: 'routes/password-request.tsx',
    paths: { nl: 'wachtwoord-vergeten', en: 'forgot-password', de: 'passwort-vergessen' },
  },
  dealerRegister: {
    file: 'routes/dealer-register.tsx',
    paths: { nl: 'dealer-registratie', en: 'dealer-registration', de: 'haendler-registrierung' },
  },
  /** The EU withdrawal function for guests (Directive 2023/2673): order number and e-mail. */
  withdrawal: {
    file: 'routes/withdrawal.tsx',
    paths: { nl: 'herroepen', en: 'withdrawal', de: 'widerruf' },
  },
  search: { file: 'routes/search.tsx', paths: { nl: 'search', en: 'search', de: 'search' } },
  wishList: {
    file: 'routes/wish-list.tsx',
    paths: { nl: 'wish-list/:token?', en: 'wish-list/:token?', de: 'wish-list/:token?' },
  },
  compare: {
    file: 'routes/compare.tsx',
    paths: {
      nl: 'vergelijken/:first?/:second?',
      en: 'compare/:first?/:second?',
      de: 'vergleichen/:first?/:second?',
    },
  },
  knowledgeBase: {
    file: 'routes/knowledge-base.tsx',
    paths: { nl: 'kennisbank', en: 'knowledge-base', de: 'wissensdatenbank' },
  },
  // Customer service and legal pages (issue 10); core/routes/service-pages.ts lists them for footer, menu and sitemap.
  serviceShipping: {
    file: 'routes/service-shipping.tsx',
    paths: {
      nl: 'klantenservice/verzenden-en-bezorgen',
      en: 'customer-service/shipping-and-delivery',
      de: 'kundenservice/versand-und-lieferung',
    },
  },
  serviceReturns: {
    file: 'routes/service-returns.tsx',
    paths: {
      nl: 'klantenservice/retourneren-en-herroepen',
      en: 'customer-service/returns-and-withdrawal',
      de: 'kundenservice/rueckgabe-und-widerruf',
    },
  },
  servicePayment: {
    file: 'routes/service-payment.tsx',
    paths: { nl: 'klantenservice/betalen', en: 'customer-service/payment', de: 'kundenservice/bezahlen' },
  },
  serviceContact: {
    file: 'routes/service-contact.tsx',
    paths: { nl: 'klantenservice/contact', en: 'customer-service/contact', de: 'kundenservice/kontakt' },
  },
  terms: {
    file: 'routes/terms.tsx',
    paths: { nl: 'algemene-voorwaarden', en: 'terms-and-conditions', de: 'agb' },
  },
  privacy: {
    file: 'routes/privacy.tsx',
    paths: { nl: 'privacy-en-cookies', en: 'privacy-and-cookies', de: 'datenschutz-und-cookies' },
  },
  /** Category and product links come from data (spec §2); anything else is a localized 404. */
  catchAll: { file: 'routes/catch-all.tsx', paths: { nl: '*', en: '*', de: '*' } },
} as const satisfies Record<string, RouteEntry>

export type RouteKey = keyof typeof ROUTE_TABLE
