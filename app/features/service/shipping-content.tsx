import { formatEuro } from '#core/money'
import type { ShippingPageData } from '#core/schemas/service'
import { useI18n } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { ServiceSection } from './service-layout'

/** The shipping page: every method, cost and free-shipping threshold comes from the shop's shipping tables. */
export function ShippingContent({ data }: { data: ShippingPageData }) {
  const { t } = useI18n()
  const city = useRootData()?.shell.store.city ?? ''
  const home = data.countries.find((country) => country.country_iso === data.default_country)
  const homeDelivery = home?.methods.find((method) => method.kind === 'home_delivery')
  const kinds = [
    ...new Set(data.countries.flatMap((country) => country.methods.map((method) => method.kind))),
  ]
  const names = new Map(data.countries.flatMap((c) => c.methods.map((m) => [m.kind, m.name] as const)))
  return (
    <>
      <p>{t('service.shipping.intro', { city })}</p>
      <ServiceSection title={t('service.shipping.promiseTitle')}>
        {data.delivery_promises.map((promise) => (
          <p key={promise}>{promise}</p>
        ))}
      </ServiceSection>
      {home && homeDelivery ? (
        <ServiceSection title={t('service.shipping.freeTitle')}>
          <p data-testid="free-shipping-threshold">
            {homeDelivery.free_from_cents !== null
              ? t('service.shipping.freeFrom', {
                  country: home.country,
                  amount: formatEuro(homeDelivery.free_from_cents),
                })
              : t('service.shipping.freeNever', { country: home.country })}
          </p>
        </ServiceSection>
      ) : null}
      <ServiceSection title={t('service.shipping.methodsTitle')}>
        <dl className="flex flex-col gap-3">
          {kinds.map((kind) => (
            <div key={kind}>
              <dt className="font-semibold">{names.get(kind)}</dt>
              <dd>{t(`service.shipping.kind.${kind}`, { city })}</dd>
            </div>
          ))}
        </dl>
      </ServiceSection>
      <ServiceSection title={t('service.shipping.tableTitle')}>
        <div
          className="overflow-x-auto rounded-lg border border-gray-200"
          // Scrolls sideways on a narrow phone: keyboard users reach it too.
          tabIndex={0}
          role="region"
          aria-label={t('service.shipping.tableTitle')}
        >
          <table className="w-full bg-white text-left text-sm" data-testid="shipping-rates">
            <caption className="sr-only">{t('service.shipping.tableTitle')}</caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {t('service.shipping.country')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('service.shipping.method')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('service.shipping.cost')}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {t('service.shipping.freeFromColumn')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.countries.map((country) =>
                country.methods.map((method, index) => (
                  <tr key={`${country.country_iso}-${method.code}`} className="border-t border-gray-200">
                    {index === 0 ? (
                      <th
                        scope="rowgroup"
                        rowSpan={country.methods.length}
                        className="px-3 py-2 align-top font-semibold"
                      >
                        {country.country}
                      </th>
                    ) : null}
                    <td className="px-3 py-2">{method.name}</td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      {method.price_cents === 0 ? t('service.shipping.free') : formatEuro(method.price_cents)}
                    </td>
                    <td className="px-3 py-2 text-right whitespace-nowrap">
                      {method.price_cents === 0 ? null : method.free_from_cents !== null ? (
                        formatEuro(method.free_from_cents)
                      ) : (
                        <>
                          <span aria-hidden="true">{t('service.shipping.notFree')}</span>
                          <span className="sr-only">{t('service.shipping.notFreeLabel')}</span>
                        </>
                      )}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </ServiceSection>
      <ServiceSection title={t('service.shipping.ageTitle')}>
        <p>{t('service.shipping.ageText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.shipping.damageTitle')}>
        <p>{t('service.shipping.damageText')}</p>
      </ServiceSection>
      <ServiceSection title={t('service.shipping.outsideTitle')}>
        <p>{t('service.shipping.outsideText')}</p>
      </ServiceSection>
    </>
  )
}
