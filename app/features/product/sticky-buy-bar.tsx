import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import type { ProductDetail } from '#core/schemas/catalogue'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { Price } from '#app/ui/price'
import { AddToCartButton } from '#app/features/product-card/add-to-cart-button'
import { Thumbnail } from '#app/ui/thumbnail'
import { reserveBottomSpace } from '#app/ui/bottom-bar-space'

/**
 * The add-to-cart bar at the bottom of a phone's screen once the buy box's button has scrolled away (issue 10):
 * picture, name, price and the same add-to-cart with the chosen quantity. A chunk of its own, loaded the first
 * time it is needed. It slides in only for shoppers who do not ask for reduced motion; while hidden it is
 * inert, so neither the keyboard nor a screen reader meets a second button; shown, it is one more button
 * beside the product's name and price, not a landmark of its own.
 *
 * Shown, it must not cover what has keyboard focus (WCAG 2.4.11): the page's scroll padding reserves its
 * height, so the browser scrolls a focused control above it. Hidden while its button has focus (Home or Page
 * Up scrolled the buy box back), it hands focus to the buy box's own button instead of the page's body (2.4.3).
 */
export interface StickyBuyBarProps {
  product: ProductDetail
  quantity: number | null
  onAdded: (response: CheckoutLineResponse) => void
  shown: boolean
  /** The buy box's row with its own add-to-cart button: where focus goes when the bar hides with it. */
  buyRow: RefObject<HTMLElement | null>
}

export function StickyBuyBar({ product, quantity, onAdded, shown, buyRow }: StickyBuyBarProps) {
  const bar = useRef<HTMLDivElement>(null)
  const heldFocus = useRef(false)

  useEffect(() => {
    const node = bar.current
    if (!shown || !node) return
    return reserveBottomSpace(node)
  }, [shown])

  // Before paint, so that the button made inert does not leave focus on the body for a frame.
  useLayoutEffect(() => {
    if (shown || !heldFocus.current) return
    heldFocus.current = false
    const active = document.activeElement
    if (active && active !== document.body && !bar.current?.contains(active)) return
    buyRow.current?.querySelector<HTMLElement>('[data-testid="add-to-cart"]')?.focus({ preventScroll: true })
  }, [shown, buyRow])

  return (
    <div
      ref={bar}
      inert={!shown}
      onFocus={() => (heldFocus.current = true)}
      // Focus moved on by the shopper (Tab, a click elsewhere) has somewhere to go; inert's blur has none.
      onBlur={(event) => {
        if (event.relatedTarget) heldFocus.current = false
      }}
      data-testid="sticky-buy-bar"
      data-shown={shown || undefined}
      className={`fixed inset-x-0 bottom-0 z-20 border-t border-gray-200 bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur motion-safe:transition-transform motion-safe:duration-200 lg:hidden ${
        shown ? 'translate-y-0' : 'pointer-events-none translate-y-full'
      }`}
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <Thumbnail
          src={product.thumb_category_square_125}
          size={48}
          className="hidden size-12 min-[400px]:block"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold text-gray-900">{product.name}</p>
          <Price prices={product.prices} size="sm" />
        </div>
        <div className="w-40 shrink-0 sm:w-56">
          <AddToCartButton
            product={product}
            quantity={quantity}
            onAdded={onAdded}
            testId="sticky-add-to-cart"
          />
        </div>
      </div>
    </div>
  )
}
