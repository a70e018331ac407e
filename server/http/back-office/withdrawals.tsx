import type { Hono } from 'hono'
import type { Locale } from '#core/locales'
import { formatEuro } from '#core/money'
import { listWithdrawals, type WithdrawalRow } from '#server/domain/orders/withdrawals'
import type { AppEnv } from '../env'
import type { BackOfficeKit } from './kit'
import { OrderCells, Tabs, type Translate } from './views'

/**
 * The withdrawals customers filed (issue 14): to handle, oldest first, and handled. Handling is the order's
 * refund (after delivery) or cancel (before shipping) step on its page, which gives the stock back and
 * refunds through the payment provider; this screen is the list that keeps none forgotten.
 */
export function mountWithdrawals(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  app.get('/admin/withdrawals', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const handled = c.req.query('handled') === '1'
    const rows = await listWithdrawals(kit.db, handled)
    return kit.render(
      c,
      staff,
      t('backOffice.withdrawals.title'),
      <WithdrawalsList t={t} locale={staff.locale} handled={handled} rows={rows} />,
    )
  })
}

function WithdrawalsList({
  t,
  locale,
  handled,
  rows,
}: {
  t: Translate
  locale: Locale
  handled: boolean
  rows: WithdrawalRow[]
}) {
  return (
    <section>
      <h1>{t('backOffice.withdrawals.title')}</h1>
      <p className="muted">{t('backOffice.withdrawals.intro')}</p>
      <Tabs
        label={t('backOffice.withdrawals.filter')}
        tabs={[
          { href: '/admin/withdrawals', text: t('backOffice.withdrawals.open'), current: !handled },
          {
            href: '/admin/withdrawals?handled=1',
            text: t('backOffice.withdrawals.handled'),
            current: handled,
          },
        ]}
      />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.orders.number')}</th>
              <th scope="col">{t('backOffice.withdrawals.withdrawnAt')}</th>
              <th scope="col">{t('backOffice.orders.customer')}</th>
              <th scope="col">{t('backOffice.orders.status')}</th>
              <th scope="col" className="num">
                {t('backOffice.orders.total')}
              </th>
              <th scope="col">{t('backOffice.withdrawals.refund')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="withdrawal-row">
                <OrderCells t={t} locale={locale} order={row} at={row.withdrawnAt} />
                <td className="num">{formatEuro(row.totalCents)}</td>
                <td>
                  {row.refundPending
                    ? t('backOffice.withdrawals.refunding')
                    : row.refundedCents > 0
                      ? t('backOffice.withdrawals.refunded', { amount: formatEuro(row.refundedCents) })
                      : handled
                        ? t('backOffice.withdrawals.nothingPaid')
                        : t('backOffice.withdrawals.toHandle')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.withdrawals.none')}</p> : null}
      </div>
    </section>
  )
}
