import { countryName } from '#core/address/summary'
import { useI18n } from '#app/i18n/i18n'
import { OpeningHoursTable } from './opening-hours-table'
import { useRootData } from '#app/lib/root-data'
import { PhoneAndEmail } from './phone-and-email'
import { ServiceSection } from './service-layout'

/** Address, opening hours, phone, e-mail and the company's registration: all from the settings. */
export function ContactContent() {
  const { t, locale } = useI18n()
  const root = useRootData()
  if (!root) return null
  const { store, company_legal: legal } = root.shell
  return (
    <>
      <p>{t('service.contact.intro')}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ServiceSection title={t('service.contact.visitTitle')}>
          <address className="not-italic" data-testid="contact-address">
            {store.name}
            <br />
            {store.street}
            <br />
            {store.postal_code} {store.city}
            <br />
            {countryName(locale, store.country_iso)}
          </address>
        </ServiceSection>
        <ServiceSection title={t('service.contact.hoursTitle')}>
          <OpeningHoursTable
            hours={store.opening_hours}
            className="w-full max-w-xs text-sm"
            testId="contact-hours"
          />
        </ServiceSection>
        <ServiceSection title={t('service.contact.reachTitle')}>
          <PhoneAndEmail store={store} />
          <p className="text-sm text-gray-700">{t('service.contact.reachText')}</p>
        </ServiceSection>
        <ServiceSection title={t('service.contact.companyTitle')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-testid="contact-company">
            <dt>{t('service.contact.legalName')}</dt>
            <dd>{legal.legal_name}</dd>
            <dt>{t('service.contact.coc')}</dt>
            <dd data-testid="contact-coc">{legal.coc_number}</dd>
            <dt>{t('service.contact.vat')}</dt>
            <dd>{legal.vat_number}</dd>
            {legal.iban ? (
              <>
                <dt>{t('service.contact.iban')}</dt>
                <dd>{legal.iban}</dd>
              </>
            ) : null}
          </dl>
        </ServiceSection>
      </div>
      <p className="text-sm text-gray-700">{t('service.contact.disputes')}</p>
    </>
  )
}
