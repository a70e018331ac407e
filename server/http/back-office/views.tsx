import type { ReactNode } from 'react'
import { addressLines, countryName } from '#core/address/summary'
import { CARRIER_NAMES, CARRIERS, trackingUrl } from '#core/orders/carriers'
import { formatEuro } from '#core/money'
import { isPaidStatus, ORDER_STATUSES, type OrderStatus } from '#core/schemas/order'
import type { OrderFilter } from '#core/schemas/back-office'
import { FULFILMENT_KINDS } from '#core/schemas/checkout'
import type { Locale } from '#core/locales'
import { PAYMENT_METHODS } from '#server/adapters/payments/port'
import {
  ORDERS_PER_PAGE,
  STAFF_TRANSITIONS,
  type OrderListRow,
  type orderDetail,
} from '#server/domain/orders/back-office'
import { paymentMethodTitle } from '#server/domain/orders/payments/method-names'
import type { StaffMember } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { ADMIN_CSS } from './styles'
import { Field, Select } from './form-kit'
import { ADMIN_AREAS, homeOf, roleOpens } from './access'
import type { StaffRole } from '#core/schemas/back-office'
import { formatShopDate } from '#core/shop-dates'

/**
 * The back office's pages: server-rendered HTML with plain forms (post, then redirect), no script, so
 * they work in any browser and nothing of them reaches the shop's bundles. Texts come from the server's
 * message catalogue (`backOffice.*`), in the staff member's language.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string

export function translatorFor(locale: Locale): Translate {
  return (key, values) => translate(locale, key, values)
}

interface PageProps {
  t: Translate
  locale: Locale
  title: string
  nonce: string
  staff: StaffMember | null
  /** Seconds after which the page reloads itself (a running catalogue sync's progress), without script. */
  refresh?: number
  children: ReactNode
}

export function Page({ t, locale, title, nonce, staff, refresh, children }: PageProps) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        {refresh ? <meta httpEquiv="refresh" content={String(refresh)} /> : null}
        <title>{`${title} · ${t('backOffice.title')}`}</title>
        <style nonce={nonce}>{ADMIN_CSS}</style>
      </head>
      <body>
        <header className="bar">
          <a className="brand" href="/admin">
            {t('backOffice.title')}
          </a>
          {staff ? (
            <>
              <nav aria-label={t('backOffice.nav')}>
                {ADMIN_AREAS.filter((area) => roleOpens(staff.role, area)).map((area) => (
                  <a key={area.path} href={area.path}>
                    {t(area.title)}
                  </a>
                ))}
              </nav>
              <form method="post" action="/admin/logout" className="who">
                <span>{staff.name}</span>
                <button type="submit" className="link">
                  {t('backOffice.logout')}
                </button>
              </form>
            </>
          ) : null}
        </header>
        <main>{children}</main>
      </body>
    </html>
  )
}

export function LoginForm({
  t,
  next,
  email,
  error,
}: {
  t: Translate
  next?: string
  email?: string
  error?: string
}) {
  return (
    <section className="card narrow">
      <h1>{t('backOffice.login.title')}</h1>
      <p className="muted">{t('backOffice.login.intro')}</p>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      <form method="post" action="/admin/login" className="stack">
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <label>
          {t('backOffice.login.email')}
          <input type="email" name="email" required autoComplete="username" defaultValue={email} />
        </label>
        <label>
          {t('backOffice.login.password')}
          <input type="password" name="password" required autoComplete="current-password" />
        </label>
        <button type="submit" className="primary">
          {t('backOffice.login.submit')}
        </button>
      </form>
    </section>
  )
}

/** A page's outcome above its content: what was done (status) and what went wrong (alert). */
export function Banners({ notice, error }: { notice?: string; error?: string }) {
  return (
    <>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A screen's filter as tabs: links to the same screen, the current one marked. */
export function Tabs({
  label,
  tabs,
}: {
  label: string
  tabs: ReadonlyArray<{ href: string; text: string; current: boolean }>
}) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <a key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.text}
        </a>
      ))}
    </nav>
  )
}

/** A screen's one search field (`q`) with its button, as a GET form to the screen itself. */
export function SearchForm({
  action,
  label,
  hint,
  submit,
  q,
  maxLength,
}: {
  action: string
  label: string
  hint: string
  submit: string
  q: string | undefined
  maxLength: number
}) {
  return (
    <form method="get" action={action} className="filters" role="search">
      <label>
        {label}
        <input type="search" name="q" defaultValue={q} placeholder={hint} maxLength={maxLength} />
      </label>
      <button type="submit" className="primary">
        {submit}
      </button>
    </form>
  )
}

/**
 * A list's pages: previous and next as links (`href(page)`), and where the list is. Nothing for one page.
 * `previous` and `next` name the links when the list's order gives them a meaning of their own (newer, older).
 */
export function Pager({
  t,
  label,
  page,
  pages,
  href,
  previous = t('backOffice.previous'),
  next = t('backOffice.next'),
  position = t('backOffice.page', { page, pages }),
}: {
  t: Translate
  label: string
  page: number
  pages: number
  href: (page: number) => string
  previous?: string
  next?: string
  position?: string
}) {
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev">
          {previous}
        </a>
      ) : null}
      <span>{position}</span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next">
          {next}
        </a>
      ) : null}
    </nav>
  )
}

export const formatDate = (value: Date | string, locale: Locale) =>
  formatShopDate(value, locale, 'mediumDateTime')

export function StatusBadge({ t, status }: { t: Translate; status: OrderStatus }) {
  return <span className={`badge s-${status}`}>{t(`order.status.${status}`)}</span>
}

/** The first cells of an order's row in a list: its number (to the order), a date, the customer, the status. */
export function OrderCells({
  t,
  locale,
  order,
  at,
}: {
  t: Translate
  locale: Locale
  order: { number: string; name: string; email: string; status: OrderStatus }
  at: Date | string
}) {
  return (
    <>
      <td>
        <a href={`/admin/orders/${encodeURIComponent(order.number)}`}>{order.number}</a>
      </td>
      <td>{formatDate(at, locale)}</td>
      <td>
        {order.name}
        <br />
        <span className="muted">{order.email}</span>
      </td>
      <td>
        <StatusBadge t={t} status={order.status} />
      </td>
    </>
  )
}

/** A filter of the order list: its choices, and "all" for no filter. */
function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string
  name: string
  value: string | undefined
  any: string
  options: ReadonlyArray<readonly [value: string, label: string]>
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

export function OrdersList({
  t,
  locale,
  filter,
  rows,
  total,
}: {
  t: Translate
  locale: Locale
  filter: OrderFilter
  rows: OrderListRow[]
  total: number
}) {
  const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE))
  const pageLink = (page: number) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(filter))
      if (value !== undefined && key !== 'page') params.set(key, String(value))
    params.set('page', String(page))
    return `/admin/orders?${params.toString()}`
  }
  return (
    <section>
      <h1>{t('backOffice.orders.title')}</h1>
      <form
        method="get"
        action="/admin/orders"
        className="filters"
        aria-label={t('backOffice.orders.filters')}
      >
        <label>
          {t('backOffice.orders.search')}
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder={t('backOffice.orders.searchHint')}
          />
        </label>
        <FilterSelect
          label={t('backOffice.orders.status')}
          name="status"
          value={filter.status}
          any={t('backOffice.orders.any')}
          options={ORDER_STATUSES.map((status) => [status, t(`order.status.${status}`)])}
        />
        <FilterSelect
          label={t('backOffice.orders.payment')}
          name="payment"
          value={filter.payment}
          any={t('backOffice.orders.any')}
          options={PAYMENT_METHODS.map((method) => [method, paymentMethodTitle(locale, method)])}
        />
        <FilterSelect
          label={t('backOffice.orders.delivery')}
          name="delivery"
          value={filter.delivery}
          any={t('backOffice.orders.any')}
          options={FULFILMENT_KINDS.map((kind) => [kind, t(`backOffice.delivery.${kind}`)])}
        />
        <label>
          {t('backOffice.orders.from')}
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          {t('backOffice.orders.to')}
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="primary">
          {t('backOffice.orders.apply')}
        </button>
      </form>
      <p className="muted" data-testid="order-count">
        {t('backOffice.orders.count', { count: total })}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.orders.number')}</th>
              <th scope="col">{t('backOffice.orders.date')}</th>
              <th scope="col">{t('backOffice.orders.customer')}</th>
              <th scope="col">{t('backOffice.orders.status')}</th>
              <th scope="col">{t('backOffice.orders.payment')}</th>
              <th scope="col">{t('backOffice.orders.delivery')}</th>
              <th scope="col" className="num">
                {t('backOffice.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <OrderCells t={t} locale={locale} order={row} at={row.createdAt} />
                <td>{paymentMethodTitle(locale, row.paymentMethod)}</td>
                <td>{t(`backOffice.delivery.${row.deliveryKind}`)}</td>
                <td className="num">{formatEuro(row.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.orders.none')}</p> : null}
      </div>
      <Pager t={t} label={t('backOffice.orders.pages')} page={filter.page} pages={pages} href={pageLink} />
    </section>
  )
}

type Detail = NonNullable<Awaited<ReturnType<typeof orderDetail>>>

export function OrderDetail({
  t,
  locale,
  detail,
  errors,
  notice,
}: {
  t: Translate
  locale: Locale
  detail: Detail
  errors?: Record<string, string[]>
  notice?: string
}) {
  const { order, lines, payments, history } = detail
  const next = STAFF_TRANSITIONS[order.status]
  const address = order.deliveryAddress ?? order.invoiceAddress
  return (
    <section>
      <p>
        <a href="/admin/orders">← {t('backOffice.orders.title')}</a>
      </p>
      <h1>
        {t('backOffice.order.title', { number: order.number })} <StatusBadge t={t} status={order.status} />
      </h1>
      <Banners notice={notice} error={errors?._resend?.[0]} />
      {isPaidStatus(order.status) ? (
        <div className="row actions">
          <form method="post" action={`/admin/orders/${encodeURIComponent(order.number)}/resend`}>
            <button type="submit" className="button-link">
              {t('backOffice.order.resend')}
            </button>
          </form>
          {order.invoiceNumber ? (
            <a className="button-link" href={`/admin/orders/${encodeURIComponent(order.number)}/invoice`}>
              {t('backOffice.order.invoice', { number: order.invoiceNumber })}
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="grid">
        <div className="card">
          <h2>{t('backOffice.order.customer')}</h2>
          <p>
            {order.email}
            <br />
            {t('backOffice.order.placed', { date: formatDate(order.createdAt, locale) })}
          </p>
          <h3>
            {t(
              order.deliveryAddress ? 'backOffice.order.deliveryAddress' : 'backOffice.order.invoiceAddress',
            )}
          </h3>
          <p>
            {addressLines(address, countryName(locale, address.country_iso)).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </p>
          {order.pickupPoint ? (
            <p>
              {t('backOffice.delivery.pickup_point')}: {order.pickupPoint.name}, {order.pickupPoint.city}
            </p>
          ) : null}
          {order.customerComment ? (
            <p>
              <strong>{t('backOffice.order.comment')}</strong> {order.customerComment}
            </p>
          ) : null}
        </div>
        <div className="card">
          <h2>{t('backOffice.order.fulfilment')}</h2>
          <dl>
            <dt>{t('backOffice.orders.delivery')}</dt>
            <dd>{order.shippingMethodName[locale === 'en' ? 'en' : 'nl']}</dd>
            <dt>{t('backOffice.orders.payment')}</dt>
            <dd>{paymentMethodTitle(locale, order.paymentMethod)}</dd>
            {order.carrier && order.trackingCode ? (
              <>
                <dt>{t('backOffice.order.tracking')}</dt>
                <dd data-testid="admin-tracking">
                  <a
                    href={trackingUrl(order.carrier, order.trackingCode, address)}
                    rel="noreferrer"
                    target="_blank"
                  >
                    {CARRIER_NAMES[order.carrier]} {order.trackingCode}
                  </a>
                </dd>
              </>
            ) : null}
            {order.withdrawnAt ? (
              <>
                <dt>{t('backOffice.order.withdrawn')}</dt>
                <dd>{formatDate(order.withdrawnAt, locale)}</dd>
              </>
            ) : null}
          </dl>
          {next.length > 0 ? (
            <form
              method="post"
              action={`/admin/orders/${encodeURIComponent(order.number)}/status`}
              className="stack"
            >
              <h3>{t('backOffice.order.nextStep')}</h3>
              {errors?._form ? <p className="error">{errors._form[0]}</p> : null}
              <fieldset className="choices">
                <legend className="sr-only">{t('backOffice.orders.status')}</legend>
                {next.map((status, index) => (
                  <label key={status} className="choice">
                    <input type="radio" name="status" value={status} defaultChecked={index === 0} required />
                    {t(`backOffice.transition.${status}`)}
                  </label>
                ))}
              </fieldset>
              {next.includes('shipped') ? (
                <div className="row">
                  <Select
                    label={t('backOffice.order.carrier')}
                    name="carrier"
                    values={{ carrier: 'postnl' }}
                    errors={errors ?? {}}
                    options={CARRIERS.map((carrier) => [carrier, CARRIER_NAMES[carrier]] as const)}
                  />
                  <Field
                    label={t('backOffice.order.trackingCode')}
                    name="tracking_code"
                    autoComplete="off"
                    placeholder="3SABCD1234567"
                    values={{}}
                    errors={errors ?? {}}
                  />
                </div>
              ) : null}
              <p className="muted">{t('backOffice.order.stockNote')}</p>
              <button type="submit" className="primary">
                {t('backOffice.order.save')}
              </button>
            </form>
          ) : null}
        </div>
      </div>
      <div className="card">
        <h2>{t('backOffice.order.products')}</h2>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('backOffice.order.product')}</th>
                <th scope="col">{t('backOffice.order.reference')}</th>
                <th scope="col" className="num">
                  {t('backOffice.order.quantity')}
                </th>
                <th scope="col" className="num">
                  {t('backOffice.orders.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    {line.name}
                    {line.options.map((option) => (
                      <div key={option.product_option_id} className="muted">
                        + {option.quantity} × {option.name}
                      </div>
                    ))}
                  </td>
                  <td>{line.reference}</td>
                  <td className="num">{line.quantity}</td>
                  <td className="num">{formatEuro(line.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>{t('backOffice.order.shipping')}</td>
                <td className="num">{formatEuro(order.shippingCents)}</td>
              </tr>
              {order.discountCents > 0 ? (
                <tr>
                  <td colSpan={3}>{t('backOffice.order.discount', { code: order.discountCode ?? '' })}</td>
                  <td className="num">{formatEuro(-order.discountCents)}</td>
                </tr>
              ) : null}
              <tr>
                <th scope="row" colSpan={3}>
                  {t('backOffice.orders.total')}
                </th>
                <td className="num">
                  <strong>{formatEuro(order.totalCents)}</strong>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
      <div className="grid">
        <div className="card">
          <h2>{t('backOffice.order.payments')}</h2>
          <ul className="plain">
            {payments.map((payment) => (
              <li key={payment.id}>
                {paymentMethodTitle(locale, payment.method)} · {formatEuro(payment.amountCents)} ·{' '}
                {t(`backOffice.payment.${payment.status}`)}
                {payment.refundStatus ? ` · ${t(`backOffice.refund.${payment.refundStatus}`)}` : ''}
              </li>
            ))}
          </ul>
        </div>
        <div className="card">
          <h2>{t('backOffice.order.history')}</h2>
          {history.length === 0 ? <p className="muted">{t('backOffice.order.noHistory')}</p> : null}
          <ol className="plain" data-testid="order-history">
            {history.map((entry) => {
              const details = entry.details as { from?: OrderStatus; to?: OrderStatus }
              return (
                <li key={entry.id}>
                  {formatDate(entry.at, locale)} · {entry.staffEmail} ·{' '}
                  {details.from && details.to
                    ? t('backOffice.order.changed', {
                        from: t(`order.status.${details.from}`),
                        to: t(`order.status.${details.to}`),
                      })
                    : entry.action}
                </li>
              )
            })}
          </ol>
        </div>
      </div>
    </section>
  )
}

export function NotFound({ t }: { t: Translate }) {
  return (
    <section className="card narrow">
      <h1>{t('backOffice.notFound')}</h1>
      <p>
        <a href="/admin/orders">{t('backOffice.orders.title')}</a>
      </p>
    </section>
  )
}

/** A screen the member of staff's role does not open (403). */
export function Forbidden({ t, role }: { t: Translate; role: StaffRole }) {
  return (
    <section className="card narrow">
      <h1>{t('backOffice.forbiddenTitle')}</h1>
      <p role="alert">{t('backOffice.forbiddenText', { role: t(`backOffice.role.${role}`) })}</p>
      <p>
        <a href={homeOf(role)}>{t('backOffice.forbiddenHome')}</a>
      </p>
    </section>
  )
}
