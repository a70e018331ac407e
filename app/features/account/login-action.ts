import { redirect } from 'react-router'
import type { ShopLoadContext } from '#core/context'
import { localePath } from '#core/routes/locale'
import { loginRequestSchema } from '#core/schemas/checkout-steps'
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
  const fields = formFields(form, ['email', 'password'])
  const outcome = await context.account.login(site, fields)
  return outcome.ok ? redirect(next) : failure('login', formLevel(outcome, fields))
}

type LoginOutcome = Awaited<ReturnType<ShopLoadContext['account']['login']>>

/**
 * A login refused although both fields are well formed (a wrong password, an unknown e-mail, too many
 * tries): the API names the e-mail field only, but the message is about the form, so it is shown once, for
 * the form, rather than marking the e-mail field alone (WCAG 3.3.1, 1.3.1).
 */
function formLevel(outcome: Extract<LoginOutcome, { ok: false }>, fields: Record<string, string>) {
  const body = outcome.body as { message?: string; errors?: Record<string, string[]> }
  const fieldsNamed = Object.keys(body.errors ?? {})
  const onlyEmail = fieldsNamed.length === 1 && fieldsNamed[0] === 'email'
  if (!onlyEmail || !loginRequestSchema.safeParse(fields).success) return outcome
  const message = body.message || body.errors?.email?.[0] || ''
  return { ...outcome, body: { message, errors: {} } }
}
