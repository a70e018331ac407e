import { useState } from 'react'
import { useLoaderData, useLocation, useNavigate } from 'react-router'
import type { AddressListResponse, AddressResponse } from '#core/schemas/account'
import type { Address, AddressFields } from '#core/schemas/address'
import { siteOf } from '#app/features/account/action-data'
import { AccountLayout } from '#app/features/account/account-layout'
import { privateHeaders, requireCustomer } from '#app/features/account/require-customer'
import { AddressEditPanel } from '#app/features/address/address-edit-panel'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { frontApi } from '#app/lib/front-api'
import { Button } from '#app/ui/button'
import { PlusIcon } from '#app/ui/icons/plus'
import { Spinner } from '#app/ui/icons/spinner'
import { Modal } from '#app/ui/modal'
import type { Route } from './+types/account-addresses'

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCustomer(context, request)
  const outcome = await context.account.addresses(siteOf(context))
  return { addresses: outcome.ok ? outcome.data.addresses : [] }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.accountAddresses'),
  { name: 'robots', content: 'noindex' },
]

/**
 * The saved addresses (spec §2 "My account pages"): the list, the add/change panel with the address form
 * and its autocomplete (through `/front-api/address`), delete after a confirmation.
 */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, locale } = useI18n()
  const { addresses } = useLoaderData<typeof loader>()
  // The list is read again by navigating to this page itself: a revalidation's new loader data never reached
  // the screen of a page that was loaded in full (issue 32: a saved address stayed missing), a navigation's does.
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const reload = () => navigate(pathname, { replace: true, preventScrollReset: true })
  // null: closed; 'new': adding; an address: changing it.
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [busy, setBusy] = useState(false)
  const [deleteFailed, setDeleteFailed] = useState(false)

  const submit = (fields: AddressFields) =>
    editing && editing !== 'new'
      ? frontApi<AddressResponse>(`address/${editing.id}`, { method: 'PATCH', body: fields, locale })
      : frontApi<AddressResponse>('address', { method: 'POST', body: fields, locale })

  const remove = async () => {
    if (!deleting) return
    setBusy(true)
    setDeleteFailed(false)
    try {
      await frontApi<AddressListResponse>(`address/${deleting.id}`, { method: 'DELETE', locale })
      setDeleting(null)
      await reload()
    } catch {
      setDeleteFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountLayout title={t('page.accountAddresses')}>
      <div className="mb-4">
        <Button onClick={() => setEditing('new')} data-testid="address-add">
          <PlusIcon /> {t('address.list.create')}
        </Button>
      </div>
      {addresses.length === 0 ? (
        <p className="text-sm text-gray-700">{t('address.list.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" data-testid="account-addresses">
          {addresses.map((address) => (
            <li
              key={address.id}
              className="flex flex-col justify-between gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
              data-testid="account-address"
            >
              {/* summary_html is escaped by the server, lines joined with <br>. */}
              <p
                className="text-sm text-gray-900"
                dangerouslySetInnerHTML={{ __html: address.summary_html }}
              />
              <div className="flex gap-2">
                <Button variant="gray-outline" className="min-h-9" onClick={() => setEditing(address)}>
                  {t('address.change')}
                </Button>
                <Button
                  variant="gray-outline"
                  className="min-h-9"
                  onClick={() => setDeleting(address)}
                  data-testid="address-delete"
                >
                  {t('myAccount.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressEditPanel
        open={editing !== null}
        onClose={() => setEditing(null)}
        addressId={editing && editing !== 'new' ? editing.id : null}
        initial={editing && editing !== 'new' ? editing.form : undefined}
        required
        submit={submit}
        onSaved={() => void reload()}
      />
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('myAccount.addressDeleteTitle')}
        footer={
          <>
            <Button variant="gray-outline" onClick={() => setDeleting(null)}>
              {t('myAccount.cancel')}
            </Button>
            <Button
              variant="red"
              onClick={() => void remove()}
              disabled={busy}
              data-testid="address-delete-confirm"
            >
              {busy ? <Spinner /> : null}
              {t('myAccount.delete')}
            </Button>
          </>
        }
      >
        {deleting ? (
          <p className="text-sm" dangerouslySetInnerHTML={{ __html: deleting.summary_html }} />
        ) : null}
        {deleteFailed ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('error.server')}
          </p>
        ) : null}
      </Modal>
    </AccountLayout>
  )
}
