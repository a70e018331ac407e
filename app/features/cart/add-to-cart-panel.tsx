import { useId } from 'react'
import { Link } from 'react-router'
import { eurosToCents, formatEuro } from '#core/money'
import type { CheckoutLineItem } from '#core/schemas/checkout'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { Button, buttonClass } from '#app/ui/button'
import { ResponsivePanel } from '#app/ui/responsive-panel'
import { CheckIcon } from '#app/ui/icons/check'
import { lineQuantityMax } from './cart-rules'
import { closeAddToCartPanel } from './cart-state'
import { CartSummary } from './cart-summary'
import { LineOptions } from './line-options'
import { QuantityEditor } from './quantity-editor'
import { RelatedProducts } from './related-products'
import { findLine, useCart, useCartActions, type CartActions } from './use-cart'
import { MediaImage } from '#app/ui/media-image'

const euro = (amount: number) => formatEuro(eurosToCents(amount))

/**
 * The add-to-cart panel (spec §2): a large modal from 1024 px, a side panel below. It shows the product just
 * added with its quantity control, extra services and free products, related products to add, the cart
 * summary, and the buttons show cart, checkout and continue shopping.
 */
export function AddToCartPanel() {
  const { t, href } = useI18n()
  useMessages('cart')
  const actions = useCartActions()
  const panel = useCart((state) => state.panel)
  const checkout = useCart((state) => state.checkout)
  const line = panel ? findLine(checkout, panel.productId) : null
  const open = line !== null && checkout !== null
  const summaryId = useId()

  return (
    <ResponsivePanel
      open={open}
      onClose={closeAddToCartPanel}
      title={t('cart.panel.title')}
      footer={
        open ? (
          <>
            <Button variant="gray-outline" onClick={closeAddToCartPanel} data-testid="panel-continue">
              {t('cart.continueShopping')}
            </Button>
            <Link
              to={checkout.routes.shopping_cart || href('cart')}
              onClick={closeAddToCartPanel}
              className={buttonClass('gray-outline')}
              data-testid="panel-show-cart"
            >
              {t('cart.showCart')}
            </Link>
            <Link
              to={checkout.routes.checkout || href('checkoutRegister')}
              onClick={actions.beginCheckout}
              className={buttonClass('green')}
              data-testid="panel-checkout"
            >
              {t('cart.checkout')}
            </Link>
          </>
        ) : null
      }
    >
      {open ? (
        <div
          className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-6"
          data-testid="add-to-cart-panel"
        >
          <div className="flex min-w-0 flex-col gap-5">
            <AddedLine line={line} actions={actions} />
            <LineOptions line={line} actions={actions} />
            <RelatedProducts
              products={panel?.related ?? []}
              actions={actions}
              onNavigate={closeAddToCartPanel}
            />
          </div>
          <aside className="h-fit rounded-lg bg-gray-50 p-4" aria-labelledby={summaryId}>
            <h3 id={summaryId} className="mb-3 text-base font-semibold text-gray-900">
              {t('cart.summary.title')}
            </h3>
            <CartSummary checkout={checkout} />
          </aside>
        </div>
      ) : null}
    </ResponsivePanel>
  )
}

/** The added product: thumbnail, name, link, quantity (changeable) and price. */
function AddedLine({ line, actions }: { line: CheckoutLineItem; actions: CartActions }) {
  const { t } = useI18n()
  return (
    <section className="flex gap-4" data-testid="added-line" data-product-id={line.product.id}>
      <Link
        to={line.product.link}
        onClick={closeAddToCartPanel}
        tabIndex={-1}
        aria-hidden="true"
        className="shrink-0"
      >
        <MediaImage
          src={line.product.thumb_category_square_125}
          alt=""
          width={96}
          height={96}
          eager
          className="size-20 rounded bg-white object-contain sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex items-center gap-1.5 text-sm font-semibold text-green-800" role="status">
          <CheckIcon className="size-4" />
          {t('cart.panel.added')}
        </p>
        <h3 className="text-base font-semibold text-gray-900">
          <Link
            to={line.product.link}
            onClick={closeAddToCartPanel}
            className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {line.product.name}
          </Link>
        </h3>
        <p className="text-sm text-gray-600">{line.product.brand_name}</p>
        <QuantityEditor
          quantity={line.quantity}
          max={lineQuantityMax(line.product)}
          name={line.product.name}
          onSave={(quantity) => actions.changeQuantity(line, quantity)}
        />
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          {line.quantity > 1 ? (
            <span className="text-gray-600">
              {t('cart.unitPrice', { quantity: line.quantity, price: euro(line.product_tax_incl) })}
            </span>
          ) : null}
          <span className="text-lg font-bold text-gray-900" data-testid="added-line-total">
            {euro(line.products_total_tax_incl)}
          </span>
        </p>
      </div>
    </section>
  )
}
