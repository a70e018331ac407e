import type { StoreInfo } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'

/** The store's week, a row per day with its hours or "closed": on the home tab and the contact page. */
export function OpeningHoursTable({
  hours,
  className = 'w-full text-sm',
  testId,
}: {
  hours: StoreInfo['opening_hours']
  className?: string
  testId?: string
}) {
  const { t } = useI18n()
  return (
    <table className={className} data-testid={testId}>
      <tbody>
        {hours.map(({ day, value }) => (
          <tr key={day} className="border-b border-gray-100 last:border-b-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-medium">
              {t(`day.${day}`)}
            </th>
            <td className="py-1.5 text-right">{value ?? t('home.openingHours.closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
