import { Link, useLocation } from 'react-router'
import type { RouteKey } from '#core/routes/route-table'
import { LogoutButton } from '#app/features/account/account-layout'
import { LoginForm } from '#app/features/account/login-forms'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { useViewer } from '#app/lib/viewer'

const LINKS: Array<[RouteKey, MessageKey]> = [
  ['account', 'myAccount.nav.details'],
  ['accountAddresses', 'myAccount.nav.addresses'],
  ['accountOrders', 'myAccount.nav.orders'],
]

/** The my-account panel's body: the account links and logout for a customer, the login form for a guest. */
export function MyAccountPanelContent() {
  // The login forms speak the forms part of the messages (docs/decisions/0042), loaded on first open.
  useMessages('forms')
  const { t, href } = useI18n()
  const viewer = useViewer()
  const location = useLocation()

  if (viewer) {
    return (
      <nav aria-label={t('shell.account')}>
        <ul className="flex flex-col gap-1" data-testid="my-account-links">
          {LINKS.map(([key, text]) => (
            <li key={key}>
              <Link
                to={href(key)}
                className="block rounded px-3 py-2 text-sm text-gray-800 hover:bg-gray-100"
              >
                {t(text)}
              </Link>
            </li>
          ))}
          <li className="border-t border-gray-200 pt-1">
            <LogoutButton className="block w-full rounded px-3 py-2 text-left text-sm text-gray-800 hover:bg-gray-100" />
          </li>
        </ul>
      </nav>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <LoginForm
        answer={undefined}
        action={href('login')}
        redirectTo={location.pathname + location.search}
        idPrefix="panel-login"
      />
      <p className="border-t border-gray-200 pt-3 text-sm text-gray-700">
        {t('myAccount.noAccount')}{' '}
        <Link to={`${href('login')}#register`} className="text-brand-800 underline">
          {t('myAccount.registerTitle')}
        </Link>
      </p>
    </div>
  )
}
