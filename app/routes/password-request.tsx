import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router'
import { errorsFor, failure, formFields, siteOf } from '#app/features/account/action-data'
import { privateHeaders } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { TextField } from '#app/ui/text-field'
import type { Route } from './+types/password-request'
import { NewPasswordField } from '#app/features/account/new-password-field'

/** `intent=request`: send the link; `intent=reset`: the link's token and the new password. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const site = siteOf(context)
  const intent = form.get('intent') === 'reset' ? 'reset' : 'request'
  const outcome =
    intent === 'reset'
      ? await context.account.resetPassword(site, formFields(form, ['token', 'password']))
      : await context.account.requestPasswordReset(site, formFields(form, ['email']))
  if (!outcome.ok) return failure(intent, outcome)
  return { ok: true as const, intent, message: outcome.data.message }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.passwordRequest'),
  { name: 'robots', content: 'noindex' },
]

/** Password reset by e-mail (issue 9): ask for the link, then choose a new password with it. */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, href } = useI18n()
  const answer = useActionData<typeof action>()
  const [params] = useSearchParams()
  const token = params.get('token')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const intent = token ? 'reset' : 'request'
  const { errors, message } = errorsFor(answer, intent)
  const done = answer?.ok === true && answer.intent === intent ? answer.message : null
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h1 className="mb-2 text-2xl font-bold">
        {t(token ? 'myAccount.reset.title' : 'page.passwordRequest')}
      </h1>
      {done ? (
        <>
          <FormBanner tone="success" message={done} />
          <p className="mt-4">
            <Link to={href('login')} className="text-sm text-brand-800 underline">
              {t('myAccount.toLogin')}
            </Link>
          </p>
        </>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4" data-testid="password-form">
          <input type="hidden" name="intent" value={intent} />
          <p className="text-sm text-gray-700">
            {t(token ? 'myAccount.reset.intro' : 'myAccount.request.intro')}
          </p>
          <FormBanner message={message ?? errors.token?.[0] ?? null} />
          {token ? (
            <>
              <input type="hidden" name="token" value={token} />
              <NewPasswordField name="password" required errors={errors.password} />
            </>
          ) : (
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('myAccount.email')}
              required
              errors={errors.email}
            />
          )}
          <div>
            <Button type="submit" disabled={busy} data-testid="password-submit">
              {busy ? <Spinner /> : null}
              {t(token ? 'myAccount.reset.submit' : 'myAccount.request.submit')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
