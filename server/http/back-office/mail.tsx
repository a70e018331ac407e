import type { Hono } from 'hono'
import type { Locale } from '#core/locales'
import type { mailOutbox } from '#server/db/schema'
import { listOutbox, OUTBOX_PAGE_SIZE, outboxMail, type OutboxListRow } from '#server/domain/mail/back-office'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import type { BackOfficeKit } from './kit'
import { SearchForm, translatorFor, type Translate } from './views'
import { formatShopDate } from '#core/shop-dates'

/**
 * The back office's outbox (docs/decisions/0065), read only: which mails the shop wrote, to whom, in which
 * language and whether they went out; a mail's text as it was sent. Staff answer "did I get a mail?" with it.
 */
export function mountMailScreen(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  app.get('/admin/mail', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const q = c.req.query('q')?.slice(0, 200)
    const rows = await listOutbox(kit.db, q)
    return kit.render(
      c,
      staff,
      t('backOffice.mail.title'),
      <MailList t={t} locale={staff.locale} q={q} rows={rows} />,
    )
  })

  app.get('/admin/mail/:id', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const id = idParam(c.req.param('id'))
    const mail = id === null ? null : await outboxMail(kit.db, id)
    if (!mail) return kit.notFound(c)
    return kit.render(c, staff, mail.subject, <MailDetail t={t} locale={staff.locale} mail={mail} />)
  })
}

const when = (value: Date | string, locale: Locale) => formatShopDate(value, locale, 'mediumDateTime')

function MailList({
  t,
  locale,
  q,
  rows,
}: {
  t: Translate
  locale: Locale
  q: string | undefined
  rows: OutboxListRow[]
}) {
  return (
    <section>
      <h1>{t('backOffice.mail.title')}</h1>
      <SearchForm
        action="/admin/mail"
        label={t('backOffice.mail.search')}
        hint={t('backOffice.mail.searchHint')}
        submit={t('backOffice.mail.find')}
        q={q}
        maxLength={200}
      />
      {rows.length === 0 ? (
        <p className="card empty">{t('backOffice.mail.none')}</p>
      ) : (
        <>
          <p className="muted">{t('backOffice.mail.latest', { count: OUTBOX_PAGE_SIZE })}</p>
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('backOffice.mail.date')}</th>
                  <th scope="col">{t('backOffice.mail.recipient')}</th>
                  <th scope="col">{t('backOffice.mail.subject')}</th>
                  <th scope="col">{t('backOffice.mail.kind')}</th>
                  <th scope="col">{t('backOffice.mail.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="mail-row">
                    <td>{when(row.createdAt, locale)}</td>
                    <td>{row.recipient}</td>
                    <td>
                      <a href={`/admin/mail/${row.id}`}>{row.subject}</a>
                    </td>
                    <td>
                      {row.kind} ({row.locale})
                    </td>
                    <td>{t(`backOffice.mail.status.${row.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

function MailDetail({
  t,
  locale,
  mail,
}: {
  t: Translate
  locale: Locale
  mail: typeof mailOutbox.$inferSelect
}) {
  return (
    <section>
      <p>
        <a href="/admin/mail">← {t('backOffice.mail.title')}</a>
      </p>
      <h1>{mail.subject}</h1>
      <div className="card">
        <dl>
          <dt>{t('backOffice.mail.recipient')}</dt>
          <dd>{mail.recipient}</dd>
          <dt>{t('backOffice.mail.date')}</dt>
          <dd>{when(mail.createdAt, locale)}</dd>
          <dt>{t('backOffice.mail.kind')}</dt>
          <dd>{mail.kind}</dd>
          <dt>{t('backOffice.mail.language')}</dt>
          <dd>{mail.locale}</dd>
          <dt>{t('backOffice.mail.status')}</dt>
          <dd>{t(`backOffice.mail.status.${mail.status}`)}</dd>
        </dl>
      </div>
      <div className="card">
        <h2>{t('backOffice.mail.text')}</h2>
        <pre className="mail-text" data-testid="mail-text">
          {mail.text}
        </pre>
      </div>
    </section>
  )
}
