import { useI18n } from '#app/i18n/i18n'
import { useCart } from './use-cart'

/**
 * The header's line-item count (pieces in the cart), hidden while 0 or unknown. `data-cart-status` says when
 * the cart is known in the browser (after hydration), for tests and tools.
 */
export function CartCountBadge() {
  const { t } = useI18n()
  const count = useCart((state) => state.count)
  const status = useCart((state) => state.status)
  const marker = <span hidden data-cart-status={status} />
  if (count <= 0) return marker
  return (
    <>
      {marker}
      <span
        aria-hidden="true"
        className="absolute -top-1.5 -right-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs leading-none font-bold text-gray-900"
        data-testid="cart-count"
      >
        {count > 99 ? '99+' : count}
      </span>
      <span className="sr-only">{t('cart.count', { count })}</span>
    </>
  )
}
