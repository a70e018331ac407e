import { useState } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { AddToCartButton } from './add-to-cart-button'
import { CompareButton } from './compare-button'
import { WishListButton } from './wish-list-button'
import { useI18n } from '#app/i18n/i18n'
import { Price } from '#app/ui/price'
import { StarRating } from '#app/ui/star-rating'
import { MediaImage } from '#app/ui/media-image'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'
import { DeliveryPromise } from './delivery-promise'

/**
 * Spec §2 "Product cards": a vertical category card, a horizontal card and a fixed-width (18rem) featured
 * card; `small` is the compact card of product strips.
 */
export type ProductCardLayout = 'category' | 'horizontal' | 'featured' | 'small'

export interface ProductCardProps {
  product: Product
  layout?: ProductCardLayout
  /** Shows the highlighted-product banner. */
  highlighted?: boolean
  /** Above the fold: load the image at once instead of lazily. */
  priority?: boolean
  headingLevel?: 2 | 3 | 4
}

const FRAME: Record<ProductCardLayout, string> = {
  category: 'flex h-full flex-col',
  featured: 'flex h-full w-72 shrink-0 flex-col',
  horizontal: 'flex flex-col',
  small: 'flex h-full w-44 shrink-0 flex-col',
}

export function ProductCard({
  product,
  layout = 'category',
  highlighted = false,
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const { t } = useI18n()
  const Heading = `h${headingLevel}` as const
  const compact = layout === 'small'
  const labels = [product.product_family, product.new_model_label].filter(Boolean)

  const image = (
    <CardImage
      product={product}
      layout={layout}
      priority={priority}
      badge={
        product.is_best_choice ? (
          <span
            className="absolute top-0 left-0 rounded bg-accent-500 px-1.5 py-0.5 text-xs font-bold text-gray-900"
            data-best-choice
          >
            {t('catalog.card.bestChoice')}
          </span>
        ) : null
      }
    />
  )

  const body = (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5">
      {labels.length > 0 && !compact ? (
        <p className="flex flex-wrap gap-1 text-xs font-semibold">
          {product.product_family ? (
            <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-800" data-product-family>
              {product.product_family}
            </span>
          ) : null}
          {product.new_model_label ? (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand-800" data-new-model>
              {product.new_model_label}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="flex min-h-5 items-center gap-2 text-xs text-gray-700">
        {product.brand_thumbnail ? (
          <MediaImage
            src={product.brand_thumbnail}
            alt=""
            width={53}
            height={20}
            className="h-5 w-auto max-w-16 object-contain"
          />
        ) : null}
        <span className="truncate font-medium">{product.brand_name}</span>
      </p>
      {/* A long word in a name breaks rather than push a 320 px wide card grid sideways (WCAG 1.4.10). */}
      <Heading
        className={`font-semibold wrap-break-word hyphens-auto text-gray-900 ${compact ? 'line-clamp-2 text-sm' : 'text-base'}`}
      >
        <ShopLink
          to={product.link}
          className="rounded-sm hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {product.name}
        </ShopLink>
      </Heading>
      {product.description && !compact ? (
        <p className="line-clamp-2 text-sm text-gray-600">{product.description}</p>
      ) : null}
      <StarRating rating={product.average_review_rating} count={product.review_amount} />
      {product.comment && !compact ? (
        <p className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900" data-comment>
          {product.comment}
        </p>
      ) : null}
      {product.free_product_options.length > 0 && !compact ? (
        <ul className="space-y-1" data-free-options>
          {product.free_product_options.map((option) => (
            <li key={option.id} className="flex items-center gap-2 text-xs font-medium text-green-800">
              {option.image ? <Thumbnail src={option.image} size={24} className="size-6" /> : null}
              {t('catalog.card.free', { name: option.name })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )

  const footer = (
    <div
      className={`flex flex-col gap-2 ${layout === 'horizontal' ? 'sm:items-end sm:text-right' : 'mt-auto pt-2'}`}
    >
      {compact ? null : <DeliveryPromise product={product} />}
      <Price prices={product.prices} size={compact ? 'sm' : 'md'} unitContent={product.unit_content} />
      <div className="flex flex-wrap items-center gap-2 empty:hidden" data-slots>
        <div data-slot="compare">
          <CompareButton productId={product.id} name={product.name} />
        </div>
        <div data-slot="wish-list">
          <WishListButton
            product={{ id: product.id, name: product.name, image: product.thumb_category_square_125 }}
          />
        </div>
        <div data-slot="add-to-cart" className="ml-auto">
          <AddToCartButton product={product} quantity={cardQuantity(product)} compact />
        </div>
      </div>
    </div>
  )

  return (
    <article
      className={`relative rounded-lg border bg-white shadow-sm ${
        highlighted ? 'border-brand-600 ring-1 ring-brand-600' : 'border-gray-200'
      } ${compact ? 'p-2' : 'p-3'} ${FRAME[layout]}`}
      data-product-id={product.id}
      data-product-version={product.version}
      data-layout={layout}
      data-testid="product-card"
    >
      {highlighted ? (
        <p
          className="-mx-3 -mt-3 mb-3 rounded-t-lg bg-brand-700 px-3 py-1 text-xs font-semibold text-white"
          data-highlighted
        >
          {t('catalog.card.highlighted')}
        </p>
      ) : null}
      {layout === 'horizontal' ? (
        <div className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 sm:grid-cols-[8rem_1fr_auto]">
          {image}
          {body}
          <div className="col-start-2 sm:col-start-3 sm:row-start-1">{footer}</div>
        </div>
      ) : (
        <>
          {image}
          {body}
          {footer}
        </>
      )}
    </article>
  )
}

/** A card adds one piece (spec §4 "Quantity (product card)"): none when no last stock is left. */
function cardQuantity(product: Product): number | null {
  return product.is_last_stock && product.stock_available < 1 ? null : 1
}

const IMAGE_BOX: Record<ProductCardLayout, string> = {
  category: 'mb-2 h-[140px]',
  featured: 'mb-2 h-[140px]',
  horizontal: 'row-span-2 size-28 self-start sm:size-32',
  small: 'mb-2 h-[125px]',
}

/**
 * The thumbnail, linked to the product (a duplicate of the name link, so hidden from the keyboard and
 * screen readers). The featured card shows a skeleton until its image is there (spec §2).
 */
function CardImage({
  product,
  layout,
  priority,
  badge,
}: {
  product: Product
  layout: ProductCardLayout
  priority: boolean
  badge: React.ReactNode
}) {
  const square = layout === 'horizontal' || layout === 'small'
  const src = square
    ? product.thumb_category_square_125
    : product.thumbnails.category_h140 || product.thumb_category_height_140
  // Category thumbnails are 140 high and 3:2 (the pipeline's h140 box is 210x140); squares are 125.
  const [width, height] = square ? [125, 125] : [210, 140]
  const [loaded, setLoaded] = useState(false)
  const skeleton = layout === 'featured' && !loaded
  return (
    <div className={`relative flex shrink-0 items-center justify-center ${IMAGE_BOX[layout]}`}>
      {skeleton ? (
        <div
          className="absolute inset-0 animate-pulse rounded bg-gray-100"
          aria-hidden="true"
          data-skeleton
        />
      ) : null}
      <ShopLink
        to={product.link}
        tabIndex={-1}
        aria-hidden="true"
        className="relative flex h-full items-center"
      >
        <MediaImage
          ref={(img) => {
            // An image that finished before hydration fires no load event.
            if (skeleton && img?.complete && img.naturalWidth > 0) setLoaded(true)
          }}
          src={src}
          alt={product.name}
          width={width}
          height={height}
          priority={priority}
          onLoad={() => setLoaded(true)}
          className="h-full w-auto max-w-full object-contain"
        />
      </ShopLink>
      {badge}
    </div>
  )
}
