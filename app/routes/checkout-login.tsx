import { Link, redirect, useActionData } from 'react-router'
import { localePath } from '#core/routes/locale'
import { siteOf } from '#app/features/account/action-data'
import { loginAction } from '#app/features/account/login-action'
import { LoginForm } from '#app/features/account/login-forms'
import { CheckoutProgress } from '#app/features/cart/checkout-progress'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { buttonClass } from '#app/ui/button'
import type { Route } from './+types/checkout-login'

/**
 * Checkout step 1, login (spec §2): a customer logs in and goes on with their cart merged into their own;
 * a guest goes on to the register step. An empty cart goes back to the cart; a customer straight on.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const site = siteOf(context)
  const elsewhere = await context.checkout.gate(site, 'login')
  if (elsewhere) throw redirect(elsewhere)
  if (context.viewer) throw redirect(localePath(site.prefix, site.locale, 'checkoutRegister'))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context, localePath(context.prefix, context.locale, 'checkoutRegister'))
}

export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.checkoutLogin'),
  { name: 'robots', content: 'noindex' },
]

export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms', 'cart')
  const { t, href } = useI18n()
  const answer = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-4xl">
      <CheckoutProgress step={1} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <p className="mb-1 text-sm text-gray-600">{t('checkout.step', { step: 1 })}</p>
          <h1 className="mb-4 text-2xl font-bold">{t('page.checkoutLogin')}</h1>
          <LoginForm answer={answer} redirectTo={href('checkoutRegister')} />
        </section>
        <section className="rounded-lg border border-gray-200 bg-gray-50 p-5">
          <h2 className="mb-2 text-xl font-semibold">{t('myAccount.guestTitle')}</h2>
          <p className="mb-4 text-sm text-gray-700">{t('myAccount.guestIntro')}</p>
          <Link to={href('checkoutRegister')} className={buttonClass('gray-outline')} data-testid="as-guest">
            {t('myAccount.guestContinue')}
          </Link>
        </section>
      </div>
    </div>
  )
}
