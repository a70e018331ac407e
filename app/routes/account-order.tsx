import { useState } from 'react'
import { data, Link, useFetcher, useLoaderData } from 'react-router'
import { openingHoursRows } from '#core/pickup-points/pickup-point'
import { failure, siteOf } from '#app/features/account/action-data'
import { AccountLayout } from '#app/features/account/account-layout'
import { euros, formatOrderDate } from '#app/features/account/format'
import { privateHeaders, requireCustomer } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { Button, buttonClass } from '#app/ui/button'
import { Spinner } from '#app/ui/icons/spinner'
import { Modal } from '#app/ui/modal'
import type { Route } from './+types/account-order'
import { MediaImage } from '#app/ui/media-image'

/** Another customer's order, or no order at all, is the same 404. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireCustomer(context, request)
  const outcome = await context.account.order(siteOf(context), params.orderId)
  if (!outcome.ok) throw data(null, { status: 404 })
  return outcome.data
}

/** `intent=withdraw`: the EU withdrawal function (docs/decisions/0039). */
export async function action({ context, params }: Route.ActionArgs) {
  const outcome = await context.account.withdraw(siteOf(context), params.orderId)
  if (!outcome.ok) return failure('withdraw', outcome)
  return { ok: true as const, intent: 'withdraw' }
}

export const headers = privateHeaders

// Titled after the order it shows (WCAG 2.4.2), as its heading is.
export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.accountOrder', undefined, { orderId: args.loaderData?.order.number ?? '' }),
  { name: 'robots', content: 'noindex' },
]

/**
 * One order (spec §2 "My account pages"): number, date, status, delivery tracking, pickup point with opening
 * hours, invoice download, invoice address, products; and the withdrawal button within its period.
 */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, href, locale } = useI18n()
  const { order } = useLoaderData<typeof loader>()
  const point = order.pickup_point
  return (
    <AccountLayout title={t('page.accountOrder', { orderId: order.number })}>
      <p className="-mt-4 mb-6">
        <Link to={href('accountOrders')} className="text-sm text-brand-800 underline">
          {t('myAccount.order.back')}
        </Link>
      </p>
      <div className="flex flex-col gap-6" data-testid="account-order">
        <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
            <dt className="text-gray-600">{t('myAccount.order.number')}</dt>
            <dd className="font-semibold" data-testid="order-number">
              {order.number}
            </dd>
            <dt className="text-gray-600">{t('myAccount.order.date')}</dt>
            <dd>{formatOrderDate(locale, order.date)}</dd>
            <dt className="text-gray-600">{t('myAccount.order.status')}</dt>
            <dd data-testid="order-status">
              {order.status_title}
              {order.withdrawal.withdrawn_at
                ? ` · ${t('myAccount.withdrawal.done', { date: formatOrderDate(locale, order.withdrawal.withdrawn_at) })}`
                : ''}
            </dd>
            <dt className="text-gray-600">{t('myAccount.order.delivery')}</dt>
            <dd>{order.fulfilment_method.title}</dd>
            <dt className="text-gray-600">{t('myAccount.order.tracking')}</dt>
            <dd>
              {order.tracking ? (
                <a
                  href={order.tracking.url}
                  className="text-brand-800 underline"
                  rel="noopener noreferrer"
                  target="_blank"
                  data-testid="order-tracking"
                >
                  {order.tracking.carrier} {order.tracking.code}
                </a>
              ) : (
                t('myAccount.order.noTracking')
              )}
            </dd>
            <dt className="text-gray-600">{t('myAccount.order.payment')}</dt>
            <dd>{order.payment_method.title}</dd>
          </dl>
          <div className="mt-4 flex flex-wrap gap-3">
            {order.invoice ? (
              <a
                href={order.invoice.url}
                className={buttonClass('gray-outline')}
                data-testid="invoice-download"
                download
              >
                {t('myAccount.order.invoice', { number: order.invoice.number })}
              </a>
            ) : null}
          </div>
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          {order.delivery_address ? (
            <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
              <h2 className="mb-2 font-semibold">{t('myAccount.order.deliveryAddress')}</h2>
              <p
                className="text-sm"
                dangerouslySetInnerHTML={{ __html: order.delivery_address.summary_html }}
              />
            </section>
          ) : null}
          {point ? (
            <section
              className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
              data-testid="order-pickup-point"
            >
              <h2 className="mb-2 font-semibold">{t('myAccount.order.pickupPoint')}</h2>
              <p className="text-sm">
                {point.name}
                <br />
                {point.street} {point.house_number}
                <br />
                {point.postal_code} {point.city}
              </p>
              <h3 className="mt-3 mb-1 text-sm font-semibold">{t('pickup.openingHours')}</h3>
              <dl className="grid grid-cols-[8rem_1fr] gap-y-0.5 text-sm">
                {openingHoursRows(point.opening_hours).map((row) => (
                  <div key={row.day} className="contents">
                    <dt className="text-gray-600">{t(row.dayKey)}</dt>
                    <dd>{row.value ?? t('home.openingHours.closed')}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <h2 className="mb-2 font-semibold">{t('myAccount.order.invoiceAddress')}</h2>
            <p className="text-sm" dangerouslySetInnerHTML={{ __html: order.invoice_address.summary_html }} />
          </section>
        </div>

        <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
          <h2 className="mb-3 font-semibold">{t('myAccount.order.products')}</h2>
          <ul className="divide-y divide-gray-200" data-testid="order-lines">
            {order.lines.map((line, index) => (
              <li key={index} className="flex items-start gap-3 py-3">
                {line.image ? (
                  <MediaImage
                    src={line.image}
                    alt=""
                    width={56}
                    height={56}
                    className="size-14 rounded object-contain"
                  />
                ) : null}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium">{line.name}</p>
                  {line.options.map((option, optionIndex) => (
                    <p key={optionIndex} className="text-gray-600">
                      {option.quantity}× {option.name}
                    </p>
                  ))}
                </div>
                <div className="text-right text-sm">
                  <p>
                    {line.quantity} × {euros(line.unit_price)}
                  </p>
                  <p className="font-semibold">{euros(line.total)}</p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-1 border-t border-gray-200 pt-3 text-sm">
            <dt>{t('myAccount.order.subtotal')}</dt>
            <dd className="text-right">{euros(order.totals.total_products)}</dd>
            {order.totals.total_discount !== 0 ? (
              <>
                <dt>{t('myAccount.order.discount')}</dt>
                <dd className="text-right">{euros(order.totals.total_discount)}</dd>
              </>
            ) : null}
            <dt>{t('myAccount.order.shipping')}</dt>
            <dd className="text-right">{euros(order.totals.total_shipping_costs)}</dd>
            {order.totals.vat.map((row) => (
              <div key={row.rate} className="contents text-gray-600">
                <dt>{t('myAccount.order.vat', { rate: row.rate })}</dt>
                <dd className="text-right">{euros(row.amount)}</dd>
              </div>
            ))}
            <dt className="font-semibold">{t('myAccount.order.total')}</dt>
            <dd className="text-right font-semibold">{euros(order.totals.total_tax_incl)}</dd>
          </dl>
        </section>
        {order.withdrawal.possible && order.withdrawal.until ? (
          <Withdrawal until={order.withdrawal.until} />
        ) : null}
      </div>
    </AccountLayout>
  )
}

/** The EU withdrawal function: a clearly labelled button, a short confirmation, done. */
function Withdrawal({ until }: { until: string }) {
  const { t, locale } = useI18n()
  const [open, setOpen] = useState(false)
  const fetcher = useFetcher<{ ok: boolean; message?: string }>()
  const busy = fetcher.state !== 'idle'
  const failed = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data.message : null
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h2 className="mb-1 font-semibold">{t('myAccount.withdrawal.title')}</h2>
      <p className="mb-3 text-sm text-gray-700">
        {t('myAccount.withdrawal.intro', { date: formatOrderDate(locale, until) })}
      </p>
      <Button variant="gray-outline" onClick={() => setOpen(true)} data-testid="withdraw">
        {t('myAccount.withdrawal.button')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('myAccount.withdrawal.confirmTitle')}
        footer={
          <>
            <Button variant="gray-outline" onClick={() => setOpen(false)}>
              {t('myAccount.cancel')}
            </Button>
            <fetcher.Form method="post">
              <Button type="submit" variant="red" disabled={busy} data-testid="withdraw-confirm">
                {busy ? <Spinner /> : null}
                {t('myAccount.withdrawal.confirm')}
              </Button>
            </fetcher.Form>
          </>
        }
      >
        <p className="text-sm">{t('myAccount.withdrawal.confirmText')}</p>
        {failed ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {failed}
          </p>
        ) : null}
      </Modal>
    </section>
  )
}
