import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { formatShopDate } from '#core/shop-dates'
import { companyValues } from './company'
import { PhoneAndEmail } from './phone-and-email'
import { ServiceSection } from './service-layout'

/**
 * The statement's facts that are not words: the day it was drawn up (noon, so that it is the same day in every
 * time zone), how conformance was checked, and what does not conform yet. Update them together with the texts
 * (`service.accessibility.*`) when the shop or its checks change.
 */
export const ACCESSIBILITY_STATEMENT = {
  date: '2026-11-29T12:00:00Z',
  methods: ['automated', 'keyboard', 'manual'],
  exceptions: ['documents', 'reviewPhotos', 'map', 'payment'],
} as const

/**
 * The accessibility statement (European Accessibility Act, EN 301 549): what conforms and how that was
 * checked, what does not yet, the date, and how to report a barrier, with the shop's phone and e-mail from
 * the settings.
 */
export function AccessibilityContent() {
  const { t, locale } = useI18n()
  const root = useRootData()
  if (!root) return null
  const values = companyValues(root.shell, locale)
  const { store } = root.shell
  return (
    <>
      <p>{t('service.accessibility.intro', values)}</p>
      <ServiceSection title={t('service.accessibility.statusTitle')}>
        <p>{t('service.accessibility.statusText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.accessibility.methodTitle')}>
        <ul className="list-disc space-y-2 pl-5">
          {ACCESSIBILITY_STATEMENT.methods.map((method) => (
            <li key={method}>{t(`service.accessibility.method.${method}` as MessageKey)}</li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection title={t('service.accessibility.exceptionsTitle')}>
        <ul className="list-disc space-y-2 pl-5" data-testid="accessibility-exceptions">
          {ACCESSIBILITY_STATEMENT.exceptions.map((exception) => (
            <li key={exception}>{t(`service.accessibility.exception.${exception}` as MessageKey)}</li>
          ))}
        </ul>
      </ServiceSection>
      <ServiceSection title={t('service.accessibility.contactTitle')}>
        <p>{t('service.accessibility.contactText')}</p>
        <PhoneAndEmail store={store} testId="accessibility-contact" />
        <p>{t('service.accessibility.responseTime')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.accessibility.enforcementTitle')}>
        <p>{t('service.accessibility.enforcementText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.accessibility.dateTitle')}>
        <p>
          {t('service.accessibility.dateText', {
            date: formatShopDate(ACCESSIBILITY_STATEMENT.date, locale),
          })}
        </p>
      </ServiceSection>
    </>
  )
}
