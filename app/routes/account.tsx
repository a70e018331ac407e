import { useCallback, useState } from 'react'
import { Link, redirect, useLoaderData } from 'react-router'
import { localePath } from '#core/routes/locale'
import { failure, formFields, siteOf } from '#app/features/account/action-data'
import { AccountEditPanel } from '#app/features/account/account-edit-panel'
import { AccountLayout } from '#app/features/account/account-layout'
import { ForgetMe } from '#app/features/account/forget-me'
import { privateHeaders, requireCustomer } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { Button } from '#app/ui/button'
import type { Route } from './+types/account'

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCustomer(context, request)
  return { customer: await context.account.customer(siteOf(context)) }
}

/** `intent=update`: the account edit panel; `intent=delete`: forget-me. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const site = siteOf(context)
  if (form.get('intent') === 'delete') {
    const outcome = await context.account.remove(site)
    if (!outcome.ok) return failure('delete', outcome)
    return redirect(`${localePath(site.prefix, site.locale, 'home')}?account=deleted`)
  }
  // Spec §4: the password fields are sent only when the toggle is on (the current one also for a new e-mail).
  const fields = formFields(form, ['first_name', 'last_name', 'email', 'password'])
  const body = form.get('change_password') ? { ...fields, ...formFields(form, ['new_password']) } : fields
  const outcome = await context.account.update(site, body)
  if (!outcome.ok) return failure('update', outcome)
  return { ok: true as const, intent: 'update', customer: outcome.data.customer }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.account'),
  { name: 'robots', content: 'noindex' },
]

/** My account (spec §2 "My account pages"): the details, their edit panel, the links, forget-me. */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, href } = useI18n()
  const { customer } = useLoaderData<typeof loader>()
  const [editing, setEditing] = useState(false)
  const close = useCallback(() => setEditing(false), [])
  return (
    <AccountLayout title={t('page.account')}>
      <div className="flex flex-col gap-6">
        <section
          className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
          data-testid="account-details"
        >
          <h2 className="mb-3 text-lg font-semibold">{t('myAccount.details')}</h2>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-gray-600">{t('myAccount.name')}</dt>
            <dd className="font-medium" data-testid="account-name">
              {customer.first_name} {customer.last_name}
            </dd>
            <dt className="text-gray-600">{t('myAccount.email')}</dt>
            <dd className="font-medium break-all" data-testid="account-email">
              {customer.email}
            </dd>
          </dl>
          <Button
            variant="gray-outline"
            className="mt-4"
            onClick={() => setEditing(true)}
            data-testid="account-edit"
          >
            {t('myAccount.edit')}
          </Button>
        </section>
        <div className="grid gap-4 sm:grid-cols-2">
          <Link
            to={href('accountAddresses')}
            className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-700"
          >
            <span className="block font-semibold text-brand-800">{t('myAccount.nav.addresses')}</span>
            <span className="text-sm text-gray-700">
              {t('myAccount.addressCount', { count: customer.addresses.length })}
            </span>
          </Link>
          <Link
            to={href('accountOrders')}
            className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-700"
          >
            <span className="block font-semibold text-brand-800">{t('myAccount.nav.orders')}</span>
            <span className="text-sm text-gray-700">{t('myAccount.ordersIntro')}</span>
          </Link>
        </div>
        <ForgetMe />
      </div>
      {/* A new panel per opening, so it starts from the saved details. */}
      {editing ? <AccountEditPanel open onClose={close} customer={customer} /> : null}
    </AccountLayout>
  )
}
