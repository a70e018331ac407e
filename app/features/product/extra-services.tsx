import { eurosToCents, formatEuro } from '#core/money'
import type { ProductOption } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { useStaticData } from '#app/lib/static-data'
import { useRootData } from '#app/lib/root-data'
import { InfoButton } from './info-button'

/**
 * Extra services on the product page (spec §2 "Variant choice: colour, size, extra services"): each one can be
 * ticked before adding, and goes onto the cart line with the product (its quantity follows the product's, up
 * to the service's maximum). The question icon opens the shop's explanation of its options
 * (`product_options_information` from static data: a title and HTML content).
 */
export function ExtraServices({
  services,
  chosen,
  onChange,
}: {
  services: ProductOption[]
  chosen: ReadonlySet<number>
  onChange: (chosen: Set<number>) => void
}) {
  const { t, locale } = useI18n()
  const version = useRootData()?.staticDataVersion ?? ''
  const staticData = useStaticData(version, locale)
  const information = staticData.status === 'ready' ? staticData.data.product_options_information : null
  if (services.length === 0) return null
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(id)
    else next.delete(id)
    onChange(next)
  }
  return (
    <fieldset data-testid="extra-services">
      <legend className="mb-2 flex items-center gap-2 text-sm font-semibold text-gray-900">
        {t('product.extraServices.title')}
        {information?.content ? <InfoButton title={information.title} html={information.content} /> : null}
      </legend>
      <ul className="flex flex-col gap-1 text-sm">
        {services.map((service) => (
          <li key={service.id} className="border-b border-gray-100 last:border-0">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1.5">
              <input
                type="checkbox"
                checked={chosen.has(service.id)}
                onChange={(event) => toggle(service.id, event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
                data-extra-service={service.id}
              />
              <span className="flex-1">{service.name}</span>
              <span className="font-medium whitespace-nowrap">
                {t('product.extraServices.price', { price: formatEuro(eurosToCents(service.price)) })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
