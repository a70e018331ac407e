import { useState } from 'react'
import { eurosToCents, formatEuro } from '#core/money'
import type { CheckoutLineItem } from '#core/schemas/checkout'
import { DeliveryPromise } from '#app/features/product-card/delivery-promise'
import { useI18n } from '#app/i18n/i18n'
import { Spinner } from '#app/ui/icons/spinner'
import { TrashIcon } from '#app/ui/icons/trash'
import { ShopLink } from '#app/ui/shop-link'
import { lineQuantityMax } from '#app/features/cart/cart-rules'
import { LineOptions } from '#app/features/cart/line-options'
import { QuantityEditor } from '#app/features/cart/quantity-editor'
import type { CartActions } from '#app/features/cart/use-cart'
import { MediaImage } from '#app/ui/media-image'

const euro = (amount: number) => formatEuro(eurosToCents(amount))

/** One line of the cart page: product, quantity (display → editing → save), total, options and remove. */
export function CartLine({ line, actions }: { line: CheckoutLineItem; actions: CartActions }) {
  const { t } = useI18n()
  const [removing, setRemoving] = useState(false)
  const remove = async () => {
    if (removing) return
    setRemoving(true)
    const removed = await actions.remove(line)
    // A removed line unmounts; a refused removal stays, with its modal.
    if (!removed) setRemoving(false)
  }
  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-5 sm:grid-cols-[7rem_minmax(0,1fr)] sm:gap-x-5"
      data-testid="cart-line"
      data-product-id={line.product.id}
    >
      <ShopLink to={line.product.link} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <MediaImage
          src={line.product.thumb_category_square_125}
          alt=""
          width={125}
          height={125}
          className="size-20 rounded bg-white object-contain sm:size-28"
        />
      </ShopLink>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div className="min-w-0">
            <p className="text-xs font-medium text-gray-600">{line.product.brand_name}</p>
            <h3 className="font-semibold text-gray-900">
              <ShopLink
                to={line.product.link}
                // Where focus goes when a neighbouring line is removed (cart-focus.ts).
                data-line-name
                className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {line.product.name}
              </ShopLink>
            </h3>
            <p className="text-sm text-gray-600">
              {t('cart.unitPriceEach', { price: euro(line.product_tax_incl) })}
            </p>
            {/* This line's promise: later than the product's when it asks more than the shelf holds. */}
            <DeliveryPromise product={line.product} className="mt-1" />
          </div>
          <p
            className="text-lg font-bold whitespace-nowrap text-gray-900 sm:text-right"
            data-testid="line-total"
          >
            <span className="sr-only">{t('cart.lineTotal')} </span>
            {euro(line.products_total_tax_incl)}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <QuantityEditor
            quantity={line.quantity}
            max={lineQuantityMax(line.product)}
            name={line.product.name}
            onSave={(quantity) => actions.changeQuantity(line, quantity)}
          />
          <button
            type="button"
            onClick={remove}
            disabled={removing}
            aria-busy={removing || undefined}
            className="inline-flex min-h-9 items-center gap-1.5 rounded px-1 text-sm font-medium text-gray-700 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
            data-testid="line-remove"
            // One name without the stray space a hidden span adds ("Remove : name", issue 10).
            aria-label={t('shell.pair', { label: t('cart.remove'), value: line.product.name })}
          >
            {removing ? <Spinner className="size-4" /> : <TrashIcon />}
            {t('cart.remove')}
          </button>
        </div>
      </div>
      {/* Full width below the picture on phones, under the text from 640 px. */}
      <div className="col-span-2 empty:hidden sm:col-span-1 sm:col-start-2">
        <LineOptions line={line} actions={actions} />
      </div>
    </li>
  )
}
