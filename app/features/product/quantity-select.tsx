import { useId, useState } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import {
  clampQuantity,
  quantityMaximum,
  quantityOptions,
  type QuantityCap,
  type QuantityLimits,
} from './quantity'

const CUSTOM = 'custom'

// The popup's code (dialog, form) loads when a shopper chooses a quantity of their own (docs/decisions/0078).
const CustomQuantityPopup = lazyBelowFold('custom-quantity', () =>
  import('./custom-quantity-popup').then((module) => module.CustomQuantityPopup),
)

/**
 * The quantity dropdown (spec §5, §9): 1 to 10 (fewer when fewer may be ordered) and a custom choice that
 * opens a small popup to type any quantity. What is typed is clamped: at least 1, at most the last stock
 * and the order maximum, with a message saying so.
 */
export function QuantitySelect({
  quantity,
  limits,
  onChange,
}: {
  quantity: number | null
  limits: QuantityLimits
  onChange: (quantity: number | null) => void
}) {
  const { t } = useI18n()
  const id = useId()
  const [popupOpen, setPopupOpen] = useState(false)
  const [cap, setCap] = useState<{ cap: QuantityCap; max: number } | null>(null)
  const options = quantityOptions(limits)
  const values = quantity !== null && !options.includes(quantity) ? [...options, quantity] : options
  const limit = quantityMaximum(limits)?.max ?? null
  const choose = (value: number | string | null) => {
    const result = clampQuantity(value, limits)
    setCap(result.cap && result.max !== null ? { cap: result.cap, max: result.max } : null)
    onChange(result.quantity)
  }

  return (
    // `contents`: label and select form one item of the parent's row, the message wraps onto a line of its own.
    <div className="contents">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-gray-900">
          {t('product.quantity.label')}
        </label>
        <select
          id={id}
          value={quantity ?? ''}
          disabled={options.length === 0}
          aria-describedby={cap ? `${id}-cap` : undefined}
          onChange={(event) => {
            if (event.target.value === CUSTOM) setPopupOpen(true)
            else choose(event.target.value)
          }}
          className="min-h-11 w-24 rounded-md border border-gray-400 bg-white px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 disabled:bg-gray-100"
          data-testid="quantity"
        >
          {quantity === null ? <option value="">-</option> : null}
          {values.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
          {options.length > 0 ? <option value={CUSTOM}>{t('product.quantity.custom')}</option> : null}
        </select>
      </div>
      <p
        id={`${id}-cap`}
        role="status"
        className="order-last basis-full text-sm text-orange-800"
        data-testid="quantity-cap"
      >
        {cap
          ? cap.cap === 'max_order'
            ? t('product.quantity.maxOrder', { quantity: cap.max })
            : t('product.quantity.maxStock', { quantity: cap.max })
          : null}
      </p>
      {popupOpen ? (
        <CustomQuantityPopup
          initial={quantity}
          max={limit}
          onCancel={() => setPopupOpen(false)}
          onSubmit={(value) => {
            setPopupOpen(false)
            choose(value)
          }}
        />
      ) : null}
    </div>
  )
}
