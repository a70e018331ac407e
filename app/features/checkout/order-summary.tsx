import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { eurosToCents, formatEuro } from '#core/money'
import type { Checkout } from '#core/schemas/checkout'
import { CartSummary } from '#app/features/cart/cart-summary'
import { useI18n } from '#app/i18n/i18n'
import { Thumbnail } from '#app/ui/thumbnail'

export const euro = (amount: number) => formatEuro(eurosToCents(amount))

/**
 * The order summary beside every checkout step: the lines (picture, name, quantity, options, line total),
 * the totals as the cart shows them, and a way back to the cart to change them.
 */
export function OrderSummary({ checkout, children }: { checkout: Checkout; children?: ReactNode }) {
  const { t } = useI18n()
  return (
    <div
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-summary"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{t('checkout.summary.title')}</h2>
        <Link
          to={checkout.routes.shopping_cart}
          className="rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('checkout.summary.editCart')}
        </Link>
      </div>
      <ul className="flex flex-col divide-y divide-gray-100" data-testid="summary-lines">
        {checkout.checkout_line_items.map((line) => (
          <li key={line.id} className="flex gap-3 py-2.5 first:pt-0">
            <Thumbnail
              src={line.product.thumb_category_square_125}
              size={56}
              className="size-14 rounded border border-gray-100"
            />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-gray-900">{line.product.name}</p>
              <p className="text-gray-600">
                {line.quantity} × {euro(line.product_tax_incl)}
              </p>
              {line.selected_product_options.map((option) => (
                <p key={`${option.kind}-${option.id}`} className="text-xs text-gray-600">
                  + {option.quantity} × {option.name}
                </p>
              ))}
            </div>
            <p className="text-sm font-medium whitespace-nowrap text-gray-900">
              {euro(line.products_total_tax_incl)}
            </p>
          </li>
        ))}
      </ul>
      <CartSummary checkout={checkout} />
      {children}
    </div>
  )
}
