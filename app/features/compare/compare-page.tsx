import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ProductDetail } from '#core/schemas/catalogue'
import { DeliveryPromise } from '#app/features/product-card/delivery-promise'
import { StockMessage } from '#app/features/product-card/stock-message'
import { AddToCartButton } from '#app/features/product-card/add-to-cart-button'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { Price } from '#app/ui/price'
import { StarRating } from '#app/ui/star-rating'
import { alignFeatures } from './align-features'
import { MediaImage } from '#app/ui/media-image'

/**
 * The compare page (spec §2, §4 "Compare"): the products side by side with price (dealer rule, spec §6),
 * rating, delivery and an add-to-cart button, then their features aligned by group and name, so that a row
 * compares like with like; a feature one product lacks says so.
 */
export function ComparePage({ products }: { products: ProductDetail[] }) {
  useMessages('shopper')
  const { t } = useI18n()
  const groups = alignFeatures(products)
  return (
    <div className="flex flex-col gap-6" data-testid="compare-page">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('page.compare')}</h1>
      {products.length < 2 ? (
        <p className="rounded-md bg-gray-50 p-4 text-gray-700" data-testid="compare-choose">
          {t('compare.page.choose')}
        </p>
      ) : null}
      {products.length > 0 ? (
        <table className="w-full table-fixed border-collapse text-sm" data-testid="compare-table">
          <caption className="sr-only">{t('page.compare')}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-24 sm:w-48">
                <span className="sr-only">{t('compare.page.product')}</span>
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className="px-2 pb-4 text-left align-top font-normal">
                  <div className="flex flex-col gap-2">
                    <MediaImage
                      src={product.thumb_category_height_140}
                      alt=""
                      width={210}
                      height={140}
                      eager
                      className="h-[140px] w-auto max-w-full self-center object-contain"
                    />
                    <p className="text-xs text-gray-600">{product.brand_name}</p>
                    <Link
                      to={product.link}
                      className="text-base font-semibold text-gray-900 hover:text-brand-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={t('compare.page.price')}>
              {products.map((product) => (
                <td key={product.id} className="px-2 py-3 align-top">
                  <Price prices={product.prices} unitContent={product.unit_content} />
                  <div className="mt-3">
                    <AddToCartButton product={product} quantity={1} compact />
                  </div>
                </td>
              ))}
            </Row>
            <Row label={t('compare.page.rating')}>
              {products.map((product) => (
                <td key={product.id} className="px-2 py-3 align-top">
                  {product.review_amount > 0 ? (
                    <StarRating rating={product.average_review_rating} count={product.review_amount} />
                  ) : (
                    <span className="text-gray-600">{t('compare.page.noRating')}</span>
                  )}
                </td>
              ))}
            </Row>
            <Row label={t('compare.page.availability')}>
              {products.map((product) => (
                <td key={product.id} className="px-2 py-3 align-top">
                  <StockMessage product={product} />
                  <DeliveryPromise product={product} />
                </td>
              ))}
            </Row>
          </tbody>
          {groups.map((group) => (
            <tbody key={group.title} data-testid="compare-group">
              <tr>
                <th
                  scope="colgroup"
                  colSpan={products.length + 1}
                  className="bg-gray-100 px-2 py-2 text-left text-base font-semibold text-gray-900"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <Row key={row.name} label={row.name}>
                  {row.values.map((value, index) => (
                    <td
                      key={products[index]!.id}
                      className={`px-2 py-2 align-top ${value === null ? 'text-gray-500 italic' : 'text-gray-900'}`}
                    >
                      {value ?? t('compare.page.missing')}
                    </td>
                  ))}
                </Row>
              ))}
            </tbody>
          ))}
        </table>
      ) : null}
    </div>
  )
}

/** A row with its label in the first column. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr className="border-b border-gray-200">
      <th scope="row" className="px-2 py-2 text-left align-top text-xs font-medium text-gray-700 sm:text-sm">
        {label}
      </th>
      {children}
    </tr>
  )
}
