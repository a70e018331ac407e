import type { FeatureGroup, ProductDetail } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { InfoButton } from './info-button'

/**
 * The feature panel (spec §2): features in groups, each group and feature with an info button when the shop
 * wrote an explanation, and a product-info group with EAN, number (the reference) and reference (the id).
 */
export function FeaturePanel({
  product,
}: {
  product: Pick<ProductDetail, 'feature_groups' | 'ean' | 'reference' | 'id'>
}) {
  const { t } = useI18n()
  const info: FeatureGroup = {
    title: t('product.info.title'),
    info: null,
    features: [
      ...(product.ean ? [{ name: t('product.info.ean'), value: product.ean, info: null }] : []),
      { name: t('product.info.number'), value: product.reference, info: null },
      { name: t('product.info.reference'), value: String(product.id), info: null },
    ],
  }
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="feature-panel">
      {[...product.feature_groups, info].map((group, index) => (
        <FeatureTable key={index} group={group} productInfo={group === info} />
      ))}
    </div>
  )
}

function FeatureTable({ group, productInfo }: { group: FeatureGroup; productInfo: boolean }) {
  return (
    <div data-feature-group={productInfo ? 'product-info' : group.title}>
      <h3 className="mb-2 flex items-center gap-2 font-semibold text-gray-900">
        <span>{group.title}</span>
        {group.info ? <InfoButton title={group.title} html={group.info} /> : null}
      </h3>
      <table className="w-full text-sm">
        <tbody>
          {group.features.map((feature, index) => (
            <tr key={index} className="border-b border-gray-100 last:border-0">
              <th scope="row" className="w-1/2 py-2 pr-4 text-left align-top font-normal text-gray-700">
                <span className="inline-flex items-center gap-2">
                  <span>{feature.name}</span>
                  {feature.info ? <InfoButton title={feature.name} html={feature.info} /> : null}
                </span>
              </th>
              <td className="py-2 align-top font-medium text-gray-900">{feature.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
