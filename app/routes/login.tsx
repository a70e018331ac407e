import { redirect, useActionData, useSearchParams } from 'react-router'
import { localePath } from '#core/routes/locale'
import { safeRedirect } from '#app/features/account/action-data'
import { loginAction } from '#app/features/account/login-action'
import { LoginForm, RegisterForm } from '#app/features/account/login-forms'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/login'

/** A logged-in customer has nothing to do here: on to their account (or where they were going). */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (context.viewer) {
    const account = localePath(context.prefix, context.locale, 'account')
    throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect'), account))
  }
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context, localePath(context.prefix, context.locale, 'account'))
}

export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.login'),
  { name: 'robots', content: 'noindex' },
]

/** Log in, or make an account (spec §2 "Login panel"). */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t } = useI18n()
  const answer = useActionData<typeof action>()
  const [params] = useSearchParams()
  const redirectTo = params.get('redirect') ?? undefined
  return (
    <div className="mx-auto grid max-w-5xl gap-8 py-4 lg:grid-cols-2">
      <section
        aria-labelledby="login-title"
        className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
      >
        <h1 id="login-title" className="mb-1 text-2xl font-bold">
          {t('page.login')}
        </h1>
        <p className="mb-4 text-sm text-gray-700">{t('myAccount.loginIntro')}</p>
        <LoginForm answer={answer} redirectTo={redirectTo} />
      </section>
      <section
        aria-labelledby="register-title"
        className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
        id="register"
      >
        <h2 id="register-title" className="mb-1 text-2xl font-bold">
          {t('myAccount.registerTitle')}
        </h2>
        <p className="mb-4 text-sm text-gray-700">{t('myAccount.registerIntro')}</p>
        <RegisterForm answer={answer} redirectTo={redirectTo} />
      </section>
    </div>
  )
}
