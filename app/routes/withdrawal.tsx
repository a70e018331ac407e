import { Form, useActionData, useNavigation } from 'react-router'
import { errorsFor, failure, formFields, siteOf } from '#app/features/account/action-data'
import { formatOrderDate } from '#app/features/account/format'
import { privateHeaders } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { TextField } from '#app/ui/text-field'
import type { Route } from './+types/withdrawal'

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const outcome = await context.account.withdrawAsGuest(
    siteOf(context),
    formFields(form, ['number', 'email']),
  )
  if (!outcome.ok) return failure('withdraw', outcome)
  return { ok: true as const, intent: 'withdraw', ...outcome.data }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.withdrawal')

/**
 * The EU withdrawal function for shoppers without an account (Directive 2023/2673): the order number and the
 * order's e-mail, one confirmation, and the withdrawal is recorded and confirmed by mail at once.
 */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, locale } = useI18n()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { errors, message } = errorsFor(answer, 'withdraw')
  const done = answer && answer.ok ? answer : null
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h1 className="mb-2 text-2xl font-bold">{t('page.withdrawal')}</h1>
      {done ? (
        <FormBanner
          tone="success"
          message={t('myAccount.withdrawal.guestDone', {
            number: done.number,
            date: formatOrderDate(locale, done.withdrawn_at),
          })}
        />
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4" data-testid="withdrawal-form">
          <p className="text-sm text-gray-700">{t('myAccount.withdrawal.guestIntro')}</p>
          <FormBanner message={message} />
          <TextField name="number" label={t('myAccount.order.number')} required errors={errors.number} />
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('myAccount.email')}
            required
            errors={errors.email}
          />
          <div>
            <Button type="submit" variant="red" disabled={busy} data-testid="withdrawal-submit">
              {busy ? <Spinner /> : null}
              {t('myAccount.withdrawal.button')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
