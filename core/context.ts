import type { MessageBody, ValidationErrorBody } from './api'
import type {
  AccountOrderResponse,
  AddressListResponse,
  CustomerResponse,
  GuestWithdrawalResponse,
  OrderListResponse,
} from './schemas/account'
import type { Locale } from './locales'
import type { MapTiles } from './map-tiles'
import type { HomeContent, ListingQuery, Product, ProductDetail, ResolvedPath } from './schemas/catalogue'
import type {
  Checkout,
  FulfilmentResponse,
  NotEnoughSupplyResponse,
  RegisterResponse,
  StepRedirectResponse,
} from './schemas/checkout'
import type { Customer } from './schemas/customer'
import type { DealerRegisterResponse } from './schemas/dealer'
import type {
  ConfirmationElsewhereResponse,
  ConfirmationResponse,
  CreateAccountResponse,
} from './schemas/order'
import type { ArticleLookup, KnowledgeOverview } from './schemas/knowledge'
import type { PaymentPageData, ShippingPageData } from './schemas/service'
import type { SearchBatch, SearchResponse } from './schemas/search'
import type { ShellData } from './schemas/shell'
import type { StaticDataResponse } from './schemas/static-data'
import type { WishListPage } from './schemas/wish-list'

/**
 * What the server hands every React Router loader and action (`context`). The app never imports
 * `server/`; it reaches the domain through this interface, which `server/http/load-context.ts`
 * implements (docs/decisions/0003).
 */
/** A language and its path prefix on this host ('' or '/en', '/de'). */
export interface LocaleSite {
  locale: Locale
  prefix: string
}

export interface ShopLoadContext {
  requestId: string
  /**
   * Logs a rendering error through the server's logger, with the request id and without query parameters
   * (React Router's `handleError` in app/entry.server.tsx calls it instead of console.error).
   */
  logError(error: unknown): void
  /** This request's Content-Security-Policy nonce, for the inline scripts React Router renders. */
  cspNonce: string
  locale: Locale
  /** '' or '/en', '/de' for the resolved locale on this host. */
  prefix: string
  /** Host → locale map of `LOCALE_HOSTS`. */
  hostMap: Readonly<Record<string, Locale>>
  /** Absolute origin used for canonical and hreflang links, e.g. `https://shop.example`. */
  publicUrl: string
  /** The session, when the request had a valid one. */
  session: { id: string; customerId: string | null } | null
  staticData: {
    /** The static-data version stamp for a locale (cheap: one small query). */
    version(locale: Locale): Promise<string>
    get(locale: Locale): Promise<StaticDataResponse>
  }
  /** Company name, logo, the physical store and the company's registration, for the page shell and the home tab. */
  shell(locale: Locale): Promise<ShellData>
  /** What the customer service pages read from the shop's settings (shipping rates, payment methods). */
  service: {
    shipping(locale: Locale): Promise<ShippingPageData>
    payment(locale: Locale): Promise<PaymentPageData>
  }
  /** The knowledge base (spec §1): its view with the sections, an article by its slug in the site's language. */
  knowledge: {
    overview(site: LocaleSite): Promise<KnowledgeOverview>
    article(site: LocaleSite, slug: string): Promise<ArticleLookup>
  }
  /**
   * The catalogue in the request's language. Links in what it returns carry the request's prefix, so pages
   * use them as they are; `alternates` are paths without prefix.
   */
  /**
   * Search (issue 13): the batch of the search API, links with the site's prefix. `browse`: a batch without
   * a query lists the assortment (the search page) instead of answering empty results.
   */
  search: {
    search(site: LocaleSite, batch: SearchBatch, options?: { browse?: boolean }): Promise<SearchResponse>
  }
  catalog: {
    /** A path (without prefix) that is no fixed page: a category, a product, an old slug that moved, else null. */
    resolvePath(site: LocaleSite, path: string, query: ListingQuery): Promise<ResolvedPath | null>
    home(site: LocaleSite): Promise<HomeContent>
    products(site: LocaleSite, ids: number[]): Promise<Product[]>
    /** Whole products (features, slides…) in the order asked for, leaving out unknown and inactive ones. */
    productDetails(site: LocaleSite, ids: number[]): Promise<ProductDetail[]>
  }
  /**
   * The visitor's cart (the checkout of the session) in the request's language, for server-rendering the
   * cart page and the header count. A read: it never creates a checkout; without one it is empty (id '').
   */
  cart: {
    get(site: LocaleSite): Promise<Checkout>
  }
  /**
   * The checkout steps for the pages' loaders and actions (register, login, fulfilment, confirmation), on
   * the same domain functions as the `/front-api/checkout…` calls, for the session's checkout. Actions get
   * the API's answers as outcomes: `ok` with the data, or the status and body the API would answer (422
   * field errors in the request's language, 409 with `redirect_to` for a step not yet done, 404).
   */
  checkout: CheckoutPages
  /** The session customer's own account (issue 9), on the same domain functions as `/front-api/customer…`. */
  account: AccountPages
  /**
   * The wish-list page (spec §2 /wish-list): the shopper's lists and one of them with its products; `token`
   * names a list (the shopper's own, or anyone's public one), null the shopper's first. Null: no list the
   * shopper may read has that token (404).
   */
  wishList: {
    page(site: LocaleSite, token: string | null): Promise<WishListPage | null>
  }
  /** Google Tag Manager container id when the owner enabled the data layer, else null. */
  tagManagerId: string | null
  /** The tiles of the pickup-point map (MAP_TILE_URL), for the page that opens the chooser. */
  mapTiles: MapTiles
  /** The logged-in customer as the shell shows them; null for a guest. */
  viewer: { first_name: string; is_dealer: boolean } | null
  /** Whether the visitor sees dealer prices (spec §6: original price only, no sale marks). */
  isDealer: boolean
}

/** What a checkout call answers: the data, or the status and body of the refusal. */
export type CheckoutOutcome<T> =
  | { ok: true; data: T }
  | {
      ok: false
      status: 401 | 403 | 404 | 409 | 422 | 502 | 503
      body:
        | ValidationErrorBody
        | MessageBody
        | StepRedirectResponse
        | NotEnoughSupplyResponse
        | ConfirmationElsewhereResponse
    }

/** The `PUT /front-api/checkout/{id}/fulfilment…` changes, by the last path segment ('method' is the bare path). */
export const FULFILMENT_CHANGES = [
  'method',
  'payment',
  'payment-bank',
  'address',
  'address-pickup-point',
  'addressInvoice',
  'customer-comment',
  'discount-code',
  'customer-reference',
  'newsletter-subscription',
  'create-account',
] as const
export type FulfilmentChange = (typeof FULFILMENT_CHANGES)[number]

/** A checkout page, for `gate`. */
export type CheckoutPage = 'register' | 'login' | 'fulfilment' | { confirmation: string }

export interface LoginResponse {
  customer: Customer
  checkout: Checkout
}

export interface CheckoutPages {
  /**
   * Where the page must send the shopper instead (spec §2: a later step requires the earlier ones; an empty
   * cart cannot enter the checkout), or null when it may be shown.
   */
  gate(site: LocaleSite, page: CheckoutPage): Promise<string | null>
  /** Step 1: the checkout with the shopper (a read). */
  register(site: LocaleSite): Promise<RegisterResponse>
  /** Step 1's form: the body of `POST/PUT /front-api/checkout/register`. */
  saveRegister(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<RegisterResponse>>
  /** Step 2: the checkout with the methods to choose from. */
  fulfilment(site: LocaleSite): Promise<CheckoutOutcome<FulfilmentResponse>>
  /** One of step 2's changes, with the body of its `PUT`. */
  change(
    site: LocaleSite,
    change: FulfilmentChange,
    body: unknown,
  ): Promise<CheckoutOutcome<FulfilmentResponse>>
  /**
   * `POST …/transaction`: the checkout whose newest transaction carries the provider's `checkout_url` to
   * send the shopper to (none when nothing was left to pay: go to the confirmation).
   */
  startTransaction(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<FulfilmentResponse>>
  /** Step 3 of a checkout this session placed (the payment's status is fetched from the provider first). */
  confirmation(site: LocaleSite, checkoutId: string): Promise<CheckoutOutcome<ConfirmationResponse>>
  /** `POST …/confirmation/create-account`: an account for the order's e-mail, logged in at once. */
  createAccount(
    site: LocaleSite,
    checkoutId: string,
    body: unknown,
  ): Promise<CheckoutOutcome<CreateAccountResponse>>
  /** The checkout login step (`POST /front-api/login`); the guest's cart joins the customer's. */
  login(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<LoginResponse>>
  logout(): Promise<void>
}

/**
 * The account pages' loaders and actions: every call acts on the session's customer; a guest gets 401, an
 * address or order of someone else 404 (as the API answers).
 */
export interface AccountPages {
  /** The session's customer; the empty customer for a guest. */
  customer(site: LocaleSite): Promise<Customer>
  /** `POST /front-api/login`: a new session id, the guest's cart joins the customer's. */
  login(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<LoginResponse>>
  logout(): Promise<void>
  register(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<CustomerResponse>>
  /** The dealer register form: an account pending approval, logged in at once. */
  registerDealer(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<DealerRegisterResponse>>
  update(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<CustomerResponse>>
  /** Forget-me. */
  remove(site: LocaleSite): Promise<CheckoutOutcome<CustomerResponse>>
  requestPasswordReset(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<MessageBody>>
  resetPassword(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<MessageBody>>
  addresses(site: LocaleSite): Promise<CheckoutOutcome<AddressListResponse>>
  orders(site: LocaleSite): Promise<CheckoutOutcome<OrderListResponse>>
  order(site: LocaleSite, orderId: string): Promise<CheckoutOutcome<AccountOrderResponse>>
  withdraw(site: LocaleSite, orderId: string): Promise<CheckoutOutcome<AccountOrderResponse>>
  withdrawAsGuest(site: LocaleSite, body: unknown): Promise<CheckoutOutcome<GuestWithdrawalResponse>>
}
