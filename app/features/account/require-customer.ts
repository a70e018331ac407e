import { redirect } from 'react-router'
import type { ShopLoadContext } from '#core/context'
import { localePath } from '#core/routes/locale'

/** Spec §6: the account pages need a logged-in customer; a guest goes to the login page and comes back. */
export function requireCustomer(context: ShopLoadContext, request: Request): void {
  if (context.viewer) return
  const url = new URL(request.url)
  const login = localePath(context.prefix, context.locale, 'login')
  throw redirect(`${login}?redirect=${encodeURIComponent(url.pathname + url.search)}`)
}

/** A customer's own pages are never cached by anyone else, never indexed. */
export function privateHeaders(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}
