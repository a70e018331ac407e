import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { buttonClass } from '#app/ui/button'
import { companyValues, WITHDRAWAL_FORM_FIELDS } from '#core/legal/texts'
import { ServiceSection } from './service-layout'

/** Returns and the 14-day right of withdrawal, with the EU model withdrawal form (Directive 2011/83/EU, annex I B). */
export function ReturnsContent() {
  const { t, href, locale } = useI18n()
  const root = useRootData()
  if (!root) return null
  const values = companyValues(root.shell, locale)
  const blank = <span className="block h-6 border-b border-dotted border-gray-500" />
  return (
    <>
      <p>{t('service.returns.intro')}</p>
      <ServiceSection title={t('service.returns.rightTitle')}>
        <p>{t('service.returns.rightText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.howTitle')}>
        <ol className="list-decimal space-y-2 pl-6">
          <li>{t('service.returns.how1', values)}</li>
          <li>{t('service.returns.how2', values)}</li>
          <li>{t('service.returns.how3')}</li>
        </ol>
        <p>
          <Link to={href('withdrawal')} className={buttonClass('primary')} data-testid="withdrawal-link">
            {t('service.returns.withdrawalLink')}
          </Link>
        </p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.refundTitle')}>
        <p>{t('service.returns.refundText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.conditionTitle')}>
        <p>{t('service.returns.conditionText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.exceptionsTitle')}>
        <p>{t('service.returns.exceptionsText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.warrantyTitle')}>
        <p>{t('service.returns.warrantyText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.returns.dealersTitle')}>
        <p>{t('service.returns.dealersText')}</p>
      </ServiceSection>
      <section
        className="rounded-lg border border-gray-300 bg-white p-5 text-sm"
        data-testid="model-withdrawal-form"
      >
        <h2 className="mb-2 text-xl font-semibold text-gray-900">{t('service.returns.formTitle')}</h2>
        <p className="mb-3 italic">{t('service.returns.formIntro')}</p>
        <p className="mb-3">{t('service.returns.formTo', values)}</p>
        <p className="mb-2">{t('service.returns.formDeclaration')}</p>
        {blank}
        {blank}
        {WITHDRAWAL_FORM_FIELDS.map((field) => (
          <div key={field} className="mt-4">
            <p>{t(`service.returns.${field}`)}:</p>
            {blank}
          </div>
        ))}
        <p className="mt-4 text-gray-700">{t('service.returns.formNote')}</p>
      </section>
    </>
  )
}
