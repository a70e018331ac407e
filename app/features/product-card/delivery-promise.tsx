import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import {
  formatIsoDate,
  resolveDeliveryPromise,
  stockTone,
  type DeliveryPromiseFields,
  type DeliveryPromiseLength,
} from './rules'
import { TONE_TEXT } from './stock-message'
import { useDeliveryPromiseTexts } from './use-shop'

/**
 * The delivery promise (spec §4 "Delivery promise types") in the stock colour. Texts that come from static
 * data appear once it is loaded (it lives in the browser, decision 0007); until then nothing is shown.
 */
export function DeliveryPromise({
  product,
  length = 'short',
  className = '',
}: {
  product: DeliveryPromiseFields & Pick<Product, 'stock_status_code'>
  length?: DeliveryPromiseLength
  className?: string
}) {
  const { locale } = useI18n()
  const texts = useDeliveryPromiseTexts(length)
  const text = resolveDeliveryPromise(product, length, texts, (date) => formatIsoDate(date, locale))
  if (!text) return null
  const tone = stockTone(product.stock_status_code)
  return (
    <p className={`text-sm ${TONE_TEXT[tone]} ${className}`} data-testid="delivery-promise">
      {text}
    </p>
  )
}
