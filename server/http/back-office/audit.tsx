import type { Hono } from 'hono'
import type { Locale } from '#core/locales'
import { auditFilterSchema, type AuditFilter } from '#core/schemas/back-office-staff'
import {
  AUDIT_PAGE_SIZE,
  auditFilterChoices,
  listAuditLog,
  type AuditLogEntry,
} from '#server/domain/staff/audit-log'
import type { AppEnv } from '../env'
import { auditAction, auditValue } from './history'
import type { BackOfficeKit } from './kit'
import { formatDate, Pager, type Translate } from './views'

/**
 * The audit log (issue 35, admins only): every change staff and commands made, newest first, filtered by the
 * kind of record, its id, the member of staff and a range of days, fifty a page; each entry's changes field
 * by field, and a link to the record's screen where it has one.
 */
export function mountAuditLog(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  app.get('/admin/audit', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const filter = auditFilterSchema.parse(c.req.query())
    const [{ entries, total }, choices] = await Promise.all([
      listAuditLog(kit.db, filter),
      auditFilterChoices(kit.db),
    ])
    return kit.render(
      c,
      staff,
      t('backOffice.audit.title'),
      <AuditLogPage
        t={t}
        locale={staff.locale}
        filter={filter}
        entries={entries}
        total={total}
        choices={choices}
      />,
    )
  })
}

/** A kind of record as staff read it; one the catalogue does not name is shown as stored. */
function entityLabel(t: Translate, entity: string): string {
  const key = `backOffice.audit.entity.${entity}`
  const label = t(key)
  return label === key ? entity : label
}

function query(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams()
  for (const name of ['entity', 'record', 'staff', 'from', 'to'] as const) {
    const value = filter[name]
    if (value) params.set(name, value)
  }
  if (page > 1) params.set('page', String(page))
  const text = params.toString()
  return text ? `/admin/audit?${text}` : '/admin/audit'
}

/** Longer than this, a value (an article's text) is folded: its start shows, the rest on request. */
const FOLD_AT = 160

function Value({ value, className }: { value: unknown; className?: string }) {
  const text = auditValue(value)
  if (text.length <= FOLD_AT) return <span className={className}>{text}</span>
  return (
    <details className={className}>
      <summary>{`${text.slice(0, 100)}…`}</summary>
      <div className="pre">{text}</div>
    </details>
  )
}

function Details({ details }: { details: Record<string, unknown> }) {
  const { changes, ...rest } = details as { changes?: Record<string, { from: unknown; to: unknown }> }
  const restEntries = Object.entries(rest)
  return (
    <ul className="plain audit-details">
      {changes
        ? Object.entries(changes).map(([field, change]) => (
            <li key={field}>
              <strong>{field}</strong>: <Value value={change.from} className="from" /> →{' '}
              <Value value={change.to} className="to" />
            </li>
          ))
        : null}
      {restEntries.map(([field, value]) => (
        <li key={field}>
          <strong>{field}</strong>: <Value value={value} />
        </li>
      ))}
    </ul>
  )
}

export function AuditLogPage({
  t,
  locale,
  filter,
  entries,
  total,
  choices,
}: {
  t: Translate
  locale: Locale
  filter: AuditFilter
  entries: AuditLogEntry[]
  total: number
  choices: { entities: string[]; staff: Array<{ id: string; name: string }> }
}) {
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))
  return (
    <section className="audit">
      <h1>{t('backOffice.audit.title')}</h1>
      <form method="get" action="/admin/audit" className="filters" role="search">
        <label>
          {t('backOffice.audit.entity')}
          <select name="entity" defaultValue={filter.entity ?? ''}>
            <option value="">{t('backOffice.audit.any')}</option>
            {choices.entities.map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(t, entity)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.audit.record')}
          <input name="record" defaultValue={filter.record} maxLength={100} className="record-input" />
        </label>
        <label>
          {t('backOffice.audit.staff')}
          <select name="staff" defaultValue={filter.staff ?? ''}>
            <option value="">{t('backOffice.audit.anyone')}</option>
            {choices.staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('backOffice.audit.from')}
          <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          {t('backOffice.audit.to')}
          <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <button type="submit" className="primary">
          {t('backOffice.audit.filter')}
        </button>
        <a href="/admin/audit" className="button-link">
          {t('backOffice.audit.reset')}
        </a>
      </form>
      <p className="muted" role="status">
        {t('backOffice.audit.count', { count: total })}
      </p>
      <div className="table-wrap">
        <table className="stacked">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.history.when')}</th>
              <th scope="col">{t('backOffice.history.who')}</th>
              <th scope="col">{t('backOffice.history.action')}</th>
              <th scope="col">{t('backOffice.audit.record')}</th>
              <th scope="col">{t('backOffice.history.changes')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-row">
                <td className="nowrap">{formatDate(entry.at, locale)}</td>
                <td data-label={t('backOffice.history.who')}>
                  {entry.staffName ?? entry.staffEmail}
                  {entry.staffName ? <span className="muted block">{entry.staffEmail}</span> : null}
                </td>
                <td data-label={t('backOffice.history.action')}>{auditAction(t, entry.action)}</td>
                <td data-label={t('backOffice.audit.record')}>
                  {entityLabel(t, entry.entity)}{' '}
                  {entry.href ? (
                    <a href={entry.href} className="record-id">
                      {entry.entityId}
                    </a>
                  ) : (
                    <span className="record-id">{entry.entityId}</span>
                  )}
                </td>
                <td data-label={t('backOffice.history.changes')} className="span">
                  <Details details={entry.details} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 ? <p className="empty">{t('backOffice.audit.none')}</p> : null}
      </div>
      <Pager
        t={t}
        label={t('backOffice.audit.pages')}
        page={filter.page}
        pages={pages}
        href={(page) => query(filter, page)}
        previous={t('backOffice.audit.previous')}
        next={t('backOffice.audit.next')}
      />
    </section>
  )
}
