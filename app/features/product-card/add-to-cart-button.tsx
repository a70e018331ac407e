import { useRef, useState } from 'react'
import type { Product } from '#core/schemas/catalogue'
import type { CheckoutLineResponse } from '#core/schemas/checkout'
import { showNotAdded } from '#app/features/cart/cart-errors'
import { useCartActions } from '#app/features/cart/use-cart'
import { useI18n } from '#app/i18n/i18n'
import { ApiError } from '#app/lib/front-api'
import { CartIcon } from '#app/ui/icons/cart'
import { Spinner } from '#app/ui/icons/spinner'
import {
  addToCartBlocked,
  addToCartColour,
  type AddToCartColour,
  type AddToCartState,
} from './add-to-cart-rules'

const COLOURS: Record<AddToCartColour, string> = {
  green: 'bg-green-700 text-white hover:bg-green-800',
  orange: 'bg-orange-700 text-white hover:bg-orange-800',
  grey: 'bg-gray-300 text-gray-700',
}

/**
 * The add-to-cart button (spec §4): idle → adding (spinner, further clicks ignored) → idle again, whatever
 * the answer. A success opens the add-to-cart panel (and the stock warning when the server lowered the
 * quantity). A refusal the server explains (maximum order quantity, stock, unavailable) opens "Product is not
 * added" with its message (spec §8); only a failure without an answer (network) just stops the spinner.
 * Blocked for unavailable products and
 * without a quantity. `compact` is the icon button of product cards (test id `card-add-to-cart`, so that the
 * product page keeps one `add-to-cart`).
 */
export function AddToCartButton({
  product,
  quantity,
  onAdded,
  add,
  compact = false,
  testId,
}: {
  product: Pick<Product, 'id' | 'name' | 'stock_status_code' | 'expected_in_stock_date'> &
    Partial<Pick<Product, 'thumb_category_square_125' | 'link'>>
  quantity: number | null
  onAdded?: (response: CheckoutLineResponse) => void
  /** The call itself; tests pass their own. By default the cart's add, which opens the panel. */
  add?: (productId: number, quantity: number) => Promise<CheckoutLineResponse>
  compact?: boolean
  /** A second full button on the page (the sticky bar) needs its own test id. */
  testId?: string
}) {
  const { t } = useI18n()
  const actions = useCartActions()
  const [state, setState] = useState<AddToCartState>('idle')
  const busy = useRef(false)
  const blocked = addToCartBlocked(product.stock_status_code, quantity)
  const colour = addToCartColour(product)

  const onClick = async () => {
    if (busy.current || blocked || quantity === null) return
    busy.current = true
    setState('adding')
    try {
      const response = await (add ?? actions.addProduct)(product.id, quantity)
      onAdded?.(response)
    } catch (error) {
      if (error instanceof ApiError) {
        showNotAdded(t, error, {
          name: product.name,
          image: product.thumb_category_square_125 ?? null,
          link: product.link ?? null,
        })
      }
    } finally {
      busy.current = false
      setState('idle')
    }
  }

  const icon = state === 'adding' ? <Spinner className="size-5" /> : <CartIcon className="size-5" />
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        disabled={blocked}
        aria-busy={state === 'adding' || undefined}
        aria-disabled={state === 'adding' || undefined}
        aria-label={compact ? t('cart.addNamed', { name: product.name }) : undefined}
        title={compact ? t('cart.addNamed', { name: product.name }) : undefined}
        data-state={state}
        data-colour={colour}
        data-testid={testId ?? (compact ? 'card-add-to-cart' : 'add-to-cart')}
        className={`inline-flex items-center justify-center gap-2 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${
          compact ? 'size-11 shrink-0' : 'min-h-12 w-full px-5 py-3 text-base'
        } ${COLOURS[colour]} ${state === 'adding' ? 'cursor-progress' : ''}`}
      >
        {icon}
        {compact ? null : <span>{t('product.addToCart')}</span>}
      </button>
      <span className="sr-only" role="status">
        {state === 'adding' ? t('product.addToCart.adding') : ''}
      </span>
    </>
  )
}
