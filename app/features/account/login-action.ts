import { redirect } from 'react-router'
import type { ShopLoadContext } from '#core/context'
import { localePath } from '#core/routes/locale'
import { failure, formFields, safeRedirect, siteOf } from './action-data'

/**
 * The action of the login page, the checkout login step and the header's account panel: `intent=login`,
 * `register` or `logout`. Success sends the shopper on (`redirect`, else `fallback`); the root loader runs
 * again after the action, so the header shows the new state.
 */
export async function loginAction(request: Request, context: ShopLoadContext, fallback: string) {
  const form = await request.formData()
  const site = siteOf(context)
  const intent = form.get('intent')
  const next = safeRedirect(form.get('redirect'), fallback)
  if (intent === 'logout') {
    await context.account.logout()
    return redirect(localePath(site.prefix, site.locale, 'home'))
  }
  if (intent === 'register') {
    const outcome = await context.account.register(
      site,
      formFields(form, ['first_name', 'last_name', 'email', 'password']),
    )
    return outcome.ok ? redirect(next) : failure('register', outcome)
  }
  const outcome = await context.account.login(site, formFields(form, ['email', 'password']))
  return outcome.ok ? redirect(next) : failure('login', outcome)
}
