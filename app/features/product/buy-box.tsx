import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import type { StickyBuyBarProps } from './sticky-buy-bar'
import type { ProductDetail } from '#core/schemas/catalogue'
import { DeliveryPromise } from '#app/features/product-card/delivery-promise'
import { useCart, useCartActions } from '#app/features/cart/use-cart'
import { StockMessage } from '#app/features/product-card/stock-message'
import { eurosToCents } from '#core/money'
import { useRootData } from '#app/lib/root-data'
import { Price, priceView, useIsDealer } from '#app/ui/price'
import { StarRating } from '#app/ui/star-rating'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { loadChunk } from '#app/lib/chunk-load'
import { useIsDesktop } from '#app/ui/use-media-query'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { CompareButton } from '#app/features/product-card/compare-button'
import { WishListButton } from '#app/features/product-card/wish-list-button'
import { offersKeepMePosted } from '#app/features/keep-me-posted/rules'
import { AddToCartButton } from '#app/features/product-card/add-to-cart-button'
import { ExtraServices } from './extra-services'
import { FreeProducts } from './free-products'
import { clampQuantity, quantityLimitsOf } from './quantity'
import { QuantitySelect } from './quantity-select'
import { VariantChoice } from './variant-choice'
import { MediaImage } from '#app/ui/media-image'

// The phone's sticky add-to-cart bar loads the first time the buy box's button scrolls away.
const StickyBuyBar = lazy<ComponentType<StickyBuyBarProps>>(() =>
  loadChunk('sticky-bar', () => import('./sticky-buy-bar')).then(
    (module) => ({ default: module.StickyBuyBar }),
    // A convenience: without its code the buy box still works.
    () => ({ default: () => null }),
  ),
)

/** Loaded and hydrated after the first load (docs/decisions/0042). */
const InstalmentInfo = lazyBelowFold('instalment-info', () =>
  import('./instalment-info').then((module) => module.InstalmentInfo),
)

/** Out of stock only; server-rendered, its code (and its panel's) after the first load (decision 0065). */
const KeepMePostedButton = lazyBelowFold('keep-me-posted-button', () =>
  import('#app/features/keep-me-posted/keep-me-posted-button').then((module) => module.KeepMePostedButton),
)

/**
 * The buy box beside the gallery: brand, name, rating, price, stock and delivery, variants, extra services,
 * free products, quantity and the add-to-cart button, and the three-instalment information.
 */
export function BuyBox({
  product,
  reviewsSlug,
  cartTotalCents,
}: {
  product: ProductDetail
  reviewsSlug: string
  cartTotalCents: number
}) {
  const dealer = useIsDealer()
  // The owner's setting, read with the shell (the checkout reads the same one); unknown means not offered.
  const instalments = useRootData()?.shell.three_instalments
  const limits = quantityLimitsOf(product)
  const [quantity, setQuantity] = useState<number | null>(() => clampQuantity(1, limits).quantity)
  const unitCents = priceView(product.prices, dealer).current
  // The cart's line items count towards the instalment limit (spec §9) once the cart has loaded.
  const cartLineItemsCents = useCart((state) =>
    state.checkout ? eurosToCents(state.checkout.totals.line_items.amount_tax_incl) : null,
  )
  // Nothing to choose or pay in parts while the product cannot be ordered.
  const orderable = product.stock_status_code !== 'UNAVAILABLE'
  const actions = useCartActions()
  const [services, setServices] = useState<ReadonlySet<number>>(() => new Set())
  /** The ticked extra services go onto the line just added, as many as its pieces (up to each maximum). */
  const addServices = async (response: CheckoutLineResponse) => {
    const line = response.checkout_line_item
    if (!line) return
    for (const option of line.product_options.extra_service) {
      if (!services.has(option.id)) continue
      const wanted = Math.min(option.max_quantity, line.quantity)
      if (wanted <= option.quantity) continue
      await actions.setOption(
        line,
        { kind: 'extra_service', id: option.id, name: option.name, quantity: option.quantity },
        wanted,
      )
    }
  }

  const buyRow = useRef<HTMLDivElement>(null)
  const desktop = useIsDesktop()
  const scrolledPast = useScrolledPast(buyRow, orderable && !desktop)
  const [barWanted, setBarWanted] = useState(false)
  if (scrolledPast && !barWanted) setBarWanted(true)

  return (
    <div className="flex min-w-0 flex-col gap-5" data-testid="buy-box">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-gray-700" data-testid="brand">
          {product.brand_thumbnail ? (
            <MediaImage
              src={product.brand_thumbnail}
              alt=""
              width={64}
              height={24}
              eager
              className="h-6 w-auto"
            />
          ) : null}
          <span>{product.brand_name}</span>
        </p>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{product.name}</h1>
        {product.review_amount > 0 ? (
          <a
            href={`#${reviewsSlug}`}
            className="flex w-fit items-center gap-2 rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            data-testid="rating-summary"
          >
            <StarRating rating={product.average_review_rating} count={product.review_amount} size="md" />
          </a>
        ) : null}
        {product.comment ? <p className="text-sm text-gray-700 italic">{product.comment}</p> : null}
      </header>

      {/* Below 1024 px the instalments follow the button. */}
      <div className="contents lg:flex lg:flex-col lg:gap-2">
        <Price prices={product.prices} size="lg" unitContent={product.unit_content} />
        {orderable ? (
          <div className="empty:hidden max-lg:order-1">
            <InstalmentInfo
              totalCents={unitCents * (quantity ?? 1)}
              cartTotalCents={cartLineItemsCents ?? cartTotalCents}
              enabled={instalments?.enabled ?? false}
              limitCents={instalments?.limit_cents}
            />
          </div>
        ) : null}
      </div>

      <div className="flex flex-col gap-1" data-testid="availability">
        <StockMessage product={product} />
        <DeliveryPromise product={product} length="long" />
      </div>

      {/* Below 1024 px price, stock and the button come first, within a phone's first screen (issue 32); the
          choices follow them there (the add-to-cart panel offers the extra services again). */}
      <div className="flex flex-col gap-5 empty:hidden max-lg:order-1">
        <VariantChoice variants={product.variants} />
        {/* Nothing to add to a product that cannot be ordered (issue 32). */}
        {orderable ? (
          <ExtraServices services={product.extra_services} chosen={services} onChange={setServices} />
        ) : null}
        <FreeProducts options={product.free_product_options} />
      </div>

      {orderable ? (
        <div ref={buyRow} className="flex flex-wrap items-end gap-x-3 gap-y-2">
          <QuantitySelect quantity={quantity} limits={limits} onChange={setQuantity} />
          <div className="flex-1">
            <AddToCartButton product={product} quantity={quantity} onAdded={addServices} />
          </div>
        </div>
      ) : null}

      {/* Sold out, keep-me-posted takes the button's place, as the page's one primary action. */}
      <div data-slot="keep-me-posted" className="empty:hidden">
        {offersKeepMePosted(product) ? (
          <KeepMePostedButton productId={product.id} name={product.name} primary={!orderable} />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2 max-lg:order-2">
        <WishListButton
          product={{ id: product.id, name: product.name, image: product.thumb_category_square_125 }}
          withLabel
        />
        <CompareButton productId={product.id} name={product.name} />
      </div>

      {barWanted ? (
        <Suspense fallback={null}>
          <StickyBuyBar
            product={product}
            quantity={quantity}
            onAdded={addServices}
            shown={scrolledPast}
            buyRow={buyRow}
          />
        </Suspense>
      ) : null}
    </div>
  )
}

/**
 * Whether the element has scrolled up out of the viewport (not merely below it), watched with an
 * IntersectionObserver while `active`.
 */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>, active: boolean): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!active || !element) return
    // The root reaches far below the viewport: the element leaves it only across the top edge, which a quick
    // scroll or a jump to an anchor past it reports too (a plain observer would see "outside" twice).
    const observer = new IntersectionObserver(([entry]) => entry && setPast(!entry.isIntersecting), {
      rootMargin: '0px 0px 99999px',
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, active])
  return active && past
}
