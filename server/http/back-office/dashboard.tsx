import type { Hono } from 'hono'
import type { Locale } from '#core/locales'
import { formatEuro } from '#core/money'
import { DASHBOARD_DAYS, dashboardDays, type DashboardDay } from '#server/domain/orders/dashboard'
import type { AppEnv } from '../env'
import type { BackOfficeKit } from './kit'
import type { Translate } from './views'

/**
 * The dashboard (issue 14): the last 30 days at a glance, as bar charts drawn on the server (SVG, no
 * script): orders and revenue per day, conversion from cart to order, and the catalogue sync runs. Each
 * chart names its figures for screen readers, and the numbers are in a table below.
 */
export function mountDashboard(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  app.get('/admin/dashboard', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const days = await dashboardDays(kit.db, kit.now())
    return kit.render(
      c,
      staff,
      t('backOffice.dashboard.title'),
      <Dashboard t={t} locale={staff.locale} days={days} />,
    )
  })
}

const dayLabel = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`))

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

function Dashboard({ t, locale, days }: { t: Translate; locale: Locale; days: DashboardDay[] }) {
  const sum = (pick: (day: DashboardDay) => number) => days.reduce((total, day) => total + pick(day), 0)
  const orders = sum((day) => day.orders)
  const carts = sum((day) => day.carts)
  const revenue = sum((day) => day.revenueCents)
  const runs = sum((day) => day.syncRuns)
  const failed = sum((day) => day.syncFailed)
  const label = (day: DashboardDay) => dayLabel(day.day, locale)
  return (
    <section>
      <h1>{t('backOffice.dashboard.title')}</h1>
      <p className="muted">{t('backOffice.dashboard.period', { days: DASHBOARD_DAYS })}</p>
      <dl className="counts" data-testid="dashboard-totals">
        <div>
          <dt>{t('backOffice.dashboard.orders')}</dt>
          <dd>{orders}</dd>
        </div>
        <div>
          <dt>{t('backOffice.dashboard.revenue')}</dt>
          <dd>{formatEuro(revenue)}</dd>
        </div>
        <div>
          <dt>{t('backOffice.dashboard.conversion')}</dt>
          <dd>{t('backOffice.dashboard.percent', { value: percent(orders, carts) })}</dd>
        </div>
        <div>
          <dt>{t('backOffice.dashboard.syncRuns')}</dt>
          <dd>
            {runs}
            {failed > 0 ? (
              <span className="muted"> {t('backOffice.dashboard.failed', { count: failed })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="grid">
        <Chart
          t={t}
          title={t('backOffice.dashboard.ordersPerDay')}
          bars={days.map((day) => ({ label: label(day), value: day.orders, text: String(day.orders) }))}
        />
        <Chart
          t={t}
          title={t('backOffice.dashboard.revenuePerDay')}
          bars={days.map((day) => ({
            label: label(day),
            value: day.revenueCents,
            text: formatEuro(day.revenueCents),
          }))}
        />
        <Chart
          t={t}
          title={t('backOffice.dashboard.conversionPerDay')}
          bars={days.map((day) => {
            const value = percent(day.orders, day.carts)
            return {
              label: label(day),
              value,
              text: t('backOffice.dashboard.conversionOf', { value, orders: day.orders, carts: day.carts }),
            }
          })}
        />
        <Chart
          t={t}
          title={t('backOffice.dashboard.syncPerDay')}
          bars={days.map((day) => ({
            label: label(day),
            value: day.syncRuns,
            failed: day.syncFailed,
            text: t('backOffice.dashboard.syncOf', {
              runs: day.syncRuns,
              failed: day.syncFailed,
              seconds: day.syncSeconds,
            }),
          }))}
        />
      </div>
      <details className="card">
        <summary>{t('backOffice.dashboard.table')}</summary>
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('backOffice.orders.date')}</th>
                <th scope="col" className="num">
                  {t('backOffice.dashboard.orders')}
                </th>
                <th scope="col" className="num">
                  {t('backOffice.dashboard.revenue')}
                </th>
                <th scope="col" className="num">
                  {t('backOffice.dashboard.carts')}
                </th>
                <th scope="col" className="num">
                  {t('backOffice.dashboard.syncRuns')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <td>{label(day)}</td>
                  <td className="num">{day.orders}</td>
                  <td className="num">{formatEuro(day.revenueCents)}</td>
                  <td className="num">{day.carts}</td>
                  <td className="num">{day.syncRuns}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  )
}

interface Bar {
  label: string
  value: number
  /** Part of the bar drawn as failed (sync runs). */
  failed?: number
  /** The bar's figure as a reader says it. */
  text: string
}

const CHART_HEIGHT = 120
const BAR_WIDTH = 10
const GAP = 4

/** A bar chart of one figure per day, scaled to its largest bar; every bar has its figure as a title. */
function Chart({ t, title, bars }: { t: Translate; title: string; bars: Bar[] }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value))
  const width = bars.length * (BAR_WIDTH + GAP)
  const scale = (value: number) => Math.round((value / max) * CHART_HEIGHT)
  const largest = bars.reduce((best, bar) => (bar.value > best.value ? bar : best), bars[0]!)
  return (
    <figure className="card chart">
      <figcaption>
        <h2>{title}</h2>
        <span className="muted">
          {largest.value > 0 ? t('backOffice.dashboard.peak', { value: largest.text }) : null}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${width} ${CHART_HEIGHT + 2}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.text}`).join(', ')}`}
      >
        {bars.map((bar, index) => {
          const height = scale(bar.value)
          const failedHeight = scale(Math.min(bar.failed ?? 0, bar.value))
          const x = index * (BAR_WIDTH + GAP)
          return (
            <g key={index}>
              <title>{`${bar.label}: ${bar.text}`}</title>
              <rect x={x} y={0} width={BAR_WIDTH} height={CHART_HEIGHT} className="track" />
              <rect x={x} y={CHART_HEIGHT - height} width={BAR_WIDTH} height={height} className="bar" />
              {failedHeight > 0 ? (
                <rect
                  x={x}
                  y={CHART_HEIGHT - failedHeight}
                  width={BAR_WIDTH}
                  height={failedHeight}
                  className="bar-failed"
                />
              ) : null}
            </g>
          )
        })}
      </svg>
      <div className="chart-axis muted">
        <span>{bars[0]?.label}</span>
        <span>{bars.at(-1)?.label}</span>
      </div>
    </figure>
  )
}
