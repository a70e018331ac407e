import type { ProductDetail } from '#core/schemas/catalogue'
import { ProductStrip } from '#app/features/product-card/product-strip'
import { ProductReviews } from '#app/features/reviews/product-reviews'
import { useI18n } from '#app/i18n/i18n'
import { StarRating } from '#app/ui/star-rating'
import { CollapsibleSection } from './collapsible-section'
import { FeaturePanel } from './feature-panel'
import { TextBlocks } from './text-blocks'

/**
 * The product page below the gallery and buy box: the collapsible description, features and reviews, and the
 * related products. A chunk of its own, hydrated after the first load (`lazyBelowFold`, docs/decisions/0042).
 */
export function ProductSections({ product }: { product: ProductDetail }) {
  const { t } = useI18n()
  const slugs = {
    description: t('product.description.slug'),
    features: t('product.features.slug'),
    reviews: t('product.reviews.slug'),
  }
  return (
    <>
      <div className="rounded-lg border border-gray-200 bg-white px-4 sm:px-6">
        <CollapsibleSection slug={slugs.description} title={t('product.description.title')} defaultOpen>
          <TextBlocks text={product.description} className="max-w-3xl text-gray-800" />
        </CollapsibleSection>
        <CollapsibleSection slug={slugs.features} title={t('product.features.title')} defaultOpen>
          <FeaturePanel product={product} />
        </CollapsibleSection>
        <CollapsibleSection
          slug={slugs.reviews}
          title={t('product.reviews.titleCount', { count: product.review_amount })}
        >
          <div className="flex flex-col gap-4">
            {product.review_amount > 0 ? (
              <div className="flex flex-wrap items-center gap-3">
                <StarRating rating={product.average_review_rating} count={product.review_amount} size="md" />
              </div>
            ) : (
              <p className="text-gray-700">{t('product.reviews.none')}</p>
            )}
            <ProductReviews productId={product.id} productName={product.name} />
          </div>
        </CollapsibleSection>
      </div>

      <ProductStrip
        title={t('product.related')}
        products={product.related_products}
        stripKey="related-products"
      />
    </>
  )
}
