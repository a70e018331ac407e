import { PROVIDES_CHECKOUT } from '#app/features/cart/cart-state'
import { CartPage } from '#app/features/cart-page/cart-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/cart'

/** Checkout step 0: the visitor's own cart, rendered by the server (a read; it never creates a checkout). */
export async function loader({ context }: Route.LoaderArgs) {
  const checkout = await context.cart.get({ locale: context.locale, prefix: context.prefix })
  return { checkout }
}

/** The shell takes this checkout over instead of loading the cart again (CartHost). */
export const handle = PROVIDES_CHECKOUT

/**
 * A shopper's own cart: never cached by anyone else. Crawlers may read it (they see an empty cart with its
 * description), so the page passes every SEO check (docs/decisions/0045).
 */
export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.cart', 'page.cartDescription')

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CartPage initial={loaderData.checkout} />
}
