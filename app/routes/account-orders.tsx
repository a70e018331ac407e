import { Link, useLoaderData } from 'react-router'
import { siteOf } from '#app/features/account/action-data'
import { AccountLayout } from '#app/features/account/account-layout'
import { euros, formatOrderDate } from '#app/features/account/format'
import { privateHeaders, requireCustomer } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/account-orders'

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCustomer(context, request)
  const outcome = await context.account.orders(siteOf(context))
  return { orders: outcome.ok ? outcome.data.orders : [] }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.accountOrders'),
  { name: 'robots', content: 'noindex' },
]

/** The order history (spec §2 "My account pages"): newest first, each to its own page. */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, href, locale } = useI18n()
  const { orders } = useLoaderData<typeof loader>()
  return (
    <AccountLayout title={t('page.accountOrders')}>
      {orders.length === 0 ? (
        <p className="text-sm text-gray-700">{t('myAccount.orders.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="account-orders">
          {orders.map((order) => (
            <li key={order.id}>
              <Link
                to={href('accountOrder', { orderId: order.id })}
                className="grid grid-cols-2 gap-2 rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-700 sm:grid-cols-4"
                data-testid="account-order-link"
              >
                <span>
                  <span className="block text-xs text-gray-600">{t('myAccount.order.number')}</span>
                  <span className="font-semibold text-brand-800">{order.number}</span>
                </span>
                <span>
                  <span className="block text-xs text-gray-600">{t('myAccount.order.date')}</span>
                  {formatOrderDate(locale, order.date)}
                </span>
                <span>
                  <span className="block text-xs text-gray-600">{t('myAccount.order.status')}</span>
                  {order.status_title}
                </span>
                <span className="sm:text-right">
                  <span className="block text-xs text-gray-600">
                    {t('myAccount.order.items', { count: order.item_count })}
                  </span>
                  <span className="font-semibold">{euros(order.total)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  )
}
