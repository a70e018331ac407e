import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react'
import { Link } from 'react-router'
import type { Product } from '#core/schemas/catalogue'
import type { Checkout } from '#core/schemas/checkout'
import { useI18n, usePageMessages } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { loadChunk } from '#app/lib/chunk-load'
import { CartIcon } from '#app/ui/icons/cart'
import { CartArchive } from './cart-archive'

const CartRelated = lazy<ComponentType<{ products: Product[] }>>(() =>
  loadChunk('cart-related', () => import('./cart-related')).then(
    (module) => ({ default: module.CartRelated }),
    // Related products are a suggestion: without their code the cart works as before.
    () => ({ default: () => null }),
  ),
)
import { trackViewCart } from '#app/features/cart/cart-analytics'
import { CartLine } from './cart-line'
import { CartSummary } from '#app/features/cart/cart-summary'
import { CheckoutProgress } from '#app/features/cart/checkout-progress'
import { CouponPanel } from './coupon-panel'
import { useCart, useCartActions, type CartActions } from '#app/features/cart/use-cart'

/**
 * The cart overview, checkout step 0 (spec §2), server-rendered from the route's checkout. After hydration
 * the shell takes that checkout over (CartHost) and every cart answer replaces it; the page shows the
 * store's checkout from then on. From 1024 px: lines left, summary right.
 */
export function CartPage({ initial }: { initial: Checkout }) {
  const { t } = useI18n()
  const messagePart = usePageMessages('cart')
  const live = useCart((state) => state.checkout)
  const checkout = live ?? initial
  const actions = useCartActions()

  // view_cart once per visit.
  const viewed = useRef(false)
  useEffect(() => {
    if (viewed.current) return
    viewed.current = true
    trackViewCart(checkout)
  }, [checkout])

  return (
    <div className="flex flex-col gap-6" data-testid="cart-page" {...messagePart}>
      <div className="flex flex-col gap-4">
        <CheckoutProgress step={0} />
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('page.cart')}</h1>
      </div>
      <CartContent checkout={checkout} actions={actions} />
    </div>
  )
}

function CartContent({ checkout, actions }: { checkout: Checkout; actions: CartActions }) {
  const { t, href } = useI18n()
  const lines = checkout.checkout_line_items
  if (lines.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        <div
          className="flex flex-col items-center gap-4 rounded-lg border border-gray-200 bg-white px-4 py-10 text-center"
          data-testid="cart-empty"
        >
          <CartIcon className="size-12 text-gray-400" />
          <p
            className="rounded-sm text-lg font-semibold text-gray-900 outline-offset-4 outline-brand-700 focus-visible:outline-2"
            data-testid="cart-empty-title"
          >
            {t('cart.empty.title')}
          </p>
          <p className="text-gray-700">{t('cart.empty.text')}</p>
          <Link to={href('home')} className={buttonClass('primary')}>
            {t('cart.continueShopping')}
          </Link>
        </div>
        <CartArchive lines={checkout.checkout_line_items_trashed} actions={actions} />
      </div>
    )
  }
  return (
    // Phones: lines, summary, archive. From 1024 px: lines and archive left, the summary beside them.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
      <section
        className="min-w-0 rounded-lg border border-gray-200 bg-white px-4 sm:px-5 lg:col-start-1 lg:row-start-1"
        aria-labelledby="cart-lines-title"
      >
        <h2 id="cart-lines-title" className="sr-only">
          {t('cart.lines.title')}
        </h2>
        <ul className="divide-y divide-gray-200" data-testid="cart-lines">
          {lines.map((line) => (
            <CartLine key={line.id} line={line} actions={actions} />
          ))}
        </ul>
      </section>
      <aside
        className="flex flex-col gap-5 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        aria-labelledby="cart-summary-title"
      >
        <div className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
          <h2 id="cart-summary-title" className="text-lg font-semibold text-gray-900">
            {t('cart.summary.title')}
          </h2>
          <CartSummary checkout={checkout} full />
          <Link
            to={checkout.routes.checkout || href('checkoutRegister')}
            onClick={actions.beginCheckout}
            className={buttonClass('green', 'w-full text-base')}
            data-testid="cart-checkout"
          >
            {t('cart.checkout')}
          </Link>
          <Link
            to={href('home')}
            className="self-center rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {t('cart.continueShopping')}
          </Link>
        </div>
        <div className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
          <CouponPanel checkout={checkout} actions={actions} />
        </div>
      </aside>
      <div className="flex min-w-0 flex-col gap-6 empty:hidden lg:col-start-1 lg:row-start-2">
        <CartArchive lines={checkout.checkout_line_items_trashed} actions={actions} />
        {checkout.forced_related_products.length > 0 ? (
          // Below the lines and out of the first load: the cards' code comes when the page has hydrated.
          <Suspense fallback={null}>
            <CartRelated products={checkout.forced_related_products} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
