import { SALE_LABEL_MIN_PERCENTAGE } from '#core/constants'
import { eurosToCents, formatEuro } from '#core/money'
import type { ProductPrices } from '#core/schemas/catalogue'
import { unitPriceCents, type UnitContent } from '#core/unit-price'
import { useI18n } from '#app/i18n/i18n'
import { useIsDealer } from '#app/lib/viewer'

export interface PriceView {
  /** What the shopper pays now, in cents. */
  current: number
  /** The struck-through original price in cents, only for a sale seen by a non-dealer. */
  original: number | null
  /** The sale percentage for the badge and label, only from SALE_LABEL_MIN_PERCENTAGE up. */
  percentage: number | null
}

/** Spec §9: the sale label shows only from 5 percent. */
export function showsSaleLabel(percentage: number): boolean {
  return percentage >= SALE_LABEL_MIN_PERCENTAGE
}

/**
 * Spec §6: dealers see only the original price of a sale item, with no label, badge or strikethrough.
 * Everybody else sees the original price struck through and the sale price; the percentage badge and the
 * sale label only from 5 %. Amounts arrive in euros (the contract) and leave in cents.
 */
export function priceView(prices: ProductPrices, isDealer: boolean): PriceView {
  const { sale } = prices
  if (!sale) return { current: eurosToCents(prices.price), original: null, percentage: null }
  if (isDealer) return { current: eurosToCents(sale.price_original), original: null, percentage: null }
  return {
    current: eurosToCents(sale.price_sale),
    original: eurosToCents(sale.price_original),
    percentage: showsSaleLabel(sale.percentage) ? Math.round(sale.percentage) : null,
  }
}

/**
 * Whether this visitor sees dealer prices (spec §6): from a logged-in shopper's own page, else from the
 * customer the browser loads after start (a page from a shared cache is always a guest's).
 */
export { useIsDealer }

const SIZES = {
  sm: { current: 'text-base', original: 'text-xs' },
  md: { current: 'text-lg', original: 'text-sm' },
  lg: { current: 'text-3xl', original: 'text-base' },
} as const

/**
 * A product price (spec §2 cards, §6, §9): a sale shows the original price struck through and the sale price,
 * with the sale label and percentage badge from 5 %. Dealers see only the original price, without marks.
 */
export function Price({
  prices,
  size = 'md',
  dealer,
  unitContent = null,
  className = '',
}: {
  prices: ProductPrices
  /** A product sold by volume, weight or length: its price per litre, kilogram or metre is shown too. */
  unitContent?: UnitContent | null
  size?: keyof typeof SIZES
  /** Overrides the page's dealer flag (tests, previews). */
  dealer?: boolean
  className?: string
}) {
  const { t } = useI18n()
  const pageDealer = useIsDealer()
  const view = priceView(prices, dealer ?? pageDealer)
  const onSale = view.original !== null
  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`} data-price>
      {view.percentage !== null ? (
        <span className="flex flex-wrap items-center gap-1" data-sale-label>
          <span className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            {t('price.sale')}
          </span>
          <span
            className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-200"
            data-sale-badge
          >
            <span aria-hidden="true">{t('price.discount', { percentage: view.percentage })}</span>
            <span className="sr-only">{t('price.discountLabel', { percentage: view.percentage })}</span>
          </span>
        </span>
      ) : null}
      <span className="flex flex-wrap items-baseline gap-x-2">
        {onSale ? (
          <del className={`text-gray-600 ${SIZES[size].original}`} data-price-original>
            <span className="sr-only">{t('price.original')} </span>
            {formatEuro(view.original!)}
          </del>
        ) : null}
        <span
          className={`font-bold ${SIZES[size].current} ${onSale ? 'text-red-700' : 'text-gray-900'}`}
          data-price-current
        >
          {onSale ? <span className="sr-only">{t('price.salePrice')} </span> : null}
          {formatEuro(view.current)}
        </span>
        {unitContent ? (
          <span className="text-xs text-gray-700" data-unit-price>
            {t('price.perUnit', {
              price: formatEuro(unitPriceCents(view.current, unitContent)),
              unit: t(`price.unit.${unitContent.unit}`),
            })}
          </span>
        ) : null}
      </span>
    </div>
  )
}
