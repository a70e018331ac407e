import type { Context } from 'hono'
import type { CheckoutOutcome, LocaleSite, ShopLoadContext } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { Locale } from '#core/locales'
import type { Config } from '../config'
import type { CartService } from '#server/domain/cart/cart'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import type { AccountsModule } from './accounts'
import type { Viewer } from '#server/domain/customers/customers'
import type { CheckoutRequest } from '#server/domain/shared/outcomes'
import type { StaticDataService } from '#server/domain/shell/static-data'
import type { SearchService } from '#server/domain/search/search'
import type { WishListsService } from '#server/domain/wish-list/wish-lists'
import { searchVisitor } from './front-api/search'
import { wishListOwner } from './front-api/wish-list'
import { sessionCheckoutId } from './front-api/checkout-request'
import type { AppEnv } from './env'
import { RateLimitedError } from '#server/domain/limits/limiter'
import { translate } from '../i18n/translate'
import { triesPassword } from './front-api/account'
import { loginLimits } from './front-api/login'
import { hostname } from './middleware/locale'

/** The domain services pages use; the same for every request, created once with the app. */
export type PageServices = Pick<ShopLoadContext, 'shell' | 'catalog' | 'service' | 'knowledge'> & {
  search: SearchService
  staticData: StaticDataService
  cart: CartService
  checkout: CheckoutModule
  accounts: AccountsModule
  wishLists: WishListsService
}

/** What React Router loaders and actions get as `context` (core/context.ts, decision 0003). */
export function createLoadContext(
  c: Context<AppEnv>,
  deps: {
    config: Pick<Config, 'localeHosts' | 'publicUrl' | 'tagManagerId' | 'mapTiles'>
    services: PageServices
    /** The logged-in customer's name and dealer flag (null for a guest). */
    viewer?: Viewer | null
  },
): ShopLoadContext {
  const session = c.get('session')
  const { staticData, cart, checkout, accounts, wishLists, ...services } = deps.services
  // Menu links carry this host's prefix for the request's language; other languages get their default.
  const prefixFor = (locale: Locale) => (locale === c.get('locale') ? c.get('localePrefix') : undefined)
  return {
    requestId: c.get('requestId'),
    logError: (error) =>
      c.get('logger').error({ err: error, method: c.req.method, path: c.req.path }, 'page failed'),
    cspNonce: c.get('cspNonce'),
    locale: c.get('locale'),
    prefix: c.get('localePrefix'),
    hostMap: deps.config.localeHosts,
    publicUrl: publicOrigin(c, deps.config),
    session: session.id ? { id: session.id, customerId: session.customerId } : null,
    tagManagerId: deps.config.tagManagerId,
    mapTiles: deps.config.mapTiles,
    ...services,
    // A search the shopper asked for on the search page counts for the popular terms, once per visitor.
    search: {
      search: (site, batch, options) =>
        services.search.search(site, batch, { ...options, visitor: searchVisitor(c) }),
    },
    // The session's cart, read only: a page never creates one.
    cart: { get: (site) => cart.read(site, sessionCheckoutId(c), { customerId: session.customerId }) },
    checkout: checkoutPages(c, checkout),
    account: accountPages(c, checkout, accounts),
    wishList: {
      page: async (site, token) => {
        const page = await wishLists.page(site, wishListOwner(session), token)
        if (!page) return null
        const current = page.current
        const products = current
          ? await services.catalog.products(
              site,
              current.items.map((item) => item.productId),
            )
          : []
        const itemOf = new Map(current?.items.map((item) => [item.productId, item.itemId]))
        return {
          lists: page.lists,
          authenticated: session.customerId !== null,
          current: current && {
            list: current.list,
            own: current.own,
            products: products.map((product) => ({ ...product, item_id: itemOf.get(product.id)! })),
          },
        }
      },
    },
    staticData: {
      version: (locale) => staticData.version(locale, prefixFor(locale)),
      get: (locale) => staticData.get(locale, prefixFor(locale)),
    },
    viewer: deps.viewer ?? null,
    // Spec §6: an approved dealer account sees dealer prices; a pending one does not yet.
    isDealer: deps.viewer?.is_dealer ?? false,
  }
}

/**
 * PUBLIC_URL, except on a host of the host map: each language's host is its own origin (with
 * PUBLIC_URL's scheme), so its canonical links must point there.
 */
function publicOrigin(c: Context<AppEnv>, config: Pick<Config, 'localeHosts' | 'publicUrl'>): string {
  const host = hostname(new URL(c.req.url).host)
  if (!Object.hasOwn(config.localeHosts, host)) return config.publicUrl
  return `${new URL(config.publicUrl).protocol}//${host}`
}

/** The checkout steps for pages: the same calls as `/front-api/checkout…`, for the session's checkout. */
function checkoutPages(c: Context<AppEnv>, checkout: CheckoutModule): ShopLoadContext['checkout'] {
  const request = (site: LocaleSite): CheckoutRequest => ({
    site,
    session: c.get('session'),
    returnOrigin: c.get('returnOrigin'),
  })
  const { steps, placing, login } = checkout
  return {
    gate: (site, page) =>
      typeof page === 'object'
        ? placing
            .confirmation(request(site), page.confirmation)
            .then((outcome) =>
              outcome.ok ? null : 'redirect_to' in outcome.body ? outcome.body.redirect_to : stepsHome(site),
            )
        : steps.gate(request(site), page),
    register: (site) => steps.register(request(site)),
    saveRegister: (site, body) => steps.saveRegister(request(site), body),
    fulfilment: (site) => steps.fulfilment(request(site)),
    change: (site, kind, body) => steps.change(request(site), kind, body),
    startTransaction: (site, body) => placing.startTransaction(request(site), body),
    confirmation: (site, checkoutId) => placing.confirmation(request(site), checkoutId),
    createAccount: (site, checkoutId, body) => placing.createAccount(request(site), checkoutId, body),
    login: (site, body) => limitedLogin(c, site, body, () => login.login(request(site), body)),
    logout: () => login.logout(request({ locale: c.get('locale'), prefix: c.get('localePrefix') })),
  }
}

/**
 * A call that tries a password (login, a change with the current password, the reset steps) counts against
 * the login limits as its API call does; a page shows the refusal on the form (422 with the 429's message).
 */
async function limitedLogin<T>(
  c: Context<AppEnv>,
  site: LocaleSite,
  body: unknown,
  call: () => Promise<CheckoutOutcome<T>>,
): Promise<CheckoutOutcome<T>> {
  try {
    await c.get('enforceLimits')(loginLimits(c, body))
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    const message = translate(site.locale, 'error.tooManyRequests')
    return { ok: false, status: 422, body: { message, errors: { email: [message] } } }
  }
  return call()
}

/** The account for pages: the same calls as `/front-api/customer…`, for the session's customer. */
function accountPages(
  c: Context<AppEnv>,
  checkout: CheckoutModule,
  accounts: AccountsModule,
): ShopLoadContext['account'] {
  const request = (site: LocaleSite): CheckoutRequest => ({
    site,
    session: c.get('session'),
    returnOrigin: c.get('returnOrigin'),
  })
  const { customer, addresses, orders, passwordReset, dealers } = accounts
  return {
    customer: (site) => customer.customer(request(site)),
    login: (site, body) => limitedLogin(c, site, body, () => checkout.login.login(request(site), body)),
    logout: () => checkout.login.logout(request({ locale: c.get('locale'), prefix: c.get('localePrefix') })),
    register: (site, body) => customer.register(request(site), body),
    registerDealer: (site, body) => dealers.register(request(site), body),
    update: (site, body) =>
      triesPassword(body)
        ? limitedLogin(c, site, body, () => customer.update(request(site), body))
        : customer.update(request(site), body),
    remove: (site) => customer.remove(request(site)),
    requestPasswordReset: (site, body) =>
      limitedLogin(c, site, body, () => passwordReset.request(request(site), body)),
    resetPassword: (site, body) =>
      limitedLogin(c, site, body, () => passwordReset.reset(request(site), body)),
    addresses: (site) => addresses.list(request(site)),
    orders: (site) => orders.list(request(site)),
    order: (site, orderId) => orders.get(request(site), orderId),
    withdraw: (site, orderId) => orders.withdraw(request(site), orderId),
    withdrawAsGuest: (site, body) => orders.withdrawAsGuest(request(site), body),
  }
}

/** Where a confirmation that is not this visitor's sends them: the cart. */
function stepsHome(site: LocaleSite): string {
  return localePath(site.prefix, site.locale, 'cart')
}
