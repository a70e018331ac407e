import type { Locale } from '#core/locales'

/**
 * Every page of the shop with its path in each language (spec §2). Paths are written without the
 * language prefix; `app/routes.ts` is generated from this table, links are built from it.
 */
export interface RouteEntry {
  /**
   * Module under app/, shared by the three languages; by default `routes/<key in kebab case>.tsx`. Left out
   * where it is the default: the browser's bundle carries this table (for links), but never needs the files.
   */
  file?: string
  paths: Record<Locale, string>
  /** Checkout step number (spec §2 "Checkout routes"). */
  step?: 0 | 1 | 2 | 3
}

export const ROUTE_TABLE = {
  home: { paths: { nl: '', en: '', de: '' } },
  cart: {
    step: 0,
    paths: { nl: 'shopping-cart', en: 'shopping-cart', de: 'warenkorb' },
  },
  checkoutRegister: {
    step: 1,
    paths: { nl: 'checkout/mijn-gegevens', en: 'checkout/my-information', de: 'checkout/meine-daten' },
  },
  checkoutLogin: {
    step: 1,
    paths: { nl: 'checkout/inloggen', en: 'checkout/login', de: 'checkout/login' },
  },
  checkoutFulfilment: {
    step: 2,
    paths: { nl: 'checkout/afronden', en: 'checkout/finish', de: 'checkout/vollstandig' },
  },
  checkoutConfirmation: {
    step: 3,
    paths: {
      nl: 'checkout/:checkoutId/bevestiging',
      en: 'checkout/:checkoutId/confirmation',
      de: 'checkout/:checkoutId/bestatigung',
    },
  },
  account: {
    paths: { nl: 'mijn-account', en: 'my-account', de: 'mein-account' },
  },
  accountAddresses: {
    paths: { nl: 'mijn-account/adressen', en: 'my-account/addresses', de: 'mein-account/adressen' },
  },
  accountOrders: {
    paths: {
      nl: 'mijn-account/bestel-historie',
      en: 'my-account/order-history',
      de: 'mein-account/bestellhistorie',
    },
  },
  accountOrder: {
    paths: {
      nl: 'mijn-account/bestel-historie/:orderId',
      en: 'my-account/order-history/:orderId',
      de: 'mein-account/bestellhistorie/:orderId',
    },
  },
  login: { paths: { nl: 'inloggen', en: 'login', de: 'anmelden' } },
  passwordRequest: {
    paths: { nl: 'wachtwoord-vergeten', en: 'forgot-password', de: 'passwort-vergessen' },
  },
  dealerRegister: {
    paths: { nl: 'dealer-registratie', en: 'dealer-registration', de: 'haendler-registrierung' },
  },
  /** The EU withdrawal function for guests (Directive 2023/2673): order number and e-mail. */
  withdrawal: {
    paths: { nl: 'herroepen', en: 'withdrawal', de: 'widerruf' },
  },
  search: { paths: { nl: 'search', en: 'search', de: 'search' } },
  wishList: { paths: { nl: 'wish-list/:token?', en: 'wish-list/:token?', de: 'wish-list/:token?' } },
  compare: {
    paths: {
      nl: 'vergelijken/:first?/:second?',
      en: 'compare/:first?/:second?',
      de: 'vergleichen/:first?/:second?',
    },
  },
  knowledgeBase: {
    paths: { nl: 'kennisbank', en: 'knowledge-base', de: 'wissensdatenbank' },
  },
  /** An article of the knowledge base; its slug is per language (server/domain/knowledge). */
  knowledgeArticle: {
    paths: { nl: 'kennisbank/:slug', en: 'knowledge-base/:slug', de: 'wissensdatenbank/:slug' },
  },
  // Customer service and legal pages (issue 10); core/routes/service-pages.ts lists them for footer, menu and sitemap.
  serviceShipping: {
    paths: {
      nl: 'klantenservice/verzenden-en-bezorgen',
      en: 'customer-service/shipping-and-delivery',
      de: 'kundenservice/versand-und-lieferung',
    },
  },
  serviceReturns: {
    paths: {
      nl: 'klantenservice/retourneren-en-herroepen',
      en: 'customer-service/returns-and-withdrawal',
      de: 'kundenservice/rueckgabe-und-widerruf',
    },
  },
  servicePayment: {
    paths: { nl: 'klantenservice/betalen', en: 'customer-service/payment', de: 'kundenservice/bezahlen' },
  },
  serviceContact: {
    paths: { nl: 'klantenservice/contact', en: 'customer-service/contact', de: 'kundenservice/kontakt' },
  },
  terms: {
    paths: { nl: 'algemene-voorwaarden', en: 'terms-and-conditions', de: 'agb' },
  },
  privacy: {
    paths: { nl: 'privacy-en-cookies', en: 'privacy-and-cookies', de: 'datenschutz-und-cookies' },
  },
  /** The accessibility statement the European Accessibility Act asks for (issue 33). */
  accessibility: {
    paths: {
      nl: 'toegankelijkheidsverklaring',
      en: 'accessibility-statement',
      de: 'erklaerung-zur-barrierefreiheit',
    },
  },
  /** Category and product links come from data (spec §2); anything else is a localized 404. */
  catchAll: { paths: { nl: '*', en: '*', de: '*' } },
} as const satisfies Record<string, RouteEntry>

export type RouteKey = keyof typeof ROUTE_TABLE
