import type { Locale } from '#core/locales'
import type { AuditEntry } from '#server/domain/staff/audit'
import { hasMessage } from '#server/i18n/translate'
import { formatDate, type Translate } from './views'

/** A value of the audit log's details as staff read it. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** What an audit entry did, as staff read it ("Product changed"); an action without a text as it is stored. */
export function auditAction(t: Translate, action: string): string {
  const key = `backOffice.audit.action.${action}`
  return hasMessage(key) ? t(key) : action
}

/**
 * A record's history on its edit page (issue 35): who changed what when, newest first, from the audit log.
 * `details.changes` (from `changedFields`) is shown field by field; other details as they are.
 */
export function History({
  t,
  locale,
  entries,
  fieldLabel = (field) => field,
}: {
  t: Translate
  locale: Locale
  entries: readonly AuditEntry[]
  fieldLabel?: (field: string) => string
}) {
  return (
    <section className="card" aria-labelledby="history-title">
      <h2 id="history-title">{t('backOffice.history.title')}</h2>
      {entries.length === 0 ? (
        <p className="muted">{t('backOffice.history.none')}</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('backOffice.history.when')}</th>
                <th scope="col">{t('backOffice.history.who')}</th>
                <th scope="col">{t('backOffice.history.action')}</th>
                <th scope="col">{t('backOffice.history.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry, index) => {
                const changes = entry.details.changes as
                  Record<string, { from: unknown; to: unknown }> | undefined
                return (
                  <tr key={index} data-testid="history-row">
                    <td className="nowrap">{formatDate(entry.at, locale)}</td>
                    <td>{entry.staffName ?? entry.staffEmail}</td>
                    <td>{auditAction(t, entry.action)}</td>
                    <td>
                      {changes ? (
                        <ul className="plain">
                          {Object.entries(changes).map(([field, change]) => (
                            <li key={field}>
                              <strong>{fieldLabel(field)}</strong>: {auditValue(change.from)} →{' '}
                              {auditValue(change.to)}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
