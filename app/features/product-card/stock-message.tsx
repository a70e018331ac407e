import type { Product } from '#core/schemas/catalogue'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { stockMessage, stockTone, type StockTone } from './rules'

export const TONE_TEXT: Record<StockTone, string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  green: 'text-green-700',
}

const KEYS: Record<'outOfStock' | 'oneLeft' | 'moreThanFive' | 'count', MessageKey> = {
  outOfStock: 'stock.outOfStock',
  oneLeft: 'stock.oneLeft',
  moreThanFive: 'stock.moreThanFive',
  count: 'stock.count',
}

/**
 * The stock message (spec §9) in the stock colour (spec §4): nothing at 0, "one left", the count up to 5,
 * "more than 5"; out of stock for unavailable products.
 */
export function StockMessage({
  product,
  className = '',
}: {
  product: Pick<Product, 'stock' | 'stock_status_code' | 'stock_is_from_brand' | 'is_vdm'>
  className?: string
}) {
  const { t } = useI18n()
  const choice = stockMessage(product)
  if (choice.kind === 'none') return null
  const tone = stockTone(product.stock_status_code)
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-medium ${TONE_TEXT[tone]} ${className}`}
      data-stock-tone={tone}
      data-testid="stock-message"
    >
      <span className="size-2 shrink-0 rounded-full bg-current" aria-hidden="true" />
      {t(KEYS[choice.kind], choice.kind === 'count' ? { count: choice.count } : undefined)}
    </p>
  )
}
