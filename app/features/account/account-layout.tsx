import type { ReactNode } from 'react'
import { Form, NavLink } from 'react-router'
import type { RouteKey } from '#core/routes/route-table'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'

const LINKS: Array<[RouteKey, MessageKey]> = [
  ['account', 'myAccount.nav.details'],
  ['accountAddresses', 'myAccount.nav.addresses'],
  ['accountOrders', 'myAccount.nav.orders'],
]

/** The account pages' frame (spec §2 "My account pages"): their links beside (or above) the page, and logout. */
export function AccountLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t, href } = useI18n()
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('myAccount.nav.label')} className="lg:pt-12">
        <ul className="flex gap-1 overflow-x-auto lg:flex-col" data-testid="account-nav">
          {LINKS.map(([key, label]) => (
            <li key={key}>
              <NavLink
                to={href(key)}
                end={key !== 'accountOrders'}
                className={({ isActive }) =>
                  `block rounded-md px-3 py-2 text-sm whitespace-nowrap ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-800 hover:bg-gray-100'}`
                }
              >
                {t(label)}
              </NavLink>
            </li>
          ))}
          <li>
            <LogoutButton className="block w-full rounded-md px-3 py-2 text-left text-sm whitespace-nowrap text-gray-800 hover:bg-gray-100" />
          </li>
        </ul>
      </nav>
      <section>
        <h1 className="mb-6 text-3xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  )
}

/** Ends the session (the login route's action), also without JavaScript. */
export function LogoutButton({ className }: { className: string }) {
  const { t, href } = useI18n()
  return (
    <Form method="post" action={href('login')}>
      <input type="hidden" name="intent" value="logout" />
      <button type="submit" className={className} data-testid="logout">
        {t('myAccount.logout')}
      </button>
    </Form>
  )
}
