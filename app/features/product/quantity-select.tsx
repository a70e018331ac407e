import { useId, useRef, useState } from 'react'
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
/** Keys that change a closed select's value in place, one option at a time (Chromium, Firefox on Windows). */
const STEP_KEYS = /^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down)|[^ ])$/

// The popup's code (dialog, form) loads when a shopper chooses a quantity of their own (docs/decisions/0078).
const CustomQuantityPopup = lazyBelowFold('custom-quantity', () =>
  import('./custom-quantity-popup').then((module) => module.CustomQuantityPopup),
)

/**
 * The quantity dropdown (spec §5, §9): 1 to 10 (fewer when fewer may be ordered) and a custom choice that
 * opens a small popup to type any quantity. What is typed is clamped: at least 1, at most the last stock
 * and the order maximum, with a message saying so.
 *
 * A keyboard that steps through the closed dropdown only passes over "other quantity": the popup opens on
 * Enter there, with a hint saying so, not on the step itself (WCAG 3.2.2: a choice opens no dialog by itself).
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
  // "Other quantity" reached by a step key: shown as chosen, the popup waits for Enter.
  const [customPending, setCustomPending] = useState(false)
  const stepped = useRef(false)
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
          value={customPending ? CUSTOM : (quantity ?? '')}
          disabled={options.length === 0}
          aria-describedby={cap || customPending ? `${id}-cap` : undefined}
          onKeyDown={(event) => {
            if (customPending && event.key === 'Enter') {
              event.preventDefault()
              setCustomPending(false)
              setPopupOpen(true)
            }
            stepped.current = !event.altKey && STEP_KEYS.test(event.key)
          }}
          // A pointer picks from the open list: "other quantity" chosen there opens the popup at once.
          onPointerDown={() => (stepped.current = false)}
          onBlur={() => setCustomPending(false)}
          onChange={(event) => {
            const custom = event.target.value === CUSTOM
            setCustomPending(custom && stepped.current)
            if (custom && !stepped.current) setPopupOpen(true)
            else if (!custom) choose(event.target.value)
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
        {customPending
          ? t('product.quantity.customHint')
          : cap
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
