import type { Hono } from 'hono'
import { countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import { z } from 'zod'
import { dealerFilterSchema, type DealerFilter } from '#core/schemas/back-office'
import {
  decideDealer,
  findDealerRegistration,
  listDealerRegistrations,
  type DealerRegistration,
} from '#server/domain/customers/dealer-decisions'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import { shopPageUrl } from '../page-urls'
import type { BackOfficeKit } from './kit'
import { Banners, formatDate, Tabs, type Translate } from './views'

const STATUSES = ['pending', 'approved', 'rejected'] as const

/** The redirect after a decision: `?done=approved&id=…`. */
const dealerDoneSchema = z.object({ done: z.enum(['approved', 'rejected']), id: z.uuid() })

/**
 * The dealers screen (issue 14): registrations waiting for a decision, oldest first, with approve and reject
 * (an optional reason for the mail); the approved and rejected ones to look back on.
 */
export function mountDealers(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const page = async (
    c: Parameters<BackOfficeKit['render']>[0],
    filter: DealerFilter,
    extra: { notice?: string; error?: string; status?: 200 | 404 | 409 | 422 } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const rows = await listDealerRegistrations(kit.db, filter)
    return kit.render(
      c,
      staff,
      t('backOffice.dealers.title'),
      <DealersList
        t={t}
        locale={staff.locale}
        filter={filter}
        rows={rows}
        notice={extra.notice}
        error={extra.error}
      />,
      extra.status,
    )
  }

  app.get('/admin/dealers', async (c) => {
    const t = kit.t(kit.staffOf(c).locale)
    const filter = dealerFilterSchema.parse(c.req.query())
    // After a decision: the company it was about, read back rather than taken from the address.
    const done = dealerDoneSchema.safeParse(c.req.query())
    const decided = done.success ? await findDealerRegistration(kit.db, done.data.id) : null
    const notice =
      decided && decided.status === done.data?.done
        ? t(`backOffice.dealers.${decided.status}`, { company: decided.companyName })
        : undefined
    return page(c, filter, { notice })
  })

  app.post('/admin/dealers/:id', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const id = c.req.param('id')
    if (!/^[0-9a-f-]{36}$/i.test(id)) return kit.notFound(c)
    const form = await c.req.parseBody()
    const body = Object.fromEntries(
      Object.entries(form).filter(
        ([key, value]) => ['decision', 'reason'].includes(key) && typeof value === 'string',
      ),
    )
    try {
      const result = await decideDealer(kit.db, staff, id, body, {
        publicUrl: kit.config.publicUrl,
        loginUrl: (locale) => shopPageUrl(kit.config, locale, 'login'),
        now: kit.now(),
      })
      if (!result.ok && result.reason === 'not_found') return kit.notFound(c)
      if (!result.ok)
        return page(c, { status: 'pending' }, { error: t('backOffice.dealers.alreadyDecided'), status: 409 })
      return c.redirect(`/admin/dealers?done=${result.status}&id=${id}`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const message = Object.values(error.errors).flat()[0] ?? t('backOffice.validation.decision')
      return page(c, { status: 'pending' }, { error: message, status: 422 })
    }
  })
}

export function DealersList({
  t,
  locale,
  filter,
  rows,
  notice,
  error,
}: {
  t: Translate
  locale: Locale
  filter: DealerFilter
  rows: DealerRegistration[]
  notice?: string
  error?: string
}) {
  return (
    <section>
      <h1>{t('backOffice.dealers.title')}</h1>
      <Tabs
        label={t('backOffice.dealers.filter')}
        tabs={STATUSES.map((status) => ({
          href: `/admin/dealers?status=${status}`,
          text: t(`backOffice.dealers.status.${status}`),
          current: filter.status === status,
        }))}
      />
      <Banners notice={notice} error={error} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.dealers.company')}</th>
              <th scope="col">{t('backOffice.dealers.contact')}</th>
              <th scope="col">{t('backOffice.dealers.numbers')}</th>
              <th scope="col">
                {t(
                  filter.status === 'pending'
                    ? 'backOffice.dealers.registered'
                    : 'backOffice.dealers.decided',
                )}
              </th>
              {filter.status === 'pending' ? <th scope="col">{t('backOffice.dealers.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="dealer-row">
                <td>
                  <strong>{row.companyName}</strong>
                  {row.city ? (
                    <>
                      <br />
                      <span className="muted">
                        {row.city}
                        {row.countryIso ? `, ${countryName(locale, row.countryIso)}` : ''}
                      </span>
                    </>
                  ) : null}
                </td>
                <td>
                  {row.name}
                  <br />
                  <a href={`mailto:${row.email}`}>{row.email}</a>
                </td>
                <td>
                  {t('backOffice.dealers.coc', { number: row.cocNumber })}
                  <br />
                  {t('backOffice.dealers.vat', { number: row.vatNumber })}
                </td>
                <td>
                  {formatDate(
                    filter.status === 'pending' ? row.registeredAt : (row.decidedAt ?? row.registeredAt),
                    locale,
                  )}
                </td>
                {filter.status === 'pending' ? (
                  <td>
                    <form method="post" action={`/admin/dealers/${row.id}`} className="stack">
                      <button type="submit" name="decision" value="approve" className="primary">
                        {t('backOffice.dealers.approve')}
                      </button>
                      <details>
                        <summary>{t('backOffice.dealers.reject')}</summary>
                        <label>
                          {t('backOffice.dealers.reason')}
                          <textarea name="reason" rows={3} maxLength={1000} />
                        </label>
                        <button type="submit" name="decision" value="reject" className="danger">
                          {t('backOffice.dealers.reject')}
                        </button>
                      </details>
                    </form>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.dealers.none')}</p> : null}
      </div>
    </section>
  )
}
