import { formatEuro } from '#core/money'
import type { PaymentPageData } from '#core/schemas/service'
import { useI18n } from '#app/i18n/i18n'
import { ServiceSection } from './service-layout'

/** The payment methods the payment provider offers the shop, with their limits, and in3 as the owner set it up. */
export function PaymentContent({ data }: { data: PaymentPageData }) {
  const { t } = useI18n()
  const in3 = data.methods.some((method) => method.id === 'in3')
  return (
    <>
      <p>{t('service.payment.intro')}</p>
      <ServiceSection title={t('service.payment.methodsTitle')}>
        {data.methods.length > 0 ? (
          <>
            <p>{t('service.payment.methodsFor', { country: data.country })}</p>
            <ul className="list-disc space-y-1 pl-6" data-testid="payment-methods">
              {data.methods.map((method) => (
                <li key={method.id}>
                  <strong>{method.title}</strong>
                  {method.minimum_cents !== null && method.maximum_cents !== null && method.id === 'in3' ? (
                    <>
                      {' '}
                      (
                      {t('service.payment.limits', {
                        min: formatEuro(method.minimum_cents),
                        max: formatEuro(method.maximum_cents),
                      })}
                      )
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
            <p>{t('service.payment.otherCountries')}</p>
          </>
        ) : (
          <p>{t('service.payment.noneListed')}</p>
        )}
      </ServiceSection>
      {in3 && data.three_instalments.enabled ? (
        <ServiceSection title={t('service.payment.in3Title')}>
          <p>{t('service.payment.in3Text', { limit: formatEuro(data.three_instalments.limit_cents) })}</p>
        </ServiceSection>
      ) : null}
      <ServiceSection title={t('service.payment.failedTitle')}>
        <p>{t('service.payment.failedText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.payment.invoiceTitle')}>
        <p>{t('service.payment.invoiceText')}</p>
      </ServiceSection>
    </>
  )
}
