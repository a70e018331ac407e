import { useEffect } from 'react'
import type { ProductDetail } from '#core/schemas/catalog'
import { Breadcrumbs } from '#app/features/catalog/breadcrumbs'
import { rememberVisitedProduct } from '#app/features/catalog/last-viewed'
import { LazyLastViewedStrip } from '#app/features/catalog/lazy-last-viewed-strip'
import { ProductStrip } from '#app/features/catalog/product-strip'
import { useI18n } from '#app/i18n/i18n'
import { trackViewItem } from '#app/lib/analytics'
import { StarRating } from '#app/ui/star-rating'
import { BuyBox } from './buy-box'
import { CollapsibleSection } from './collapsible-section'
import { FeaturePanel } from './feature-panel'
import { ProductGallery } from './product-gallery'
import { TextBlocks } from './text-blocks'

export interface ProductPageProps {
  product: ProductDetail
  /** The cart's line-item total incl. tax, for the three-instalment limit; 0 until the cart exists. */
  cartTotalCents?: number
}

/**
 * The product page (spec §2 "Product page"): gallery and buy box side by side from 1024 px, below them the
 * collapsible description, features and reviews. `meta` and structured data are the route's (see
 * `product-seo.tsx`).
 */
export function ProductPage(props: ProductPageProps) {
  // A new product (another variant) is a new page: quantity, slide and open sections start afresh.
  return <ProductView key={props.product.id} {...props} />
}

function ProductView({ product, cartTotalCents = 0 }: ProductPageProps) {
  const { t } = useI18n()
  const slugs = {
    description: t('product.description.slug'),
    features: t('product.features.slug'),
    reviews: t('product.reviews.slug'),
  }

  useEffect(() => {
    rememberVisitedProduct(product.id, product.link)
    trackViewItem(product)
    // Once per product shown, not on every re-render with fresh data of the same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id, product.link])

  return (
    <article
      className="flex flex-col gap-6 lg:gap-8"
      data-product-id={product.id}
      data-product-version={product.version}
      data-testid="product-page"
    >
      <Breadcrumbs
        trail={[
          ...product.breadcrumbs.filter((crumb) => crumb.link !== product.link),
          { name: product.name, link: product.link },
        ]}
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <div className="min-w-0 lg:sticky lg:top-4">
          <ProductGallery
            slides={product.slides}
            name={product.name}
            fallbackImage={product.thumb_category_height_140}
          />
        </div>
        <BuyBox product={product} reviewsSlug={slugs.reviews} cartTotalCents={cartTotalCents} />
      </div>

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
            {/* The reviews issue fills these: review list and form, customer photos. */}
            <section data-slot="reviews" className="empty:hidden" />
            <section data-slot="customer-photos" className="empty:hidden" />
          </div>
        </CollapsibleSection>
      </div>

      <ProductStrip
        title={t('product.related')}
        products={product.related_products}
        stripKey="related-products"
      />
      <LazyLastViewedStrip except={product.id} />
    </article>
  )
}
