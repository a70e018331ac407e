import { localePath } from '#core/routes/locale'
import type { LocaleSite } from '#core/context'
import type { CheckoutRoutes } from '#core/schemas/checkout'

/** Login, password request, cart and checkout pages in the request's language and prefix. */
export function checkoutRoutes(site: LocaleSite, checkoutId: string | null = null): CheckoutRoutes {
  const { prefix, locale } = site
  return {
    login: localePath(prefix, locale, 'login'),
    password_request: localePath(prefix, locale, 'passwordRequest'),
    shopping_cart: localePath(prefix, locale, 'cart'),
    checkout: localePath(prefix, locale, 'checkoutRegister'),
    checkout_login: localePath(prefix, locale, 'checkoutLogin'),
    fulfilment: localePath(prefix, locale, 'checkoutFulfilment'),
    confirmation: checkoutId ? localePath(prefix, locale, 'checkoutConfirmation', { checkoutId }) : null,
  }
}
