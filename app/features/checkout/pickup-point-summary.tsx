import { openingHoursRows } from '#core/pickup-points/pickup-point'
import type { OpeningHours } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'

/** A pickup point's or the shop's opening hours: every weekday from Monday, "closed" when it is. */
export function OpeningHoursList({ hours }: { hours: OpeningHours }) {
  const { t } = useI18n()
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm" data-testid="opening-hours">
      {openingHoursRows(hours).map((row) => (
        <div key={row.day} className="contents">
          <dt className="text-gray-700">{t(row.dayKey)}</dt>
          <dd className={row.value ? 'text-gray-900' : 'text-gray-500'}>{row.value ?? t('pickup.closed')}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Opening hours kept as JSON text (spec §3 "Checkout pickup-point address"); unreadable text shows none. */
export function parseOpeningHours(json: string): OpeningHours {
  try {
    const parsed: unknown = JSON.parse(json)
    return parsed && typeof parsed === 'object' ? (parsed as OpeningHours) : {}
  } catch {
    return {}
  }
}
