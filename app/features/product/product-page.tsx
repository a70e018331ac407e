import { useEffect } from 'react'
import type { ProductDetail } from '#core/schemas/catalogue'
import { Breadcrumbs, categoryTrail } from '#app/features/catalogue/breadcrumbs'
import { rememberVisitedProduct } from '#app/features/catalogue/last-viewed'
import { LazyLastViewedStrip } from '#app/features/catalogue/lazy-last-viewed-strip'
import { useI18n, usePageMessages } from '#app/i18n/i18n'
import { trackViewItem } from '#app/lib/analytics'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { BuyBox } from './buy-box'
import { ProductGallery } from './product-gallery'

/** Below the buy box: loaded and hydrated after the first load (docs/decisions/0042). */
const ProductSections = lazyBelowFold('product-sections', () =>
  import('./product-sections').then((module) => module.ProductSections),
)

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
  const { t, href } = useI18n()
  const messagePart = usePageMessages('product')

  useEffect(() => {
    rememberVisitedProduct(product.id, product.link)
    trackViewItem(product)
    // Once per product shown, not on every re-render with fresh data of the same product.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.id, product.link])

  return (
    <article
      // Room at the bottom for the phone's sticky add-to-cart bar.
      className="flex flex-col gap-6 pb-16 lg:gap-8 lg:pb-0"
      data-product-id={product.id}
      data-product-version={product.version}
      data-testid="product-page"
      {...messagePart}
    >
      {/* From Home, like the category's (issue 10). */}
      <Breadcrumbs trail={categoryTrail(product, { name: t('shell.home'), link: href('home') })} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start lg:gap-10">
        <div className="min-w-0 lg:sticky lg:top-4">
          <ProductGallery
            slides={product.slides}
            name={product.name}
            fallbackImage={product.thumb_category_height_140}
          />
        </div>
        <BuyBox product={product} reviewsSlug={t('product.reviews.slug')} cartTotalCents={cartTotalCents} />
      </div>

      <ProductSections product={product} />
      <LazyLastViewedStrip except={product.id} />
    </article>
  )
}
